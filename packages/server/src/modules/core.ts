import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account/accountRoutes';
import { adminRoutes } from './admin/adminRoutes';
import { activityRoutes, auditLogRoutes } from './audit/auditRoutes';
import { articleMetaResolver } from './articles/articleMetaResolver';
import { articlesRoutes } from './articles/articlesRoutes';
import { contentRoutes } from './articles/contentRoutes';
import { authRoutes } from './auth/authRoutes';
import { factorRoutes } from './factors/factorRoutes';
import { logoutRoute } from './auth/logoutRoute';
import { passkeyRoutes } from './passkeys/passkeyRoutes';
import { passkeySignInRoutes } from './passkeys/passkeySignInRoutes';
import { hireRoutes } from './hire/hireRoutes';
import { imagesRoutes } from './images/imagesRoutes';
import { seedAdmin } from './seed/seedAdmin';
import { sessionsRoutes } from './sessions/sessionsRoutes';
import { seedArticles } from './seed/seedArticles';
import { socialMetaResolver } from './social/socialMetaResolver';
import { socialRoutes } from './social/socialRoutes';
import { supportRoutes } from './support/supportRoutes';
import { toolMetaResolver } from './tools/toolMetaResolver';

/**
 * Accounts, authentication, administration, articles, contact, hire requests, images, the social
 * preview (issue 3) and the page meta of articles, shared profiles and tools. Seeds what they need,
 * then registers their routes.
 */
export async function registerCoreModules(app: FastifyInstance): Promise<void> {
  await seedAdmin(app);
  await seedArticles(app);
  app.metaResolvers.push(articleMetaResolver(app), socialMetaResolver(app), toolMetaResolver(app));

  await app.register(authRoutes, { prefix: '/usfw/auth' });
  await app.register(accountRoutes, { prefix: '/usfw' });
  await app.register(factorRoutes, { prefix: '/usfw/two-factor' });
  await app.register(passkeySignInRoutes, { prefix: '/usfw/auth/passkey' });
  await app.register(passkeyRoutes, { prefix: '/usfw' });
  await app.register(socialRoutes, { prefix: '/usfw' });
  await app.register(supportRoutes, { prefix: '/usfw' });
  await app.register(adminRoutes, { prefix: '/usfw/a' });
  await app.register(sessionsRoutes, { prefix: '/usfw' });
  await app.register(activityRoutes, { prefix: '/usfw' });
  await app.register(auditLogRoutes, { prefix: '/usfw/a' });
  await app.register(articlesRoutes, { prefix: '/articles' });
  await app.register(logoutRoute);
  await app.register(contentRoutes);
  await app.register(hireRoutes);
  await app.register(imagesRoutes);
}
