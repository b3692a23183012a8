import { createDownloadStore, type DownloadStore } from './createDownloadStore';

const stores = new Map<string, DownloadStore>();

/** One store per data folder for the handlers; any store on the same folder serves its links. */
export function sharedDownloadStore(dataDir: string): DownloadStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = createDownloadStore({ dataDir });
    stores.set(dataDir, store);
  }
  return store;
}
