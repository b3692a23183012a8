import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { randomHex } from '../../lib/randomHex';

/** A free markdown file name for a new article, from its title: `my-title.md` (or `my-title-3fa9c1.md`). */
export async function articleFileName(db: Kysely<Database>, title: string): Promise<string> {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'article';
  const taken = await db.selectFrom('articles').select('path').where('path', '=', `${slug}.md`).executeTakeFirst();
  return taken ? `${slug}-${randomHex(3)}.md` : `${slug}.md`;
}
