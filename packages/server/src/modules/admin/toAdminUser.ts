import type { AdminUser } from '@csi/api-client';
import type { SecretBox } from '../../secrets/createSecretBox';
import { toProfile, type UserRow } from '../account/toProfile';

/** The admin view of a user: the profile plus `userId`. */
export const toAdminUser = (user: UserRow, secrets: SecretBox): AdminUser => ({
  userId: Number(user.id),
  ...toProfile(user, secrets),
});
