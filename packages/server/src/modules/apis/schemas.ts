import { API_ACCEPTS } from '@csi/api-client';
import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { stringEnum } from '../../lib/stringEnum';

/** A bounded string; parseApiInput trims it and requires what must not be blank, with its own msg. */
const text = (maxLength: number) => Type.String({ maxLength });

/** An API definition of spec section 3. */
const apiDefinition = Type.Object({
  id: Type.Integer(),
  apiId: Type.String(),
  name: Type.String(),
  shortDescription: Type.String(),
  documentationLink: Type.String(),
  specialPlayground: Type.String(),
  endpoint: Type.String({ description: 'Comma-separated endpoint paths.' }),
  apiAccepts: stringEnum(API_ACCEPTS),
  bodyExample: Type.String({ description: 'Body examples separated by the word OR.' }),
  cost: Type.Number({ description: 'USD per live call.' }),
  apiService: Type.String(),
  live: Type.Boolean(),
});

/** Request and answer schemas of the catalog calls: the one source of their validation, types and documentation. */
export const apiSchemas = {
  /** Body of add-api and update-api: every field of an API definition but its id. */
  input: objectSchema({
    apiId: text(64),
    name: text(120),
    shortDescription: text(2000),
    documentationLink: text(500),
    specialPlayground: Type.String({ maxLength: 64, default: '0' }),
    endpoint: text(500),
    apiAccepts: text(100),
    bodyExample: Type.String({ maxLength: 10_000, default: '' }),
    cost: Type.Number({ minimum: 0 }),
    apiService: text(64),
    live: Type.Boolean({ default: true }),
  }),
  /** Params of get-api, update-api and get-api-s-playground: a numeric id, an apiId or a special lab name. */
  idParams: objectSchema({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
  api: apiDefinition,
  apis: Type.Array(apiDefinition),
  /** The server's services an API can name. */
  services: Type.Array(Type.Object({ apiService: Type.String(), endpoints: Type.Array(Type.String()) })),
};

/** Body of add-api and update-api as validated (apiAccepts is checked by parseApiInput). */
export type ApiInputBody = Static<typeof apiSchemas.input>;
