export { UploadProgress } from './UploadProgress';
export type { UploadProgressProps } from './UploadProgress';
export { formatBytes, uploadStateOf } from './uploadState';
export type { UploadProgressEvent, UploadState } from './uploadState';
export { useUpload } from './useUpload';
export type { TrackUpload } from './useUpload';
