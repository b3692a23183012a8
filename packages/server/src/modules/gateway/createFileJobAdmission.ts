import { HttpError } from '../../lib/HttpError';
import { BUSY_RETRY_AFTER_S, FILE_JOB_BUSY_MESSAGE, FILE_JOBS_PER_ACCOUNT } from '../../services/bounds/limits';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { ServiceError } from '../../services/ServiceError';

/** Admits a gateway call to its service before it is charged; answers the function that ends the admission. */
export type FileJobAdmission = (endpoint: ServiceEndpoint, userId: number) => () => void;

const retryAfter = { 'retry-after': String(BUSY_RETRY_AFTER_S) };

/**
 * Fair file services: a service with a `capacity` admits a call only while it has room (else 503 busy) and while
 * the account has fewer than FILE_JOBS_PER_ACCOUNT file jobs in progress on this instance (else 429), so one key
 * cannot fill every worker and queue place. Both refusals carry Retry-After and happen before any charge.
 */
export function createFileJobAdmission(): FileJobAdmission {
  const inProgress = new Map<number, number>();
  return (endpoint, userId) => {
    const capacity = endpoint.capacity;
    if (!capacity) return () => undefined;
    const held = inProgress.get(userId) ?? 0;
    if (held >= FILE_JOBS_PER_ACCOUNT) throw new HttpError(429, FILE_JOB_BUSY_MESSAGE, retryAfter);
    let leaveService: () => void;
    try {
      leaveService = capacity.admit();
    } catch (error) {
      if (error instanceof ServiceError) throw new HttpError(error.statusCode, error.message, retryAfter);
      throw error;
    }
    inProgress.set(userId, held + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      leaveService();
      const left = (inProgress.get(userId) ?? 1) - 1;
      if (left > 0) inProgress.set(userId, left);
      else inProgress.delete(userId);
    };
  };
}
