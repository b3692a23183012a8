'use client';

import { useCallback, useState } from 'react';
import { type UploadProgressEvent, type UploadState, uploadStateOf } from './uploadState';

/** Runs an upload: `run` gets the progress callback to hand to the request (api-client's `onUploadProgress`). */
export type TrackUpload = <T>(
  size: number,
  run: (onUploadProgress: (event: UploadProgressEvent) => void) => Promise<T>,
) => Promise<T>;

/**
 * The state of one file field's uploads for {@link UploadProgress}: 'uploading' with bytes sent of the file's size
 * from the start, 'processing' once every byte is sent, 'idle' again when the answer (or an error) comes back.
 */
export function useUpload(): { state: UploadState; track: TrackUpload } {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const track: TrackUpload = useCallback(async (size, run) => {
    setState({ phase: 'uploading', loaded: 0, total: size });
    try {
      return await run((event) => setState(uploadStateOf(event, size)));
    } finally {
      setState({ phase: 'idle' });
    }
  }, []);
  return { state, track };
}
