import type { Migration } from 'kysely';
import * as m001 from './001_baseline';

/** Every migration, by name; names sort in the order they run. Add new ones, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '001_baseline': m001,
};
