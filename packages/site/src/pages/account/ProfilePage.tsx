import { useFeedback } from '../../hooks/useFeedback';
import { ProfileView } from './profile/ProfileView';
import { PageHeader } from './shared/PageHeader';
import { WithProfile } from './shared/WithProfile';

/** `/ac/profile`: the signed-in user's details and API credentials. */
export default function ProfilePage() {
  const { showPopup } = useFeedback();
  return (
    <>
      <PageHeader title="My account" description="Your personal details, account status and API credentials." />
      <WithProfile>
        {(profile) => <ProfileView profile={profile} onCopyError={(m) => showPopup(m, 'error')} />}
      </WithProfile>
    </>
  );
}
