import { client } from '../../../client';
import { ContactForm } from './ContactForm';

/** The contact form sending through the site's client. */
export function SiteContactForm() {
  return <ContactForm send={(message) => client.support.contact(message)} />;
}
