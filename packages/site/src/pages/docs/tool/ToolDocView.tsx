import type { CyberTool } from '@csi/api-client';
import { NotFound } from '@csi/ui';
import { LazyMarkdown } from '../../../lib/LazyMarkdown';
import { RouterLink } from '../../../shell/RouterLink';
import { MoreTools } from './MoreTools';

/** Props of {@link ToolDocView}. */
export interface ToolDocViewProps {
  /** The tool name from the URL. */
  query: string;
  /** The matching tool, or undefined when none matches. */
  tool: CyberTool | undefined;
  /** Its documentation markdown ('' while missing). */
  markdown: string;
  /** Every other tool, for the sidebar. */
  others: CyberTool[];
}

/** A tool's name, description and documentation (or the not-found message), then the sidebar. */
export function ToolDocView({ query, tool, markdown, others }: ToolDocViewProps) {
  return (
    <>
      {tool ? (
        <article aria-labelledby="tool-title">
          <h1 id="tool-title">{tool.toolname}</h1>
          <p>{tool.description}</p>
          {markdown ? <LazyMarkdown>{markdown}</LazyMarkdown> : <p>The documentation of this tool is being written.</p>}
        </article>
      ) : (
        <NotFound
          title="Tool not found"
          message="Oops! We couldn't find the tool you're looking for."
          query={query}
          hint="Please check the URL or try searching for another cyber tool."
          action={{ label: 'Go to Home', href: '/' }}
          linkComponent={RouterLink}
        />
      )}
      <MoreTools tools={others} />
    </>
  );
}
