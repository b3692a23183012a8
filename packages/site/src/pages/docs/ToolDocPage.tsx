import { useLoaderData, useParams } from 'react-router-dom';
import { usePageMeta } from '../../hooks/usePageMeta';
import { LoadError } from '../../shell/LoadError';
import type { loadToolDoc } from './tool/loadToolDoc';
import { ToolDocView } from './tool/ToolDocView';

/** /docs/g/cyber-tool/:toolname: the tool's documentation, matched from the static tool list by its route's loader. */
export default function ToolDocPage() {
  const { toolname = '' } = useParams();
  const state = useLoaderData<typeof loadToolDoc>();
  const tool = state.status === 'success' ? state.data.tool : undefined;
  usePageMeta({
    title: `${tool?.toolname ?? toolname.replace(/-/g, ' ')} | CSI`,
    description: tool?.description ?? 'Documentation of a cyber security tool.',
  });
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
