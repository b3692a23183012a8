import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../../lib/settle';
import { siteClient } from '../../../lib/siteClient';

/** The loader of an API documentation page: /markups/api-docs/{doc}.md. */
export const loadApiDoc =
  (doc: string) =>
  ({ context }: LoaderFunctionArgs) =>
    settle(siteClient(context).then((client) => client.content.articleMarkdown(`api-docs/${doc}.md`)));
