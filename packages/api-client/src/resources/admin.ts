import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type { AdminUser } from '../types/Profile';

/** What an administrator can do to an account. */
export type AdminActivationAction = 'activate' | 'deactivate';

/** User administration (auth, admin role). */
export function createAdminResource(request: ApiRequest) {
  return {
    /** Every user (GET usfw/a/get-all-users/). */
    listUsers: (options?: CallOptions) =>
      request<Envelope<AdminUser[]>>({ path: 'usfw/a/get-all-users/', auth: true }, options),
    /** Activates or deactivates an account (GET usfw/a/manage-activation/{userId}/{action}). */
    manageActivation: (userId: number, action: AdminActivationAction, options?: CallOptions) =>
      request<Envelope<null>>({ path: `usfw/a/manage-activation/${userId}/${action}`, auth: true }, options),
  };
}

/** The admin resource of a client. */
export type AdminResource = ReturnType<typeof createAdminResource>;
