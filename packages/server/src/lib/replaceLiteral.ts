/**
 * `html.replace(pattern, replacement)` with the replacement taken literally: a function replacer, so `$&`, `$'`,
 * `` $` `` and `$1` in user-controlled text are never expanded into parts of the page.
 */
export const replaceLiteral = (html: string, pattern: string | RegExp, replacement: string): string =>
  html.replace(pattern, () => replacement);
