import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where inbound mail can be fetched from, besides being posted to POST /api/inbound/email. A source hands
 * out raw RFC 822 messages and is told what became of each: 'recorded' (kept in a lead's history or as an
 * unverified email, or already known) or 'rejected' (not a readable email). A mailbox poller (IMAP, a
 * provider's API) implements the same two calls; the `inbound-mail` job polls every configured source.
 */
export interface InboundMailSource {
  /** recorded as each message's source (letters, digits, dashes) */
  name: string;
  /** up to `limit` waiting messages, oldest first */
  fetch(limit: number): Promise<{ ref: string; raw: Buffer }[]>;
  /** done with one message: a source removes it, moves it or flags it as seen so it is not fetched again */
  ack(ref: string, outcome: 'recorded' | 'rejected'): Promise<void>;
}

/** The largest .eml file a directory source reads (a larger one is moved to rejected/ unread). */
const MAX_FILE = 25 * 1024 * 1024;

/**
 * A drop folder: every `*.eml` file in `dir` is one message (as a mail server's delivery agent or a
 * `fetchmail`/`getmail` run writes them). A read file moves to `dir/processed/`, an unreadable one to
 * `dir/rejected/`. Several instances may share the folder: a message read twice is recorded once
 * (by its Message-ID), and the second move finds the file gone and lets it be.
 */
export function directoryMailSource(dir: string): InboundMailSource {
  const moveTo = async (ref: string, folder: string) => {
    await fs.mkdir(path.join(dir, folder), { recursive: true });
    await fs
      .rename(path.join(dir, ref), path.join(dir, folder, `${Date.now()}-${ref}`))
      .catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'ENOENT') throw e;
      });
  };
  return {
    name: 'directory',
    async fetch(limit) {
      const names = (
        await fs.readdir(dir, { withFileTypes: true }).catch((e: NodeJS.ErrnoException) => {
          if (e.code === 'ENOENT') return [];
          throw e;
        })
      )
        .filter((d) => d.isFile() && d.name.toLowerCase().endsWith('.eml'))
        .map((d) => d.name)
        .sort()
        .slice(0, limit);
      const out: { ref: string; raw: Buffer }[] = [];
      for (const ref of names) {
        const stat = await fs.stat(path.join(dir, ref)).catch(() => null);
        if (!stat) continue;
        if (stat.size > MAX_FILE) {
          await moveTo(ref, 'rejected');
          continue;
        }
        const raw = await fs.readFile(path.join(dir, ref)).catch(() => null);
        if (raw) out.push({ ref, raw });
      }
      return out;
    },
    ack: (ref, outcome) => moveTo(ref, outcome === 'recorded' ? 'processed' : 'rejected'),
  };
}

/**
 * One poll of every source: each message is handed to `ingest`; a message `ingest` refuses as bad input
 * is rejected at its source, any other failure (the database is away) leaves it there for the next poll.
 */
export async function pollSources(
  sources: InboundMailSource[],
  ingest: (raw: Buffer, source: string) => Promise<unknown>,
  onError: (err: unknown, source: string) => void,
  batch = 50,
) {
  let recorded = 0,
    rejected = 0;
  for (const source of sources) {
    let messages: { ref: string; raw: Buffer }[];
    try {
      messages = await source.fetch(batch);
    } catch (err) {
      onError(err, source.name);
      continue;
    }
    for (const m of messages) {
      try {
        await ingest(m.raw, source.name);
        await source.ack(m.ref, 'recorded');
        recorded++;
      } catch (err) {
        if ((err as { status?: number }).status === 400) {
          await source.ack(m.ref, 'rejected').catch((e) => onError(e, source.name));
          rejected++;
        } else onError(err, source.name);
      }
    }
  }
  return { recorded, rejected };
}
