import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';
import { listedArticle } from './listedArticle';

/** The loader of /tech/pub: every online article, without its body (see ListedArticle). */
export const loadArticleList = ({ context }: LoaderFunctionArgs) =>
  settle(siteClient(context).then((client) => client.articles.list().then((reply) => reply.data.map(listedArticle))));
