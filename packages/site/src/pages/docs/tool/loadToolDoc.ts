import type { CyberTool } from '@csi/api-client';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { findTool } from '../../../lib/findTool';
import { settle } from '../../../lib/settle';
import { siteClient, type SiteClient } from '../../../lib/siteClient';

/** The tool's documentation markdown; '' when the file cannot be loaded (logged). */
async function toolMarkdown(client: SiteClient, tool: CyberTool | undefined): Promise<string> {
  if (!tool) return '';
  try {
    return await client.content.toolMarkdown(tool.path);
  } catch (error) {
    console.error('Tool documentation failed:', error);
    return '';
  }
}

/** The loader of /docs/g/cyber-tool/:toolname: the tool matched from the static list, its markdown, the others. */
export async function loadToolDoc({ params, context }: LoaderFunctionArgs) {
  const client = await siteClient(context);
  return settle(
    client.content.tools().then(async (tools) => {
      const tool = findTool(tools, params.toolname ?? '');
      return { tool, markdown: await toolMarkdown(client, tool), others: tools.filter((other) => other !== tool) };
    }),
  );
}
