import type { ContactMessage } from '../types/ContactMessage';
import { validateEmail } from './validateEmail';
import { validateName } from './validateName';

/**
 * Checks the contact form: the sender's name first (a name as people write it: letters, spaces, hyphens,
 * apostrophes), then the e-mail; the first message or `null`.
 */
export function validateContactForm(message: Pick<ContactMessage, 'customer_name' | 'customer_email'>): string | null {
  return validateName(message.customer_name, 'person') ?? validateEmail(message.customer_email);
}
