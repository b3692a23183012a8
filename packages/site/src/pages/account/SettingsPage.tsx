import type { Profile } from '@csi/api-client';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useFeedback } from '../../hooks/useFeedback';
import { SettingsView } from './settings/SettingsView';
import { useSettingsActions } from './settings/useSettingsActions';
import { useAccountProfile } from './shared/AccountProfileContext';
import { PageHeader } from './shared/PageHeader';
import { PasskeysSection } from './settings/PasskeysSection';
import { TwoStepSection } from './settings/TwoStepSection';
import { WithProfile } from './shared/WithProfile';

/** The page's sections one under the other, spaced as the cards of the settings grid. */
const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The settings of a loaded profile, wired to the server. */
function ConnectedSettings({ profile }: { profile: Profile }) {
  const { update } = useAccountProfile();
  const { showPopup } = useFeedback();
  const actions = useSettingsActions(profile, update);
  return <SettingsView profile={profile} actions={actions} onCopyError={(m) => showPopup(m, 'error')} />;
}

/**
 * `/ac/settings`: personal details, API key settings, security settings and overview. Opened at #two-step (an
 * administrator sent to set up a second factor) the two-step section comes first, where nothing loading above it
 * moves it.
 */
export default function SettingsPage() {
  const twoStepFirst = useLocation().hash === '#two-step';
  return (
    <>
      <PageHeader title="Settings" description="Update your details, manage your API key and secure your account." />
      <Sections>
        {twoStepFirst && <TwoStepSection />}
        <WithProfile>{(profile) => <ConnectedSettings profile={profile} />}</WithProfile>
        {!twoStepFirst && <TwoStepSection />}
        <PasskeysSection />
      </Sections>
    </>
  );
}
