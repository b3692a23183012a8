import type { CyberTool } from '@csi/api-client';
import { titleKey } from '@csi/contract';

/** The tool whose name (or documentation name) matches `name` ignoring case, with hyphens as spaces. */
export function findTool(tools: CyberTool[], name: string): CyberTool | undefined {
  const wanted = titleKey(name);
  return tools.find((tool) => titleKey(tool.toolname) === wanted || titleKey(tool.documentationLink) === wanted);
}
