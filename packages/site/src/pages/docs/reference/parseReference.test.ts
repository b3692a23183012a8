import { parseReference } from './parseReference';
import { SAMPLE_DOCUMENT } from './sampleDocument';

describe('parseReference', () => {
  const tags = parseReference(SAMPLE_DOCUMENT);

  it('groups the operations by tag in the document’s order and leaves out tags without operations', () => {
    expect(tags.map((tag) => [tag.name, tag.operations.map((op) => `${op.method} ${op.path}`)])).toEqual([
      ['usage', ['GET /usfw/api-usage/my-calls']],
      ['gateway', ['POST /csi-p/api-sandbox/encrypt-data', 'POST /csi-p/api-sandbox/file/file-metadata']],
    ]);
    expect(tags[1]?.description).toBe('The security services, called with the API key pair.');
  });

  it('reads a sandbox gateway call: key pair security, JSON body with its example, responses with their messages', () => {
    const op = tags[1]?.operations[0];
    expect(op).toMatchObject({
      id: 'sandboxEncryptData',
      summary: 'Encrypt text with a fresh public/private key pair (sandbox)',
      security: ['x-api-key + x-app-username'],
      sandboxEndpoint: '/encrypt-data',
    });
    expect(op?.requestBody).toEqual({
      mediaType: 'application/json',
      required: true,
      schema: '{\n  rawData: string;\n}',
      example: '{\n  "rawData": "Your data here"\n}',
      fields: [],
    });
    expect(op?.responses.map((r) => [r.status, r.description, r.messages])).toEqual([
      ['200', 'Served.', []],
      ['400', 'Bad request', ['Wrong x-api-key and/or x-app-username', 'rawData is required and must be a string.']],
    ]);
    expect(op?.responses[0]?.example).toContain('"msg": "Data encrypted successfully."');
    expect(op?.responses[0]?.schema).toBe('{\n  msg: string;\n  data: {\n    publicKey?: string;\n  };\n}');
    // The error body's $ref is followed.
    expect(op?.responses[1]?.schema).toBe(
      '{\n  msg: string; // What went wrong, safe to show to the user.\n  requestId?: string;\n}',
    );
  });

  it('lists the fields of a multipart body for the try-it form', () => {
    expect(tags[1]?.operations[1]?.requestBody?.fields).toEqual([
      { name: 'file', binary: true, required: true, description: 'The file.' },
      { name: 'apiKey', binary: false, required: false, description: '' },
    ]);
    expect(tags[1]?.operations[1]?.sandboxEndpoint).toBe('/file/file-metadata');
  });

  it('reads a bearer call: its query parameters with their types, and no sandbox endpoint', () => {
    const op = tags[0]?.operations[0];
    expect(op?.security).toEqual(['Bearer token']);
    expect(op?.sandboxEndpoint).toBeNull();
    expect(op?.requestBody).toBeNull();
    expect(op?.parameters).toEqual([
      {
        name: 'environment',
        in: 'query',
        required: false,
        type: "'live' | 'sandbox'",
        description: 'Only calls of this environment.',
      },
      { name: 'limit', in: 'query', required: false, type: "string (default '50')", description: '' },
    ]);
    expect(op?.responses[0]?.schema).toBe(
      '{\n  calls?: {\n    time: string (date-time);\n    cost?: string | null;\n  }[];\n}',
    );
    expect(op?.responses[1]).toEqual({
      status: '401',
      description: 'Not signed in',
      schema: null,
      example: null,
      messages: [],
    });
  });
});
