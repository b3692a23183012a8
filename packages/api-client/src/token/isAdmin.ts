import { getRole } from './getRole';

/** True when the token's role is admin, in any letter case. */
export function isAdmin(token: string | null): boolean {
  return getRole(token)?.toLowerCase() === 'admin';
}
