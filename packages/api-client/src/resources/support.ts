import type { ApiRequest, CallOptions } from '../request';
import type { ContactMessage } from '../types/ContactMessage';
import type { Envelope } from '../types/Envelope';

/** The public contact form. */
export function createSupportResource(request: ApiRequest) {
  return {
    /** Sends a contact message; `msg` is the confirmation (POST usfw/customer-support/contact-us). */
    contact: (message: ContactMessage, options?: CallOptions) =>
      request<Envelope<null>>({ method: 'POST', path: 'usfw/customer-support/contact-us', data: message }, options),
  };
}

/** The support resource of a client. */
export type SupportResource = ReturnType<typeof createSupportResource>;
