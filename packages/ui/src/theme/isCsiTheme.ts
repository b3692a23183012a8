import type { CsiTheme } from './CsiTheme';

/** Whether a styled-components theme carries the CSI tokens (and not only an app's own keys, or nothing). */
export function isCsiTheme(theme: unknown): theme is CsiTheme {
  if (typeof theme !== 'object' || theme === null) return false;
  const { color, space, radius, font } = theme as Partial<Record<keyof CsiTheme, Record<string, unknown>>>;
  return (
    typeof color?.text === 'string' &&
    typeof color.bg === 'string' &&
    typeof space?.md === 'string' &&
    typeof radius?.md === 'string' &&
    typeof font?.body === 'string'
  );
}
