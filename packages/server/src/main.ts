import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app';
import { loadConfig } from './config';

/**
 * Starts the server from the environment. SIGTERM and SIGINT stop it gracefully: readiness turns 503 (a load
 * balancer stops sending new requests within SHUTDOWN_DELAY_MS), then the server stops accepting, the requests in
 * flight finish, pending batches are written and the pools are closed.
 */
async function main(): Promise<void> {
  // Whatever the server and its libraries create (the embedded database's files, uploads, images, mails) is
  // owner-only: folders 0700, files 0600.
  process.umask(0o077);
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `CSI server listening on http://${config.host}:${config.port} (${app.dbKind} database, data in ${config.dataDir})`,
  );
  // A failed background promise is a bug to log, never a reason to drop every request in flight.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled promise rejection'));
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.draining = true;
      app.log.info(`${signal}: draining for ${config.shutdownDelayMs} ms, then stopping`);
      delay(config.shutdownDelayMs)
        .then(() => app.close())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Server failed to stop cleanly:', error);
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
