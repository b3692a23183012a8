import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { ensurePrivateDir } from '../lib/ensurePrivateDir';

/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** The message as nodemailer takes it, the same for SMTP and the outbox (attachments as Buffers, base64-encoded). */
function toNodemailer(from: string, { attachments, ...m }: MailMessage): SendMailOptions {
  return {
    from,
    ...m,
    ...(attachments && {
      attachments: attachments.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.content),
      })),
    }),
  };
}

/**
 * Sends mail through SMTP when `smtpUrl` is set; otherwise nodemailer renders each message as an
 * .eml file in `outboxDir` (the default on one machine) and a line is logged.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: (line: string) => void;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail(toNodemailer(opts.from, m));
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail(toNodemailer(opts.from, m));
      // Mails carry one-time codes: owner-only, like everything in DATA_DIR.
      await ensurePrivateDir(opts.outboxDir);
      const file = path.join(opts.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      opts.log(`mail to ${m.to} ("${m.subject}") written to ${file}`);
    },
    close: () => transport.close(),
  };
}
