/** Characters kept by the ApiCard description (SPEC section 9). */
export const API_DESCRIPTION_LENGTH = 200;
/** Characters kept by an ArticleCard summary (SPEC section 9). */
export const ARTICLE_SUMMARY_LENGTH = 100;
/** Characters kept by an ArticleCard summary in the list variant (SPEC section 9). */
export const ARTICLE_LIST_SUMMARY_LENGTH = 150;

/** Cuts `text` to `max` characters and appends '...' only when something was cut. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}
