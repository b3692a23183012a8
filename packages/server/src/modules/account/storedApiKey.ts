import type { SecretBox } from '../../secrets/createSecretBox';

/**
 * The users columns that keep `apiKey` at rest: its keyed hash (found by) and the key sealed (shown on the profile);
 * never the key itself (docs/security.md "Secrets at rest").
 */
export const storedApiKey = (secrets: SecretBox, apiKey: string) => ({
  apiKey: null,
  apiKeyHash: secrets.apiKeyHash(apiKey),
  apiKeySealed: secrets.seal(apiKey, 'api-key'),
});
