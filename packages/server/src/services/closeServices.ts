import { closeExiftool } from './metadata/exiftool';
import { closePdfScanWorkers } from './metadata/inspect/pdfActiveContentInWorker';
import { closePdfWorkers } from './pdf/qpdfPool';

/** Stops the services' helper processes and threads (ExifTool, qpdf and PDF scanning workers); the app calls it on close. */
export async function closeServices(): Promise<void> {
  await Promise.all([closeExiftool(), closePdfWorkers(), closePdfScanWorkers()]);
}
