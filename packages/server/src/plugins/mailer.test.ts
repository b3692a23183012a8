import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseEml } from '../testing/parseEml';
import { createMailer, type MailMessage } from './mailer';

const PDF = new Uint8Array(Buffer.from('%PDF-1.7\n% receipt CSI-R-000042\n%%EOF\n', 'latin1'));
const MAIL: MailMessage = {
  to: 'wanjiku@example.co.ke',
  subject: 'Your CSI receipt CSI-R-000042',
  text: 'Thank you for your top-up. Receipt CSI-R-000042',
  attachments: [{ filename: 'CSI-R-000042.pdf', contentType: 'application/pdf', content: PDF }],
};

/**
 * An SMTP server just large enough for nodemailer (no STARTTLS, no authentication): it keeps the DATA of each
 * message it accepts.
 */
async function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end).replace(/^\.\./gm, '.'));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO') || command.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, messages };
}

describe('the mailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('writes a mail with its PDF attachment to the outbox when no SMTP server is set', async () => {
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'csi-outbox-'));
    cleanups.push(() => rm(outboxDir, { recursive: true, force: true }));
    const mailer = createMailer({ smtpUrl: undefined, from: 'CSI <no-reply@csi.co.ke>', outboxDir, log: () => {} });
    await mailer.send(MAIL);
    mailer.close();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    const mail = parseEml(await readFile(path.join(outboxDir, files[0] ?? ''), 'utf8'));
    expect(mail).toMatchObject({ to: MAIL.to, subject: MAIL.subject, text: MAIL.text });
    expect(mail.attachments).toEqual([
      { filename: 'CSI-R-000042.pdf', contentType: 'application/pdf', content: Buffer.from(PDF) },
    ]);
  });

  it('sends a mail with its PDF attachment through SMTP when an SMTP server is set', async () => {
    const smtp = await fakeSmtp();
    cleanups.push(() => new Promise((resolve) => smtp.server.close(() => resolve())));
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'CSI <no-reply@csi.co.ke>',
      outboxDir: path.join(os.tmpdir(), 'csi-never-written'),
      log: () => {},
    });
    await mailer.send(MAIL);
    mailer.close();
    expect(smtp.messages).toHaveLength(1);
    const mail = parseEml(smtp.messages[0] ?? '');
    expect(mail).toMatchObject({ to: MAIL.to, subject: MAIL.subject, text: MAIL.text });
    expect(mail.attachments).toEqual([
      { filename: 'CSI-R-000042.pdf', contentType: 'application/pdf', content: Buffer.from(PDF) },
    ]);
  });
});
