import { decodeToken } from './decodeToken';

/** The token's role (first entry of `roles`), or `null` when missing or undecodable. */
export function getRole(token: string | null): string | null {
  const role = decodeToken(token)?.roles?.[0];
  return typeof role === 'string' ? role : null;
}
