import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';
import { safeString } from '../../lib/safeString';

/** Body of article create and update. */
export interface ArticleBody {
  title: string;
  summary: string;
  category: string;
  content: string;
  articleIsOnline: boolean;
}

/** Longest markdown body accepted (the JSON body limit bounds it too). */
export const MAX_CONTENT_LENGTH = 200_000;

/** JSON schemas of the article calls. */
export const articleSchemas = {
  body: objectSchema({
    title: textField(200),
    summary: textField(1000),
    category: textField(50),
    content: textField(MAX_CONTENT_LENGTH),
    articleIsOnline: { type: 'boolean', default: true },
  }),
  titleParams: objectSchema({ title: safeString(300) }),
  idParams: objectSchema({ articleId: { type: 'string', pattern: '^[0-9]{1,15}$' } }),
};
