import { randomBytes } from 'node:crypto';

/**
 * A raw RFC 822 message as a mail relay would post it: headers, a text (and optionally an HTML) part,
 * and base64 attachments in multipart/mixed. Lines end in CRLF.
 */
export interface RawMail {
  from: string;
  to?: string;
  subject?: string;
  text?: string;
  html?: string;
  messageId?: string;
  date?: Date;
  attachments?: { filename: string; type: string; bytes: Buffer }[];
}

const b64 = (b: Buffer) => b.toString('base64').replace(/.{76}/g, '$&\r\n');

export function rfc822(m: RawMail): string {
  const id = m.messageId ?? `<${randomBytes(8).toString('hex')}@mail.example.org>`;
  const head = [
    `From: ${m.from}`,
    `To: ${m.to ?? 'Admissions <admissions@caduceus.test>'}`,
    `Subject: ${m.subject ?? 'Question about admission'}`,
    `Date: ${(m.date ?? new Date(Date.now() - 60_000)).toUTCString()}`,
    `Message-ID: ${id}`,
    'MIME-Version: 1.0',
  ];
  const textPart =
    m.html && !m.text
      ? ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', m.html]
      : ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit', '', m.text ?? 'Hello'];
  if (!m.attachments?.length) return [...head, ...textPart, ''].join('\r\n');
  const boundary = `b-${randomBytes(6).toString('hex')}`;
  const parts = [`--${boundary}`, ...textPart];
  for (const a of m.attachments) {
    parts.push(
      `--${boundary}`,
      `Content-Type: ${a.type}; name="${a.filename}"`,
      `Content-Disposition: attachment; filename="${a.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      b64(a.bytes),
    );
  }
  parts.push(`--${boundary}--`, '');
  return [
    ...head,
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    'This is a multi-part message in MIME format.',
    ...parts,
  ].join('\r\n');
}
