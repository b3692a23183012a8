export { createDatabaseDownloadStore } from './createDatabaseDownloadStore';
export { createDownloadStore, DOWNLOAD_PATH } from './createDownloadStore';
export type { DownloadStore, DownloadStoreOptions, StoredDownload } from './createDownloadStore';
