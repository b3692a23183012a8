import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import {
  EXIFTOOL_CPU_SECONDS,
  EXIFTOOL_MEMORY_BYTES,
  EXIFTOOL_OUTPUT_BYTES,
  METADATA_TOO_LARGE_MESSAGE,
  PROCESSING_TIMEOUT_MS,
  RESOURCES_EXCEEDED_MESSAGE,
  TIMEOUT_MESSAGE,
} from '../bounds/limits';
import { FileRejectedError } from '../FileRejectedError';

/** The Perl ExifTool that exiftool-vendored.pl ships. */
const EXIFTOOL_SCRIPT = createRequire(import.meta.url).resolve('exiftool-vendored.pl/bin/exiftool');

/**
 * The shell sets the process's own limits before it becomes ExifTool: CPU seconds (the kernel stops it beyond them)
 * and address space (Perl dies "Out of memory!" rather than the machine swapping).
 */
const LAUNCH = 'ulimit -t "$1" && ulimit -v "$2" && exec perl "$3" -config "$4" -stay_open True -@ -';

/** Below the server's own priority: a file being read never takes CPU from answering requests. */
const NICENESS = 10;

/** Stderr kept per task for an error message. */
const STDERR_KEPT = 4096;

/** A long-lived `exiftool -stay_open` process that runs one task at a time within the bounds of limits.ts. */
export interface ExiftoolProcess {
  /** Runs ExifTool with `args` (one argument a line); answers what it printed. */
  run(args: string[]): Promise<string>;
  /** False once the process has stopped or used most of its CPU seconds: end it and start another. */
  usable(): boolean;
  /** Stops the process. */
  end(): void;
}

interface Task {
  marker: string;
  chunks: Buffer[];
  size: number;
  /** The last bytes read, where a marker split across two chunks starts. */
  tail: string;
  stderr: string;
  timer: NodeJS.Timeout;
  resolve: (output: string) => void;
  reject: (error: unknown) => void;
}

/** CPU seconds the process `pid` has used (Linux /proc); Infinity when unknown, so the process is not reused. */
function cpuSecondsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Starts ExifTool with `configFile` (exiftoolConfig.ts) under its CPU and memory limits. Its answer is read in chunks
 * kept as they come (no copy, no search over what was read before: linear in its size) and at most
 * EXIFTOOL_OUTPUT_BYTES of it; a task over that, over PROCESSING_TIMEOUT_MS, or whose process dies of its limits is
 * rejected with a FileRejectedError, and the process is gone.
 */
export function startExiftoolProcess(configFile: string): ExiftoolProcess {
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      LAUNCH,
      'exiftool',
      String(EXIFTOOL_CPU_SECONDS),
      String(Math.floor(EXIFTOOL_MEMORY_BYTES / 1024)),
      EXIFTOOL_SCRIPT,
      configFile,
    ],
    { stdio: ['pipe', 'pipe', 'pipe'] },
  );
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, NICENESS);
    } catch {
      // Not permitted here: the limits still hold.
    }
  }
  let stopped = false;
  let current: Task | undefined;
  let taskCount = 0;

  const settle = (outcome: { output: string } | { error: unknown }) => {
    const task = current;
    if (!task) return;
    current = undefined;
    clearTimeout(task.timer);
    if ('output' in outcome) task.resolve(outcome.output);
    else task.reject(outcome.error);
  };
  const kill = (error: unknown) => {
    stopped = true;
    child.kill('SIGKILL');
    settle({ error });
  };

  child.stdout.on('data', (chunk: Buffer) => {
    const task = current;
    if (!task) return;
    task.size += chunk.length;
    if (task.size > EXIFTOOL_OUTPUT_BYTES) {
      kill(new FileRejectedError(422, METADATA_TOO_LARGE_MESSAGE));
      return;
    }
    task.chunks.push(chunk);
    const recent = task.tail + chunk.toString('latin1');
    if (recent.includes(task.marker)) {
      const output = Buffer.concat(task.chunks).toString('utf8');
      settle({ output: output.slice(0, output.lastIndexOf(task.marker)) });
    } else {
      task.tail = recent.slice(-task.marker.length);
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    if (current && current.stderr.length < STDERR_KEPT) current.stderr += chunk.toString('utf8');
  });
  // A write to a process that just died: its exit rejects the task.
  child.stdin.on('error', () => undefined);
  child.on('error', (error) => {
    stopped = true;
    settle({ error });
  });
  child.on('exit', (code) => {
    stopped = true;
    const stderr = current?.stderr ?? '';
    // 126/127: the shell could not run Perl or ExifTool, a fault of the server, not of the file.
    const error =
      code === 126 || code === 127
        ? new Error(`ExifTool could not start: ${stderr}`)
        : new FileRejectedError(422, RESOURCES_EXCEEDED_MESSAGE);
    settle({ error });
  });

  return {
    run(args) {
      if (stopped || current) return Promise.reject(new Error('This ExifTool process cannot take a task now.'));
      taskCount += 1;
      return new Promise<string>((resolve, reject) => {
        current = {
          marker: `{ready${taskCount}}`,
          chunks: [],
          size: 0,
          tail: '',
          stderr: '',
          timer: setTimeout(() => kill(new FileRejectedError(422, TIMEOUT_MESSAGE)), PROCESSING_TIMEOUT_MS),
          resolve,
          reject,
        };
        child.stdin.write(`${[...args, `-execute${taskCount}`].join('\n')}\n`);
      });
    },
    usable: () => !stopped && cpuSecondsOf(child.pid) < EXIFTOOL_CPU_SECONDS / 2,
    end() {
      if (stopped) return;
      stopped = true;
      child.stdin.end('-stay_open\nFalse\n');
      // ExifTool leaves at once when idle; one still reading is stopped.
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
    },
  };
}
