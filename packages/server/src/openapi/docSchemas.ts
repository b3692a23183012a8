/**
 * JSON schemas of the answers, for the OpenAPI document. The routes whose answer one describes exactly (wallet, usage,
 * profile, user list) also declare it as their response schema, which filters what leaves the server; the
 * documentedAnswers test checks every one against real answers, field for field.
 */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const bool = { type: 'boolean' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;

/** An object schema whose listed properties are all required. */
export const object = (properties: Record<string, object>) =>
  ({ type: 'object', properties, required: Object.keys(properties) }) as const;

/** The error envelope of every refusal (plugins/errors.ts, plugins/requestId.ts). */
export const errorBody = {
  type: 'object',
  properties: {
    msg: { type: 'string', description: 'What went wrong, safe to show to the user.' },
    requestId: { type: 'string', description: 'The X-Request-Id of the call, to quote to support.' },
  },
  required: ['msg'],
} as const;

/** The success envelope `{ msg, data }` around `data`. */
export const envelope = (data: object) => object({ msg: str, data });

/** `data: null` answers. */
export const nullData = { type: 'null' } as const;

/** A sign-in's data: the token, or for the site's cookie session (X-CSI-Session: cookie) its role and exp. */
export const sessionData = {
  type: 'object',
  properties: {
    jwt: { type: 'string', description: 'The bearer token (absent in cookie-session mode).' },
    role: { type: 'string', description: 'Cookie-session mode only.' },
    exp: { type: 'integer', description: 'Cookie-session mode only: expiry in seconds since the epoch.' },
  },
} as const;

/** The user profile of spec section 3. */
export const profile = object({
  fullName: nullableStr,
  username: nullableStr,
  email: str,
  address: nullableStr,
  phoneNumber: nullableStr,
  dateOfBirth: nullableStr,
  gender: { type: ['string', 'null'], enum: ['Male', 'Female', 'Other', null] },
  country: nullableStr,
  nationality: nullableStr,
  accSuspendedUser: bool,
  accSuspendedAdmin: bool,
  emailVerified: bool,
  phoneVerified: bool,
  dateRegistered: nullableStr,
  lastLogin: nullableStr,
  accountExpiryDate: nullableStr,
  lastLogInIp: nullableStr,
  apiUsername: nullableStr,
  apiKey: nullableStr,
  apiKeyBlocked: bool,
  socialSecurityCode: nullableStr,
  profilePicture: nullableStr,
});

/** The admin view of a user: the profile plus userId. */
export const adminUser = {
  ...profile,
  properties: { userId: int, ...profile.properties },
  required: ['userId', ...profile.required],
} as const;

/** An API definition of spec section 3. */
export const apiDefinition = object({
  id: int,
  apiId: str,
  name: str,
  shortDescription: str,
  documentationLink: str,
  specialPlayground: str,
  endpoint: { type: 'string', description: 'Comma-separated endpoint paths.' },
  apiAccepts: str,
  bodyExample: { type: 'string', description: 'Body examples separated by the word OR.' },
  cost: { type: 'number', description: 'USD per live call.' },
  apiService: str,
  live: bool,
});

/** An article of spec section 3. */
export const article = object({
  articleId: int,
  title: str,
  summary: str,
  category: str,
  content: { type: 'string', description: 'Markdown.' },
  articleIsOnline: bool,
  approved: bool,
  datePosted: { type: 'string', format: 'date-time' },
});

/** An entry of /jsons/metadata.json. */
export const articleMetadata = object({ title: str, summary: str, datePosted: str, path: str });

/** The wallet in USD numbers. */
export const wallet = object({ creditPoints: num, freeCoins: num, balance: num });

/** A usage log row: the spec's fields plus the environment. */
export const usageLog = object({
  apiUsageId: int,
  apiEndpoint: str,
  serviceType: str,
  wasForwarded: bool,
  timestamp: { type: 'string', format: 'date-time' },
  count: int,
  environment: { type: 'string', enum: ['live', 'sandbox'] },
});

/** One gateway call with its outcome (per-call insight); `cost` is exact USD text, '0.00' when not charged. */
export const apiCall = object({
  id: int,
  time: { type: 'string', format: 'date-time', description: 'When the call was answered (UTC).' },
  apiEndpoint: str,
  serviceType: str,
  environment: { type: 'string', enum: ['live', 'sandbox'] },
  wasForwarded: bool,
  statusCode: int,
  latencyMs: int,
  cost: { type: 'string', pattern: '^\\d+\\.\\d{2,6}$', description: 'What the call cost in USD, exact.' },
  requestId: str,
});

/** One page of calls, newest first, with the number of calls the filters match. */
export const apiCallPage = object({
  calls: { type: 'array', items: apiCall },
  total: int,
  limit: int,
  offset: int,
});

/** The dashboard's chart data. */
export const labData = object({
  monthly: { type: 'array', items: int, minItems: 12, maxItems: 12, description: 'Calls per month, Jan to Dec.' },
  daily: { type: 'array', items: object({ date: { type: 'string', format: 'date' }, count: int }) },
  byService: { type: 'array', items: object({ serviceType: str, count: int }) },
});

/** The image host's upload answer. */
export const imageUpload = object({ secure_url: str, public_id: str, bytes: int, format: str });
