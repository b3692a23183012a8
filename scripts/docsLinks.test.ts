import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The documents a newcomer reads: the README, CONTRIBUTING, docs/ and each package's README. */
function documents(): string[] {
  const inFolder = (folder: string, pick: (name: string) => boolean) =>
    readdirSync(path.join(root, folder))
      .filter(pick)
      .map((name) => path.join(folder, name));
  return [
    'README.md',
    'CONTRIBUTING.md',
    ...inFolder('docs', (name) => name.endsWith('.md')),
    ...inFolder('packages', (name) => existsSync(path.join(root, 'packages', name, 'README.md'))).map((folder) =>
      path.join(folder, 'README.md'),
    ),
  ];
}

/** The targets of a Markdown text's inline links, outside fenced code blocks. */
function linkTargets(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** The anchors GitHub gives a Markdown text's headings. */
function headingAnchors(markdown: string): Set<string> {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...prose.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) =>
      (match[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** The broken relative links of one document: a missing file, or a heading the file does not have. */
function brokenLinks(document: string): string[] {
  const text = readFileSync(path.join(root, document), 'utf8');
  const broken: string[] = [];
  for (const target of linkTargets(text)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    const resolved =
      file === '' ? path.join(root, document) : path.resolve(path.dirname(path.join(root, document)), file);
    if (!existsSync(resolved)) {
      broken.push(`${target}: no such file`);
      continue;
    }
    if (anchor && resolved.endsWith('.md') && !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      broken.push(`${target}: no such heading`);
    }
  }
  return broken;
}

describe('the documentation', () => {
  it('has the README, CONTRIBUTING, docs/ and a README per package', () => {
    const found = documents();
    for (const document of [
      'README.md',
      'CONTRIBUTING.md',
      'docs/architecture.md',
      'docs/operations.md',
      'docs/security.md',
      'docs/benchmarks.md',
      'packages/ui/README.md',
      'packages/api-client/README.md',
      'packages/site/README.md',
      'packages/server/README.md',
    ]) {
      expect(found).toContain(document);
    }
  });

  it.each(documents())('%s links only to files and headings that exist', (document) => {
    expect(brokenLinks(document)).toEqual([]);
  });

  it('finds a broken link when there is one', () => {
    expect(linkTargets('See [the map](docs/nowhere.md#top).\n```\n[not a link](y)\n```')).toEqual([
      'docs/nowhere.md#top',
    ]);
    expect(headingAnchors('## Where one live gateway call goes\n### The `X-Call-Cost` header')).toEqual(
      new Set(['where-one-live-gateway-call-goes', 'the-x-call-cost-header']),
    );
  });
});
