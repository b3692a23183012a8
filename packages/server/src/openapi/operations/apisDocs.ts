import { SEED_CATALOG } from '../../modules/apis/seedCatalog';
import { errors, ok } from '../docResponses';
import { ADMIN_ERRORS } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const tags = ['apis'];
const notFound = { 404: ['API not found.'] };
const seed = SEED_CATALOG[1];
/** The data-security API of the seeded catalog as an admin would send it. */
const bodyExample = seed && {
  apiId: seed.apiId,
  name: seed.name,
  shortDescription: 'Encrypt and decrypt text with a fresh key pair for every call.',
  documentationLink: seed.documentationLink,
  specialPlayground: seed.specialPlayground,
  endpoint: seed.endpoint,
  apiAccepts: seed.apiAccepts,
  bodyExample: seed.bodyExample,
  cost: 0.005,
  apiService: seed.apiService,
  live: true,
};
const invalid = {
  400: [
    'name is required.',
    'apiAccepts must be one of the supported content types, e.g. application/json.',
    'cost must be a USD amount from 0 to 1000 with at most 6 decimals.',
  ],
  409: [
    'An API with apiId csi-data-001 already exists.',
    'Endpoint /encrypt-data is already served by API csi-data-001.',
  ],
};

/** The API catalog (spec section 7, APIs). */
export const apisDocs: OperationDocs = {
  'GET /v1/apis/all-apis': {
    tags,
    summary: 'The live APIs',
    security: PUBLIC,
    responses: { 200: ok('The APIs.') },
  },
  'GET /v1/apis/get-api/:id': {
    tags,
    summary: 'A live API by id or apiId',
    security: PUBLIC,
    responses: { 200: ok('The API.'), ...errors(notFound) },
  },
  'GET /v1/apis/get-api-s-playground/:id': {
    tags,
    summary: "A live API for a playground, by id, apiId or special lab name (e.g. 'pdf-security'); data[0] is the API",
    security: PUBLIC,
    responses: { 200: ok('A list of one API.'), ...errors(notFound) },
  },
  'GET /v1/apis/all-apis-admin': {
    tags,
    summary: 'Every API, live or not (admin)',
    security: BEARER,
    responses: { 200: ok('The APIs.'), ...errors(ADMIN_ERRORS) },
  },
  'GET /v1/apis/all-services-admin': {
    tags,
    summary: "The server's services an API can name as apiService (admin)",
    security: BEARER,
    responses: {
      200: ok('The services.'),
      ...errors(ADMIN_ERRORS),
    },
  },
  'POST /v1/apis/add-api': {
    tags,
    summary: 'Add an API (admin)',
    security: BEARER,
    bodyExample,
    responses: { 201: ok('Added.'), ...errors(ADMIN_ERRORS, invalid) },
  },
  'PUT /v1/apis/update-api/:id': {
    tags,
    summary: 'Update an API (admin)',
    security: BEARER,
    bodyExample,
    responses: { 200: ok('Updated.'), ...errors(ADMIN_ERRORS, invalid, notFound) },
  },
};
