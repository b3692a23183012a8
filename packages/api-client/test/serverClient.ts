import { type ServerConfig, startTestServer, type TestServer } from '@csi/server/testing';
import { createClient, type Client } from '../src/createClient';
import { memoryTokenStore } from '../src/token/tokenStore';

/** The password of the users {@link ServerUnderTest.signUp} registers. */
export const TEST_PASSWORD = 'test-password-1';

/** A real server on the embedded database, and a way to make clients of it with their own token. */
export interface ServerUnderTest {
  server: TestServer;
  /** A client of the server, signed in with `token` when given. */
  clientOf(token?: string): Client;
  /**
   * Registers `email` (password {@link TEST_PASSWORD}, country Kenya) through the client and verifies it with the
   * mailed one-time code (live calls need a verified e-mail); answers its signed-in client.
   */
  signUp(email: string): Promise<Client>;
  /** A client signed in as the seeded administrator. */
  adminClient(): Promise<Client>;
}

/** Starts the server in-process, with config `overrides` (close it with `server.close()`). */
export async function startServerUnderTest(overrides: Partial<ServerConfig> = {}): Promise<ServerUnderTest> {
  const server = await startTestServer(overrides);
  const clientOf = (token?: string) =>
    createClient({ baseURL: `${server.url}/`, tokenStore: memoryTokenStore(token ?? null) });
  return {
    server,
    clientOf,
    async signUp(email) {
      const client = clientOf();
      await client.auth.register({ email, password: TEST_PASSWORD, country: 'Kenya' });
      await client.auth.requestCode(email);
      const mail = (await server.readOutbox()).filter((m) => m.to === email).at(-1);
      const activationCode = /one-time code is (\d{8})/.exec(mail?.text ?? '')?.[1] ?? '';
      await client.auth.activate({ email, activationCode });
      return client;
    },
    adminClient: async () => clientOf(await server.adminToken()),
  };
}
