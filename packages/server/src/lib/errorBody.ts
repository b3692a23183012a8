import { Type } from 'typebox';
import { ERROR_CODES } from './HttpError';

/** The body of every refusal `{ msg, code?, requestId }` (plugins/errors.ts, plugins/requestId.ts). */
export const errorBody = Type.Object({
  msg: Type.String({ description: 'What went wrong, safe to show to the user.' }),
  code: Type.Optional(
    Type.Union(
      ERROR_CODES.map((code) => Type.Literal(code)),
      {
        description:
          'A refusal a client handles without reading msg. RECENT_AUTHENTICATION_REQUIRED: confirm the identity (POST /usfw/two-factor/confirm) and send the call again.',
      },
    ),
  ),
  requestId: Type.Optional(Type.String({ description: 'The X-Request-Id of the call, to quote to support.' })),
});

/** The error answers of a route's response schemas: every 4xx and 5xx answers an errorBody, nothing more. */
export const ERROR_REPLIES = { '4xx': errorBody, '5xx': errorBody } as const;
