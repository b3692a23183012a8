import { isAdminRole } from '@csi/api-client';
import { client } from '../client';
import { readSession } from '../session';

/** Where an administrator without a second factor is sent: the set-up of one in Settings. */
export const SECOND_FACTOR_SETUP = '/ac/settings#two-step';

/**
 * Where a sign-in lands: the account area, or, for an administrator whose session has no second factor (the first
 * sign-in, before any is set up), the set-up of one, since every admin call refuses such a session. The role comes
 * from the session hint; whether the session used a second factor, from the server (GET usfw/two-factor/). When that
 * cannot be told, the account area: the admin area's refusals still say what to do.
 */
export async function landingAfterSignIn(): Promise<string> {
  if (!isAdminRole(readSession()?.role)) return '/ac';
  try {
    const { data } = await client.twoFactor.status();
    return data.required && !data.sessionUsedSecondFactor ? SECOND_FACTOR_SETUP : '/ac';
  } catch {
    return '/ac';
  }
}
