import type { CyberTool } from '@csi/api-client';
import { titleToPath } from '@csi/ui';
import { Link } from 'react-router-dom';

/** Props of {@link MoreTools}. */
export interface MoreToolsProps {
  /** The other tools. */
  tools: CyberTool[];
}

/** The sidebar "More Tools You Might Like", linking to each tool's documentation. */
export function MoreTools({ tools }: MoreToolsProps) {
  return (
    <aside aria-labelledby="more-tools">
      <h2 id="more-tools">More Tools You Might Like</h2>
      <ul>
        {tools.map((tool) => (
          <li key={tool.toolname}>
            <Link to={`/docs/g/cyber-tool/${titleToPath(tool.toolname)}`}>{tool.toolname}</Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
