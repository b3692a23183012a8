import { describe, expect, it } from 'vitest';
import { isConnectionError } from './isConnectionError';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('knows a terminated PostgreSQL session, a refused connection and a pool timeout', () => {
    expect(isConnectionError(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new Error('query failed', { cause: withCode('reset', 'ECONNRESET') }))).toBe(true);
  });

  it('leaves other database and program errors alone', () => {
    expect(isConnectionError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionError(new TypeError('x is undefined'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});
