import type { Article } from '@csi/api-client';

/** The articles whose title contains `query` (trimmed), ignoring case; all of them for an empty query. */
export function filterArticles(articles: Article[], query: string): Article[] {
  const needle = query.trim().toLowerCase();
  return needle ? articles.filter((article) => article.title.toLowerCase().includes(needle)) : articles;
}
