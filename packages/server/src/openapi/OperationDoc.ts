import type { DocResponses } from './docResponses';

/** A security requirement object of OpenAPI. */
export type SecurityRequirement = Record<string, string[]>;

/** No credentials. */
export const PUBLIC: SecurityRequirement[] = [];
/** A bearer token (`Authorization: Bearer <jwt>`). */
export const BEARER: SecurityRequirement[] = [{ bearerAuth: [] }];
/** The API key pair: both headers in one requirement (AND). */
export const API_KEY_PAIR: SecurityRequirement[] = [{ apiKey: [], appUsername: [] }];

/** The documentation of one route, added to its schema by the swagger transform. */
export interface OperationDoc {
  tags: string[];
  summary: string;
  description?: string;
  security: SecurityRequirement[];
  responses: DocResponses;
  /** An example request body (from the spec's body examples). */
  bodyExample?: unknown;
  /** The body of a route that reads it itself (multipart), for the document only. */
  body?: { mediaType: string; schema: object };
}

/** Operation docs keyed by `METHOD /url` exactly as the route is registered (e.g. `POST /usfw/auth/login`). */
export type OperationDocs = Record<string, OperationDoc>;
