import { loadQpdf, type QpdfInstance } from './loadQpdf';

/** What one qpdf run produced. */
export interface QpdfRun {
  /** qpdf's exit code: 0 success, 2 errors, 3 warnings only. */
  exitCode: number;
  stdout: string;
  stderr: string;
  /** The bytes qpdf wrote to OUTPUT_PATH, if any. */
  output: Uint8Array | null;
}

/** Path of the input file inside qpdf's in-memory file system. */
export const INPUT_PATH = '/in.pdf';
/** Path qpdf should write its output to. */
export const OUTPUT_PATH = '/out.pdf';

/** Runs qpdf (WebAssembly) once on `input` with `args`, in a fresh instance so no state leaks between files. */
export async function runQpdf(input: Uint8Array, args: string[]): Promise<QpdfRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const qpdf = await loadQpdf(
    (line) => stdout.push(line),
    (line) => stderr.push(line),
  );
  qpdf.FS.writeFile(INPUT_PATH, input);
  const exitCode = qpdf.callMain(args);
  return { exitCode, stdout: stdout.join('\n'), stderr: stderr.join('\n'), output: readOutput(qpdf) };
}

/** The output file, or null when qpdf wrote none. */
function readOutput(qpdf: QpdfInstance): Uint8Array | null {
  try {
    return qpdf.FS.readFile(OUTPUT_PATH);
  } catch {
    return null;
  }
}
