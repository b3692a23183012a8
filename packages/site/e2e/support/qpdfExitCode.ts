import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's qpdf, preferred when installed. */
const NATIVE_QPDF = '/usr/bin/qpdf';

/** The parts of the emscripten qpdf module the check uses. */
interface QpdfWasm {
  callMain(args: string[]): number;
  FS: { writeFile(path: string, data: Uint8Array): void };
}

/** Runs qpdf in WebAssembly (@neslinesli93/qpdf-wasm), as the server does, on `pdf` written to /in.pdf. */
async function wasmExitCode(pdf: Uint8Array, args: string[]): Promise<number> {
  const require = createRequire(import.meta.url);
  const create = require('@neslinesli93/qpdf-wasm') as (options: {
    wasmBinary: Uint8Array;
    print: () => void;
    printErr: () => void;
  }) => Promise<QpdfWasm>;
  const wasmBinary = await readFile(require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm'));
  // The build binds console when an instance is created; keep qpdf's messages out of the test output.
  const { log, error } = console;
  console.log = console.error = () => undefined;
  const qpdf = await create({ wasmBinary, print: () => undefined, printErr: () => undefined }).finally(() => {
    console.log = log;
    console.error = error;
  });
  qpdf.FS.writeFile('/in.pdf', pdf);
  return qpdf.callMain(args.map((arg) => (arg === 'IN' ? '/in.pdf' : arg === 'OUT' ? '/out.pdf' : arg)));
}

/**
 * qpdf's exit code (0 ok, 2 errors such as a missing or wrong password, 3 warnings)
 * for `args` on `pdf`, where the arguments IN and OUT stand for the input and an output file.
 * Uses the native qpdf when present, otherwise its WebAssembly build.
 */
export async function qpdfExitCode(pdf: Uint8Array, args: string[]): Promise<number> {
  if (!existsSync(NATIVE_QPDF)) return wasmExitCode(pdf, args);
  const dir = await mkdtemp(path.join(tmpdir(), 'journey-qpdf-'));
  try {
    await writeFile(path.join(dir, 'in.pdf'), pdf);
    const files = args.map((arg) => (arg === 'IN' || arg === 'OUT' ? path.join(dir, `${arg.toLowerCase()}.pdf`) : arg));
    return spawnSync(NATIVE_QPDF, files).status ?? -1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
