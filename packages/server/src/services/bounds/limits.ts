/** Longest time one file may be processed before it is rejected. */
export const PROCESSING_TIMEOUT_MS = 20_000;

/** Files one service processes at the same time. */
export const SERVICE_CONCURRENCY = 2;

/** Requests that may wait for a free slot before new ones get 503. */
export const SERVICE_QUEUE_LIMIT = 8;

/** Answer when the queue of a service is full. */
export const BUSY_MESSAGE = 'Service busy, try again shortly.';

/** Retry-After (seconds) of a busy answer. */
export const BUSY_RETRY_AFTER_S = 2;

/** File jobs (PDF, metadata) one account may have in progress at once on one instance; more answer 429. */
export const FILE_JOBS_PER_ACCOUNT = 1;

/** Answer when an account already has FILE_JOBS_PER_ACCOUNT file jobs in progress. */
export const FILE_JOB_BUSY_MESSAGE =
  'This account already has a file being processed: send the next one when it has finished.';

/** Most entries an archive (zip, docx, xlsx, jar, ...) may hold for the metadata service (ExifTool reads each). */
export const MAX_ARCHIVE_ENTRIES = 2_000;

/** Answer for an archive over MAX_ARCHIVE_ENTRIES. */
export const TOO_MANY_ENTRIES_MESSAGE = `The archive holds more than ${MAX_ARCHIVE_ENTRIES.toLocaleString('en-US')} entries; it was rejected.`;

/** Answer when one file took longer than PROCESSING_TIMEOUT_MS. */
export const TIMEOUT_MESSAGE = `Processing took longer than ${PROCESSING_TIMEOUT_MS / 1000} s; the file was rejected.`;

/** Largest rawData /encrypt-data accepts, in UTF-8 bytes (larger answers 413). */
export const MAX_RAW_DATA_BYTES = 5 * 1024 * 1024;

/**
 * Largest JSON body the gateway reads (8 MB; or the server-wide BODY_LIMIT when that is larger). It fits a
 * /decrypt-data request for the largest rawData: base64 of (5 MB + 61 bytes) is 6.67 MB, plus two PEM keys.
 */
export const GATEWAY_JSON_BODY_LIMIT = 8 * 1024 * 1024;

/** Bytes ExifTool may inflate from all compressed blocks of one file (PNG zTXt/iTXt, PDF streams, ...); beyond it a block is left compressed. */
export const EXIFTOOL_INFLATE_BYTES = 16 * 1024 * 1024;

/** Characters of one tag value ExifTool answers; a longer value is cut and ends with `[...]`. */
export const EXIFTOOL_VALUE_CHARS = 64 * 1024;

/** Bytes of answer read from ExifTool for one file; more and the process is killed and the file rejected. */
export const EXIFTOOL_OUTPUT_BYTES = 2 * 1024 * 1024;

/** Address space (virtual memory) one ExifTool process may use. */
export const EXIFTOOL_MEMORY_BYTES = 512 * 1024 * 1024;

/** CPU seconds one ExifTool process may use in its life; it is replaced once it has used more than half of them. */
export const EXIFTOOL_CPU_SECONDS = 60;

/** Answer for a file whose metadata is over EXIFTOOL_OUTPUT_BYTES. */
export const METADATA_TOO_LARGE_MESSAGE = `The file's metadata is larger than ${EXIFTOOL_OUTPUT_BYTES / (1024 * 1024)} MB; it was rejected.`;

/** Answer for a file whose reading went over the memory or CPU bound of its process. */
export const RESOURCES_EXCEEDED_MESSAGE =
  'Reading the file needed more memory or CPU time than allowed; it was rejected.';
