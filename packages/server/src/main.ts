import { buildApp } from './app';
import { loadConfig } from './config';

/** Starts the server from the environment and stops it cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `CSI server listening on http://${config.host}:${config.port} (${app.dbKind} database, data in ${config.dataDir})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error('Server failed to start:', error);
  process.exit(1);
});
