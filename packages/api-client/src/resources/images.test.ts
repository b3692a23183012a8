import { testClient, urlOf } from '../testing/testClient';

describe('images.upload', () => {
  it('posts file and upload_preset to our image endpoint and resolves with secure_url', async () => {
    const { client, last } = testClient('user-token', { data: { secure_url: 'https://img.test/a.png' } });
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await expect(client.images.upload(file, { uploadPreset: 'profile' })).resolves.toBe('https://img.test/a.png');
    const form = last()?.data as FormData;
    expect(urlOf(last())).toBe('https://api.test/images/upload');
    expect((form.get('file') as File).name).toBe('me.png');
    expect(form.get('upload_preset')).toBe('profile');
    expect(last()?.headers.Authorization).toBe('Bearer user-token');
  });

  it('posts to a configured image host without our token', async () => {
    const { client, last } = testClient('user-token', { data: { secure_url: 'https://img.test/b.png' } });
    await client.images.upload(new Blob(['x']), { uploadUrl: 'https://host.test/v1/upload', uploadPreset: 'p' });
    expect(urlOf(last())).toBe('https://host.test/v1/upload');
    expect(last()?.headers.Authorization).toBeUndefined();
  });

  it('fails when the host answers without secure_url', async () => {
    const { client } = testClient('user-token', { data: { error: 'nope' } });
    await expect(client.images.upload(new Blob(['x']), { uploadPreset: 'p' })).rejects.toMatchObject({
      msg: 'Image upload failed',
    });
  });

  it("reports the upload's progress to onUploadProgress as bytes sent of the total, outside the in-flight count", async () => {
    const counted: number[] = [];
    const { client } = testClient('user-token', (config) => {
      counted.push(client.inFlight.count);
      config.onUploadProgress?.({ loaded: 512, total: 2048, bytes: 512, lengthComputable: true });
      config.onUploadProgress?.({ loaded: 2048, total: 2048, bytes: 1536, lengthComputable: true });
      return { data: { secure_url: 'https://img.test/c.png' } };
    });
    const onUploadProgress = vi.fn();
    await client.images.upload(new Blob(['x']), { uploadPreset: 'p', onUploadProgress });
    expect(onUploadProgress.mock.calls).toEqual([[{ loaded: 512, total: 2048 }], [{ loaded: 2048, total: 2048 }]]);
    await client.images.upload(new Blob(['x']), { uploadPreset: 'p' });
    // The upload with its own progress bar does not raise the loading overlay; one without does.
    expect(counted).toEqual([0, 1]);
  });
});

describe("images.upload with the call's options", () => {
  it('passes signal, timeout and headers on', async () => {
    const { client, last } = testClient('user-token', { data: { secure_url: 'https://img.test/c.png' } });
    const { signal } = new AbortController();
    await client.images.upload(new Blob(['x']), {
      uploadPreset: 'p',
      signal,
      timeout: 700,
      headers: { 'X-Trace': 't' },
    });
    expect(last()?.signal).toBe(signal);
    expect(last()?.timeout).toBe(700);
    expect(last()?.headers['X-Trace']).toBe('t');
  });
});
