import { PLAYGROUND_ENVIRONMENTS, type PlaygroundEnvironment, playgroundPath } from '@csi/contract';
import { GATEWAY_MESSAGES } from '../modules/gateway/messages';
import { SANDBOX_LIMITS } from '../modules/gateway/sandboxLimits';
import type { ServiceEndpoint } from '../services/serviceHandlers';
import { gatewaySchemas, type GatewayBody } from '../modules/gateway/schemas';
import { idempotencyHeaders } from '../modules/idempotency/idempotencyHeaders';
import { IDEMPOTENCY_ERRORS } from './commonErrors';
import { errors, type ErrorMessages } from './docResponses';
import { API_KEY_PAIR } from './OperationDoc';
import { gatewayDocs } from './operations/gatewayDocs';

/** What the gateway itself refuses, before or around the service. */
const gatewayErrors = (environment: PlaygroundEnvironment, path: string): ErrorMessages => ({
  400: [GATEWAY_MESSAGES.wrongCredentials, ...(environment === 'live' ? [GATEWAY_MESSAGES.insufficientBalance] : [])],
  413: environment === 'sandbox' ? [GATEWAY_MESSAGES.sandboxData, GATEWAY_MESSAGES.sandboxFile] : [],
  403: [
    GATEWAY_MESSAGES.keyBlocked,
    GATEWAY_MESSAGES.suspended,
    ...(environment === 'live' ? [GATEWAY_MESSAGES.unverifiedEmail] : []),
  ],
  404: [GATEWAY_MESSAGES.unknownEndpoint(`${path}-typo`)],
  405: [GATEWAY_MESSAGES.wrongMethod('GET', 'POST')],
  429: [
    GATEWAY_MESSAGES.rateLimited(50, 42),
    ...(environment === 'sandbox' ? [GATEWAY_MESSAGES.sandboxQuota(SANDBOX_LIMITS.callsPerDay, 3600)] : []),
  ],
  501: [GATEWAY_MESSAGES.noService],
  503: [GATEWAY_MESSAGES.offline],
});

/**
 * The gateway's operations, one per service endpoint and environment: `POST /csi-p/api-live/<path>` (charged, honours an
 * Idempotency-Key) and `POST /csi-p/api-sandbox/<path>` (free, small data, daily quota), with the API key pair.
 * The gateway is one wildcard route per environment, so its paths are listed here from the services it mounts.
 */
export function gatewayPaths(handlers: Record<string, ServiceEndpoint>): Record<string, object> {
  const paths: Record<string, object> = {};
  for (const [path, endpoint] of Object.entries(handlers)) {
    const doc = gatewayDocs[path];
    if (!doc) throw new Error(`The gateway endpoint ${path} has no entry in openapi/operations/gatewayDocs.ts.`);
    const body: GatewayBody | undefined = (gatewaySchemas.bodies as Record<string, GatewayBody>)[path];
    if (!body) throw new Error(`The gateway endpoint ${path} has no request body in modules/gateway/schemas.ts.`);
    for (const environment of PLAYGROUND_ENVIRONMENTS) {
      const live = environment === 'live';
      const media: Record<string, unknown> = { schema: body.schema };
      if (doc.bodyExample !== undefined) media.example = doc.bodyExample;
      const idempotency = Object.entries(idempotencyHeaders.properties).map(([name, header]) => {
        const { description, ...schema } = header as { description?: string };
        return { name, in: 'header', description, schema };
      });
      paths[`/${playgroundPath(environment, path)}`] = {
        [endpoint.method.toLowerCase()]: {
          tags: ['gateway'],
          summary: `${doc.summary} (${environment})`,
          description: live
            ? 'Live: charged from the wallet at the API’s cost; the charge is refunded when the call is not served.'
            : 'Sandbox: free, with smaller data and a daily quota.',
          operationId: `${environment}${path.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())}`,
          security: API_KEY_PAIR,
          ...(live ? { parameters: idempotency } : {}),
          requestBody: { required: true, content: { [body.mediaType]: media } },
          responses: {
            200: {
              description: 'Served.',
              headers: {
                'X-Call-Cost': {
                  description:
                    'What this call cost in USD, exact (0.00 in the sandbox, when not served and on a replay).',
                  schema: { type: 'string', example: live ? '0.01' : '0.00' },
                },
              },
              content: { 'application/json': { schema: endpoint.answer, example: doc.answer.example } },
            },
            ...errors(gatewayErrors(environment, path), doc.errors, live ? IDEMPOTENCY_ERRORS : {}),
          },
        },
      };
    }
  }
  return paths;
}
