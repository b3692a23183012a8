import type { MailMessage } from '../../plugins/mailer';

/** What a sensitive change changed, as the notification names it. */
export type SensitiveChange = 'password' | 'API key' | 'social code';

/**
 * The notification of a sensitive change, sent to the account's own address: what changed, when, from which address,
 * and what to do if it was not the owner.
 */
export function sensitiveChangeMail(opts: {
  to: string;
  change: SensitiveChange;
  at: Date;
  ip: string;
  publicUrl: string;
}): MailMessage {
  const when = `${opts.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return {
    to: opts.to,
    subject: `Your CSI ${opts.change} was changed`,
    text: [
      'Hello,',
      '',
      `The ${opts.change} of your CSI account (${opts.to}) was changed on ${when} from the address ${opts.ip}.`,
      'Every other session of the account was signed out.',
      '',
      'If this was you, there is nothing more to do.',
      '',
      'If it was not you, someone else may be using your account. Sign in with a one-time code sent to this address',
      `(${opts.publicUrl}/auth/forgot-password), set a new password under Settings, Security Settings, change your`,
      `API key there, and tell us at ${opts.publicUrl}/contact-us.`,
    ].join('\n'),
  };
}
