import { GATEWAY_MESSAGES } from '../modules/gateway/messages';
import { errorBody } from '../lib/errorBody';

const TAGS: [string, string][] = [
  ['auth', 'Registration, sign-in, one-time codes and logout.'],
  ['account', "The signed-in user's profile, password, API key and social code."],
  ['social', 'The shared profile preview.'],
  ['admin', 'User administration (admin role).'],
  ['wallet', 'Wallet details and credit-point top-up.'],
  ['payments', 'Wallet top-up through the payment provider (USD).'],
  ['usage', 'API usage logs and dashboard charts.'],
  ['apis', 'The API catalog.'],
  ['gateway', 'The security services, called with the API key pair in the live or sandbox environment.'],
  ['articles', 'Technical articles.'],
  ['content', 'The static-content view of the articles.'],
  ['support', 'Contact messages and requests to hire developers.'],
  ['images', 'Image upload and serving.'],
];

/** Everything of the document but its paths: info, servers, tags and the security schemes. */
export function openApiBase(version: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'CSI developer API platform',
      version,
      description: [
        'The API of the CSI website and developer platform (Nairobi, Kenya): accounts, wallet and payments, the API',
        'catalog, the security services behind the gateway (file metadata and risks, data encryption and decryption,',
        'PDF encryption), articles and contact.',
        '',
        'Answers use the envelope `{ msg, data }`. Every error answers `{ msg, requestId }` with a fitting 4xx/5xx',
        'status; every response carries an `X-Request-Id` header (send your own sane id to have it kept).',
        `Gateway calls send the API key pair; a wrong pair answers 400 "${GATEWAY_MESSAGES.wrongCredentials}".`,
      ].join('\n'),
    },
    servers: [{ url: '/', description: 'The API host (the site and the API share one origin).' }],
    tags: TAGS.map(([name, description]) => ({ name, description })),
    components: {
      schemas: { ErrorBody: { type: 'object' as const, properties: errorBody.properties, required: ['msg'] } },
      securitySchemes: {
        bearerAuth: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token answered by sign-in (data.jwt), sent as `Authorization: Bearer <jwt>`.',
        },
        apiKey: {
          type: 'apiKey' as const,
          in: 'header' as const,
          name: 'x-api-key',
          description: 'Your API key (Account → API Credentials); always sent together with x-app-username.',
        },
        appUsername: {
          type: 'apiKey' as const,
          in: 'header' as const,
          name: 'x-app-username',
          description: 'Your API username; always sent together with x-api-key.',
        },
      },
    },
  };
}
