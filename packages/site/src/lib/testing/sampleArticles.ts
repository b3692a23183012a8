import type { Article } from '@csi/api-client';

/** Builds an article as the server returns it, with the given title and defaults for the rest. */
export function sampleArticle(articleId: number, title: string, overrides: Partial<Article> = {}): Article {
  return {
    articleId,
    title,
    summary: `What ${title} means for Kenyan businesses, and how to defend against it step by step.`,
    category: 'phishing',
    content: `## Why it matters\n\nBody of ${title}.`,
    articleIsOnline: true,
    approved: true,
    datePosted: '2025-03-04',
    ...overrides,
  };
}
