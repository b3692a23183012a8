import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { titleKey } from '@csi/contract';
import { titleKeySql } from './titleKeySql';

/** The article whose title reads the same (see titleKey), optionally among online ones only. */
export function findArticleByTitle(db: Kysely<Database>, title: string, onlineOnly = false) {
  let query = db.selectFrom('articles').selectAll().where(titleKeySql, '=', titleKey(title));
  if (onlineOnly) query = query.where('articleIsOnline', '=', true);
  return query.executeTakeFirst();
}
