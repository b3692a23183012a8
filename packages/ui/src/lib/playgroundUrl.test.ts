import { playgroundUrl, splitEndpoints } from './playgroundUrl';

const bases = {
  liveBase: 'https://api.csi.test/csi-p/api-live',
  sandboxBase: 'https://api.csi.test/csi-p/api-sandbox/',
};

describe('splitEndpoints', () => {
  it('splits the comma-separated endpoint field, trimming and dropping empty entries', () => {
    expect(splitEndpoints('/encrypt-data, /decrypt-data,,')).toEqual(['/encrypt-data', '/decrypt-data']);
    expect(splitEndpoints('/file/file-metadata')).toEqual(['/file/file-metadata']);
    expect(splitEndpoints('')).toEqual([]);
  });
});

describe('playgroundUrl', () => {
  it('uses the live base for live and the sandbox base otherwise, with exactly one slash', () => {
    expect(playgroundUrl(bases, 'live', '/encrypt-data')).toBe('https://api.csi.test/csi-p/api-live/encrypt-data');
    expect(playgroundUrl(bases, 'sandbox', '/encrypt-data')).toBe(
      'https://api.csi.test/csi-p/api-sandbox/encrypt-data',
    );
    expect(playgroundUrl(bases, 'live', 'file/encrypt-pdf')).toBe(
      'https://api.csi.test/csi-p/api-live/file/encrypt-pdf',
    );
  });

  it('is the bare base when there is no endpoint', () => {
    expect(playgroundUrl(bases, 'live', '')).toBe(bases.liveBase);
  });
});
