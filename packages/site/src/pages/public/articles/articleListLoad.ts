import { prefetchable } from '../../../lib/prefetchable';

/**
 * The public article list of /tech/pub, which its route starts with the page's chunk. The client is imported
 * on demand: this module is part of the entry (routes.tsx), and the client with axios is not.
 */
export const articleListLoad = prefetchable(() =>
  import('../../../client').then(({ client }) => client.articles.list()).then((reply) => reply.data),
);
