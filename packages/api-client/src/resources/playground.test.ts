import { testClient, urlOf } from '../testing/testClient';
import type { PlaygroundMethod } from '@csi/contract';
import type { PlaygroundCaller, PlaygroundSendParams } from './playground';

const base: PlaygroundSendParams = {
  environment: 'live',
  endpoint: '/encrypt-data',
  method: 'POST',
  apiKey: 'csi_abcdef123456',
  apiUsername: 'jane-api',
  body: '{"rawData":"hello"}',
};

describe('playground.send', () => {
  it('posts the JSON body to the live gateway with the API credentials and no bearer', async () => {
    const { client, last } = testClient('user-token', { data: { encryptedData: 'x' } });
    await expect(client.playground.send(base)).resolves.toEqual({ encryptedData: 'x' });
    expect(last()?.method).toBe('post');
    expect(urlOf(last())).toBe('https://api.test/csi-p/api-live/encrypt-data');
    expect(last()?.headers['x-api-key']).toBe('csi_abcdef123456');
    expect(last()?.headers['x-app-username']).toBe('jane-api');
    expect(last()?.headers.Authorization).toBeUndefined();
    expect(JSON.parse(String(last()?.data))).toEqual({ rawData: 'hello' });
  });

  it('uses the sandbox gateway for sandbox', async () => {
    const { client, last } = testClient();
    await client.playground.send({ ...base, environment: 'sandbox', method: 'PUT' });
    expect(last()?.method).toBe('put');
    expect(urlOf(last())).toBe('https://api.test/csi-p/api-sandbox/encrypt-data');
  });

  it.each<PlaygroundMethod>(['GET', 'DELETE'])('sends %s without a body', async (method) => {
    const { client, last } = testClient();
    await client.playground.send({ ...base, method, body: 'not json' });
    expect(last()?.method).toBe(method.toLowerCase());
    expect(last()?.data).toBeUndefined();
  });

  it('sends FILE as a multipart POST with filePart, password and only complete extra fields', async () => {
    const { client, last } = testClient();
    const file = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    await client.playground.send({
      ...base,
      endpoint: '/file/encrypt-pdf',
      method: 'FILE',
      file,
      password: 'pdf-secret',
      fields: [
        { key: 'owner', value: 'jane' },
        { key: '', value: 'orphan' },
        { key: 'empty', value: ' ' },
      ],
    });
    const form = last()?.data as FormData;
    expect(last()?.method).toBe('post');
    expect(urlOf(last())).toBe('https://api.test/csi-p/api-live/file/encrypt-pdf');
    expect([...form.keys()]).toEqual(['filePart', 'password', 'owner']);
    expect((form.get('filePart') as File).name).toBe('report.pdf');
    expect(form.get('password')).toBe('pdf-secret');
    expect(form.get('owner')).toBe('jane');
  });

  it('leaves the password out when it is empty', async () => {
    const { client, last } = testClient();
    await client.playground.send({ ...base, method: 'FILE', file: new Blob(['x']), password: '' });
    expect([...(last()?.data as FormData).keys()]).toEqual(['filePart']);
  });

  it('refuses an invalid JSON body without sending', async () => {
    const { client, sent } = testClient();
    await expect(client.playground.send({ ...base, body: '{ rawData: hello }' })).rejects.toMatchObject({
      status: 0,
      msg: 'Invalid JSON in request body!',
    });
    expect(sent).toHaveLength(0);
  });

  it('refuses an unknown method without sending', async () => {
    const { client, sent } = testClient();
    const method = 'PATCH' as PlaygroundMethod;
    await expect(client.playground.send({ ...base, method })).rejects.toMatchObject({ msg: 'Invalid method' });
    expect(sent).toHaveLength(0);
  });

  it('rejects with the error body for the response area', async () => {
    const body = { msg: 'Wrong x-api-key and/or x-app-username', error: 'Bad Request' };
    const { client } = testClient(null, { status: 400, data: body });
    await expect(client.playground.send(base)).rejects.toMatchObject({ status: 400, body });
  });
});

describe('playground typed helpers', () => {
  const caller: PlaygroundCaller = { environment: 'sandbox', apiKey: 'csi_key', apiUsername: 'jane-api' };

  it('encryptData and decryptData post their JSON body with the API credentials', async () => {
    const { client, sent } = testClient();
    await client.playground.encryptData(caller, { rawData: 'hello' });
    await client.playground.decryptData(caller, { prky: 'k', encryptedData: 'e', plky: 'p' });
    expect(sent.map(urlOf)).toEqual([
      'https://api.test/csi-p/api-sandbox/encrypt-data',
      'https://api.test/csi-p/api-sandbox/decrypt-data',
    ]);
    expect(sent.map((config) => JSON.parse(String(config.data)))).toEqual([
      { rawData: 'hello' },
      { prky: 'k', encryptedData: 'e', plky: 'p' },
    ]);
    expect(sent.every((config) => config.headers['x-api-key'] === 'csi_key')).toBe(true);
    expect(sent.every((config) => config.headers['x-app-username'] === 'jane-api')).toBe(true);
  });

  it('encryptPdf sends filePart and password, and the owner password and key length only when given', async () => {
    const { client, sent } = testClient();
    const file = new File(['%PDF-1.7'], 'a.pdf', { type: 'application/pdf' });
    await client.playground.encryptPdf(caller, { file, password: 'secret' });
    await client.playground.encryptPdf(caller, { file, password: 'secret', ownerPassword: 'owner', keyLength: 256 });
    expect(urlOf(sent[0])).toBe('https://api.test/csi-p/api-sandbox/file/encrypt-pdf');
    expect([...(sent[0]?.data as FormData).keys()]).toEqual(['filePart', 'password']);
    const form = sent[1]?.data as FormData;
    expect([...form.keys()]).toEqual(['filePart', 'password', 'ownerPassword', 'keyLength']);
    expect([form.get('ownerPassword'), form.get('keyLength')]).toEqual(['owner', '256']);
  });

  it('fileMetadata sends filePart and the documented apiKey field', async () => {
    const { client, last } = testClient();
    await client.playground.fileMetadata(caller, { file: new File(['x'], 'x.txt') });
    expect(urlOf(last())).toBe('https://api.test/csi-p/api-sandbox/file/file-metadata');
    const form = last()?.data as FormData;
    expect([...form.keys()]).toEqual(['filePart', 'apiKey']);
    expect(form.get('apiKey')).toBe('csi_key');
  });
});

describe('upload progress of file calls', () => {
  const caller: PlaygroundCaller = { environment: 'live', apiKey: 'csi_abcdef123456', apiUsername: 'jane-api' };
  const progressing = () =>
    testClient('user-token', (config) => {
      config.onUploadProgress?.({ loaded: 3, total: 7, bytes: 3, lengthComputable: true });
      return { data: { msg: 'ok' } };
    });

  it('reaches onUploadProgress from send, encryptPdf and fileMetadata, and nothing breaks without one', async () => {
    const file = new File(['%PDF-1'], 'a.pdf', { type: 'application/pdf' });
    const { client, sent } = progressing();
    const onUploadProgress = vi.fn();
    await client.playground.send({ ...base, method: 'FILE', endpoint: '/file/encrypt-pdf', file, onUploadProgress });
    await client.playground.encryptPdf(caller, { file, password: 'pw' }, { onUploadProgress });
    await client.playground.fileMetadata(caller, { file }, { onUploadProgress });
    expect(onUploadProgress.mock.calls).toEqual([
      [{ loaded: 3, total: 7 }],
      [{ loaded: 3, total: 7 }],
      [{ loaded: 3, total: 7 }],
    ]);
    await client.playground.fileMetadata(caller, { file });
    expect(sent.at(-1)?.onUploadProgress).toBeUndefined();
  });
});

describe("the call's options of gateway calls", () => {
  const caller: PlaygroundCaller = { environment: 'live', apiKey: 'csi_abcdef123456', apiUsername: 'jane-api' };
  const options = { headers: { 'X-Trace': 'trace-1' }, idempotencyKey: 'live-0001', timeout: 900 };

  it('reach the request from send and every typed helper, beside the API credentials', async () => {
    const { client, sent } = testClient();
    const file = new File(['%PDF-1'], 'a.pdf', { type: 'application/pdf' });
    await client.playground.send(base, options);
    await client.playground.encryptData(caller, { rawData: 'x' }, options);
    await client.playground.decryptData(caller, { prky: 'k', encryptedData: 'e', plky: 'p' }, options);
    await client.playground.encryptPdf(caller, { file, password: 'pw' }, options);
    await client.playground.fileMetadata(caller, { file }, options);
    expect(sent).toHaveLength(5);
    for (const config of sent) {
      expect(config.headers).toMatchObject({
        'x-api-key': 'csi_abcdef123456',
        'X-Trace': 'trace-1',
        'Idempotency-Key': 'live-0001',
      });
      expect(config.timeout).toBe(900);
    }
  });

  it('send keeps the progress callback of its params when options come too', async () => {
    const { client } = testClient('user-token', (config) => {
      config.onUploadProgress?.({ loaded: 1, total: 1, bytes: 1, lengthComputable: true });
      return { data: { msg: 'ok' } };
    });
    const onUploadProgress = vi.fn();
    await client.playground.send({ ...base, method: 'FILE', file: new Blob(['x']), onUploadProgress }, options);
    expect(onUploadProgress).toHaveBeenCalledWith({ loaded: 1, total: 1 });
  });
});
