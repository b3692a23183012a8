import { playgroundPath } from '@csi/contract';
import type { OpenApiDocument, OpenApiMediaType, OpenApiOperation, OpenApiSchema } from './OpenApiDocument';
import type { ReferenceOperation, ReferenceResponse, ReferenceTag } from './ReferenceOperation';
import { schemaOutline } from './schemaOutline';

/** The HTTP methods a path item may hold, in the order the reference lists them. */
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Paths of the sandbox gateway: what follows is the endpoint the try-it form calls. */
const SANDBOX_PREFIX = `/${playgroundPath('sandbox', '')}`;

/** Tag of operations the document gives none. */
const UNTAGGED = 'other';

/** A value as indented JSON text. */
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The example of a media type as JSON text: its `example`, else its first `examples` value; null without one. */
function exampleOf(media: OpenApiMediaType): string | null {
  if (media.example !== undefined) return json(media.example);
  const first = Object.values(media.examples ?? {})[0];
  return first?.value === undefined ? null : json(first.value);
}

/** Every `msg` of the examples of a response body, in order, each once. */
function messagesOf(media: OpenApiMediaType | undefined): string[] {
  const values = [media?.example, ...Object.values(media?.examples ?? {}).map((example) => example.value)];
  const messages = values.flatMap((value) =>
    value && typeof value === 'object' && typeof (value as { msg?: unknown }).msg === 'string'
      ? [(value as { msg: string }).msg]
      : [],
  );
  return [...new Set(messages)];
}

/** How each security requirement reads: 'Bearer token', or header names joined by ' + '. */
function securityOf(doc: OpenApiDocument, operation: OpenApiOperation): string[] {
  const requirements = operation.security ?? doc.security ?? [];
  return requirements
    .map((requirement) =>
      Object.keys(requirement)
        .map((key) => {
          const scheme = doc.components?.securitySchemes?.[key];
          if (scheme?.type === 'http' && scheme.scheme === 'bearer') return 'Bearer token';
          if (scheme?.type === 'apiKey' && scheme.name) return scheme.name;
          return key;
        })
        .join(' + '),
    )
    .filter((text) => text !== '');
}

/** The responses of an operation, by status in the document's order. */
function responsesOf(doc: OpenApiDocument, operation: OpenApiOperation): ReferenceResponse[] {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const [, media] = Object.entries(response.content ?? {})[0] ?? [];
    const ok = /^[23]/.test(status);
    return {
      status,
      description: response.description ?? '',
      schema: media?.schema ? schemaOutline(doc, media.schema) : null,
      example: ok && media ? exampleOf(media) : null,
      messages: ok ? [] : messagesOf(media),
    };
  });
}

/** One operation of the document as the reference shows it. */
function operationOf(doc: OpenApiDocument, path: string, method: string, operation: OpenApiOperation) {
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const bodySchema: OpenApiSchema | undefined = media?.schema;
  const required = new Set(bodySchema?.required ?? []);
  const reference: ReferenceOperation = {
    id: operation.operationId ?? `${method} ${path}`,
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: operation.description ?? '',
    security: securityOf(doc, operation),
    parameters: (operation.parameters ?? []).map((parameter) => ({
      name: parameter.name,
      in: parameter.in,
      required: parameter.required ?? false,
      type: parameter.schema ? schemaOutline(doc, parameter.schema) : 'string',
      description: parameter.description ?? '',
    })),
    requestBody:
      mediaType && media
        ? {
            mediaType,
            required: operation.requestBody?.required ?? false,
            schema: bodySchema ? schemaOutline(doc, bodySchema) : 'unknown',
            example: exampleOf(media),
            fields: mediaType.startsWith('multipart/')
              ? Object.entries(bodySchema?.properties ?? {}).map(([name, property]) => ({
                  name,
                  binary: property.format === 'binary',
                  required: required.has(name),
                  description: property.description ?? '',
                }))
              : [],
          }
        : null,
    responses: responsesOf(doc, operation),
    sandboxEndpoint: path.startsWith(`${SANDBOX_PREFIX}/`) ? path.slice(SANDBOX_PREFIX.length) : null,
  };
  return reference;
}

/**
 * The operations of an OpenAPI document grouped by their first tag: the document's tags first, in its order, then
 * any other tag an operation names; tags without operations are left out.
 */
export function parseReference(doc: OpenApiDocument): ReferenceTag[] {
  const tags = new Map<string, ReferenceTag>(
    (doc.tags ?? []).map((tag) => [tag.name, { name: tag.name, description: tag.description ?? '', operations: [] }]),
  );
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = operation.tags?.[0] ?? UNTAGGED;
      const tag = tags.get(name) ?? { name, description: '', operations: [] };
      tags.set(name, tag);
      tag.operations.push(operationOf(doc, path, method, operation));
    }
  }
  return [...tags.values()].filter((tag) => tag.operations.length > 0);
}
