import { INPUT_PATH, OUTPUT_PATH, runQpdf } from './runQpdf';

/** One encryption job sent to the worker. */
export interface QpdfTask {
  input: Uint8Array;
  userPassword: string;
  ownerPassword: string;
  bits: 128 | 256;
}

/** The worker's answer: the encrypted file, or why the input was refused. */
export type QpdfOutcome =
  { status: 'ok'; output: Uint8Array } | { status: 'encrypted' } | { status: 'damaged'; detail: string };

/** qpdf's message without its program name and the virtual path. */
function firstProblem(stderr: string): string {
  const line = stderr.split('\n').find((text) => text.trim() !== '') ?? 'unknown error';
  return line.replace(/^.*?:\s*\/in\.pdf(?:\s*\([^)]*\))?:\s*/, '').trim();
}

/** Runs in a worker thread: refuses encrypted or unreadable PDFs, else encrypts with AES (qpdf). */
export default async function encryptInWorker(task: QpdfTask): Promise<QpdfOutcome> {
  const probe = await runQpdf(task.input, ['--is-encrypted', INPUT_PATH]);
  if (probe.exitCode === 0 || /invalid password/i.test(probe.stderr)) return { status: 'encrypted' };
  const run = await runQpdf(task.input, [
    '--encrypt',
    `--user-password=${task.userPassword}`,
    `--owner-password=${task.ownerPassword}`,
    `--bits=${task.bits}`,
    ...(task.bits === 128 ? ['--use-aes=y'] : []),
    '--',
    INPUT_PATH,
    OUTPUT_PATH,
  ]);
  if (run.exitCode === 2 || !run.output) return { status: 'damaged', detail: firstProblem(run.stderr) };
  return { status: 'ok', output: run.output };
}
