import { useLoaderData } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { LoadError } from '../../shell/LoadError';
import type { loadSocialProfile } from './social/loadSocialProfile';
import { PROFILE_NOT_FOUND, SocialProfileView } from './social/SocialProfileView';

/** /hi-mask/social-code/:code: the shared profile preview of its route's loader. */
export default function SocialProfilePage() {
  const state = useLoaderData<typeof loadSocialProfile>();
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
