import type { FastifyInstance } from 'fastify';
import type { MetaResolver } from '../../plugins/site';
import { findArticleByTitle } from './findArticleByTitle';

const PREFIX = '/tech/read/';

/** The title as the site shows it (@csi/ui displayTitle): hyphens as spaces, first letter capitalised. */
function displayTitle(title: string): string {
  const spaced = title.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Page meta of an article page `/tech/read/{title}`: '{title as displayed} | CSI' and its summary;
 * null when not found.
 */
export const articleMetaResolver =
  (app: FastifyInstance): MetaResolver =>
  async (pathname) => {
    if (!pathname.startsWith(PREFIX)) return null;
    const row = await findArticleByTitle(app.db, pathname.slice(PREFIX.length).replace(/\/$/, ''), true);
    return row ? { title: `${displayTitle(row.title)} | CSI`, description: row.summary } : null;
  };
