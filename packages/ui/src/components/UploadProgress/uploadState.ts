/** Bytes of a request body sent so far and its size (when known), as an upload reports them. */
export interface UploadProgressEvent {
  loaded: number;
  total?: number;
}

/** Where an upload is: not started, sending its bytes, or sent and waiting for the server's answer. */
export type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; loaded: number; total: number } | { phase: 'processing' };

/** The state an upload is in after this progress report: 'processing' once every byte of a known size is sent. */
export function uploadStateOf({ loaded, total }: UploadProgressEvent, fallbackTotal = 0): UploadState {
  const size = total ?? fallbackTotal;
  return size > 0 && loaded >= size ? { phase: 'processing' } : { phase: 'uploading', loaded, total: size };
}

/** A byte count for people: '812 B', '14.2 KB', '20.0 MB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
