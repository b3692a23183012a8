import { PLAYGROUND_ENVIRONMENTS } from '@csi/contract';
import { Type, type Static } from 'typebox';
import { stringEnum } from '../../lib/stringEnum';

const environment = stringEnum(PLAYGROUND_ENVIRONMENTS);

/** One gateway call with its outcome (per-call insight); `cost` is exact USD text, '0.00' when not charged. */
const call = Type.Object({
  id: Type.Integer(),
  time: Type.String({ format: 'date-time', description: 'When the call was answered (UTC).' }),
  apiEndpoint: Type.String(),
  serviceType: Type.String(),
  environment,
  wasForwarded: Type.Boolean(),
  statusCode: Type.Integer(),
  latencyMs: Type.Integer(),
  cost: Type.String({ pattern: '^\\d+\\.\\d{2,6}$', description: 'What the call cost in USD, exact.' }),
  requestId: Type.String(),
});

/** Answer schemas of the usage calls (the query of my-calls is in callsQuery.ts). */
export const usageSchemas = {
  /** A usage log row: the spec's fields plus the environment. */
  log: Type.Object({
    apiUsageId: Type.Integer(),
    apiEndpoint: Type.String(),
    serviceType: Type.String(),
    wasForwarded: Type.Boolean(),
    timestamp: Type.String({ format: 'date-time' }),
    count: Type.Integer(),
    environment,
  }),
  call,
  /** One page of calls, newest first, with the number of calls the filters match. */
  callPage: Type.Object({
    calls: Type.Array(call),
    total: Type.Integer(),
    limit: Type.Integer(),
    offset: Type.Integer(),
  }),
  /** The dashboard's chart data. */
  labData: Type.Object({
    monthly: Type.Array(Type.Integer(), { minItems: 12, maxItems: 12, description: 'Calls per month, Jan to Dec.' }),
    daily: Type.Array(Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer() })),
    byService: Type.Array(Type.Object({ serviceType: Type.String(), count: Type.Integer() })),
  }),
};

/** A usage log row as answered: the spec's fields plus the environment (live or sandbox). */
export type UsageLogReply = Static<typeof usageSchemas.log>;
/** One call as my-calls answers it. */
export type CallReply = Static<typeof call>;
/** One page of calls. */
export type CallPage = Static<typeof usageSchemas.callPage>;
