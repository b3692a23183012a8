/** The claims of a login token that the client reads (spec section 3 "Token"). */
export interface TokenPayload {
  /** Role names; the first entry is the role. */
  roles?: string[];
  /** Expiry in seconds since the epoch. */
  exp?: number;
}
