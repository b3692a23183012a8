/** The cookie the server sets beside its HttpOnly session cookie: role and expiry only, never the token. */
export const HINT_COOKIE = 'csi_hint';

/** What the hint says about the cookie session (and what a cookie-mode sign-in answers in `data`). */
export interface SessionHint {
  role: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
}

/** The document's cookies, or '' outside a browser. */
const documentCookies = (): string => globalThis.document?.cookie ?? '';

/**
 * The hint of the cookie session in `cookies` (default: the document's), or null when there is none or it does not
 * parse. It only tells the page whether to show signed-in screens: the server decides with the HttpOnly cookie.
 */
export function readSessionHint(cookies: string = documentCookies()): SessionHint | null {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${HINT_COOKIE}=`))
    ?.slice(HINT_COOKIE.length + 1);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    const { role, exp } = value as Record<string, unknown>;
    return typeof role === 'string' && typeof exp === 'number' ? { role, exp } : null;
  } catch {
    return null;
  }
}

/** True when the hint says a cookie session runs: present and `now` (ms, default the current time) before its exp. */
export function hasSession(now: number = Date.now(), cookies: string = documentCookies()): boolean {
  const hint = readSessionHint(cookies);
  return hint !== null && now / 1000 < hint.exp;
}

/** Forgets the hint in this browser (the server clears both cookies at logout; this covers a logout that failed). */
export function clearSessionHint(): void {
  if (globalThis.document) globalThis.document.cookie = `${HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
}
