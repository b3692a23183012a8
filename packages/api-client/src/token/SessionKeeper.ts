/** How a client keeps its session (see createClient's `session` option). */
export type SessionMode = 'bearer' | 'cookie';

/** How a client keeps its session: a Bearer token it stores, or the server's HttpOnly cookie. */
export interface SessionKeeper {
  /** Headers of every call to the API (not of calls to absolute URLs elsewhere). */
  readonly headers: Readonly<Record<string, string>>;
  /** Whether calls to the API carry the browser's cookies even across origins (axios `withCredentials`). */
  readonly withCredentials: boolean;
  /** Headers that authenticate a call, or null without a session (the call fails with 'Token not available'). */
  credentials(): Record<string, string> | null;
  /** Keeps what a sign-in or profile update answered in `data`. */
  keep(data: unknown): void;
  /** Ends the session in this client (after the server's logout, or when it failed). */
  clear(): void;
}
