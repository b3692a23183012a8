/** Gender choices of the profile. */
export const GENDERS = ['Male', 'Female', 'Other'] as const;

/** One of {@link GENDERS}. */
export type Gender = (typeof GENDERS)[number];

/** A user's profile as the account screens show it (spec section 3). */
export interface Profile {
  fullName: string | null;
  username: string | null;
  email: string;
  address: string | null;
  phoneNumber: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  country: string | null;
  nationality: string | null;
  accSuspendedUser: boolean;
  accSuspendedAdmin: boolean;
  emailVerified: boolean;
  phoneVerified: boolean;
  dateRegistered: string | null;
  lastLogin: string | null;
  accountExpiryDate: string | null;
  lastLogInIp: string | null;
  apiUsername: string | null;
  apiKey: string | null;
  apiKeyBlocked: boolean;
  socialSecurityCode: string | null;
  profilePicture: string | null;
}

/** A profile in the admin user list, which adds the user id. */
export interface AdminUser extends Profile {
  userId: number;
}

/** Body of the basic profile update; the reply carries a fresh token. */
export interface ProfileUpdateBasicParams {
  username: string;
  gender: Gender | '';
  dateOfBirth: string;
  phoneNumber: string;
  fullName: string;
}

/** Body of the password change: the current password (empty only in a fresh one-time-code session) and the new one. */
export interface PasswordChangeParams {
  currentPassword: string;
  newPassword: string;
}

/** Data of the API key rotation reply. */
export interface ApiKeyData {
  api_key: string;
}

/** Data of the social code change reply. */
export interface SocialCodeData {
  social_code: string;
}
