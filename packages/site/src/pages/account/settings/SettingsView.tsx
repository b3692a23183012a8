import type { Profile } from '@csi/api-client';
import styled from 'styled-components';
import { AccountActivity } from './AccountActivity';
import { ApiSettings } from './ApiSettings';
import { PersonalDetailsForm } from './PersonalDetailsForm';
import { SecurityOverview } from './SecurityOverview';
import { SecuritySettings } from './SecuritySettings';
import { SessionsSection } from './SessionsSection';
import type { useSettingsActions } from './useSettingsActions';

/** Props of {@link SettingsView}. */
export interface SettingsViewProps {
  /** The profile the sections show. */
  profile: Profile;
  /** What the sections do. */
  actions: ReturnType<typeof useSettingsActions>;
  /** Shows why copying the key failed. */
  onCopyError: (message: string) => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0;
    font-size: 1rem;
  }
`;

/** The four settings sections: personal details, API, security and the overview. */
export function SettingsView({ profile, actions, onCopyError }: SettingsViewProps) {
  return (
    <Grid>
      <PersonalDetailsForm profile={profile} onSave={actions.save} onPicture={actions.changePicture} />
      <div>
        <ApiSettings
          profile={profile}
          onRotate={actions.rotateKey}
          onToggleBlock={actions.toggleBlock}
          onCopyError={onCopyError}
        />
        <SecurityOverview profile={profile} />
        <AccountActivity />
      </div>
      <SecuritySettings
        emailVerified={profile.emailVerified}
        onRequestCode={actions.requestCode}
        onVerify={actions.verify}
        onChangePassword={actions.changePassword}
        onChangeSocialCode={actions.changeSocialCode}
      />
      <SessionsSection />
    </Grid>
  );
}
