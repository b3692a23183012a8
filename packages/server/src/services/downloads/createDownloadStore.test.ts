import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDownloadStore } from './createDownloadStore';
import { DOWNLOAD_GONE, downloadsRoutes } from '../../modules/downloads/downloadsRoutes';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createDownloadStore', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csi-dl-'));
  });
  afterEach(async () => rm(dataDir, { recursive: true, force: true }));

  it('stores a file under DATA_DIR/downloads behind an unguessable id and link', async () => {
    const store = createDownloadStore({ dataDir });
    const { id, url } = await store.put(new Uint8Array([1, 2, 3]), 'My Report (final).pdf');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url('https://api.example.com/')).toBe(`https://api.example.com/files/download/${id}`);
    const file = await store.get(id);
    expect(file).toMatchObject({ filename: 'My_Report_final_.pdf', size: 3 });
    expect(await readdir(path.join(dataDir, 'downloads'))).toEqual([`${id}.bin`, `${id}.json`]);
    expect(await store.get('../../etc/passwd')).toBeNull();
    store.close();
  });

  it('forgets and deletes a file once expired, on read and by the sweep', async () => {
    const store = createDownloadStore({ dataDir, ttlMs: 40 });
    const read = await store.put(new Uint8Array([1]), 'a.pdf');
    await store.put(new Uint8Array([2]), 'b.pdf');
    await wait(60);
    expect(await store.get(read.id)).toBeNull();
    await store.sweep();
    expect(await readdir(path.join(dataDir, 'downloads'))).toEqual([]);
    store.close();
  });

  it('survives metadata caught half-written (a put in progress): the sweep keeps the file, get answers null', async () => {
    // A sweep running beside a put in another store on the same folder can read the metadata file while it
    // is being written: empty or cut short. That must neither reject the (unawaited) sweep nor delete a
    // fresh file, and get() must answer null rather than throw.
    const dir = path.join(dataDir, 'downloads');
    await mkdir(dir, { recursive: true });
    const id = 'B'.repeat(43);
    await writeFile(path.join(dir, `${id}.bin`), 'x');
    await writeFile(path.join(dir, `${id}.json`), '{"filename":"a.p');
    const store = createDownloadStore({ dataDir });
    await expect(store.sweep()).resolves.toBeUndefined();
    expect((await readdir(dir)).sort()).toEqual([`${id}.bin`, `${id}.json`]);
    await expect(store.get(id)).resolves.toBeNull();
    // Puts write the metadata whole or not at all: no temporary file is left behind.
    const { id: stored } = await store.put(new Uint8Array([1]), 'c.pdf');
    expect((await readdir(dir)).filter((name) => name.startsWith(stored)).sort()).toEqual([
      `${stored}.bin`,
      `${stored}.json`,
    ]);
    store.close();
  });

  it('sweeps what a crash left without readable metadata once it is older than the lifetime', async () => {
    const dir = path.join(dataDir, 'downloads');
    await mkdir(dir, { recursive: true });
    const id = 'C'.repeat(43);
    await writeFile(path.join(dir, `${id}.bin`), 'x');
    await writeFile(path.join(dir, `${id}.json`), '');
    await writeFile(path.join(dir, `${id}.json.0a1b2c.tmp`), '{"filename"');
    const store = createDownloadStore({ dataDir, ttlMs: 40 });
    await wait(60);
    await store.sweep();
    expect(await readdir(dir)).toEqual([]);
    store.close();
  });

  it('serves GET /files/download/:id as an attachment and 404 { msg } when unknown', async () => {
    const store = createDownloadStore({ dataDir });
    const app = Fastify();
    await app.register(downloadsRoutes, { store });
    const { id } = await store.put(Buffer.from('%PDF-1.7 test'), 'report.pdf');
    const ok = await app.inject({ method: 'GET', url: `/files/download/${id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.body).toBe('%PDF-1.7 test');
    const gone = await app.inject({ method: 'GET', url: `/files/download/${'A'.repeat(43)}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ msg: DOWNLOAD_GONE });
    await app.close();
    store.close();
  });
});
