import nodemailer from 'nodemailer';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { outbox } from './db/tables.js';
import type { Db, Executor } from './db/index.js';

/** A stored file to attach (files table id); its bytes are read when the message is delivered. */
export interface MailAttachment {
  fileId: number;
  filename: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** copies (Cc) */ cc?: string[];
}
export interface OutgoingMail {
  from: string;
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}
export interface MailTransport {
  send(m: OutgoingMail): Promise<void>;
}
/** Reads a stored file's bytes (the files service) for attachments. */
export type ReadAttachment = (fileId: number) => Promise<{ file: { contentType: string }; bytes: Buffer }>;

export function smtpTransport(url: string): MailTransport {
  const t = nodemailer.createTransport(url);
  return {
    send: async (m) => {
      await t.sendMail(m);
    },
  };
}

/** Puts a message in the outbox (inside the caller's transaction); the sender job delivers it. */
export async function enqueueMail(ex: Executor, m: MailMessage) {
  const [row] = await ex
    .insert(outbox)
    .values({
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments?.length ? m.attachments : null,
      cc: m.cc?.length ? m.cc.join(', ') : null,
    })
    .returning({ id: outbox.id });
  return row.id;
}

const MAX_ATTEMPTS = 5;

/** Delivers due outbox rows. Without a transport, mail stays pending and visible to administrators. */
export async function deliverOutbox(
  db: Db,
  transport: MailTransport | undefined,
  from: string,
  batch = 20,
  readAttachment?: ReadAttachment,
): Promise<number> {
  if (!transport) return 0;
  let sent = 0;
  const due = await db
    .select()
    .from(outbox)
    .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(outbox.id))
    .limit(batch);
  for (const m of due) {
    // claim the row for 5 minutes so that another instance does not send it too (re-checked under the row lock)
    const claimed = await db
      .update(outbox)
      .set({ status: 'sending', nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(
        and(eq(outbox.id, m.id), inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, sql`now()`)),
      )
      .returning({ id: outbox.id });
    if (!claimed.length) continue;
    try {
      if (m.attachments?.length && !readAttachment) throw new Error('no file reader for attachments');
      const attachments = m.attachments?.length
        ? await Promise.all(
            m.attachments.map(async (a) => {
              const f = await readAttachment!(a.fileId);
              return { filename: a.filename, content: f.bytes, contentType: f.file.contentType };
            }),
          )
        : undefined;
      await transport.send({
        from,
        to: m.to,
        cc: m.cc ?? undefined,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        attachments,
      });
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, attempts: m.attempts + 1, lastError: null })
        .where(eq(outbox.id, m.id));
      sent++;
    } catch (e) {
      const attempts = m.attempts + 1;
      await db
        .update(outbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts,
          lastError: String((e as Error).message ?? e).slice(0, 500),
          nextAttemptAt: sql`now() + (${30 * 2 ** attempts} || ' seconds')::interval`,
        })
        .where(eq(outbox.id, m.id));
    }
  }
  return sent;
}
