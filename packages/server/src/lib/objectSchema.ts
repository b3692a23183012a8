import { Type, type TObject, type TProperties } from 'typebox';

/**
 * An object schema with these properties, the one source of a request part's validation and its type
 * (`Static<typeof schema>`). `additionalProperties: false` with the app's ajv `removeAdditional: true` drops unknown
 * fields (rather than refusing them). A property with a `default` is not required: ajv fills it in before the
 * handler runs, so its type stays the value's (a string, not string | undefined).
 */
export function objectSchema<P extends TProperties>(properties: P): TObject<P> {
  const schema = Type.Object(properties, { additionalProperties: false });
  const required = ((schema.required ?? []) as string[]).filter((name) => !('default' in (properties[name] ?? {})));
  if (required.length > 0) Object.assign(schema, { required });
  else delete (schema as { required?: string[] }).required;
  return schema;
}
