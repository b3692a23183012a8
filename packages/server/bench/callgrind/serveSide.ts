/**
 * One side of instructions.bench.ts, run under callgrind: the bare service (`SIDE=bare`) or the whole gateway on the
 * embedded database with a funded account (any other SIDE). Writes `{ url, headers, pid }` to the file OUT once it
 * listens, then serves until SIGTERM.
 */
import { rename, writeFile } from 'node:fs/promises';
import { createTestUser } from '../../src/testing/createTestUser';
import { startTestServer } from '../../src/testing/startTestServer';
import { startBareService } from '../startBareService';

const out = process.env.OUT;
if (!out) throw new Error('OUT (the file to write the address to) is required');
// As in gateway.bench.ts: the limit of 50 a minute per key would turn the run into 429s.
process.env.GATEWAY_RATE_LIMIT = String(1_000_000_000);

let close: () => Promise<void>;
let url: string;
let headers: Record<string, string> = {};
if (process.env.SIDE === 'bare') {
  const bare = await startBareService();
  url = bare.url;
  close = () => bare.close();
} else {
  const server = await startTestServer();
  const user = await createTestUser(server.app, { balanceMicro: 1_000_000_000_000n });
  url = `${server.url}/csi-p/api-live/encrypt-data`;
  headers = user.headers;
  close = () => server.close();
}
process.once('SIGTERM', () => {
  void close().finally(() => process.exit(0));
});
// Written beside OUT, then renamed into place: instructions.bench.ts reads OUT as soon as it exists, and on 2026-11-26
// it once read a half-written file.
await writeFile(`${out}.tmp`, JSON.stringify({ url, headers, pid: process.pid }));
await rename(`${out}.tmp`, out);
