import { AUTH_MESSAGES } from '../../plugins/auth';

/** What the gateway answers as `msg` when it refuses a call. */
export const GATEWAY_MESSAGES = {
  wrongCredentials: 'Wrong x-api-key and/or x-app-username',
  keyBlocked: 'API key is blocked. Switch off the revoke setting in Settings or contact the administrator.',
  suspended: AUTH_MESSAGES.suspended,
  insufficientBalance: 'Insufficient balance for live API request.',
  offline: 'This API is offline at the moment. Please try again later.',
  noService: 'This API has no service behind it yet.',
  unknownEndpoint: (path: string) => `No API serves the endpoint ${path}.`,
  wrongMethod: (method: string, allowed: string) =>
    `Method ${method} is not allowed here; this endpoint takes ${allowed}.`,
  rateLimited: (limit: number, seconds: number) =>
    `Rate limit exceeded: ${limit} requests per minute per account. Try again in ${seconds} seconds.`,
  unverifiedEmail:
    'Live API calls need a verified e-mail address. Verify it in Settings → Security Settings (request a verification code, then verify email), or try the sandbox.',
  sandboxData: 'Sandbox requests carry at most 4 KB of JSON data. Use the live environment for larger data.',
  sandboxFile: 'Sandbox files are limited to 1 MB. Use the live environment for larger files.',
  sandboxQuota: (quota: number, seconds: number) =>
    `Daily sandbox quota of ${quota} calls reached; it resets at 00:00 UTC (in ${Math.ceil(seconds / 60)} minutes). Use the live environment meanwhile.`,
} as const;
