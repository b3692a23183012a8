import type { FastifyInstance } from 'fastify';
import type { MetaResolver } from '../../plugins/site';
import { findSocialProfile } from './findSocialProfile';

const PREFIX = '/hi-mask/social-code/';

/** Page meta of the shared profile preview `/hi-mask/social-code/{code}`, found or not. */
export const socialMetaResolver =
  (app: FastifyInstance): MetaResolver =>
  async (pathname) => {
    if (!pathname.startsWith(PREFIX)) return null;
    const profile = await findSocialProfile(app, pathname.slice(PREFIX.length).replace(/\/$/, ''));
    return profile
      ? {
          title: `${profile.profile_name} | CSI`,
          description: `${profile.profile_name} is on CSI. Open the profile to chat.`,
        }
      : {
          title: 'Profile not found',
          description: 'This profile could not be found: the account was deleted or the social code is invalid.',
        };
  };
