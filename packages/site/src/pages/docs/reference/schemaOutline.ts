import type { OpenApiDocument, OpenApiSchema } from './OpenApiDocument';

/** The last segment of a local `$ref`, e.g. 'ErrorBody' for '#/components/schemas/ErrorBody'. */
const refName = (ref: string) => ref.split('/').pop() ?? ref;

/** The schema a local `$ref` points at; undefined when it does not resolve. */
function resolve(doc: OpenApiDocument, ref: string): OpenApiSchema | undefined {
  if (!ref.startsWith('#/components/schemas/')) return undefined;
  return doc.components?.schemas?.[refName(ref)];
}

/** A literal as written in a type, e.g. 'live' or 42. */
const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** The words after a type: format, pattern, bounds and default, e.g. ' (date-time)'. */
function notes(schema: OpenApiSchema): string {
  const parts: string[] = [];
  if (schema.format) parts.push(schema.format);
  if (schema.pattern) parts.push(`pattern ${schema.pattern}`);
  if (schema.minLength !== undefined) parts.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`max length ${schema.maxLength}`);
  if (schema.minimum !== undefined) parts.push(`min ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`max ${schema.maximum}`);
  if (schema.default !== undefined) parts.push(`default ${literal(schema.default)}`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * A schema written as a short TypeScript-like outline, one property a line with `?` for optional ones and its
 * description as a comment, e.g. `{ msg: string; requestId?: string }` over several lines. Local `$ref`s are
 * followed (a reference back to a schema being written shows its name).
 */
export function schemaOutline(doc: OpenApiDocument, schema: OpenApiSchema, indent = '', seen: string[] = []): string {
  if (schema.$ref) {
    const target = resolve(doc, schema.$ref);
    if (!target || seen.includes(schema.$ref)) return refName(schema.$ref);
    return schemaOutline(doc, target, indent, [...seen, schema.$ref]);
  }
  const inner = (s: OpenApiSchema) => schemaOutline(doc, s, indent, seen);
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map(inner).join(' | ');
  if (schema.allOf) return schema.allOf.map(inner).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const written = types.map((type) => {
    if (type === 'array') {
      const items = schema.items ? inner(schema.items) : 'unknown';
      return !items.startsWith('{') && / [|&] /.test(items) ? `(${items})[]` : `${items}[]`;
    }
    if (type === 'object' || (type === undefined && schema.properties)) return objectOutline(doc, schema, indent, seen);
    if (type === 'integer') return 'integer';
    return type;
  });
  if (written.length === 0) written.push(schema.properties ? objectOutline(doc, schema, indent, seen) : 'unknown');
  if (schema.nullable) written.push('null');
  return written.join(' | ') + notes(schema);
}

/** An object schema as `{ name: type }` over one line per property. */
function objectOutline(doc: OpenApiDocument, schema: OpenApiSchema, indent: string, seen: string[]): string {
  const entries = Object.entries(schema.properties ?? {});
  if (entries.length === 0) return 'object';
  const required = new Set(schema.required ?? []);
  const deeper = `${indent}  `;
  const lines = entries.map(([name, property]) => {
    const type = schemaOutline(doc, property, deeper, seen);
    const comment = property.description ? ` // ${property.description.replace(/\s+/g, ' ')}` : '';
    return `${deeper}${name}${required.has(name) ? '' : '?'}: ${type};${comment}`;
  });
  return `{\n${lines.join('\n')}\n${indent}}`;
}
