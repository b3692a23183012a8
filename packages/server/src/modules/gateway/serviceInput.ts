import type { FastifyRequest } from 'fastify';
import type { ServiceInput } from '../../services/types';
import { readUpload } from './readUpload';

/** What a service reads of `request`, as plain input: its JSON body, and a reader of its multipart body. */
export const serviceInput = (request: FastifyRequest): ServiceInput => ({
  body: request.body,
  readUpload: (fileFields, maxBytes) => readUpload(request, fileFields, maxBytes),
});
