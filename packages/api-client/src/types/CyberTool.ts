/** One entry of the static cyber tool JSON. */
export interface CyberTool {
  toolname: string;
  description: string;
  documentationLink: string;
  downloadLink: string;
  githubLink?: string;
  /** Markdown file name under `markups/documentations/`. */
  path: string;
}
