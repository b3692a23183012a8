import type { Profile } from '@csi/api-client';
import type { Detail } from './DetailList';

/** 'Mar 3, 2025' for an ISO date or date-time; the text itself when it does not parse; null stays null. */
export function formatDate(value: string | null): string | null {
  if (!value) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** 'Mar 3, 2025, 2:05 PM' for an ISO date-time; the text itself when it does not parse. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Personal Details rows of a profile (SPEC section 2). */
export function personalDetails(profile: Profile): Detail[] {
  return [
    { label: 'Name', value: profile.fullName },
    { label: 'Username', value: profile.username },
    { label: 'Email', value: profile.email, kind: 'email', copy: true },
    { label: 'Address', value: profile.address },
    { label: 'Phone number', value: profile.phoneNumber },
    { label: 'Date of birth', value: formatDate(profile.dateOfBirth) },
    { label: 'Gender', value: profile.gender },
  ];
}

/** Other Details rows of a profile. */
export function otherDetails(profile: Profile): Detail[] {
  return [
    { label: 'Country', value: profile.country },
    { label: 'Nationality', value: profile.nationality },
    { label: 'Email verified', value: profile.emailVerified },
    { label: 'Phone verified', value: profile.phoneVerified },
    { label: 'Registered', value: formatDate(profile.dateRegistered) },
    { label: 'Last login', value: formatDate(profile.lastLogin) },
    { label: 'Last login IP', value: profile.lastLogInIp },
    { label: 'Account expiry', value: formatDate(profile.accountExpiryDate) },
    { label: 'Suspended by user', value: profile.accSuspendedUser },
    { label: 'Suspended by admin', value: profile.accSuspendedAdmin },
    { label: 'Social code', value: profile.socialSecurityCode, kind: 'code', copy: true },
  ];
}
