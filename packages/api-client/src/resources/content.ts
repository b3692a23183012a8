import type { ApiRequest } from '../request';
import type { ArticleMetadata } from '../types/ArticleMetadata';
import type { CyberTool } from '../types/CyberTool';

/** The static JSON and markdown served with the site (public). */
export function createContentResource(request: ApiRequest) {
  return {
    /** The article metadata list (GET jsons/metadata.json). */
    articleMetadata: () => request<ArticleMetadata[]>({ path: 'jsons/metadata.json' }),
    /** An article's markdown (GET markups/{path}). */
    articleMarkdown: (path: string) => request<string>({ path: `markups/${path}`, responseType: 'text' }),
    /** The cyber tool list (GET jsons/cyber-security-tools.json). */
    tools: () => request<CyberTool[]>({ path: 'jsons/cyber-security-tools.json' }),
    /** A tool's documentation markdown (GET markups/documentations/{path}). */
    toolMarkdown: (path: string) => request<string>({ path: `markups/documentations/${path}`, responseType: 'text' }),
  };
}

/** The content resource of a client. */
export type ContentResource = ReturnType<typeof createContentResource>;
