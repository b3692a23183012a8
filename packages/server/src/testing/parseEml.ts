/** A mail as the tests read it from the outbox (or from a fake SMTP server). */
export interface OutboxMail {
  to: string;
  subject: string;
  /** The plain-text body (of a multipart mail, its text/plain part), decoded. */
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

interface MimePart {
  header(name: string): string;
  body: string;
}

/** Splits a message or a part at its first blank line; folded header lines are joined. */
function splitPart(raw: string): MimePart {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  return {
    header: (name) => head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '',
    body,
  };
}

/** The body's bytes, by its Content-Transfer-Encoding (quoted-printable, base64, or as it is). */
function decodeBody(part: MimePart): Buffer {
  const encoding = part.header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    return Buffer.from(
      part.body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  }
  return Buffer.from(part.body, 'utf8');
}

/** The leaf parts of a message, multipart/* ones opened. */
function leaves(part: MimePart): MimePart[] {
  const type = part.header('Content-Type');
  const boundary = /^multipart\//i.test(type) ? type.match(/boundary="?([^";]+)"?/i)?.[1] : undefined;
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(splitPart(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''))));
}

/** Reads an .eml file well enough for tests: codes and links in its text, and its attachments' bytes. */
export function parseEml(raw: string): OutboxMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const isAttachment = (p: MimePart) => /^attachment/i.test(p.header('Content-Disposition'));
  const textPart = parts.find((p) => !isAttachment(p) && /^(text\/plain|$)/i.test(p.header('Content-Type')));
  return {
    to: message.header('To'),
    subject: message.header('Subject'),
    text: textPart ? decodeBody(textPart).toString('utf8') : '',
    attachments: parts.filter(isAttachment).map((p) => ({
      filename: p.header('Content-Disposition').match(/filename="?([^";]+)"?/i)?.[1] ?? '',
      contentType: p.header('Content-Type').split(';')[0]?.trim() ?? '',
      content: decodeBody(p),
    })),
  };
}
