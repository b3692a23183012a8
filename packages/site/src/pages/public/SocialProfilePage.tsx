import { ApiError, type SocialProfile } from '@csi/api-client';
import { useParams } from 'react-router-dom';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import { PageLoader } from '../../shell/PageLoader';
import { PROFILE_NOT_FOUND, SocialProfileView } from './social/SocialProfileView';

/** The profile of a social code, or null when the server knows none (404). */
async function findProfile(code: string): Promise<SocialProfile | null> {
  try {
    return (await client.social.searchUser(code)).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** /hi-mask/social-code/:code: the shared profile preview. */
export default function SocialProfilePage() {
  const { code = '' } = useParams();
  const state = useAsync(() => findProfile(code), [code]);
  const profile = state.status === 'success' ? state.data : null;
  usePageMeta(
    profile
      ? {
          title: `${profile.profile_name} | CSI`,
          description: `${profile.profile_name} shared their CSI chat profile with you.`,
        }
      : { title: 'Profile not found | CSI', description: PROFILE_NOT_FOUND },
  );
  return (
    <Container>
      {state.status === 'loading' && <PageLoader label="Loading profile" />}
      {state.status === 'error' && (
        <>
          <h1>Shared profile</h1>
          <LoadError what="this profile" error={state.error} />
        </>
      )}
      {state.status === 'success' && <SocialProfileView profile={state.data} />}
    </Container>
  );
}
