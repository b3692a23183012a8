import type { ApiRequest, CallOptions } from '../request';
import type { ArticleMetadata } from '../types/ArticleMetadata';
import type { CyberTool } from '../types/CyberTool';

/** The static JSON and markdown served with the site (public). */
export function createContentResource(request: ApiRequest) {
  return {
    /** The article metadata list (GET jsons/metadata.json). */
    articleMetadata: (options?: CallOptions) => request<ArticleMetadata[]>({ path: 'jsons/metadata.json' }, options),
    /** An article's markdown (GET markups/{path}). */
    articleMarkdown: (path: string, options?: CallOptions) =>
      request<string>({ path: `markups/${path}`, responseType: 'text' }, options),
    /** The cyber tool list (GET jsons/cyber-security-tools.json). */
    tools: (options?: CallOptions) => request<CyberTool[]>({ path: 'jsons/cyber-security-tools.json' }, options),
    /** A tool's documentation markdown (GET markups/documentations/{path}). */
    toolMarkdown: (path: string, options?: CallOptions) =>
      request<string>({ path: `markups/documentations/${path}`, responseType: 'text' }, options),
  };
}

/** The content resource of a client. */
export type ContentResource = ReturnType<typeof createContentResource>;
