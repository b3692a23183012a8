import { company } from '../content/company';

/**
 * Said, with scripts off only, above a form that sends through the API: it cannot be sent that way, and the
 * company's e-mail address is the other road.
 */
export function NeedsJavaScript({ what }: { what: string }) {
  return (
    <noscript>
      <p>
        Sending {what} needs JavaScript, which is turned off in this browser. You can also write to{' '}
        <a href={`mailto:${company.emails.info}`}>{company.emails.info}</a>.
      </p>
    </noscript>
  );
}
