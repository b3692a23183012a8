import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceTestApp } from '../../../test-fixtures/serviceTestApp';
import { DECRYPTION_FAILED } from './decryptData';

describe('POST /encrypt-data and /decrypt-data', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csi-enc-'));
    app = await serviceTestApp({ publicUrl: 'http://example.test', dataDir, maxUploadBytes: 1024 });
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('encrypts rawData and decrypts it back through the envelope { msg, data }', async () => {
    const encrypted = await app.inject({ method: 'POST', url: '/encrypt-data', payload: { rawData: 'Habari 🌍' } });
    expect(encrypted.statusCode).toBe(200);
    const body = encrypted.json<{
      msg: string;
      data: { privateKey: string; encryptedData: string; publicKey: string };
    }>();
    expect(body.msg).toBe('Data encrypted successfully.');
    const { privateKey, encryptedData, publicKey } = body.data;
    const decrypted = await app.inject({
      method: 'POST',
      url: '/decrypt-data',
      payload: { prky: privateKey, encryptedData, plky: publicKey },
    });
    expect(decrypted.statusCode).toBe(200);
    expect(decrypted.json()).toEqual({ msg: 'Data decrypted successfully.', data: { rawData: 'Habari 🌍' } });
  });

  it('answers 400 with a msg for missing or wrong fields', async () => {
    const missing = await app.inject({ method: 'POST', url: '/encrypt-data', payload: { data: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ msg: 'rawData is required and must be a string.' });
    const noKeys = await app.inject({ method: 'POST', url: '/decrypt-data', payload: { encryptedData: 'AQ==' } });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json()).toEqual({ msg: 'prky, encryptedData and plky are required and must be strings.' });
  });

  it('answers 400 (never 500) for a wrong key pair', async () => {
    const one = (await app.inject({ method: 'POST', url: '/encrypt-data', payload: { rawData: 'a' } })).json<{
      data: { encryptedData: string };
    }>();
    const two = (await app.inject({ method: 'POST', url: '/encrypt-data', payload: { rawData: 'b' } })).json<{
      data: { privateKey: string; publicKey: string };
    }>();
    const res = await app.inject({
      method: 'POST',
      url: '/decrypt-data',
      payload: { prky: two.data.privateKey, encryptedData: one.data.encryptedData, plky: two.data.publicKey },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ msg: DECRYPTION_FAILED });
  });
});
