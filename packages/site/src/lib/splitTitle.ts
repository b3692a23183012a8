/** Splits a markdown document into its leading `# ` heading (if any) and the rest. */
export function splitTitle(markdown: string): { title: string | null; body: string } {
  const match = /^\s*# (.+)\n/.exec(markdown);
  const title = match?.[1]?.trim();
  return match && title ? { title, body: markdown.slice(match[0].length) } : { title: null, body: markdown };
}
