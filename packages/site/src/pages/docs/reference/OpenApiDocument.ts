/** A JSON schema as OpenAPI 3.1 writes it (the parts the reference reads). */
export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  nullable?: boolean;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  additionalProperties?: boolean | OpenApiSchema;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
}

/** One example of a media type. */
export interface OpenApiExample {
  summary?: string;
  value?: unknown;
}

/** A request or response body of one media type. */
export interface OpenApiMediaType {
  schema?: OpenApiSchema;
  example?: unknown;
  examples?: Record<string, OpenApiExample>;
}

/** A path, query or header parameter. */
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: OpenApiSchema;
}

/** One answer of an operation. */
export interface OpenApiResponse {
  description?: string;
  headers?: Record<string, { description?: string; schema?: OpenApiSchema }>;
  content?: Record<string, OpenApiMediaType>;
}

/** One method of one path. */
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; description?: string; content?: Record<string, OpenApiMediaType> };
  responses?: Record<string, OpenApiResponse>;
  deprecated?: boolean;
}

/** A security scheme of the document. */
export interface OpenApiSecurityScheme {
  type: string;
  scheme?: string;
  in?: string;
  name?: string;
  description?: string;
}

/** The OpenAPI 3.1 document the server serves at /openapi.json (the parts the reference reads). */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: {
    schemas?: Record<string, OpenApiSchema>;
    securitySchemes?: Record<string, OpenApiSecurityScheme>;
  };
  security?: Record<string, string[]>[];
}
