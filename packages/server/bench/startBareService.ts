import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceTestApp } from '../test-fixtures/serviceTestApp';

/**
 * The bare side of the gateway benchmarks: the services mounted without the gateway (serviceTestApp) on a random
 * port, with a data directory of their own. Answers /encrypt-data's address and how to stop it.
 */
export async function startBareService(): Promise<{ url: string; close(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'csi-bench-bare-'));
  const bare = await serviceTestApp({ publicUrl: 'http://127.0.0.1', dataDir, maxUploadBytes: 1024 * 1024 });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const address = bare.server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/encrypt-data`,
    close: async () => {
      await bare.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
