import { FileRejectedError } from '../FileRejectedError';
import { PROCESSING_TIMEOUT_MS, TIMEOUT_MESSAGE } from './limits';

/** Rejects with FileRejectedError 422 (charged: the file cost its time) when `work` has not settled within `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms = PROCESSING_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FileRejectedError(422, TIMEOUT_MESSAGE)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
