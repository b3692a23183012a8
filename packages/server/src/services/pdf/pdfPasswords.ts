import { randomBytes } from 'node:crypto';
import { validatePdfPassword } from '@csi/api-client';
import { ServiceError } from '../ServiceError';

/** The passwords and strength of one PDF encryption. */
export interface PdfPasswords {
  userPassword: string;
  ownerPassword: string;
  /** True when the owner password was generated and must be returned once to the client. */
  ownerGenerated: boolean;
  /** 128: AES-128 (revision 4, AESv2); 256: AES-256 (revision 6, AESv3). */
  bits: 128 | 256;
}

/** Revision 4 keeps only the first 32 bytes of a password, in a Latin-1 style encoding. */
const AES128_PASSWORD = /^[\x20-\x7e]{1,32}$/;
/** Revision 6 keeps up to 127 bytes of UTF-8. */
const AES256_MAX_BYTES = 127;

/** Refuses `value` (the form field `name`, told the user as `label`) when it is too short or AES cannot hold it. */
function checkPassword(name: string, label: string, value: string, bits: 128 | 256): void {
  const tooShort = validatePdfPassword(value, label);
  if (tooShort) throw new ServiceError(400, tooShort);
  if (bits === 128 && !AES128_PASSWORD.test(value)) {
    throw new ServiceError(
      400,
      `${name} must be 1 to 32 printable ASCII characters for AES-128; use keyLength 256 for longer or Unicode passwords.`,
    );
  }
  if (bits === 256 && Buffer.byteLength(value, 'utf8') > AES256_MAX_BYTES) {
    throw new ServiceError(400, `${name} must be at most ${AES256_MAX_BYTES} bytes of UTF-8 for AES-256.`);
  }
}

/**
 * Reads `password`, `ownerPassword` (each at least 8 characters) and `keyLength` (128, the spec's default, or 256, the
 * recommended) from the form; 400 with a clear message when invalid.
 */
export function pdfPasswords(fields: Record<string, string>): PdfPasswords {
  const keyLength = fields.keyLength?.trim() || '128';
  if (keyLength !== '128' && keyLength !== '256') throw new ServiceError(400, 'keyLength must be 128 or 256.');
  const bits = keyLength === '256' ? 256 : 128;
  const userPassword = fields.password ?? '';
  if (userPassword === '') throw new ServiceError(400, 'password is required.');
  checkPassword('password', 'PDF password', userPassword, bits);
  const given = fields.ownerPassword ?? '';
  if (given !== '') checkPassword('ownerPassword', 'PDF owner password', given, bits);
  const ownerPassword = given || randomBytes(24).toString('base64url');
  return { userPassword, ownerPassword, ownerGenerated: given === '', bits };
}
