import { jwtDecode } from 'jwt-decode';
import type { TokenPayload } from '../types/TokenPayload';

/** The token's payload, or `null` when there is no token or it cannot be decoded (the error is logged). */
export function decodeToken(token: string | null): TokenPayload | null {
  if (!token) return null;
  try {
    return jwtDecode<TokenPayload>(token);
  } catch (error) {
    console.error('Token decode error:', error);
    return null;
  }
}
