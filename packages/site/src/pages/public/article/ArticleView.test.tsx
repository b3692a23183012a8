import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../lib/testing/sampleArticles';
import { renderView } from '../../../lib/testing/renderView';
import { ArticleView } from './ArticleView';

const others = [
  sampleArticle(2, 'Blind SQL injection'),
  sampleArticle(3, 'Invoice fraud', { datePosted: '2025-11-12' }),
];

describe('ArticleView', () => {
  it('given no article, shows the not-found message with the queried title and a Go to Home link', () => {
    renderView(<ArticleView query="no-such-article" article={null} others={others} />);
    expect(screen.getByText("Oops! We couldn't find the article you're looking for.")).toBeInTheDocument();
    expect(screen.getByText('no-such-article')).toBeInTheDocument();
    expect(screen.getByText('Please check the URL or try searching for another topic.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('given an article, shows its formatted title, medium date and summary quote', async () => {
    const article = sampleArticle(1, 'spotting-m-pesa-smishing', { summary: 'How smishing works.' });
    renderView(<ArticleView query="spotting-m-pesa-smishing" article={article} others={others} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Spotting m pesa smishing' })).toBeInTheDocument();
    expect(screen.getByText('4 March 2025')).toBeInTheDocument();
    expect(screen.getByText('How smishing works.').closest('blockquote')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Why it matters' })).toBeInTheDocument();
  });

  it('given an article titled as written, keeps the hyphens of its words in the heading', () => {
    const article = sampleArticle(1, 'Spotting M-Pesa phishing texts in 2026');
    renderView(<ArticleView query="Spotting-M-Pesa-phishing-texts-in-2026" article={article} others={others} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spotting M-Pesa phishing texts in 2026' }),
    ).toBeInTheDocument();
  });

  it('lists the other articles in the sidebar with short dates and hyphenated links', () => {
    renderView(<ArticleView query="x" article={null} others={others} />);
    expect(screen.getByRole('heading', { name: 'More Articles You Might Like' })).toBeInTheDocument();
    expect(screen.getByText('12 Nov 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read article: Invoice fraud' })).toHaveAttribute(
      'href',
      '/tech/read/Invoice-fraud',
    );
  });
});
