import { client } from '../../../client';
import { NeedsJavaScript } from '../../../shell/NeedsJavaScript';
import { ContactForm } from './ContactForm';

/** The contact form sending through the site's client. */
export function SiteContactForm() {
  return (
    <>
      <NeedsJavaScript what="this form" />
      <ContactForm send={(message) => client.support.contact(message)} />
    </>
  );
}
