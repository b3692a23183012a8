import { ApiError, type SocialProfile } from '@csi/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../../lib/settle';
import { siteClient, type SiteClient } from '../../../lib/siteClient';

/** The profile of a social code, or null when the server knows none (404). */
async function findProfile(client: SiteClient, code: string): Promise<SocialProfile | null> {
  try {
    return (await client.social.searchUser(code)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The loader of /hi-mask/social-code/:code: the shared profile preview (null when unknown). */
export const loadSocialProfile = ({ params, context }: LoaderFunctionArgs) =>
  settle(siteClient(context).then((client) => findProfile(client, params.code ?? '')));
