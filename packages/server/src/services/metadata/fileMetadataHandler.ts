import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createLimiter } from '../bounds/createLimiter';
import {
  MAX_ARCHIVE_ENTRIES,
  SERVICE_CONCURRENCY,
  SERVICE_QUEUE_LIMIT,
  TOO_MANY_ENTRIES_MESSAGE,
} from '../bounds/limits';
import { withTimeout } from '../bounds/withTimeout';
import { FileRejectedError } from '../FileRejectedError';
import { ServiceError } from '../ServiceError';
import type { Static } from 'typebox';
import type { ServiceHandler } from '../types';
import type { metadataAnswer } from './metadataAnswer';
import { extractMetadata } from './extractMetadata';
import { zipHasMoreEntriesThan } from './inspect/zipEntries';

/** Field names of the file: `file` in the docs, `filePart` from the playground. */
export const METADATA_FILE_FIELDS = ['file', 'filePart', 'filepart'];

/** The metadata service's worker slots (the gateway admits calls here before charging them). */
export const metadataLimiter = createLimiter(SERVICE_CONCURRENCY, SERVICE_QUEUE_LIMIT);

/**
 * POST /file/file-metadata (multipart: file, apiKey) → `{ msg, data: MetadataReport }`. The upload is
 * written to a private temporary folder under DATA_DIR/uploads for ExifTool and deleted before answering.
 */
export const fileMetadataHandler: ServiceHandler<Static<typeof metadataAnswer>> = async (input, ctx) => {
  const { file } = await input.readUpload(METADATA_FILE_FIELDS, ctx.maxUploadBytes);
  // created_at is when the upload arrived, not when processing (queue, ExifTool) ended.
  const receivedAt = new Date();
  if (!file) throw new ServiceError(400, 'A file is required in the file field.');
  if (file.data.length === 0) throw new ServiceError(400, 'The uploaded file is empty.');
  // ExifTool reads every entry of an archive (about 0.4 ms each): a crafted one would hold a worker for seconds.
  if (zipHasMoreEntriesThan(file.data, MAX_ARCHIVE_ENTRIES)) {
    throw new FileRejectedError(422, TOO_MANY_ENTRIES_MESSAGE);
  }
  const uploads = path.join(ctx.dataDir, 'uploads');
  await mkdir(uploads, { recursive: true });
  const folder = await mkdtemp(path.join(uploads, 'metadata-'));
  try {
    // A fixed name keeps the client's name away from the file system; the extension helps ExifTool.
    const extension = path.extname(file.filename).toLowerCase();
    const filePath = path.join(folder, `upload${/^\.[a-z0-9]{1,10}$/.test(extension) ? extension : ''}`);
    await writeFile(filePath, file.data, { mode: 0o600 });
    const data = await metadataLimiter.run(() =>
      withTimeout(extractMetadata({ path: filePath, bytes: file.data, filename: file.filename, receivedAt })),
    );
    return { statusCode: 200, body: { msg: 'Metadata extracted successfully.', data } };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
