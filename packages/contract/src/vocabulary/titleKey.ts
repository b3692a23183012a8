/**
 * How titles and names are compared (an article's title, a tool's name in its URL): case-insensitive, hyphens
 * read as spaces, runs of spaces as one, trimmed. 'SQL-injection  Basics' and 'sql injection basics' match.
 */
export function titleKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim();
}
