import { createLimiter } from '../bounds/createLimiter';
import { EXIFTOOL_VALUE_CHARS, SERVICE_CONCURRENCY } from '../bounds/limits';
import { writeExiftoolConfig } from './exiftoolConfig';
import { startExiftoolProcess, type ExiftoolProcess } from './exiftoolProcess';

/** Every value ExifTool answers is cut to EXIFTOOL_VALUE_CHARS characters (ExifTool's own output filter). */
const VALUE_FILTER = `Filter=$_ = substr($_, 0, ${EXIFTOOL_VALUE_CHARS}) . '[...]' if length($_) > ${EXIFTOOL_VALUE_CHARS}`;

/** Arguments every run starts with: values cut to length, minor errors as warnings. */
const COMMON_ARGS = ['-api', VALUE_FILTER, '-ignoreMinorErrors'];

// At most SERVICE_CONCURRENCY processes, each running one file at a time; a process that stopped or spent most of its
// CPU seconds is replaced.
const slots = createLimiter(SERVICE_CONCURRENCY, Number.POSITIVE_INFINITY);
const idle: ExiftoolProcess[] = [];
const started = new Set<ExiftoolProcess>();
let config: ReturnType<typeof writeExiftoolConfig> | undefined;

/**
 * Runs ExifTool with `args` (reading or writing files) in one of the bounded ExifTool processes (exiftoolProcess.ts)
 * and answers what it printed. A file over a bound rejects with a FileRejectedError.
 */
export function runExiftool(args: string[]): Promise<string> {
  return slots.run(async () => {
    let process = idle.pop();
    if (!process) {
      config ??= writeExiftoolConfig();
      process = startExiftoolProcess((await config).file);
      started.add(process);
    }
    try {
      return await process.run([...COMMON_ARGS, ...args]);
    } finally {
      if (process.usable()) idle.push(process);
      else {
        process.end();
        started.delete(process);
      }
    }
  });
}

/** Ends the ExifTool processes and removes their configuration file (the app calls it on close). */
export async function closeExiftool(): Promise<void> {
  for (const process of started) process.end();
  started.clear();
  idle.length = 0;
  const current = config;
  config = undefined;
  await (await current)?.remove();
}
