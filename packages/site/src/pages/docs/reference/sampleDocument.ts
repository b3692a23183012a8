import type { OpenApiDocument } from './OpenApiDocument';

/** A small OpenAPI 3.1 document in the server's shape: one sandbox gateway call and one bearer call (tests only). */
export const SAMPLE_DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'CSI developer API platform', version: '0.1.0' },
  tags: [
    { name: 'usage', description: 'API usage logs and dashboard charts.' },
    { name: 'gateway', description: 'The security services, called with the API key pair.' },
    { name: 'images', description: 'Image upload and serving.' },
  ],
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer' },
      apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
      appUsername: { type: 'apiKey', in: 'header', name: 'x-app-username' },
    },
    schemas: {
      ErrorBody: {
        type: 'object',
        properties: {
          msg: { type: 'string', description: 'What went wrong, safe to show to the user.' },
          requestId: { type: 'string' },
        },
        required: ['msg'],
      },
    },
  },
  paths: {
    '/csi-p/api-sandbox/encrypt-data': {
      post: {
        tags: ['gateway'],
        summary: 'Encrypt text with a fresh public/private key pair (sandbox)',
        operationId: 'sandboxEncryptData',
        security: [{ apiKey: [], appUsername: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { rawData: { type: 'string' } }, required: ['rawData'] },
              example: { rawData: 'Your data here' },
            },
          },
        },
        responses: {
          '200': {
            description: 'Served.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    msg: { type: 'string' },
                    data: { type: 'object', properties: { publicKey: { type: 'string' } } },
                  },
                  required: ['msg', 'data'],
                },
                example: { msg: 'Data encrypted successfully.', data: { publicKey: '-----BEGIN PUBLIC KEY-----...' } },
              },
            },
          },
          '400': {
            description: 'Bad request',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/ErrorBody' },
                examples: {
                  e1: { value: { msg: 'Wrong x-api-key and/or x-app-username', requestId: 'b7c1' } },
                  e2: { value: { msg: 'rawData is required and must be a string.', requestId: 'b7c1' } },
                },
              },
            },
          },
        },
      },
    },
    '/csi-p/api-sandbox/file/file-metadata': {
      post: {
        tags: ['gateway'],
        summary: 'Extract a file’s metadata (sandbox)',
        security: [{ apiKey: [], appUsername: [] }],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  file: { type: 'string', format: 'binary', description: 'The file.' },
                  apiKey: { type: 'string' },
                },
                required: ['file'],
              },
            },
          },
        },
        responses: { '200': { description: 'Served.' } },
      },
    },
    '/usfw/api-usage/my-calls': {
      get: {
        tags: ['usage'],
        summary: 'Each gateway call, newest first',
        security: [{ bearerAuth: [] }],
        parameters: [
          {
            in: 'query',
            name: 'environment',
            required: false,
            description: 'Only calls of this environment.',
            schema: { type: 'string', enum: ['live', 'sandbox'] },
          },
          { in: 'query', name: 'limit', schema: { type: 'string', default: '50' } },
        ],
        responses: {
          '200': {
            description: 'One page of calls.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    calls: {
                      type: 'array',
                      items: {
                        type: 'object',
                        properties: {
                          time: { type: 'string', format: 'date-time' },
                          cost: { type: ['string', 'null'] },
                        },
                        required: ['time'],
                      },
                    },
                  },
                },
              },
            },
          },
          '401': { description: 'Not signed in' },
        },
      },
    },
  },
};
