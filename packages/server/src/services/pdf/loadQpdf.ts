import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/** The parts of the emscripten qpdf instance we use (the package's own typings omit them). */
export interface QpdfInstance {
  callMain(args: string[]): number;
  FS: {
    writeFile(path: string, data: Uint8Array): void;
    readFile(path: string): Uint8Array;
  };
}

type QpdfFactory = (options: {
  instantiateWasm: (imports: WebAssembly.Imports, done: (instance: WebAssembly.Instance) => void) => object;
}) => Promise<QpdfInstance>;

const require = createRequire(import.meta.url);
const createQpdf: QpdfFactory = require('@neslinesli93/qpdf-wasm');
let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Creates a fresh qpdf instance (the wasm is compiled once per thread) whose printed lines go to
 * `print` and `printErr`: the build binds console when an instance is created, so console is
 * swapped only for that synchronous moment.
 */
export async function loadQpdf(print: (line: string) => void, printErr: (line: string) => void): Promise<QpdfInstance> {
  compiled ??= readFile(require.resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm')).then((b) => WebAssembly.compile(b));
  const module = await compiled;
  const { log, error } = console;
  console.log = (...parts: unknown[]) => print(parts.join(' '));
  console.error = (...parts: unknown[]) => printErr(parts.join(' '));
  try {
    return createQpdf({
      instantiateWasm: (imports, done) => {
        void WebAssembly.instantiate(module, imports).then(done);
        return {};
      },
    });
  } finally {
    console.log = log;
    console.error = error;
  }
}
