import type { SocialProfile } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { servedPicture } from '../images/platformImagePath';

/**
 * The shared preview of a social code: the profile picture (a platform image's path, see servedPicture) and the name shown (full name,
 * else username); null for an unknown code or an account an admin suspended.
 */
export async function findSocialProfile(app: FastifyInstance, code: string): Promise<SocialProfile | null> {
  const user = await app.db
    .selectFrom('users')
    .select(['fullName', 'username', 'profilePicture'])
    .where('socialSecurityCode', '=', code.trim())
    .where('accSuspendedAdmin', '=', false)
    .executeTakeFirst();
  return user
    ? { profile_url: servedPicture(user.profilePicture) ?? '', profile_name: user.fullName || user.username }
    : null;
}
