import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type AuthUser } from '../plugins/auth';
import { HttpError } from './HttpError';

/** The caller set by `app.authenticate` (routes opt in with `onRequest: app.authenticate`); 401 when absent. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, AUTH_MESSAGES.missing);
  return request.user;
}
