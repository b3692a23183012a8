import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CyberTool } from '@csi/api-client';
import { titleKey } from '@csi/contract';
import type { FastifyInstance } from 'fastify';
import type { MetaResolver } from '../../plugins/site';

const PREFIX = '/docs/g/cyber-tool/';

/** What the meta needs of a listed tool. */
type ListedTool = Pick<CyberTool, 'toolname' | 'description'> & Partial<Pick<CyberTool, 'documentationLink'>>;

function isListedTool(entry: unknown): entry is ListedTool {
  if (typeof entry !== 'object' || entry === null) return false;
  const { toolname, description, documentationLink } = entry as Record<string, unknown>;
  return (
    typeof toolname === 'string' &&
    typeof description === 'string' &&
    (documentationLink === undefined || typeof documentationLink === 'string')
  );
}

/** The tools of the served site's jsons/cyber-security-tools.json; none when it is missing or unreadable. */
async function readTools(siteDir: string): Promise<ListedTool[]> {
  try {
    const list: unknown = JSON.parse(await readFile(path.join(siteDir, 'jsons', 'cyber-security-tools.json'), 'utf8'));
    return Array.isArray(list) ? list.filter(isListedTool) : [];
  } catch {
    return [];
  }
}

/**
 * Page meta of a tool documentation page `/docs/g/cyber-tool/{toolname}`: '{toolname} | CSI' and
 * the tool's description (cut at 160 when written into the page). The name matches the tool's name
 * or documentation link ignoring case, hyphens as spaces; null when no tool matches.
 */
export const toolMetaResolver =
  (app: FastifyInstance): MetaResolver =>
  async (pathname) => {
    const siteDir = app.config.siteDir;
    if (!siteDir || !pathname.startsWith(PREFIX)) return null;
    const wanted = titleKey(pathname.slice(PREFIX.length).replace(/\/$/, ''));
    const tool = (await readTools(siteDir)).find(
      (entry) =>
        titleKey(entry.toolname) === wanted ||
        (entry.documentationLink !== undefined && titleKey(entry.documentationLink) === wanted),
    );
    return tool ? { title: `${tool.toolname} | CSI`, description: tool.description } : null;
  };
