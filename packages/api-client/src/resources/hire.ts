import type { ApiRequest } from '../request';
import type { Envelope } from '../types/Envelope';
import type { HireRequest } from '../types/HireRequest';

/** Hire-developers requests (auth). */
export function createHireResource(request: ApiRequest) {
  return {
    /** Submits a hire request (POST project/csi/hire-csi-developers). */
    submit: (hireRequest: HireRequest) =>
      request<Envelope<null>>({
        method: 'POST',
        path: 'project/csi/hire-csi-developers',
        auth: true,
        data: hireRequest,
      }),
  };
}

/** The hire resource of a client. */
export type HireResource = ReturnType<typeof createHireResource>;
