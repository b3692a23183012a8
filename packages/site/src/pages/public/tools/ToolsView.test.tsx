import type { CyberTool } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { ToolsView } from './ToolsView';

const nmap: CyberTool = {
  toolname: 'Nmap',
  description: 'Network scanner for discovering hosts and services.',
  documentationLink: 'Nmap',
  downloadLink: 'https://nmap.org/download.html',
  githubLink: 'https://github.com/nmap/nmap',
  path: 'nmap.md',
};
const wireshark: CyberTool = {
  toolname: 'Wireshark',
  description: 'Network protocol analyser.',
  documentationLink: 'Wireshark',
  downloadLink: 'https://www.wireshark.org/download.html',
  path: 'wireshark.md',
};

describe('ToolsView', () => {
  it('shows a spinner while the tool list loads', () => {
    renderView(<ToolsView tools={{ status: 'loading' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Available Tools' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading tools' })).toBeInTheDocument();
  });

  it('given a failed load, says what failed and why', () => {
    renderView(<ToolsView tools={{ status: 'error', error: 'Request failed with status 503' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the tool list. Request failed with status 503',
    );
  });

  it('given no tools, says none are listed yet', () => {
    renderView(<ToolsView tools={{ status: 'success', data: [] }} />);
    expect(screen.getByText('No tools are listed yet.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a card per tool with Documentation and Download links, and GitHub only when the tool has one', () => {
    renderView(<ToolsView tools={{ status: 'success', data: [nmap, wireshark] }} />);
    const [nmapCard, wiresharkCard] = screen.getAllByRole('article');
    expect(within(nmapCard as HTMLElement).getByRole('heading', { name: 'Nmap' })).toBeInTheDocument();
    expect(within(nmapCard as HTMLElement).getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/docs/g/cyber-tool/Nmap',
    );
    expect(within(nmapCard as HTMLElement).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      nmap.downloadLink,
    );
    expect(within(nmapCard as HTMLElement).getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      nmap.githubLink,
    );
    expect(within(wiresharkCard as HTMLElement).queryByRole('link', { name: 'GitHub' })).not.toBeInTheDocument();
  });
});
