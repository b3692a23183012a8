import { API_ACCEPTS, DEFAULT_BODY_EXAMPLE } from '@csi/api-client';
import { endpointPaths, validateAdminLink } from '@csi/contract';
import type { Insertable } from 'kysely';
import type { ApisTable } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { usdToMicro } from '../billing';
import type { ApiInputBody } from './schemas';

/** Highest cost per call an API may have, in micro-dollars (1000 USD). */
const MAX_COST_MICRO = 1_000_000_000n;
const PATH = /^\/[A-Za-z0-9._~\-/]*$/;

/** Text fields that must not be blank once trimmed. */
type RequiredText = 'apiId' | 'name' | 'shortDescription' | 'documentationLink' | 'apiService';

/** The field trimmed; 400 '{field} is required.' when nothing is left. */
function requiredText(input: ApiInputBody, field: RequiredText): string {
  const value = input[field].trim();
  if (!value) throw new HttpError(400, `${field} is required.`);
  return value;
}

/**
 * Checks an admin's API definition (required text, documentation link, content type, cost, endpoint paths) and answers the row to
 * store, text trimmed; 400 with a msg otherwise.
 */
export function parseApiInput(input: ApiInputBody): Insertable<ApisTable> {
  const apiId = requiredText(input, 'apiId');
  const name = requiredText(input, 'name');
  const shortDescription = requiredText(input, 'shortDescription');
  const documentationLink = requiredText(input, 'documentationLink');
  const badLink = validateAdminLink('documentationLink', documentationLink);
  if (badLink) throw new HttpError(400, badLink);
  const apiService = requiredText(input, 'apiService');
  if (!(API_ACCEPTS as readonly string[]).includes(input.apiAccepts)) {
    throw new HttpError(400, `apiAccepts must be one of the supported content types, e.g. application/json.`);
  }
  const costMicro = usdToMicro(input.cost);
  if (costMicro === null || costMicro > MAX_COST_MICRO) {
    throw new HttpError(400, 'cost must be a USD amount from 0 to 1000 with at most 6 decimals.');
  }
  const paths = endpointPaths(input.endpoint);
  if (paths.length === 0 || paths.some((path) => !PATH.test(path) || path.includes('//'))) {
    throw new HttpError(
      400,
      'endpoint must be comma-separated paths, each starting with /, e.g. /encrypt-data,/decrypt-data.',
    );
  }
  return {
    apiId,
    name,
    shortDescription,
    documentationLink,
    specialPlayground: input.specialPlayground.trim() || '0',
    endpoint: paths.join(','),
    apiAccepts: input.apiAccepts,
    bodyExample: input.bodyExample.trim() || DEFAULT_BODY_EXAMPLE,
    costMicro: costMicro.toString(),
    apiService,
    live: input.live,
  };
}
