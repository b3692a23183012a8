/** A parameter as the reference lists it. */
export interface ReferenceParameter {
  name: string;
  /** Where it goes: path, query, header or cookie. */
  in: string;
  required: boolean;
  /** Its type as read, e.g. `'live' | 'sandbox'`. */
  type: string;
  description: string;
}

/** A field of a multipart body, for the try-it form. */
export interface ReferenceFormField {
  name: string;
  /** A file rather than text. */
  binary: boolean;
  required: boolean;
  description: string;
}

/** The request body of an operation. */
export interface ReferenceRequestBody {
  /** e.g. 'application/json' or 'multipart/form-data'. */
  mediaType: string;
  required: boolean;
  /** The schema as an outline (see schemaOutline). */
  schema: string;
  /** The example as JSON text; null when the document has none. */
  example: string | null;
  /** The fields of a multipart body; empty for JSON. */
  fields: ReferenceFormField[];
}

/** One answer of an operation. */
export interface ReferenceResponse {
  /** The status code, e.g. '200', or 'default'. */
  status: string;
  description: string;
  /** The body's schema as an outline; null without a body. */
  schema: string | null;
  /** The example body as JSON text; null when the document has none. */
  example: string | null;
  /** Every error `msg` the document lists for this status. */
  messages: string[];
}

/** One operation as the reference shows it. */
export interface ReferenceOperation {
  /** The operationId, or method and path: unique in the document. */
  id: string;
  /** Upper case, e.g. 'POST'. */
  method: string;
  path: string;
  summary: string;
  description: string;
  /** Each way to authenticate, e.g. ['Bearer token'] or ['x-api-key + x-app-username']; empty: public. */
  security: string[];
  parameters: ReferenceParameter[];
  requestBody: ReferenceRequestBody | null;
  responses: ReferenceResponse[];
  /** The gateway endpoint (e.g. '/encrypt-data') of a sandbox call, which the page can try; null otherwise. */
  sandboxEndpoint: string | null;
}

/** The operations of one tag, in the document's order. */
export interface ReferenceTag {
  name: string;
  description: string;
  operations: ReferenceOperation[];
}
