import type { ApiRequest, CallOptions } from '../request';
import type { SessionHint } from '../token/sessionHint';
import type { SessionKeeper } from '../token/SessionKeeper';
import type { JwtData } from '../types/Auth';
import type { Envelope } from '../types/Envelope';
import type {
  ApiKeyData,
  PasswordChangeParams,
  Profile,
  ProfileUpdateBasicParams,
  SocialCodeData,
} from '../types/Profile';

/** The signed-in user's profile, API key, password and social code (all auth). */
export function createProfileResource<Data extends JwtData | SessionHint = JwtData>(
  request: ApiRequest,
  session: SessionKeeper,
) {
  return {
    /** The profile (GET usfw/my-profile/). */
    get: (options?: CallOptions) => request<Envelope<Profile>>({ path: 'usfw/my-profile/', auth: true }, options),
    /** Sets the picture URL (PUT usfw/update/profile-picture). */
    updatePicture: (img: string, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'PUT', path: 'usfw/update/profile-picture', auth: true, data: { img } },
        options,
      ),
    /** Saves the basic details and keeps the fresh session of the reply (PUT usfw/update/profile-basic-d). */
    updateBasic: async (params: ProfileUpdateBasicParams, options?: CallOptions) => {
      const reply = await request<Envelope<Data>>(
        { method: 'PUT', path: 'usfw/update/profile-basic-d', auth: true, data: params },
        options,
      );
      session.keep(reply.data);
      return reply;
    },
    /** Issues a new API key, in `data.api_key`; needs the current password (POST usfw/update/api-key). */
    rotateApiKey: (currentPassword: string, options?: CallOptions) =>
      request<Envelope<ApiKeyData>>(
        { method: 'POST', path: 'usfw/update/api-key', auth: true, data: { currentPassword } },
        options,
      ),
    /** Blocks or unblocks the API key; `msg` says which (GET usfw/update/api-key/update-usage). */
    toggleApiKeyBlock: (options?: CallOptions) =>
      request<Envelope<null>>({ path: 'usfw/update/api-key/update-usage', auth: true }, options),
    /**
     * Changes the password, sending the new one trimmed as it was validated (PUT usfw/change-my-password/). The other
     * sessions of the account are signed out; this one stays.
     */
    changePassword: ({ currentPassword, newPassword }: PasswordChangeParams, options?: CallOptions) =>
      request<Envelope<null>>(
        {
          method: 'PUT',
          path: 'usfw/change-my-password/',
          auth: true,
          data: { currentPassword, newPassword: newPassword.trim() },
        },
        options,
      ),
    /** Issues a new social code, in `data.social_code`; needs the current password (POST usfw/change-my-social-code). */
    changeSocialCode: (currentPassword: string, options?: CallOptions) =>
      request<Envelope<SocialCodeData>>(
        { method: 'POST', path: 'usfw/change-my-social-code', auth: true, data: { currentPassword } },
        options,
      ),
  };
}

/** The profile resource of a client. */
export type ProfileResource = ReturnType<typeof createProfileResource>;
