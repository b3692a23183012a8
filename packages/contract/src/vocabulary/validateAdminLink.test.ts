import { isSafeHref } from './isSafeHref';
import { validateAdminLink } from './validateAdminLink';

describe('validateAdminLink', () => {
  it('accepts https addresses and paths on this site', () => {
    for (const link of ['https://docs.example.com/api', '/docs/v1/secure-data-cryp', ' /docs/v1/meta-data-viewer ']) {
      expect(validateAdminLink('documentationLink', link), link).toBeNull();
    }
  });

  it('refuses javascript:, data:, plain http, protocol-relative and bare relative links', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'http://docs.example.com',
      '//evil.example.com/docs',
      '/\\evil.example.com',
      '/\t/evil.example.com',
      'docs/v1',
      '',
    ]) {
      expect(validateAdminLink('documentationLink', link), link).toBe(
        'documentationLink must be an https:// address or a path on this site starting with /.',
      );
    }
  });
});

describe('isSafeHref', () => {
  it('allows http, https and site paths, and nothing that runs script', () => {
    expect(isSafeHref('http://example.com')).toBe(true);
    expect(isSafeHref('https://example.com')).toBe(true);
    expect(isSafeHref('/docs')).toBe(true);
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' javascript:alert(1)')).toBe(false);
    expect(isSafeHref('vbscript:msgbox(1)')).toBe(false);
  });
});
