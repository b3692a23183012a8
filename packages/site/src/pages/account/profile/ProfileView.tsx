import type { Profile } from '@csi/api-client';
import { Avatar, Card, KeyMask } from '@csi/ui';
import styled from 'styled-components';
import { RouterLink } from '../../../shell/RouterLink';
import { DetailList } from '../shared/DetailList';
import { displayValue } from '../shared/displayValue';
import { otherDetails, personalDetails } from '../shared/profileDetails';

/** Props of {@link ProfileView}. */
export interface ProfileViewProps {
  /** The profile to show. */
  profile: Profile;
  /** Shows why copying the key failed. */
  onCopyError: (message: string) => void;
}

const QUICK_LINKS = ['Change apiKey', 'Lock Account', 'Password Settings'];

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: 1.2rem;
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
`;

/** The account profile: Personal Details, Other Details, API Credentials (masked key) and Quick Links. */
export function ProfileView({ profile, onCopyError }: ProfileViewProps) {
  return (
    <Grid>
      <Card as="section" aria-label="Personal Details">
        <h2>Personal Details</h2>
        {profile.profilePicture && <Avatar size={96} src={profile.profilePicture} alt="Your profile picture" />}
        <DetailList details={personalDetails(profile)} onCopyError={onCopyError} />
      </Card>
      <Card as="section" aria-label="Other Details">
        <h2>Other Details</h2>
        <DetailList details={otherDetails(profile)} onCopyError={onCopyError} />
      </Card>
      <Card as="section" aria-label="API Credentials">
        <h2>API Credentials</h2>
        <DetailList
          details={[{ label: 'API username', value: profile.apiUsername, kind: 'code', copy: true }]}
          onCopyError={onCopyError}
        />
        <KeyMask apiKey={profile.apiKey ?? ''} label="API key" onCopyError={onCopyError} />
        <p>Key blocked: {displayValue(profile.apiKeyBlocked)}</p>
      </Card>
      <Card as="section" aria-label="Quick Links">
        <h2>Quick Links</h2>
        <ul>
          {QUICK_LINKS.map((label) => (
            <li key={label}>
              <RouterLink href="/ac/settings">{label}</RouterLink>
            </li>
          ))}
        </ul>
      </Card>
    </Grid>
  );
}
