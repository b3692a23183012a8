import type { CyberTool } from '@csi/api-client';

/** A tool name compared loosely: lower case, hyphens as spaces. */
const normalize = (name: string) => name.toLowerCase().replace(/-/g, ' ').trim();

/** The tool whose name (or documentation name) matches `name` ignoring case, with hyphens as spaces. */
export function findTool(tools: CyberTool[], name: string): CyberTool | undefined {
  const wanted = normalize(name);
  return tools.find((tool) => normalize(tool.toolname) === wanted || normalize(tool.documentationLink) === wanted);
}
