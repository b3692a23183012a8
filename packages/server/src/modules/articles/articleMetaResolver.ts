import type { FastifyInstance } from 'fastify';
import type { MetaResolver } from '../../plugins/site';
import { findArticleByTitle } from './findArticleByTitle';

const PREFIX = '/tech/read/';

/**
 * The title as the site shows it (@csi/ui displayTitle): first letter capitalised; a slug (no spaces) reads with
 * hyphens as spaces, a title written with spaces keeps its hyphens ('M-Pesa').
 */
function displayTitle(title: string): string {
  const spaced = /\s/.test(title.trim()) ? title : title.replace(/-/g, ' ');
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
