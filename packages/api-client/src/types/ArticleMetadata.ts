/** One entry of the static article metadata JSON. */
export interface ArticleMetadata {
  title: string;
  summary: string;
  datePosted: string;
  /** Markdown file name under `markups/`. */
  path: string;
}
