import { ServiceError } from '../ServiceError';

/** Version byte of the current envelope; the first byte of every `encryptedData`. */
export const FORMAT_VERSION = 1;
/** HKDF `info` of format version 1: binds the derived key to this service and version. */
export const KDF_INFO = 'csi/encrypt-data/v1';

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Version, ephemeral public key and nonce: authenticated as AES-GCM additional data. */
const HEADER_BYTES = 1 + KEY_BYTES + NONCE_BYTES;

/** The parts of one encrypted message (format version 1). */
export interface Envelope {
  /** Raw X25519 public key of the sender's one-time key pair. */
  ephemeralPublicKey: Buffer;
  nonce: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

/** The bytes AES-GCM authenticates besides the ciphertext. */
export function envelopeHeader(ephemeralPublicKey: Buffer, nonce: Buffer): Buffer {
  return Buffer.concat([Buffer.from([FORMAT_VERSION]), ephemeralPublicKey, nonce]);
}

/** `version ‖ ephemeral public key (32) ‖ nonce (12) ‖ ciphertext ‖ tag (16)`, in base64. */
export function encodeEnvelope(envelope: Envelope): string {
  const header = envelopeHeader(envelope.ephemeralPublicKey, envelope.nonce);
  return Buffer.concat([header, envelope.ciphertext, envelope.tag]).toString('base64');
}

/** Parses `encryptedData`; answers 400 with a clear message for anything that is not a version 1 envelope. */
export function decodeEnvelope(encryptedData: string): Envelope {
  const text = encryptedData.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) {
    throw new ServiceError(400, 'encryptedData is not valid base64.');
  }
  const bytes = Buffer.from(text, 'base64');
  if (bytes.length > 0 && bytes[0] !== FORMAT_VERSION) {
    throw new ServiceError(400, `encryptedData has an unsupported format version (${bytes[0]}).`);
  }
  if (bytes.length < HEADER_BYTES + TAG_BYTES) throw new ServiceError(400, 'encryptedData is too short to be valid.');
  return {
    ephemeralPublicKey: bytes.subarray(1, 1 + KEY_BYTES),
    nonce: bytes.subarray(1 + KEY_BYTES, HEADER_BYTES),
    ciphertext: bytes.subarray(HEADER_BYTES, bytes.length - TAG_BYTES),
    tag: bytes.subarray(bytes.length - TAG_BYTES),
  };
}
