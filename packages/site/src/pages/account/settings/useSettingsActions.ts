import type { PasswordChangeParams, Profile, ProfileUpdateBasicParams, UploadProgress } from '@csi/api-client';
import { client } from '../../../client';
import { useServerAction } from '../../../hooks/useServerAction';
import { notifySessionChange } from '../../../session';

/** Upload preset of profile pictures on the image host. */
const PICTURE_PRESET = 'csi-profile-pictures';

/**
 * The settings page's calls. Personal details and API key calls resolve with the server's msg after applying the
 * change locally, and reject on failure (their sections show the popups and modals). The security calls show their
 * success popup or 'Authentication Error' themselves.
 */
export function useSettingsActions(profile: Profile, update: (changes: Partial<Profile>) => void) {
  const attempt = useServerAction();
  return {
    save: async (params: ProfileUpdateBasicParams) => {
      const reply = await client.profile.updateBasic(params);
      notifySessionChange();
      update({ ...params, gender: params.gender || null, dateOfBirth: params.dateOfBirth || null });
      return reply;
    },
    changePicture: async (file: File, onUploadProgress?: (progress: UploadProgress) => void) => {
      const url = await client.images.upload(file, { uploadPreset: PICTURE_PRESET, onUploadProgress });
      const reply = await client.profile.updatePicture(url);
      update({ profilePicture: url });
      return reply;
    },
    rotateKey: async (currentPassword: string) => {
      const reply = await client.profile.rotateApiKey(currentPassword);
      update({ apiKey: reply.data.api_key });
      return reply;
    },
    toggleBlock: async () => {
      const reply = await client.profile.toggleApiKeyBlock();
      update({ apiKeyBlocked: !profile.apiKeyBlocked });
      return reply;
    },
    requestCode: () => void attempt('Authentication Error', () => client.auth.requestCode(profile.email)),
    verify: (activationCode: string) =>
      void attempt('Authentication Error', async () => {
        const reply = await client.auth.activate({ email: profile.email, activationCode });
        notifySessionChange();
        update({ emailVerified: true });
        return reply;
      }),
    changePassword: (params: PasswordChangeParams) =>
      attempt('Authentication Error', () => client.profile.changePassword(params)),
    changeSocialCode: (currentPassword: string) =>
      void attempt('Authentication Error', async () => {
        const reply = await client.profile.changeSocialCode(currentPassword);
        update({ socialSecurityCode: reply.data.social_code });
        return { msg: `${reply.msg} Your new social code: ${reply.data.social_code}` };
      }),
  };
}
