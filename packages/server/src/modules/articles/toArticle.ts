import type { Article, ArticleCategory } from '@csi/api-client';
import type { Selectable } from 'kysely';
import type { ArticlesTable } from '../../db/schema';
import { toIsoString } from '../../lib/toIsoString';

/** An article as the API answers it (spec section 3), from its row. */
export const toArticle = (row: Selectable<ArticlesTable>): Article => ({
  articleId: Number(row.articleId),
  title: row.title,
  summary: row.summary,
  category: row.category as ArticleCategory,
  content: row.content,
  articleIsOnline: row.articleIsOnline,
  approved: row.approved,
  datePosted: toIsoString(row.datePosted),
});
