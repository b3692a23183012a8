import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashPassword } from '../../lib/hashPassword';
import { isUniqueViolation } from '../../lib/isUniqueViolation';
import { randomHex } from '../../lib/randomHex';
import { cutOffTokens } from '../../plugins/auth';
import { createUser } from '../auth/createUser';

/** The e-mail of the first admin when ADMIN_EMAIL is unset. */
export const DEFAULT_ADMIN_EMAIL = 'admin@csi.local';

/**
 * Creates the first administrator when none exists: ADMIN_EMAIL / ADMIN_PASSWORD, or admin@csi.local
 * with a generated password printed once to the console. An existing account with that e-mail may
 * have been registered by anyone, so it is promoted only when ADMIN_PASSWORD is set, and then gets
 * that password (whoever chose the old one cannot sign in as the admin) and every token it held stops
 * working; otherwise nothing changes and the refusal is printed.
 */
export async function seedAdmin(app: FastifyInstance): Promise<void> {
  const hasAdmin = await app.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(role)`, '=', 'admin')
    .executeTakeFirst();
  if (hasAdmin) return;
  const email = (app.config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const existing = await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    if (!app.config.adminPassword) {
      console.error(
        `No administrator exists and ${email} is an existing account: not promoting it without ADMIN_PASSWORD. Set ADMIN_PASSWORD (it becomes the account's password) or name a new e-mail in ADMIN_EMAIL, then restart.`,
      );
      return;
    }
    await app.db
      .updateTable('users')
      // The role is read on each request, so tokens issued to the plain user would act as admin tokens: cut them off.
      .set({ role: 'admin', passwordHash: await hashPassword(app.config.adminPassword), ...cutOffTokens() })
      .where('id', '=', existing.id)
      .execute();
    console.log(`Promoted the existing account ${email} to administrator with the password from ADMIN_PASSWORD.`);
    return;
  }
  const password = app.config.adminPassword ?? randomHex(12);
  try {
    await createUser(app.db, app.secrets, {
      email,
      passwordHash: await hashPassword(password),
      username: 'admin',
      fullName: 'Administrator',
      country: null,
      address: null,
      role: 'admin',
      emailVerified: true,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return; // another instance seeded it at the same moment
    throw error;
  }
  if (!app.config.adminPassword) {
    console.log(
      `Created the first administrator ${email} with the password ${password} (shown once; change it after signing in).`,
    );
  }
}
