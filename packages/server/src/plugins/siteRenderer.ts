import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** A request the page's loaders send to the API while the server renders it. */
interface InProcessRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer to an {@link InProcessRequest}. */
interface InProcessResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/** What the site's server-rendering bundle answers for a path (see packages/site/src/entry-server.tsx). */
export type RenderResult =
  | {
      kind: 'page';
      status: number;
      html: string;
      meta: { title: string; description: string } | null;
      /**
       * The source module that takes the page over in the browser (manifest key): the site's start, or the page's
       * island (the home page's, without the router). Without it, the site's start.
       */
      start?: string;
      /** The source modules whose chunks the page imports as the browser takes it over (manifest keys). */
      modules?: string[];
    }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'client' };

/** The site's server-rendering bundle, as far as the server calls it. */
export interface SiteRenderer {
  render(
    url: string,
    template: string,
    fetchInProcess: (request: InProcessRequest) => Promise<InProcessResponse>,
  ): Promise<RenderResult>;
}

/** Where the site's build puts its server-rendering bundle: next to the site's `dist`. */
export const rendererFile = (siteDir: string) => path.join(siteDir, '..', 'dist-ssr', 'entry-server.js');

/** Loads the site's server-rendering bundle; null when the site was built without it (the pages stay client-rendered). */
export async function loadSiteRenderer(siteDir: string): Promise<SiteRenderer | null> {
  const file = rendererFile(siteDir);
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as SiteRenderer;
}

/**
 * The loaders' way to the API while a page renders: Fastify's `inject`, which runs the same routes (and their
 * hooks) as an HTTP request, in process, without the network.
 */
export function fetchInProcess(app: FastifyInstance) {
  return async ({ method, url, headers, body }: InProcessRequest): Promise<InProcessResponse> => {
    const response = await app.inject({ method: method as 'GET', url, headers, payload: body });
    const plain = Object.entries(response.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value : String(value)] as const],
    );
    return { status: response.statusCode, headers: Object.fromEntries(plain), body: response.body };
  };
}
