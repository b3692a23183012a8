import { HttpError } from '../../lib/HttpError';
import { BUSY_RETRY_AFTER_S, FILE_JOB_BUSY_MESSAGE, FILE_JOBS_PER_ACCOUNT } from '../../services/bounds/limits';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { ServiceError } from '../../services/ServiceError';

/** Admits gateway calls to a file service in two steps; each answers the function that ends its admission. */
export interface FileJobAdmission {
  /**
   * Before the upload is read: the account's place (429 while it has FILE_JOBS_PER_ACCOUNT file jobs uploading or in
   * progress on this instance), so one account cannot hold many uploads open at once.
   */
  account(endpoint: ServiceEndpoint, userId: number): () => void;
  /**
   * Once the upload has arrived, before the call is charged: a place in the service (503 busy when it has no room). A
   * slow upload therefore never holds a service slot.
   */
  service(endpoint: ServiceEndpoint): () => void;
}

const retryAfter = { 'retry-after': String(BUSY_RETRY_AFTER_S) };

/** Runs `leave` once, whatever the number of calls. */
function once(leave: () => void): () => void {
  let left = false;
  return () => {
    if (!left) leave();
    left = true;
  };
}

/**
 * Fair file services (those with a `capacity`): an account has at most FILE_JOBS_PER_ACCOUNT file jobs uploading or
 * running at once (else 429), and a call takes one of the service's places only once its file has arrived (else 503
 * busy), so one key cannot fill every worker and queue place, and neither can uploads that trickle. Both refusals
 * carry Retry-After and happen before any charge.
 */
export function createFileJobAdmission(): FileJobAdmission {
  const inProgress = new Map<number, number>();
  return {
    account(endpoint, userId) {
      if (!endpoint.capacity) return () => undefined;
      const held = inProgress.get(userId) ?? 0;
      if (held >= FILE_JOBS_PER_ACCOUNT) throw new HttpError(429, FILE_JOB_BUSY_MESSAGE, retryAfter);
      inProgress.set(userId, held + 1);
      return once(() => {
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      });
    },
    service(endpoint) {
      const capacity = endpoint.capacity;
      if (!capacity) return () => undefined;
      try {
        return once(capacity.admit());
      } catch (error) {
        if (error instanceof ServiceError) throw new HttpError(error.statusCode, error.message, retryAfter);
        throw error;
      }
    },
  };
}
