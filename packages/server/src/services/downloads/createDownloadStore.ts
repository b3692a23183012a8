import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { safeFilename } from './safeFilename';

/** A stored file while its link is valid. */
export interface StoredDownload {
  /** Name offered to the browser. */
  filename: string;
  size: number;
  /** The file's bytes: read from disk as a stream, or held in memory when they came from the database. */
  open(): NodeJS.ReadableStream | Uint8Array;
}

/** Options of createDownloadStore. */
export interface DownloadStoreOptions {
  /** Files go to `dataDir/downloads/`. */
  dataDir: string;
  /** Lifetime of a link and its file. @default 3_600_000 (1 hour) */
  ttlMs?: number;
}

/** Expiring files behind unguessable links. */
export interface DownloadStore {
  /** Stores `data`; the id is 32 random bytes in base64url, `url(publicUrl)` the link to hand out. */
  put(data: Uint8Array, filename: string): Promise<{ id: string; url(publicUrl: string): string }>;
  /** The stored file, or null when unknown or expired (expired files are deleted). */
  get(id: string): Promise<StoredDownload | null>;
  /** Deletes every expired file. */
  sweep(): Promise<void>;
  /** Stops the sweep timer. */
  close(): void;
}

/** A download id: 32 random bytes in base64url. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A new download id and its link. */
export function newDownloadLink(): { id: string; url(publicUrl: string): string } {
  const id = randomBytes(32).toString('base64url');
  return { id, url: (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}${DOWNLOAD_PATH}${id}` };
}

/** Path of the download route, followed by the id. */
export const DOWNLOAD_PATH = '/files/download/';

/**
 * Files on disk under `dataDir/downloads/` (`<id>.bin` and `<id>.json` with name and expiry), so every
 * store on the same folder, and a restarted server, sees the same links. A timer (unref'd) sweeps expired files.
 */
export function createDownloadStore({ dataDir, ttlMs = 3_600_000 }: DownloadStoreOptions): DownloadStore {
  const dir = path.join(dataDir, 'downloads');
  const files = (id: string) => ({ data: path.join(dir, `${id}.bin`), meta: path.join(dir, `${id}.json`) });
  const remove = async (id: string) => {
    const { data, meta } = files(id);
    await Promise.all([rm(data, { force: true }), rm(meta, { force: true })]);
  };
  /** The metadata, or null when missing or unreadable (it then expires by the file's age, see sweep). */
  const readMeta = async (id: string) => {
    const text = await readFile(files(id).meta, 'utf8').catch(() => null);
    try {
      const meta = text === null ? null : (JSON.parse(text) as { filename?: unknown; expiresAt?: unknown });
      return meta && typeof meta.filename === 'string' && typeof meta.expiresAt === 'number'
        ? { filename: meta.filename, expiresAt: meta.expiresAt }
        : null;
    } catch {
      return null;
    }
  };

  const store: DownloadStore = {
    async put(data, filename) {
      const link = newDownloadLink();
      const { id } = link;
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(files(id).data, data, { mode: 0o600 });
      const meta = { filename: safeFilename(filename), expiresAt: Date.now() + ttlMs };
      // Written aside and renamed, so a reader (a sweep, another store on this folder) never sees it half-written.
      const temporary = `${files(id).meta}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, JSON.stringify(meta), { mode: 0o600 });
      await rename(temporary, files(id).meta);
      return link;
    },
    async get(id) {
      if (!ID_PATTERN.test(id)) return null;
      const meta = await readMeta(id);
      if (!meta) return null;
      if (meta.expiresAt <= Date.now()) {
        await remove(id);
        return null;
      }
      const info = await stat(files(id).data).catch(() => null);
      const file = files(id).data;
      return info && { filename: meta.filename, size: info.size, open: () => createReadStream(file) };
    },
    async sweep() {
      const names = await readdir(dir).catch(() => []);
      const now = Date.now();
      for (const name of names) {
        const id = name.replace(/\.(bin|json)$/, '');
        const meta = await readMeta(id);
        const info = meta ? null : await stat(path.join(dir, name)).catch(() => null);
        // A file without readable metadata (e.g. a crash between the two writes) expires by its age.
        const expired = meta ? meta.expiresAt <= now : info !== null && info.mtimeMs + ttlMs <= now;
        // Without metadata, the file itself goes (a .bin, a cut .json, or a .tmp a crash left behind).
        if (expired) await (meta ? remove(id) : rm(path.join(dir, name), { force: true }));
      }
    },
    close() {
      clearInterval(timer);
    },
  };
  // A failed sweep (e.g. the folder removed under it) is retried by the next one; it never rejects unhandled.
  const sweepQuietly = () => void store.sweep().catch(() => undefined);
  const timer = setInterval(sweepQuietly, Math.min(ttlMs, 60_000));
  timer.unref();
  sweepQuietly();
  return store;
}
