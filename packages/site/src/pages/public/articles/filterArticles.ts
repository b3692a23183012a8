/** The articles whose title contains `query` (trimmed), ignoring case; all of them for an empty query. */
export function filterArticles<T extends { title: string }>(articles: T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle ? articles.filter((article) => article.title.toLowerCase().includes(needle)) : articles;
}
