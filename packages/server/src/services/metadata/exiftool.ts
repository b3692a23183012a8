import { ExifTool } from 'exiftool-vendored';
import { PROCESSING_TIMEOUT_MS, SERVICE_CONCURRENCY } from '../bounds/limits';

let instance: ExifTool | undefined;

/** The one shared ExifTool (at most 2 perl processes; a task running longer than the processing timeout is killed). */
export function exiftool(): ExifTool {
  instance ??= new ExifTool({ maxProcs: SERVICE_CONCURRENCY, taskTimeoutMillis: PROCESSING_TIMEOUT_MS });
  return instance;
}

/** Ends the ExifTool processes (the app calls it on close). */
export async function closeExiftool(): Promise<void> {
  const current = instance;
  instance = undefined;
  await current?.end();
}
