import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A passkey authenticator in software for the tests, speaking WebAuthn as a browser with a platform authenticator
 * does: it answers registration options with a `none` attestation of a new ES256 key (COSE in the attested credential
 * data) and authentication options with an ES256 assertion over authenticator data and the client data hash, with a
 * signature counter that goes up by one each time. SimpleWebAuthn's own test helpers sign no attestations, so this
 * builds them from node:crypto and a small CBOR encoder.
 */

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | Cbor[];

/** Canonical-enough CBOR (RFC 8949) for what an authenticator writes: integers, byte and text strings, arrays, maps. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(length, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');
const counterBytes = (counter: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
};

/** Authenticator data flags (WebAuthn 6.1): user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** A passkey the software authenticator holds. */
export interface SoftwarePasskey {
  id: Uint8Array;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

/** What the options of a ceremony need to carry for the authenticator (WebAuthn JSON). */
interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}
interface RequestOptions {
  challenge: string;
  rpId?: string;
  allowCredentials?: { id: string }[];
}

/** Ways a test bends an answer: another origin or challenge, no user verification, a counter it chooses. */
export interface AnswerTweaks {
  origin?: string;
  challenge?: string;
  userVerified?: boolean;
  counter?: number;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftwarePasskey[] = [];

  constructor(private readonly origin: string) {}

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create: a new ES256 passkey, answered as @simplewebauthn/browser's startRegistration. */
  create(options: CreationOptions, tweaks: AnswerTweaks = {}) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | (tweaks.userVerified === false ? 0 : UV) | AT]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none given with a `none` attestation
      idLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const passkey: SoftwarePasskey = { id, rpId, userHandle: options.user.id, privateKey, counter: 0 };
    this.passkeys.push(passkey);
    const clientDataJSON = this.clientData(
      'webauthn.create',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.origin,
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /**
   * navigator.credentials.get: an assertion by the passkey the options allow (the first one this authenticator holds
   * for the RP when they allow any), answered as startAuthentication; the counter goes up by one.
   */
  get(options: RequestOptions, tweaks: AnswerTweaks = {}) {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const passkey = this.passkeys.find(
      (p) => p.rpId === rpId && (allowed.length === 0 || allowed.includes(b64url(p.id))),
    );
    if (!passkey) throw new Error('NotAllowedError: no passkey for this request');
    passkey.counter = tweaks.counter ?? passkey.counter + 1;
    const authenticatorData = Buffer.concat([
      sha256(rpId),
      Buffer.from([UP | (tweaks.userVerified === false ? 0 : UV)]),
      counterBytes(passkey.counter),
    ]);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.origin,
    );
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), passkey.privateKey);
    return {
      id: b64url(passkey.id),
      rawId: b64url(passkey.id),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }
}
