import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { CyberTool } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const zap: CyberTool = {
  toolname: 'OWASP ZAP',
  description: `Free web application security scanner and intercepting proxy. ${'It finds vulnerabilities. '.repeat(8)}`,
  documentationLink: 'OWASP-ZAP',
  downloadLink: 'https://www.zaproxy.org/download/',
  path: 'owasp-zap.md',
};
const nmap: CyberTool = {
  toolname: 'Nmap',
  description: 'Network mapper for discovering hosts & "open" ports.',
  documentationLink: 'Nmap',
  downloadLink: 'https://nmap.org/download.html',
  path: 'nmap.md',
};

describe('the page meta of a tool documentation page', () => {
  let server: TestServer;
  let siteDir: string;
  const toolsFile = () => path.join(siteDir, 'jsons', 'cyber-security-tools.json');
  const html = async (pathname: string) => {
    const res = await fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-site-'));
    await writeFile(
      path.join(siteDir, 'index.html'),
      '<html><head><title>CSI</title><meta name="description" content="Default."></head><body></body></html>',
    );
    await mkdir(path.join(siteDir, 'jsons'));
    await writeFile(toolsFile(), JSON.stringify([nmap, zap, { toolname: 42 }]));
    server = await startTestServer({ siteDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it.each(['/docs/g/cyber-tool/OWASP-ZAP', '/docs/g/cyber-tool/owasp-zap', '/docs/g/cyber-tool/owasp%20zap/'])(
    'writes the tool name and its description cut at 160 for %s',
    async (pathname) => {
      expect(zap.description.length).toBeGreaterThan(160);
      const page = await html(pathname);
      expect(page).toContain('<title>OWASP ZAP | CSI</title>');
      expect(page).toContain(`<meta name="description" content="${zap.description.slice(0, 160)}">`);
      expect(page).not.toContain('Default.');
    },
  );

  it('escapes the description', async () => {
    const page = await html('/docs/g/cyber-tool/NMAP');
    expect(page).toContain('<title>Nmap | CSI</title>');
    expect(page).toContain(
      '<meta name="description" content="Network mapper for discovering hosts &amp; &quot;open&quot; ports.">',
    );
  });

  it('keeps the default meta for an unknown tool', async () => {
    const page = await html('/docs/g/cyber-tool/no-such-tool');
    expect(page).toContain('<title>CSI</title>');
    expect(page).toContain('content="Default."');
  });

  it('keeps the default meta when the tool list is unreadable', async () => {
    await writeFile(toolsFile(), '{ not json');
    const page = await html('/docs/g/cyber-tool/Nmap');
    expect(page).toContain('<title>CSI</title>');
    await rm(toolsFile());
    expect(await html('/docs/g/cyber-tool/Nmap')).toContain('<title>CSI</title>');
  });
});
