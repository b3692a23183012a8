import type { Client } from '@csi/api-client';

/** The part of the API client the public pages' loaders read through. */
export type SiteClient = Pick<Client, 'articles' | 'content' | 'apis' | 'social'>;

/** What the server passes to the loaders (React Router's request context): its in-process client. */
export interface SiteLoaderContext {
  client: SiteClient;
}

/**
 * The client a loader reads through: on the server the one in its context (calling the API's own routes in process,
 * see entry-server), in the browser the site's HTTP client, imported on demand (the entry stays free of axios).
 */
export async function siteClient(context: unknown): Promise<SiteClient> {
  const own = (context as Partial<SiteLoaderContext> | undefined)?.client;
  return own ?? (await import('../client')).client;
}
