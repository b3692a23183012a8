import type { Profile } from '@csi/api-client';
import { useFeedback } from '../../hooks/useFeedback';
import { SettingsView } from './settings/SettingsView';
import { useSettingsActions } from './settings/useSettingsActions';
import { useAccountProfile } from './shared/AccountProfileContext';
import { PageHeader } from './shared/PageHeader';
import { PasskeysSection } from './settings/PasskeysSection';
import { TwoStepSection } from './settings/TwoStepSection';
import { WithProfile } from './shared/WithProfile';

/** The settings of a loaded profile, wired to the server. */
function ConnectedSettings({ profile }: { profile: Profile }) {
  const { update } = useAccountProfile();
  const { showPopup } = useFeedback();
  const actions = useSettingsActions(profile, update);
  return <SettingsView profile={profile} actions={actions} onCopyError={(m) => showPopup(m, 'error')} />;
}

/** `/ac/settings`: personal details, API key settings, security settings and overview. */
export default function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" description="Update your details, manage your API key and secure your account." />
      <WithProfile>{(profile) => <ConnectedSettings profile={profile} />}</WithProfile>
      <TwoStepSection />
      <PasskeysSection />
    </>
  );
}
