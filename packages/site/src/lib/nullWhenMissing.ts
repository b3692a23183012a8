import { ApiError } from '@csi/api-client';

/** The data of a lookup, or null when the server answers 404 (nothing by that name); other failures reject. */
export async function nullWhenMissing<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
