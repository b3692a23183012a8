import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, usePageMeta, type PageMeta } from './usePageMeta';

function Page(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

describe('usePageMeta', () => {
  it('sets the title, description and keywords', () => {
    render(<Page title="Phishing | CSI" description="Short." keywords="phishing, CSI" />);
    expect(document.title).toBe('Phishing | CSI');
    expect(description()).toBe('Short.');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe('phishing, CSI');
  });

  it('cuts the description at 160 characters', () => {
    const long = 'a'.repeat(200);
    render(<Page title="Long" description={long} />);
    expect(META_DESCRIPTION_MAX).toBe(160);
    expect(description()).toBe('a'.repeat(160));
  });
});
