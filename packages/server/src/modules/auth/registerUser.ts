import { validateEmail, validateNewPassword } from '@csi/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../lib/hashPassword';
import { HttpError } from '../../lib/HttpError';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { createUser } from './createUser';
import { AUTH_REPLIES } from './messages';
import { registrationNames } from './registrationNames';
import { startSession } from './startSession';
import type { RegisterBody } from './schemas';

/**
 * Validates with the shared registration rules, creates the account and its wallet, answers a token.
 * The password is stored trimmed, as it was checked; the username and full name are stored as registrationNames
 * makes them safe (never refused).
 */
export async function registerUser(app: FastifyInstance, body: RegisterBody, request: FastifyRequest): Promise<string> {
  const invalid = validateEmail(body.email) ?? (await validateNewPassword(body.password));
  if (invalid) throw new HttpError(400, invalid);
  const email = body.email.trim().toLowerCase();
  const exists = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (exists) throw new HttpError(409, AUTH_REPLIES.duplicateEmail);
  try {
    const id = await createUser(app.db, app.secrets, {
      email,
      passwordHash: await hashPassword(body.password.trim()),
      ...registrationNames(body, email),
      country: body.country.trim() || null,
      address: body.address.trim() || null,
    });
    return await startSession(app, { id, role: 'user', email }, request);
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, AUTH_REPLIES.duplicateEmail);
    throw error;
  }
}
