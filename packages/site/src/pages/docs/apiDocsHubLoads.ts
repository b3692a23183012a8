import { prefetchable } from '../../lib/prefetchable';
import { splitTitle } from '../../lib/splitTitle';

// The client is imported on demand: this module is part of the entry (routes.tsx), and the client with axios is not.
const loadClient = () => import('../../client').then((module) => module.client);

/** The API overview and the public API list of /docs/g/csi-apis, which its route starts with the page's chunks. */
export const apiDocsHubLoads = {
  overview: prefetchable(() =>
    loadClient()
      .then((client) => client.content.articleMarkdown('api-docs/overview.md'))
      .then(splitTitle),
  ),
  apis: prefetchable(() =>
    loadClient()
      .then((client) => client.apis.list())
      .then((reply) => reply.data),
  ),
};

/** Starts both loads of the docs hub. */
export function prefetchApiDocsHub(): void {
  apiDocsHubLoads.overview.prefetch();
  apiDocsHubLoads.apis.prefetch();
}
