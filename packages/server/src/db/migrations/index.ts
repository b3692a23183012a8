import type { Migration } from 'kysely';
import * as m001 from './001_baseline';
import * as m002 from './002_mpesa_and_receipts';
import * as m003 from './003_sessions_and_audit';
import * as m004 from './004_second_factors';
import * as m005 from './005_passkeys';

/** Every migration, by name; names sort in the order they run. Add new ones, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '001_baseline': m001,
  '002_mpesa_and_receipts': m002,
  '003_sessions_and_audit': m003,
  '004_second_factors': m004,
  '005_passkeys': m005,
};
