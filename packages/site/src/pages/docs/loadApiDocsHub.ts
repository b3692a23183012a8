import type { LoaderFunctionArgs } from 'react-router-dom';
import { settle } from '../../lib/settle';
import { siteClient } from '../../lib/siteClient';
import { splitTitle } from '../../lib/splitTitle';

/** The loader of /docs/g/csi-apis: the API overview and the public API list, each with its own outcome. */
export async function loadApiDocsHub({ context }: LoaderFunctionArgs) {
  const client = await siteClient(context);
  const [overview, apis] = await Promise.all([
    settle(client.content.articleMarkdown('api-docs/overview.md').then(splitTitle)),
    settle(client.apis.list().then((reply) => reply.data)),
  ]);
  return { overview, apis };
}
