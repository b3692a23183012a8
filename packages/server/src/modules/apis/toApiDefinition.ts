import type { ApiAccepts, ApiDefinition } from '@csi/api-client';
import type { Selectable } from 'kysely';
import type { ApisTable } from '../../db/schema';
import { microToUsd } from '../billing';

/** A catalog row as the spec's API definition (cost in USD); every field is public, nothing secret is stored there. */
export const toApiDefinition = (row: Selectable<ApisTable>): ApiDefinition => ({
  id: Number(row.id),
  apiId: row.apiId,
  name: row.name,
  shortDescription: row.shortDescription,
  documentationLink: row.documentationLink,
  specialPlayground: row.specialPlayground,
  endpoint: row.endpoint,
  apiAccepts: row.apiAccepts as ApiAccepts,
  bodyExample: row.bodyExample,
  cost: microToUsd(row.costMicro),
  apiService: row.apiService,
  live: row.live,
});
