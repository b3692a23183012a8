/**
 * A JSON-schema object with these properties. `additionalProperties: false` with the app's ajv
 * `removeAdditional: true` drops unknown fields (rather than refusing them).
 */
export const objectSchema = <P extends Record<string, object>>(properties: P) =>
  ({ type: 'object', properties, additionalProperties: false }) as const;
