import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';

/** The loader of /tech/pub: every online article. */
export const loadArticleList = ({ context }: LoaderFunctionArgs) =>
  settle(siteClient(context).then((client) => client.articles.list().then((reply) => reply.data)));
