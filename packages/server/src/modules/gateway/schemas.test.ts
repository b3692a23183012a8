import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { decryptDataHandler } from '../../services/encryption/decryptDataHandler';
import { encryptDataHandler } from '../../services/encryption/encryptDataHandler';
import { METADATA_FILE_FIELDS } from '../../services/metadata/fileMetadataHandler';
import { PDF_FILE_FIELDS } from '../../services/pdf/encryptPdfHandler';
import { pdfPasswords } from '../../services/pdf/pdfPasswords';
import { serviceHandlers } from '../../services/serviceHandlers';
import type { ServiceContext, ServiceHandler } from '../../services/types';
import { gatewaySchemas } from './schemas';

const ctx = {} as ServiceContext;
const noUpload = () => Promise.reject(new Error('not multipart'));

/** The msg a JSON service answers for `body`, or 'served'. */
async function answerOf(handler: ServiceHandler, body: unknown): Promise<string> {
  try {
    await handler({ body, readUpload: noUpload }, ctx);
    return 'served';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the gateway request schemas', () => {
  it('describe the body of every service the gateway mounts, with its media type', () => {
    const media = Object.fromEntries(
      Object.entries(gatewaySchemas.bodies).map(([path, body]) => [path, body.mediaType]),
    );
    expect(media).toEqual(
      Object.fromEntries(
        Object.entries(serviceHandlers).map(([path, endpoint]) => [
          path,
          endpoint.accepts === 'json' ? 'application/json' : 'multipart/form-data',
        ]),
      ),
    );
  });

  it('accept exactly the /encrypt-data bodies the service does not refuse as malformed', async () => {
    const { schema } = gatewaySchemas.bodies['/encrypt-data'];
    const malformed = 'rawData is required and must be a string.';
    for (const body of [{ rawData: 'hello' }, { rawData: '' }, { rawData: 'x', extra: 1 }]) {
      expect({ body, valid: Value.Check(schema, body) }).toEqual({ body, valid: true });
      expect(await answerOf(encryptDataHandler, body)).toBe('served');
    }
    for (const body of [{}, { rawData: 42 }, { rawData: null }, null, 'rawData', []]) {
      expect({ body, valid: Value.Check(schema, body) }).toEqual({ body, valid: false });
      expect(await answerOf(encryptDataHandler, body)).toBe(malformed);
    }
  });

  it('accept exactly the /decrypt-data bodies the service does not refuse as malformed', async () => {
    const { schema } = gatewaySchemas.bodies['/decrypt-data'];
    const malformed = 'prky, encryptedData and plky are required and must be strings.';
    const whole = { prky: 'a', encryptedData: 'b', plky: 'c' };
    expect(Value.Check(schema, whole)).toBe(true);
    // Well formed, not decryptable: the service's other refusal, not the malformed one.
    const answer = await answerOf(decryptDataHandler, whole);
    expect(answer).not.toBe(malformed);
    expect(answer).not.toBe('served');
    for (const body of [{}, { ...whole, plky: 1 }, { prky: 'a', encryptedData: 'b' }, null]) {
      expect({ body, valid: Value.Check(schema, body) }).toEqual({ body, valid: false });
      expect(await answerOf(decryptDataHandler, body)).toBe(malformed);
    }
  });

  it('name file fields the file services read and the PDF fields they require', () => {
    const pdf = gatewaySchemas.bodies['/file/encrypt-pdf'].schema;
    const metadata = gatewaySchemas.bodies['/file/file-metadata'].schema;
    expect(PDF_FILE_FIELDS).toContain('filepart');
    expect(METADATA_FILE_FIELDS).toContain('file');
    expect(pdf.required).toEqual(['filepart', 'password']);
    expect(metadata.required).toEqual(['file']);
    expect(() => pdfPasswords({})).toThrow('password is required.');
    expect(pdfPasswords({ password: 'secret-123' }).bits).toBe(128);
    expect(pdf.properties.keyLength).toMatchObject({ enum: ['128', '256'], default: '128' });
    expect(() => pdfPasswords({ password: 'secret-123', keyLength: '512' })).toThrow('keyLength must be 128 or 256.');
  });
});
