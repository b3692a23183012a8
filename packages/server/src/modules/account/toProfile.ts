import type { Selectable } from 'kysely';
import type { Gender, Profile } from '@csi/api-client';
import type { UsersTable } from '../../db/schema';
import type { SecretBox } from '../../secrets/createSecretBox';
import { toIsoString } from '../../lib/toIsoString';
import { servedPicture } from '../images/platformImagePath';

/** A row of the users table as read. */
export type UserRow = Selectable<UsersTable>;

const iso = (value: unknown) => (value ? toIsoString(value) : null);

/**
 * The profile of spec section 3 from a user row (never the password hash or role; a picture of this platform only);
 * the API key unsealed.
 */
export function toProfile(user: UserRow, secrets: SecretBox): Profile {
  return {
    fullName: user.fullName,
    username: user.username,
    email: user.email,
    address: user.address,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    gender: user.gender as Gender | null,
    country: user.country,
    nationality: user.nationality,
    accSuspendedUser: user.accSuspendedUser,
    accSuspendedAdmin: user.accSuspendedAdmin,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    dateRegistered: iso(user.dateRegistered),
    lastLogin: iso(user.lastLogin),
    accountExpiryDate: iso(user.accountExpiryDate),
    lastLogInIp: user.lastLogInIp,
    apiUsername: user.apiUsername,
    apiKey: user.apiKeySealed ? secrets.open(user.apiKeySealed, 'api-key') : user.apiKey,
    apiKeyBlocked: user.apiKeyBlocked,
    socialSecurityCode: user.socialSecurityCode,
    profilePicture: servedPicture(user.profilePicture),
  };
}
