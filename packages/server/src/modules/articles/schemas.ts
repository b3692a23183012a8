import { ARTICLE_CATEGORIES } from '@csi/api-client';
import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';
import { safeString } from '../../lib/safeString';
import { stringEnum } from '../../lib/stringEnum';

/** Longest markdown body accepted (the JSON body limit bounds it too). */
export const MAX_CONTENT_LENGTH = 200_000;

/** An article of spec section 3. */
const article = Type.Object({
  articleId: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  category: stringEnum(ARTICLE_CATEGORIES),
  content: Type.String({ description: 'Markdown.' }),
  articleIsOnline: Type.Boolean(),
  approved: Type.Boolean(),
  datePosted: Type.String({ format: 'date-time' }),
});

/** Request and answer schemas of the article calls: the one source of their validation, types and documentation. */
export const articleSchemas = {
  /** Body of article create and update. */
  body: objectSchema({
    title: textField(200),
    summary: textField(1000),
    category: textField(50),
    content: textField(MAX_CONTENT_LENGTH),
    articleIsOnline: Type.Boolean({ default: true }),
  }),
  titleParams: objectSchema({ title: safeString(300) }),
  idParams: objectSchema({ articleId: Type.String({ pattern: '^[0-9]{1,15}$' }) }),
  markupParams: objectSchema({ path: safeString(200) }),
  article,
  articles: Type.Array(article),
  /** An entry of /jsons/metadata.json. */
  metadata: Type.Object({
    title: Type.String(),
    summary: Type.String(),
    datePosted: Type.String(),
    path: Type.String(),
  }),
};

/** Body of article create and update. */
export type ArticleBody = Static<typeof articleSchemas.body>;
