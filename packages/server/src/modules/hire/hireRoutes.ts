import { validateHireRequest } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { msgOnly } from '../../lib/envelope';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { HttpError } from '../../lib/HttpError';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { hireSchema } from './schemas';

/** The hire request's confirmation. */
export const HIRE_RECEIVED = 'Thank you, your project request has been received. We will contact you shortly.';
/** Hire requests accepted per account per hour (each one mails the requester). */
export const HIRE_LIMIT = 5;

/**
 * POST /project/csi/hire-csi-developers (bearer): checks the spec's hire rules in order, stores the
 * request as jsonb, acknowledges it to the signed-in account's e-mail and sends a copy (with the
 * form's contact e-mail as reply-to) to the company inbox.
 */
export async function hireRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      '/project/csi/hire-csi-developers',
      { onRequest: app.authenticate, schema: { body: hireSchema, response: { 201: msgOnly, ...ERROR_REPLIES } } },
      async (request, reply) => {
        const problem = validateHireRequest(request.body);
        if (problem) throw new HttpError(400, problem);
        const user = currentUser(request);
        const limit = await app.limiter.hit(`hire:${user.id}`, HIRE_LIMIT, 60 * 60_000);
        if (!limit.allowed) throw tooManyRequests('Too many project requests.', limit.resetMs);
        const hire = request.body;
        await app.db
          .insertInto('hireRequests')
          .values({ userId: user.id, request: JSON.stringify(hire) })
          .execute();
        const summary = `Project: ${hire.projectTitle.trim()}\nBudget: ${hire.budgetRange || 'not given'}\nDeadline: ${hire.deadline || 'not given'}\n\n${hire.projectDescription.trim()}`;
        const mails = [
          {
            // The signed-in account's own address: the form's e-mail is typed text, and mailing it
            // would let anyone send our acknowledgement, with their text in it, to any inbox.
            to: user.email,
            subject: 'We received your project request',
            text: `Hello ${hire.fullName.trim()},\n\n${HIRE_RECEIVED}\n\n${summary}`,
          },
          {
            to: app.config.companyInbox,
            replyTo: hire.email.trim(),
            subject: `Hire request: ${hire.projectTitle.trim()}`,
            text: JSON.stringify(hire, null, 2),
          },
        ];
        for (const mail of mails) {
          await app.mailer
            .send(mail)
            .catch((error: unknown) => app.log.error({ err: error }, 'hire mail failed (the request is stored)'));
        }
        return reply.status(201).send({ msg: HIRE_RECEIVED, data: null });
      },
    );
}
