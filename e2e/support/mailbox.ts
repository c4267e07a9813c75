import fs from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for a message to `to` (and matching `subject`) that the SMTP server received. */
export async function waitForMail(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).sort().reverse() : [];
    for (const f of files) {
      const m = JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), 'utf8')) as ReceivedMail;
      if (m.to.includes(to.toLowerCase()) && subject.test(m.subject)) return m;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export const linkIn = (mail: ReceivedMail) => {
  const m = /https?:\/\/\S+/.exec(mail.text);
  if (!m) throw new Error('no link in the message');
  return m[0];
};
