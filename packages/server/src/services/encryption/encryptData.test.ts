import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ServiceError } from '../ServiceError';
import { DECRYPTION_FAILED, decryptData } from './decryptData';
import { encryptData } from './encryptData';
import { FORMAT_VERSION } from './format';

/** The ServiceError decryptData rejected with (fails the test when it resolved). */
async function rejection(promise: Promise<string>): Promise<ServiceError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(error)}`);
  return error;
}

describe('encryptData and decryptData', () => {
  it('round-trips any Unicode text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (text) => {
        const { privateKey, encryptedData, publicKey } = await encryptData(text);
        expect(await decryptData({ prky: privateKey, encryptedData, plky: publicKey })).toBe(text);
      }),
      { numRuns: 30 },
    );
  });

  it('round-trips a 1 MB input', async () => {
    const text = 'Ünïcødé ✓ 🔐 '.repeat(1_048_576 / 16);
    const { privateKey, encryptedData, publicKey } = await encryptData(text);
    expect(await decryptData({ prky: privateKey, encryptedData, plky: publicKey })).toBe(text);
  });

  it('gives PEM keys and a versioned base64 envelope, with a fresh key pair on every call', async () => {
    const first = await encryptData('same text');
    const second = await encryptData('same text');
    expect(first.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----\n[\s\S]+-----END PRIVATE KEY-----\n$/);
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+-----END PUBLIC KEY-----\n$/);
    expect(Buffer.from(first.encryptedData, 'base64')[0]).toBe(FORMAT_VERSION);
    expect(second.privateKey).not.toBe(first.privateKey);
    expect(second.encryptedData).not.toBe(first.encryptedData);
  });

  it('refuses any tampered byte with 400, never a wrong plaintext', async () => {
    const { privateKey, encryptedData, publicKey } = await encryptData('pay 100 KES to Alice');
    const bytes = Buffer.from(encryptedData, 'base64');
    await fc.assert(
      fc.asyncProperty(fc.nat(bytes.length - 1), fc.integer({ min: 1, max: 255 }), async (index, mask) => {
        const tampered = Buffer.from(bytes);
        tampered[index] = (tampered[index] ?? 0) ^ mask;
        const error = await rejection(
          decryptData({ prky: privateKey, encryptedData: tampered.toString('base64'), plky: publicKey }),
        );
        expect(error.statusCode).toBe(400);
        if (index > 0) expect(error.message).toBe(DECRYPTION_FAILED);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses a truncated or extended ciphertext with 400', async () => {
    const { privateKey, encryptedData, publicKey } = await encryptData('hello');
    const bytes = Buffer.from(encryptedData, 'base64');
    for (const changed of [bytes.subarray(0, bytes.length - 1), Buffer.concat([bytes, Buffer.from([0])])]) {
      const error = await rejection(
        decryptData({ prky: privateKey, encryptedData: changed.toString('base64'), plky: publicKey }),
      );
      expect(error.statusCode).toBe(400);
    }
  });

  it('refuses garbage as encryptedData with 400', async () => {
    const { privateKey, publicKey } = await encryptData('x');
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (garbage) => {
        const error = await rejection(decryptData({ prky: privateKey, encryptedData: garbage, plky: publicKey }));
        expect(error.statusCode).toBe(400);
      }),
      { numRuns: 30 },
    );
  });

  it('refuses the key pair of another message with the decryption message', async () => {
    const message = await encryptData('secret');
    const other = await encryptData('other');
    const error = await rejection(
      decryptData({ prky: other.privateKey, encryptedData: message.encryptedData, plky: other.publicKey }),
    );
    expect(error).toMatchObject({ statusCode: 400, message: DECRYPTION_FAILED });
  });

  it('refuses keys that are not one pair, not PEM, or not X25519', async () => {
    const message = await encryptData('secret');
    const other = await encryptData('other');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const cases: Array<[string, string, string]> = [
      [message.privateKey, other.publicKey, 'prky and plky are not the same key pair.'],
      ['not a key', message.publicKey, 'prky must be the PEM private key returned by /encrypt-data.'],
      [message.privateKey, message.privateKey, 'plky must be the PEM public key returned by /encrypt-data.'],
      [
        '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n',
        message.publicKey,
        'prky is not a valid PEM private key.',
      ],
      [
        rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        message.publicKey,
        'prky must be an X25519 key as returned by /encrypt-data.',
      ],
    ];
    for (const [prky, plky, msg] of cases) {
      const error = await rejection(decryptData({ prky, encryptedData: message.encryptedData, plky }));
      expect(error).toMatchObject({ statusCode: 400, message: msg });
    }
  });
});
