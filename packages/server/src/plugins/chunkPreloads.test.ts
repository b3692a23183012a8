import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chunkFilesOf,
  chunkPreloads,
  injectChunkList,
  injectPreloads,
  lowPriorityScripts,
  readSiteManifest,
  startChunks,
} from './chunkPreloads';

/** The shape of the site build's manifest: the entry, its static imports, the client chunk and its imports. */
const manifest = {
  'index.html': { file: 'assets/index-a1.js', name: 'index', isEntry: true, imports: ['_jsx-b2.js'] },
  '_jsx-b2.js': { file: 'assets/jsx-b2.js', name: 'jsx' },
  '_client-c3.js': {
    file: 'assets/client-c3.js',
    name: 'client',
    imports: ['_jsx-b2.js', '_errors-d4.js', 'index.html'],
  },
  '_errors-d4.js': { file: 'assets/errors-d4.js', name: 'errors', imports: ['_client-c3.js'] },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage-e5.js', name: 'HomePage', imports: ['index.html'] },
  'src/lib/MarkdownBody.tsx': {
    file: 'assets/MarkdownBody-f6.js',
    name: 'MarkdownBody',
    imports: ['_md-g7.js', '_errors-d4.js'],
  },
  '_md-g7.js': { file: 'assets/md-g7.js', name: 'markdownOptions' },
};

describe('readSiteManifest', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });
  const siteWith = async (content: string | undefined) => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'csi-preloads-'));
    if (content !== undefined) {
      await mkdir(path.join(dir, '.vite'));
      await writeFile(path.join(dir, '.vite', 'manifest.json'), content);
    }
    return dir;
  };

  it('reads the build manifest of the site folder', async () => {
    expect(readSiteManifest(await siteWith(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it('is null without a manifest or with an unreadable one', async () => {
    expect(readSiteManifest(await siteWith(undefined))).toBeNull();
    await rm(dir!, { recursive: true, force: true });
    expect(readSiteManifest(await siteWith('{not json'))).toBeNull();
  });
});

describe('chunkPreloads', () => {
  it('lists the client chunk and its own imports, without the entry or what the entry loads, each once', () => {
    expect(chunkPreloads(manifest, ['client'])).toEqual(['/assets/client-c3.js', '/assets/errors-d4.js']);
    expect(chunkPreloads(manifest, ['client', 'MarkdownBody'])).toEqual([
      '/assets/client-c3.js',
      '/assets/errors-d4.js',
      '/assets/MarkdownBody-f6.js',
      '/assets/md-g7.js',
    ]);
  });

  it('is empty without a chunk of the name', () => {
    const { ['_client-c3.js']: _client, ...withoutClient } = manifest;
    expect(chunkPreloads(withoutClient, ['client'])).toEqual([]);
  });
});

describe('chunkFilesOf', () => {
  it('lists the chunks of the named source modules and their own imports, without what the entry loads, each once', () => {
    expect(chunkFilesOf(manifest, ['src/pages/HomePage.tsx'])).toEqual(['/assets/HomePage-e5.js']);
    expect(chunkFilesOf(manifest, ['src/lib/MarkdownBody.tsx', 'src/pages/HomePage.tsx'])).toEqual([
      '/assets/MarkdownBody-f6.js',
      '/assets/md-g7.js',
      '/assets/errors-d4.js',
      '/assets/client-c3.js',
      '/assets/HomePage-e5.js',
    ]);
  });

  it('adds nothing for a module the manifest lacks, or for the entry itself', () => {
    expect(chunkFilesOf(manifest, ['src/pages/Gone.tsx', 'index.html'])).toEqual([]);
  });
});

describe('startChunks', () => {
  it("lists the site's start (the entry's dynamic import called boot) and its imports, without what the entry loads or the home page's island", () => {
    const withStart = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['src/islands/homeIsland.tsx', 'src/boot.tsx'] },
      'src/islands/homeIsland.tsx': { file: 'assets/homeIsland-j1.js', name: 'homeIsland', imports: ['_jsx-b2.js'] },
      'src/boot.tsx': {
        file: 'assets/boot-h8.js',
        name: 'boot',
        imports: ['_jsx-b2.js', '_runtime-i9.js', 'index.html'],
      },
      '_runtime-i9.js': { file: 'assets/runtime-i9.js', name: 'runtime' },
    };
    expect(startChunks(withStart)).toEqual(['/assets/boot-h8.js', '/assets/runtime-i9.js']);
  });

  it('is empty when the entry imports nothing dynamically', () => {
    expect(startChunks(manifest)).toEqual([]);
  });
});

describe('injectChunkList', () => {
  it('lists the URLs as a JSON data element at the end of the body, with no preload link', () => {
    const html = injectChunkList('<html><head><title>CSI</title></head><body><div id="root"></div></body></html>', [
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(html).toBe(
      '<html><head><title>CSI</title></head><body><div id="root"></div><script type="application/json" id="page-chunks">["/assets/a.js","/assets/b.js"]</script>\n</body></html>',
    );
  });

  it('escapes < so no URL can close the element, and adds nothing for no URLs', () => {
    expect(injectChunkList('<body></body>', ['/assets/</script>.js'])).toBe(
      '<body><script type="application/json" id="page-chunks">["/assets/\\u003c/script>.js"]</script>\n</body>',
    );
    expect(injectChunkList('<body></body>', [])).toBe('<body></body>');
  });
});

describe('injectPreloads', () => {
  it('adds one modulepreload link per URL before the end of the head', () => {
    const html = injectPreloads('<html><head><title>CSI</title></head><body></body></html>', [
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(html).toBe(
      '<html><head><title>CSI</title><link rel="modulepreload" crossorigin href="/assets/a.js">\n<link rel="modulepreload" crossorigin href="/assets/b.js">\n</head><body></body></html>',
    );
  });

  it('leaves the document as it is when there is nothing to preload', () => {
    expect(injectPreloads('<head></head>', [])).toBe('<head></head>');
  });
});

describe('lowPriorityScripts', () => {
  it('fetches the module script and module preloads at low priority, once', () => {
    const html =
      '<head><link rel="modulepreload" crossorigin href="/assets/common.js"><script type="module" crossorigin src="/assets/index.js"></script><link rel="icon" href="/favicon.ico"></head>';
    const low = lowPriorityScripts(html);
    expect(low).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/common.js"><script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><link rel="icon" href="/favicon.ico"></head>',
    );
    expect(lowPriorityScripts(low)).toBe(low);
  });
});
