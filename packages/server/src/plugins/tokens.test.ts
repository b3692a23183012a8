import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/startTestServer';
import { createTokenService, estimatedEntropyBits, loadJwtSecret } from './tokens';

describe('the JWT signing secret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated into DATA_DIR when JWT_SECRET is unset, and reused on the next start', async () => {
    const first = await startTestServer({ jwtSecret: undefined, dataDir });
    let token: string;
    try {
      token = await first.adminToken();
    } finally {
      await first.close();
    }
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const second = await startTestServer({ jwtSecret: undefined, dataDir });
    try {
      expect((await second.app.tokens.verify(token)).roles).toEqual(['admin']);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('replaces a stored secret that is empty, corrupt or too short, so sign-in keeps working', async () => {
    const file = path.join(dataDir, 'jwt-secret');
    for (const stored of ['', '\n', 'not base64 at all!', 'c2hvcnQ']) {
      await writeFile(file, stored);
      const secret = await loadJwtSecret(undefined, dataDir);
      expect({ stored, length: secret.length }).toEqual({ stored, length: 48 });
      expect(await loadJwtSecret(undefined, dataDir)).toEqual(secret);
      const tokens = createTokenService(secret, 60);
      const signed = await tokens.sign({ id: 1, role: 'user', email: 'a@example.com' });
      expect((await tokens.verify(signed)).sub).toBe('1');
    }
  });

  it('refuses to start with a JWT_SECRET shorter than 32 characters, naming the variable', async () => {
    await expect(loadJwtSecret('short-secret', dataDir)).rejects.toThrow(
      'JWT_SECRET must be at least 32 characters long. Generate one with `openssl rand -base64 48`',
    );
    expect((await loadJwtSecret('0123456789abcdefghijklmnopqrstuv', dataDir)).length).toBe(32);
  });

  it('refuses to start with a low-entropy JWT_SECRET (repeated or few characters), saying how to make one', async () => {
    for (const weak of [
      'a'.repeat(32),
      'ab'.repeat(16),
      'password'.repeat(4),
      '0123456789abcdef'.repeat(2),
      'x'.repeat(64),
    ]) {
      await expect(loadJwtSecret(weak, dataDir), weak).rejects.toThrow(
        'JWT_SECRET is too predictable (repeated characters or too few different ones). Generate one with `openssl rand -base64 48`',
      );
    }
  });

  it('accepts any random hex or base64 JWT_SECRET of 32 characters or more', async () => {
    for (let i = 0; i < 2000; i++) {
      for (const random of [
        randomBytes(16).toString('hex'),
        randomBytes(24).toString('base64'),
        randomBytes(48).toString('base64'),
      ]) {
        expect(estimatedEntropyBits(random), random).toBeGreaterThanOrEqual(80);
      }
    }
    expect((await loadJwtSecret(randomBytes(16).toString('hex'), dataDir)).length).toBe(32);
  });
});
