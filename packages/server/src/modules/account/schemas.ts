import { GENDERS, type Gender } from '@csi/api-client';
import { Type, type Static } from 'typebox';
import { nullableString } from '../../lib/nullableString';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';

/** The user profile of spec section 3. */
const profile = Type.Object({
  fullName: nullableString(),
  username: nullableString(),
  email: Type.String(),
  address: nullableString(),
  phoneNumber: nullableString(),
  dateOfBirth: nullableString(),
  gender: Type.Unsafe<Gender | null>({ type: ['string', 'null'], enum: [...GENDERS, null] }),
  country: nullableString(),
  nationality: nullableString(),
  accSuspendedUser: Type.Boolean(),
  accSuspendedAdmin: Type.Boolean(),
  emailVerified: Type.Boolean(),
  phoneVerified: Type.Boolean(),
  dateRegistered: nullableString(),
  lastLogin: nullableString(),
  accountExpiryDate: nullableString(),
  lastLogInIp: nullableString(),
  apiUsername: nullableString(),
  apiKey: nullableString(),
  apiKeyBlocked: Type.Boolean(),
  socialSecurityCode: nullableString(),
  profilePicture: nullableString(),
});

/** Request and answer schemas of the account calls: the one source of their validation, types and documentation. */
export const accountSchemas = {
  /** Body of the basic profile update (spec section 7). */
  profile: objectSchema({
    username: textField(100, 'Username'),
    gender: textField(10, 'Gender'),
    dateOfBirth: textField(10, 'Date of birth'),
    phoneNumber: textField(30, 'Phone number'),
    fullName: textField(100, 'Full name'),
  }),
  /** Body of the picture update: the image URL. */
  picture: objectSchema({ img: textField(2048) }),
  /**
   * Body of the password change: the current password (may be empty only in a fresh one-time-code session: recovery)
   * and the new one.
   */
  password: objectSchema({
    currentPassword: textField(200, 'Current password'),
    newPassword: textField(200, 'New password'),
  }),
  /** Body of a sensitive change that takes no other input (API key rotation, social code change). */
  currentPassword: objectSchema({ currentPassword: textField(200, 'Current password') }),
  /** The profile answer. */
  profileAnswer: profile,
  /** A new API key. */
  apiKey: Type.Object({ api_key: Type.String() }),
};

/** Body of the basic profile update. */
export type ProfileBody = Static<typeof accountSchemas.profile>;
