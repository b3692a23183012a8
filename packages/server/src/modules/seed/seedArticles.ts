import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sqlTimestamp } from '../../lib/sqlTimestamp';
import { findSeedDir } from './findSeedDir';

/** One entry of seed/articles.json; its markdown is seed/articles/<file>.md. */
interface SeedArticle {
  title: string;
  summary: string;
  category: string;
  datePosted: string;
  file: string;
}

/**
 * Fills an empty articles table from seed/articles.json and seed/articles/<file>.md (online,
 * approved; `path`, answered at /markups/{path}, is `<file>.md`). An entry whose file is missing is
 * skipped with a warning.
 */
export async function seedArticles(app: FastifyInstance, seedDir = findSeedDir()): Promise<void> {
  const any = await app.db.selectFrom('articles').select('articleId').limit(1).executeTakeFirst();
  if (any) return;
  if (!seedDir) {
    app.log.warn('No seed/articles.json found: the articles table starts empty.');
    return;
  }
  const entries = JSON.parse(await readFile(path.join(seedDir, 'articles.json'), 'utf8')) as SeedArticle[];
  for (const entry of entries) {
    const file = `${path.basename(entry.file, '.md')}.md`;
    const content = await readFile(path.join(seedDir, 'articles', file), 'utf8').catch(() => null);
    if (content === null) {
      app.log.warn(`Seed article "${entry.title}" skipped: seed/articles/${file} is missing.`);
      continue;
    }
    await app.db
      .insertInto('articles')
      .values({
        title: entry.title,
        summary: entry.summary,
        category: entry.category,
        content,
        path: file,
        datePosted: sqlTimestamp(new Date(entry.datePosted)),
        articleIsOnline: true,
        approved: true,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
