import type { ApiRequest } from '../request';
import type { ContactMessage } from '../types/ContactMessage';
import type { Envelope } from '../types/Envelope';

/** The public contact form. */
export function createSupportResource(request: ApiRequest) {
  return {
    /** Sends a contact message; `msg` is the confirmation (POST usfw/customer-support/contact-us). */
    contact: (message: ContactMessage) =>
      request<Envelope<null>>({ method: 'POST', path: 'usfw/customer-support/contact-us', data: message }),
  };
}

/** The support resource of a client. */
export type SupportResource = ReturnType<typeof createSupportResource>;
