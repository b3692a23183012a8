import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithCompressedText } from '../../../test-fixtures/sampleFiles';
import { closeExiftool } from './exiftool';
import { readTags } from './readTags';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'csi-tags-'));
});
afterAll(async () => {
  await closeExiftool();
  await rm(dir, { recursive: true, force: true });
});

async function tagsOf(png: Buffer) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, png);
  return readTags(file);
}

const valueOf = (tags: Awaited<ReturnType<typeof readTags>>, group: string, name: string) =>
  tags.find((tag) => tag.group === group && tag.name === name)?.value;

describe('readTags within bounds', () => {
  it('reads a compressed text chunk as it is', async () => {
    const tags = await tagsOf(pngWithCompressedText({ Comment: 'taken at the office' }));
    expect(valueOf(tags, 'PNG', 'Comment')).toBe('taken at the office');
  });

  it('cuts a value longer than 64 KB and marks the cut', async () => {
    const tags = await tagsOf(pngWithCompressedText({ Comment: 'B'.repeat(100_000) }));
    expect(valueOf(tags, 'PNG', 'Comment')).toBe(`${'B'.repeat(65_536)}[...]`);
  });

  it('inflates no more than 16 MB of one file: a larger block is left compressed, with a warning', async () => {
    const tags = await tagsOf(pngWithCompressedText({ Comment: Buffer.alloc(20 * 1024 * 1024, 'C') }));
    expect(valueOf(tags, 'ExifTool', 'Warning')).toBe('Error inflating Comment');
    expect(String(valueOf(tags, 'PNG', 'Comment'))).not.toContain('CCCC');
  });

  it('rejects a file whose metadata is over 2 MB with 422, and reads the next file', async () => {
    const texts: Record<string, string> = {};
    for (let i = 0; i < 40; i++) texts[`Note${i}`] = 'D'.repeat(65_536);
    await expect(tagsOf(pngWithCompressedText(texts))).rejects.toMatchObject({
      statusCode: 422,
      message: "The file's metadata is larger than 2 MB; it was rejected.",
    });
    const tags = await tagsOf(pngWithCompressedText({ Comment: 'next' }));
    expect(valueOf(tags, 'PNG', 'Comment')).toBe('next');
  });
});
