import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db/index.js';
import { listenTo } from './db/listen.js';

/** The channel the tables behind cached pages announce their writes on (triggers of migration 0006). */
export const CHANGED_CHANNEL = 'caduceus_changed';

/**
 * What has changed since: a counter that moves whenever data behind a cached page may have changed.
 * It moves on every write request this instance answers (before the answer leaves, so the writer's
 * next read is fresh) and on every `caduceus_changed` notification, which statement triggers send on
 * commit for writes from anywhere: other instances, background jobs, scripts. While the listening
 * connection is down nothing is cached (`live` is false).
 */
export function createChangeFeed(db: Db, onError: (e: unknown) => void = () => {}) {
  let epoch = 0;
  let live = false;
  let closed = false;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    if (!closed) retry = setTimeout(() => void start(), 1000);
  };
  async function start() {
    if (closed || stop) return;
    try {
      stop = await listenTo(
        db,
        CHANGED_CHANNEL,
        () => {
          epoch++;
        },
        (e) => {
          live = false;
          stop = undefined;
          epoch++;
          onError(e);
          again();
        },
      );
      epoch++;
      live = !closed;
    } catch (e) {
      onError(e);
      again();
    }
  }
  return {
    start,
    /** something was written through this instance */
    bump() {
      epoch++;
    },
    get epoch() {
      return epoch;
    },
    get live() {
      return live;
    },
    async close() {
      closed = true;
      live = false;
      clearTimeout(retry);
      const s = stop;
      stop = undefined;
      if (s) await s().catch(() => {});
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;

interface Entry {
  epoch: number;
  at: number;
  body: string;
  noted: unknown;
}

/**
 * What a route learns of every answer it sends, cached or not: `note` takes what to keep from a
 * freshly loaded answer (the record ids it holds), kept beside the cached text; `seen` is called with
 * it for every caller the answer reaches (the record access log's list reads).
 */
export interface Seen<T, N> {
  note: (data: T) => N;
  seen: (noted: N) => void;
}

/** JSON text answered from a handler: Fastify sends a string with a JSON content type as it is (the route's type stands for it). */
function sent<T>(reply: FastifyReply, body: string): T {
  reply.type('application/json; charset=utf-8');
  return body as unknown as T;
}

/**
 * Answers of list routes kept per instance, as the JSON text that was sent, until anything behind
 * them may have changed (the change feed moved) or `ttlMs` passed. For routes whose answer depends
 * only on the URL once the route's access check has passed: the key is the URL with its query, so
 * every user allowed to call the route shares the entry. A list screen's first page, reloaded by
 * everyone who opens it, then costs no query until the next write.
 */
export function createPageCache(feed: ChangeFeed, opts: { ttlMs: number; maxEntries?: number; now?: () => number }) {
  const entries = new Map<string, Entry>();
  const max = opts.maxEntries ?? 500;
  const now = opts.now ?? Date.now;
  let hits = 0;
  let misses = 0;
  let shared = 0;
  const inflight = new Map<string, { epoch: number; body: Promise<{ text: string; noted: unknown }> }>();
  return {
    /**
     * In a route handler: `(req, reply) => app.pageCache.serve(req, reply, () => service.list(req.query))`.
     * The answer is written with the route's own serializer for status 200 (its response schema).
     * `watch` tells the route what each caller received, also when the answer came from the cache.
     */
    async serve<T, N = unknown>(
      req: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<T>,
      watch?: Seen<T, N>,
    ): Promise<T> {
      if (opts.ttlMs <= 0 || !feed.live) {
        const data = await load();
        watch?.seen(watch.note(data));
        return data;
      }
      const key = req.url;
      const t = now();
      const hit = entries.get(key);
      if (hit && hit.epoch === feed.epoch && t - hit.at < opts.ttlMs) {
        hits++;
        watch?.seen(hit.noted as N);
        return sent(reply, hit.body);
      }
      // taken before reading: a change that lands while the page is read leaves the entry already stale
      const epoch = feed.epoch;
      // callers asking for the same page while it is being read share that one read
      const running = inflight.get(key);
      if (running && running.epoch === epoch) {
        shared++;
        const done = await running.body;
        watch?.seen(done.noted as N);
        return sent(reply, done.text);
      }
      misses++;
      const write = reply.getSerializationFunction('200');
      const body = load().then((data) => ({
        text: write ? write(data as Record<string, unknown>) : JSON.stringify(data),
        noted: watch?.note(data),
      }));
      inflight.set(key, { epoch, body });
      try {
        const done = await body;
        if (epoch === feed.epoch) {
          entries.delete(key);
          entries.set(key, { epoch, at: t, body: done.text, noted: done.noted });
          if (entries.size > max) entries.delete(entries.keys().next().value!);
        }
        watch?.seen(done.noted as N);
        return sent(reply, done.text);
      } finally {
        if (inflight.get(key)?.body === body) inflight.delete(key);
      }
    },
    stats: () => ({ entries: entries.size, hits, misses, shared }),
    clear() {
      entries.clear();
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
