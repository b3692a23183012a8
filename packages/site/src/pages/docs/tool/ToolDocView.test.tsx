import type { CyberTool } from '@csi/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findTool } from '../../../lib/findTool';
import { renderView } from '../../../lib/testing/renderView';
import { ToolDocView } from './ToolDocView';

const tool = (toolname: string, documentationLink = toolname): CyberTool => ({
  toolname,
  description: `${toolname} description`,
  documentationLink,
  downloadLink: 'https://example.org/download',
  path: `${toolname.toLowerCase()}.md`,
});
const tools = [tool('Nmap'), tool('OWASP ZAP', 'OWASP-ZAP'), tool('John the Ripper')];

describe('ToolDocView', () => {
  it('given no matching tool, shows the not-found message, the query and a Go to Home link', () => {
    renderView(<ToolDocView query="no-such-tool" tool={findTool(tools, 'no-such-tool')} markdown="" others={tools} />);
    expect(screen.getByText("Oops! We couldn't find the tool you're looking for.")).toBeInTheDocument();
    expect(screen.getByText('Please check the URL or try searching for another cyber tool.')).toBeInTheDocument();
    expect(screen.getByText('no-such-tool')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('given a tool, shows its name, description and markdown, and links the others with hyphens', async () => {
    const found = findTool(tools, 'owasp-zap');
    renderView(
      <ToolDocView
        query="owasp-zap"
        tool={found}
        markdown={'## Install\n\nRun it.'}
        others={tools.filter((t) => t !== found)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OWASP ZAP' })).toBeInTheDocument();
    expect(screen.getByText('OWASP ZAP description')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'John the Ripper' })).toHaveAttribute(
      'href',
      '/docs/g/cyber-tool/John-the-Ripper',
    );
  });
});

describe('findTool', () => {
  it('matches names ignoring case, with hyphens as spaces', () => {
    expect(findTool(tools, 'john-THE-ripper')?.toolname).toBe('John the Ripper');
    expect(findTool(tools, 'NMAP')?.toolname).toBe('Nmap');
    expect(findTool(tools, 'zap')).toBeUndefined();
  });
});
