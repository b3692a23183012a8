import type { Profile } from '@csi/api-client';
import { Card } from '@csi/ui';
import { DetailList } from '../shared/DetailList';
import { formatDate } from '../shared/profileDetails';

/** Props of {@link SecurityOverview}. */
export interface SecurityOverviewProps {
  /** The profile to assess. */
  profile: Profile;
}

/** The checks of the security score, each true when met. */
export function securityChecks(profile: Profile): boolean[] {
  return [profile.emailVerified, profile.phoneVerified, !profile.apiKeyBlocked, Boolean(profile.phoneNumber)];
}

/** Security Overview: e-mail verified, key blocked, last login and a score (share of the checks met). */
export function SecurityOverview({ profile }: SecurityOverviewProps) {
  const checks = securityChecks(profile);
  const score = Math.round((checks.filter(Boolean).length / checks.length) * 100);
  return (
    <Card as="section" aria-label="Security Overview">
      <h2>Security Overview</h2>
      <DetailList
        details={[
          { label: 'Email verified', value: profile.emailVerified },
          { label: 'Phone verified', value: profile.phoneVerified },
          { label: 'API key blocked', value: profile.apiKeyBlocked },
          { label: 'Last login', value: formatDate(profile.lastLogin) },
          { label: 'Security score', value: `${score}%` },
        ]}
      />
    </Card>
  );
}
