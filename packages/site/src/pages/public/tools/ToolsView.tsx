import type { CyberTool } from '@csi/api-client';
import { ToolCard, VisuallyHidden } from '@csi/ui';
import styled from 'styled-components';
import type { AsyncState } from '../../../hooks/useAsync';
import { LoadError } from '../../../shell/LoadError';
import { PageLoader } from '../../../shell/PageLoader';
import { RouterLink } from '../../../shell/RouterLink';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** Props of {@link ToolsView}. */
export interface ToolsViewProps {
  /** The load of the static tool list. */
  tools: AsyncState<CyberTool[]>;
}

/** "Available Tools": a spinner, the failure, a note when empty, or a ToolCard per tool. */
export function ToolsView({ tools }: ToolsViewProps) {
  return (
    <>
      <h1>Available Tools</h1>
      <VisuallyHidden as="h2">Tool list</VisuallyHidden>
      {tools.status === 'loading' && <PageLoader label="Loading tools" />}
      {tools.status === 'error' && <LoadError what="the tool list" error={tools.error} />}
      {tools.status === 'success' && tools.data.length === 0 && <p role="status">No tools are listed yet.</p>}
      {tools.status === 'success' && tools.data.length > 0 && (
        <Grid>
          {tools.data.map((tool) => (
            <li key={tool.toolname}>
              <ToolCard
                name={tool.toolname}
                description={tool.description}
                documentationLink={tool.documentationLink}
                downloadLink={tool.downloadLink}
                githubLink={tool.githubLink}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
