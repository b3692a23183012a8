import { getRole } from './getRole';

/** True when the role names an administrator, in any letter case. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role?.toLowerCase() === 'admin';
}

/** True when the token's role is admin, in any letter case. */
export function isAdmin(token: string | null): boolean {
  return isAdminRole(getRole(token));
}
