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
});
