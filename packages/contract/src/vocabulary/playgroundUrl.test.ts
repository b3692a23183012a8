import { PLAYGROUND_ENVIRONMENTS } from './PLAYGROUND_ENVIRONMENTS';
import { PLAYGROUND_METHODS } from './PLAYGROUND_METHODS';
import { playgroundPath } from './playgroundPath';
import { playgroundUrl } from './playgroundUrl';

describe('the playground vocabulary (SPEC section 7: base + csi-p/api-live or csi-p/api-sandbox + endpoint path)', () => {
  it('names the five methods and the two environments, live first (the default)', () => {
    expect(PLAYGROUND_METHODS).toEqual(['GET', 'POST', 'PUT', 'DELETE', 'FILE']);
    expect(PLAYGROUND_ENVIRONMENTS).toEqual(['live', 'sandbox']);
  });

  it('playgroundPath is the gateway path relative to the API base', () => {
    expect(playgroundPath('live', '/encrypt-data')).toBe('csi-p/api-live/encrypt-data');
    expect(playgroundPath('sandbox', ' /decrypt-data ')).toBe('csi-p/api-sandbox/decrypt-data');
    expect(playgroundPath('live', 'file/encrypt-pdf')).toBe('csi-p/api-live/file/encrypt-pdf');
  });

  it('is the path of the environment itself when there is no endpoint', () => {
    expect(playgroundPath('sandbox', '')).toBe('csi-p/api-sandbox');
    expect(playgroundUrl('https://csi.example/', 'live', '')).toBe('https://csi.example/csi-p/api-live');
  });

  it('playgroundUrl joins base, gateway and endpoint with single slashes', () => {
    expect(playgroundUrl('https://csi.example/', 'live', '/encrypt-data')).toBe(
      'https://csi.example/csi-p/api-live/encrypt-data',
    );
    expect(playgroundUrl('https://csi.example', 'sandbox', 'file/file-metadata')).toBe(
      'https://csi.example/csi-p/api-sandbox/file/file-metadata',
    );
    expect(playgroundUrl('http://localhost:8080//', 'sandbox', '//file/encrypt-pdf')).toBe(
      'http://localhost:8080/csi-p/api-sandbox/file/encrypt-pdf',
    );
  });
});
