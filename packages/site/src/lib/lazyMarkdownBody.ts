import { lazyWithPreload } from './lazyWithPreload';

/**
 * The markdown renderer's chunk (markdown-to-jsx), loaded on first use. Its own small module so that routes
 * whose pages show markdown can start it from the entry, with their page chunks (see routes.tsx), instead of
 * one chunk later.
 */
export const LazyMarkdownBody = lazyWithPreload(() => import('./MarkdownBody'), 'src/lib/MarkdownBody.tsx');
