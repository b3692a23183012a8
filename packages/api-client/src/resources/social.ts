import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type { SocialProfile } from '../types/SocialProfile';

/** The public profile preview by social code. */
export function createSocialResource(request: ApiRequest) {
  return {
    /** Finds the profile of a social code (GET usfw/p/search-user/{socialCode}). */
    searchUser: (socialCode: string, options?: CallOptions) =>
      request<Envelope<SocialProfile>>({ path: `usfw/p/search-user/${encodeURIComponent(socialCode)}` }, options),
  };
}

/** The social resource of a client. */
export type SocialResource = ReturnType<typeof createSocialResource>;
