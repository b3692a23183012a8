/**
 * Benchmark of the security services: `npx tsx packages/server/bench/services.bench.ts`.
 * Prints a table and writes bench-results/services.json at the repository root.
 */
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { multipartBody } from '../test-fixtures/multipartBody';
import { jpegWithGps, largePdf } from '../test-fixtures/sampleFiles';
import { serviceTestApp } from '../test-fixtures/serviceTestApp';
import { closeServices } from '../src/services/closeServices';
import { extractMetadata } from '../src/services/metadata/extractMetadata';

const NATIVE_QPDF = '/usr/bin/qpdf';
const PDF_BYTES = 20 * 1024 * 1024;
const PDF_RUNS = 3;
const ENCRYPT_CALLS = 1000;
const IMAGES = 40;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const median = (values: number[]) => percentile(values, 50);
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
const round = (value: number) => Math.round(value * 100) / 100;

const dir = await mkdtemp(path.join(tmpdir(), 'csi-bench-'));
const app = await serviceTestApp({ publicUrl: 'http://bench.local', dataDir: dir, maxUploadBytes: 25 * 1024 * 1024 });

// PDF: the endpoint (multipart in, qpdf-wasm in a worker, link out) against native qpdf on the same file.
const pdf = await largePdf(PDF_BYTES);
const pdfPath = path.join(dir, 'large.pdf');
await writeFile(pdfPath, pdf);
const upload = await multipartBody({ filePart: { filename: 'large.pdf', data: pdf }, password: 'bench-pass' });
const endpointMs: number[] = [];
for (let run = 0; run <= PDF_RUNS; run += 1) {
  const ms = await timed(async () => {
    const res = await app.inject({ method: 'POST', url: '/file/encrypt-pdf', ...upload });
    if (res.statusCode !== 200) throw new Error(`encrypt-pdf answered ${res.statusCode}: ${res.body}`);
  });
  if (run > 0) endpointMs.push(ms); // the first run starts the worker and compiles the wasm
}
const nativeMs: number[] = [];
if (existsSync(NATIVE_QPDF)) {
  for (let run = 0; run < PDF_RUNS; run += 1) {
    const args = [
      '--encrypt',
      'bench-pass',
      'owner-pass',
      '128',
      '--use-aes=y',
      '--',
      pdfPath,
      path.join(dir, 'native.pdf'),
    ];
    nativeMs.push(await timed(() => spawnSync(NATIVE_QPDF, args)));
  }
}

// encrypt-data: latency of the endpoint for a short text.
const latencies: number[] = [];
for (let call = 0; call < ENCRYPT_CALLS; call += 1) {
  latencies.push(
    await timed(() =>
      app.inject({ method: 'POST', url: '/encrypt-data', payload: { rawData: 'card 4111 1111 1111 1111, exp 12/29' } }),
    ),
  );
}

// Metadata: a batch of images through the shared ExifTool (2 at a time) against one exiftool process per file.
const first = await jpegWithGps(dir, 'image-0.jpg');
const images = [first];
for (let index = 1; index < IMAGES; index += 1) {
  images.push(path.join(dir, `image-${index}.jpg`));
  await copyFile(first, images[index] ?? '');
}
await extractMetadata({ path: first, bytes: await readFile(first), filename: 'warm.jpg', receivedAt: new Date() });
const oursMs = await timed(async () => {
  const queue = [...images];
  const lane = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      await extractMetadata({
        path: file,
        bytes: await readFile(file),
        filename: path.basename(file),
        receivedAt: new Date(),
      });
    }
  };
  await Promise.all([lane(), lane()]);
});
const exiftoolBin = existsSync('/usr/bin/exiftool') ? '/usr/bin/exiftool' : null;
const perFileMs = exiftoolBin
  ? await timed(() => images.forEach((file) => spawnSync(exiftoolBin, ['-json', '-G1', file])))
  : NaN;

const results = {
  pdf: {
    fileBytes: pdf.length,
    endpointMedianMs: round(median(endpointMs)),
    nativeQpdfMedianMs: nativeMs.length ? round(median(nativeMs)) : null,
    ratio: nativeMs.length ? round(median(endpointMs) / median(nativeMs)) : null,
    goal: 'ratio <= 2',
    note: nativeMs.length ? undefined : `${NATIVE_QPDF} not installed: ratio skipped`,
  },
  encryptData: {
    calls: ENCRYPT_CALLS,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    goal: 'p50 < 5 ms',
  },
  metadata: {
    images: IMAGES,
    oursFilesPerSecond: round(IMAGES / (oursMs / 1000)),
    exiftoolPerFileFilesPerSecond: exiftoolBin ? round(IMAGES / (perFileMs / 1000)) : null,
    speedup: exiftoolBin ? round(perFileMs / oursMs) : null,
    note: exiftoolBin ? undefined : 'no exiftool on PATH: per-file baseline skipped',
  },
};

console.table({
  'PDF 20 MB: endpoint / native qpdf': `${results.pdf.endpointMedianMs} ms / ${results.pdf.nativeQpdfMedianMs ?? 'n/a'} ms = ${results.pdf.ratio ?? 'skipped'}×`,
  'encrypt-data p50 / p99': `${results.encryptData.p50Ms} ms / ${results.encryptData.p99Ms} ms`,
  'metadata: ours / exiftool per file': `${results.metadata.oursFilesPerSecond} / ${results.metadata.exiftoolPerFileFilesPerSecond ?? 'n/a'} files/s`,
});
await mkdir(path.join(root, 'bench-results'), { recursive: true });
await writeFile(path.join(root, 'bench-results/services.json'), `${JSON.stringify(results, null, 2)}\n`);

const missed = [
  results.pdf.ratio !== null && results.pdf.ratio > 2 && 'PDF ratio over 2',
  results.encryptData.p50Ms >= 5 && 'encrypt-data p50 of 5 ms or more',
].filter(Boolean);
if (missed.length) {
  console.log(`goals missed: ${missed.join(', ')}`);
  process.exitCode = 1;
}

await app.close();
await closeServices();
await rm(dir, { recursive: true, force: true });
