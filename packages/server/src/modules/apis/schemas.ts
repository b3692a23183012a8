import { objectSchema } from '../../lib/objectSchema';

/** A bounded string; parseApiInput trims it and requires what must not be blank, with its own msg. */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Body of add-api and update-api: every field of an API definition but its id. */
export const apiInputBody = {
  ...objectSchema({
    apiId: text(64),
    name: text(120),
    shortDescription: text(2000),
    documentationLink: text(500),
    specialPlayground: { type: 'string', maxLength: 64, default: '0' },
    endpoint: text(500),
    apiAccepts: text(100),
    bodyExample: { type: 'string', maxLength: 10_000, default: '' },
    cost: { type: 'number', minimum: 0 },
    apiService: text(64),
    live: { type: 'boolean', default: true },
  }),
  required: ['apiId', 'name', 'shortDescription', 'documentationLink', 'endpoint', 'apiAccepts', 'cost', 'apiService'],
} as const;

/** Params of get-api, update-api and get-api-s-playground: a numeric id, an apiId or a special lab name. */
export const idParams = {
  ...objectSchema({ id: { type: 'string', minLength: 1, maxLength: 64 } }),
  required: ['id'],
} as const;
