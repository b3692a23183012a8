import { Type } from 'typebox';
import { walletSchemas } from '../wallet/schemas';

/** A whole number of at least 0. */
const count = (description: string) => Type.Integer({ minimum: 0, description });

/** Answer schema of the quota calls (the shape of @csi/api-client's Quota). */
export const quotaSchemas = {
  quota: Type.Object({
    wallet: walletSchemas.wallet,
    month: Type.Object({
      from: Type.String({ format: 'date', description: 'The first day of this month (UTC).' }),
      spent: Type.Number({ description: 'What live calls were charged since then, in USD.' }),
    }),
    rateLimit: Type.Object({
      limit: count('Gateway calls per window per account.'),
      windowSeconds: count('Length of a window.'),
      remaining: count('Calls left in the window now running.'),
      resetSeconds: count('Seconds until that window ends (0 when none is running).'),
    }),
    sandbox: Type.Object({
      callsPerDay: count('Sandbox calls per account per UTC day.'),
      used: count('Sandbox calls made today.'),
      remaining: count('Sandbox calls left today.'),
      resetSeconds: count('Seconds until 00:00 UTC, when the quota starts again.'),
    }),
  }),
};
