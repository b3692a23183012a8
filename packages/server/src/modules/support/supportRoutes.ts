import { validateContactForm, type ContactMessage } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { HttpError } from '../../lib/HttpError';
import { objectSchema } from '../../lib/objectSchema';
import { NO_DATA_REPLIES } from '../../lib/replies';
import { textField } from '../../lib/textField';
import { tooManyRequests } from '../../lib/tooManyRequests';

/** The contact form's confirmation. */
export const CONTACT_RECEIVED = 'Thank you, your message has been received. We will get back to you shortly.';
/** Contact messages accepted per client IP per hour. */
export const CONTACT_LIMIT = 10;

const contactSchema = objectSchema({
  customer_name: textField(100, 'Name'),
  customer_email: textField(254, 'Email'),
  customer_subject: textField(200, 'Subject'),
  customer_message: textField(5000, 'Message'),
});

/** Checks the whole message: the shared name and e-mail rules first, then subject and message. */
const contactProblem = (message: ContactMessage) =>
  validateContactForm(message) ??
  (!message.customer_subject.trim() ? 'Subject is required.' : null) ??
  (!message.customer_message.trim() ? 'Message is required.' : null);

/** The public contact form: POST /usfw/customer-support/contact-us stores the message and mails the company inbox. */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/customer-support/contact-us',
      { schema: { body: contactSchema, response: NO_DATA_REPLIES } },
      async (request) => {
        const problem = contactProblem(request.body);
        if (problem) throw new HttpError(400, problem);
        const limit = await app.limiter.hit(`contact:${clientAddress(request)}`, CONTACT_LIMIT, 60 * 60_000);
        if (!limit.allowed) throw tooManyRequests('Too many messages.', limit.resetMs);
        const message = {
          customerName: request.body.customer_name.trim(),
          customerEmail: request.body.customer_email.trim(),
          customerSubject: request.body.customer_subject.trim(),
          customerMessage: request.body.customer_message.trim(),
        };
        await app.db.insertInto('contactMessages').values(message).execute();
        await app.mailer
          .send({
            to: app.config.companyInbox,
            replyTo: message.customerEmail,
            subject: `Contact: ${message.customerSubject}`,
            text: `From: ${message.customerName} <${message.customerEmail}>\n\n${message.customerMessage}`,
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'contact mail failed (the message is stored)'));
        return { msg: CONTACT_RECEIVED, data: null };
      },
    );
}
