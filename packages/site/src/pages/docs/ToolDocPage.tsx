import type { CyberTool } from '@csi/api-client';
import { useParams } from 'react-router-dom';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { usePageMeta } from '../../hooks/usePageMeta';
import { findTool } from '../../lib/findTool';
import { LoadError } from '../../shell/LoadError';
import { PageLoader } from '../../shell/PageLoader';
import { ToolDocView } from './tool/ToolDocView';

/** The tool's documentation markdown; '' when the file cannot be loaded (logged). */
async function toolMarkdown(tool: CyberTool | undefined): Promise<string> {
  if (!tool) return '';
  try {
    return await client.content.toolMarkdown(tool.path);
  } catch (error) {
    console.error('Tool documentation failed:', error);
    return '';
  }
}

/** /docs/g/cyber-tool/:toolname: the tool's documentation, matched from the static tool list. */
export default function ToolDocPage() {
  const { toolname = '' } = useParams();
  const state = useAsync(async () => {
    const tools = await client.content.tools();
    const tool = findTool(tools, toolname);
    return { tool, markdown: await toolMarkdown(tool), others: tools.filter((other) => other !== tool) };
  }, [toolname]);
  const tool = state.status === 'success' ? state.data.tool : undefined;
  usePageMeta({
    title: `${tool?.toolname ?? toolname.replace(/-/g, ' ')} | CSI`,
    description: tool?.description ?? 'Documentation of a cyber security tool.',
  });
  if (state.status === 'loading') return <PageLoader label="Loading documentation" />;
  if (state.status === 'error') {
    return (
      <>
        <h1>{toolname.replace(/-/g, ' ')}</h1>
        <LoadError what="the tool documentation" error={state.error} />
      </>
    );
  }
  return <ToolDocView query={toolname} {...state.data} />;
}
