import type { Article } from '@csi/api-client';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from '../../../hooks/usePageMeta';
import { sampleArticle } from '../../../lib/testing/sampleArticles';
import { articleMeta } from './articleMeta';

/** Applies the article page's meta as ArticlePage does. */
function ArticleHead({ query, article }: { query: string; article: Article | null }) {
  usePageMeta(articleMeta(query, article));
  return null;
}

const meta = (name: string) => document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

describe('articleMeta', () => {
  it('titles the page with the article title followed by the site name, and cuts the description at 160', () => {
    const summary = 'Smishing messages pretend to come from M-Pesa or your bank. '.repeat(5);
    const article = sampleArticle(1, 'spotting-m-pesa-smishing', { summary, category: 'phishing' });
    render(<ArticleHead query="SPOTTING-M-PESA-SMISHING" article={article} />);
    expect(document.title).toBe('Spotting m pesa smishing | CSI');
    expect(summary.length).toBeGreaterThan(160);
    expect(meta('description')).toBe(summary.slice(0, 160));
    expect(meta('keywords')).toBe('Spotting m pesa smishing, phishing, cyber security, CSI');
  });

  it('titles the page with a written title as written, hyphens of its words kept', () => {
    const article = sampleArticle(1, 'Spotting M-Pesa phishing texts in 2026', { category: 'phishing' });
    render(<ArticleHead query="Spotting-M-Pesa-phishing-texts-in-2026" article={article} />);
    expect(document.title).toBe('Spotting M-Pesa phishing texts in 2026 | CSI');
  });

  it('before or without the article, titles the page with the queried title', () => {
    render(<ArticleHead query="no-such-article" article={null} />);
    expect(document.title).toBe('No such article | CSI');
    expect(meta('description')).toBe('The article "No such article" on the CSI blog.');
  });
});
