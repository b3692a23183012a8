import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleArticle } from '../../../lib/testing/sampleArticles';
import { renderView } from '../../../lib/testing/renderView';
import { ArticlesView } from './ArticlesView';

const articles = [
  sampleArticle(1, 'Spotting M-Pesa smishing'),
  sampleArticle(2, 'Blind SQL injection', { category: 'sql injection' }),
  sampleArticle(3, 'Hashing passwords with Argon2', { category: 'cryptography' }),
];

const titles = () => screen.queryAllByRole('article').map((card) => card.querySelector('h3, h2')?.textContent);

describe('ArticlesView', () => {
  it('shows a card per article with a Read article link using hyphens', () => {
    renderView(<ArticlesView articles={articles} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const links = screen.getAllByRole('link', { name: 'Read article' });
    expect(links[0]).toHaveAttribute('href', '/tech/read/Spotting-M-Pesa-smishing');
  });

  it('filters by title substring, ignoring case', async () => {
    renderView(<ArticlesView articles={articles} />);
    await userEvent.setup().type(screen.getByPlaceholderText('Search article...'), 'sQl');
    expect(titles()).toEqual(['Blind SQL injection']);
  });

  it("given a search that matches nothing, shows 'NO RESULTS FOUND' with the query", async () => {
    renderView(<ArticlesView articles={articles} />);
    await userEvent.setup().type(screen.getByPlaceholderText('Search article...'), 'ransomware');
    expect(screen.getByText('NO RESULTS FOUND')).toBeInTheDocument();
    expect(screen.getByText(/ransomware/)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('given no articles at all, shows the empty state instead of the search', () => {
    renderView(<ArticlesView articles={[]} />);
    expect(screen.getByText('No articles have been published yet. Please check back soon.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Search article...')).not.toBeInTheDocument();
    expect(screen.queryByText('NO RESULTS FOUND')).not.toBeInTheDocument();
  });
});
