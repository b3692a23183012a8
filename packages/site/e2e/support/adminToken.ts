import { expect, type APIRequestContext } from '@playwright/test';

/** The administrator the journeys' server creates on its first start (scripts/journeys-server.mjs). */
export const ADMIN = { email: 'admin@journeys.local', password: 'Journeys-admin-1' };

/** Signs the administrator in through the API and returns the token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/usfw/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { data: { jwt: string } }).data.jwt;
}
