import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import type { MailMessage } from '../../plugins/mailer';
import { describeDevice } from '../sessions/describeDevice';

/**
 * What a security notice tells the account's holder. Password, API key and social code changes are mailed by
 * account/sensitiveChangeMail.ts and are not repeated here.
 */
export type SecurityNotice =
  | 'new-device'
  | 'two-step-on'
  | 'two-step-off'
  | 'passkey-added'
  | 'passkey-removed'
  | 'passkey-used'
  | 'recovery-code-used';

const WHAT_HAPPENED: Record<SecurityNotice, { subject: string; line: string }> = {
  'new-device': {
    subject: 'New sign-in to your CSI account',
    line: 'Your CSI account was signed in to from a new device',
  },
  'two-step-on': { subject: 'Two-step sign-in turned on', line: 'Two-step sign-in was turned on for your CSI account' },
  'two-step-off': {
    subject: 'Two-step sign-in turned off',
    line: 'Two-step sign-in was turned off for your CSI account',
  },
  'passkey-added': { subject: 'Passkey added', line: 'A passkey was added to your CSI account' },
  'passkey-removed': { subject: 'Passkey removed', line: 'A passkey was removed from your CSI account' },
  'passkey-used': { subject: 'Passkey used to sign in', line: 'A passkey was used to sign in to your CSI account' },
  'recovery-code-used': {
    subject: 'Recovery code used to sign in',
    line: 'A recovery code was used to sign in to your CSI account',
  },
};

/** The notice mail: what happened, when, from which device and address, and what to do if it was not the owner. */
export function securityNoticeMail(opts: {
  to: string;
  notice: SecurityNotice;
  at: Date;
  device: string;
  address: string;
  publicUrl: string;
}): MailMessage {
  const when = `${opts.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const { subject, line } = WHAT_HAPPENED[opts.notice];
  return {
    to: opts.to,
    subject,
    text: [
      'Hello,',
      '',
      `${line} (${opts.to}) on ${when}.`,
      `Device: ${opts.device}`,
      `Address: ${opts.address}`,
      '',
      'If this was you, there is nothing more to do.',
      '',
      `If it was not you, sign out the sessions you do not know under Settings, Sessions (${opts.publicUrl}/ac/settings),`,
      'change your password there, and tell us at ' + `${opts.publicUrl}/contact-us.`,
    ].join('\n'),
  };
}

/**
 * Mails `notice` to `to` after the answer (a mail that cannot be sent is logged; what happened stays done), with
 * the request's device and address.
 *
 * @example sendSecurityNotice(app, request, { to: user.email, notice: 'recovery-code-used' });
 */
export function sendSecurityNotice(
  app: FastifyInstance,
  request: FastifyRequest,
  opts: { to: string; notice: SecurityNotice },
): void {
  const mail = securityNoticeMail({
    ...opts,
    at: new Date(),
    device: describeDevice(request.headers['user-agent']),
    address: clientAddress(request),
    publicUrl: app.config.publicUrl,
  });
  app.backgroundTasks.run(`${opts.notice} notice`, () => app.mailer.send(mail));
}
