/** Turns a title into its URL segment: each run of spaces becomes one hyphen ('My title' → 'My-title'). */
export function titleToPath(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}
