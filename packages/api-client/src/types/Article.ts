/** Article categories. */
export const ARTICLE_CATEGORIES = ['sql injection', 'phishing', 'cryptography'] as const;

/** One of {@link ARTICLE_CATEGORIES}. */
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

/** Online choices of an article, as labels and values. */
export const ARTICLE_ONLINE_CHOICES = [
  { label: 'Online', value: true },
  { label: 'Offline', value: false },
] as const;

/** An article as the server stores it (`headerColor` is client-only). */
export interface Article {
  articleId: number;
  title: string;
  summary: string;
  category: ArticleCategory;
  content: string;
  articleIsOnline: boolean;
  approved: boolean;
  datePosted: string;
  headerColor?: string;
}

/** Body of article create and update. */
export type ArticleInput = Pick<Article, 'title' | 'summary' | 'category' | 'content' | 'articleIsOnline'>;
