import { displayTitle } from '@csi/contract';
import type { FastifyInstance } from 'fastify';
import type { MetaResolver } from '../../plugins/site';
import { findArticleByTitle } from './findArticleByTitle';

const PREFIX = '/tech/read/';

/**
 * Page meta of an article page `/tech/read/{title}`: '{title as displayed (displayTitle)} | CSI' and its summary;
 * null when not found.
 */
export const articleMetaResolver =
  (app: FastifyInstance): MetaResolver =>
  async (pathname) => {
    if (!pathname.startsWith(PREFIX)) return null;
    const row = await findArticleByTitle(app.db, pathname.slice(PREFIX.length).replace(/\/$/, ''), true);
    return row ? { title: `${displayTitle(row.title)} | CSI`, description: row.summary } : null;
  };
