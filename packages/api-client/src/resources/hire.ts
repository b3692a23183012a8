import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type { HireRequest } from '../types/HireRequest';

/** Hire-developers requests (auth). */
export function createHireResource(request: ApiRequest) {
  return {
    /** Submits a hire request (POST project/csi/hire-csi-developers). */
    submit: (hireRequest: HireRequest, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'POST', path: 'project/csi/hire-csi-developers', auth: true, data: hireRequest },
        options,
      ),
  };
}

/** The hire resource of a client. */
export type HireResource = ReturnType<typeof createHireResource>;
