import { loadConfig } from './config';
import { createDatabase } from './db/createDatabase';
import { describeReset, resetFactors } from './modules/factors/resetFactors';

/**
 * `npm run admin:reset-factors -w @csi/server -- <email>`: the operator's recovery of an administrator (or any account)
 * who lost every second factor (modules/factors/resetFactors.ts). Reads the database as the server does: DATABASE_URL
 * when set, else the embedded one in DATA_DIR, which only one process may open: stop the server first.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || !args[0]?.includes('@')) {
    console.error('Usage: npm run admin:reset-factors -w @csi/server -- <e-mail of the account>');
    return 2;
  }
  // npm runs a workspace's script in the workspace's folder; a relative DATA_DIR means the folder npm was run from,
  // as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  process.umask(0o077);
  const config = loadConfig();
  const database = await createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    vacuumIntervalMs: 0,
  });
  try {
    console.log(describeReset(await resetFactors(database.db, args[0])));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('admin:reset-factors failed:', error);
    process.exit(1);
  },
);
