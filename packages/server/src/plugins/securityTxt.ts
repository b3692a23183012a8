import type { FastifyInstance } from 'fastify';

/** Where security researchers report a vulnerability. */
export const SECURITY_CONTACT = 'mailto:security@csi.co.ke';
/** How long a served security.txt stays valid (RFC 9116 asks for less than a year). */
const VALID_FOR_MS = 180 * 24 * 60 * 60 * 1000;

/** The RFC 9116 file, with an expiry computed from now so it never goes stale on a long-running server. */
export function securityTxt(publicUrl: string, now = new Date()): string {
  return [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${new Date(now.getTime() + VALID_FOR_MS).toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en, sw',
    `Canonical: ${publicUrl}/.well-known/security.txt`,
    `Policy: ${publicUrl}/contact-us`,
    '',
  ].join('\n');
}

/** `GET /.well-known/security.txt` (RFC 9116), as every security company publishes. */
export async function securityTxtRoutes(app: FastifyInstance): Promise<void> {
  app.get('/.well-known/security.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(securityTxt(app.config.publicUrl)),
  );
}
