import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../platform/db/index.js';
import { listenTo } from '../../../platform/db/listen.js';

/**
 * Live delivery through PostgreSQL's LISTEN/NOTIFY: a notification sent inside a transaction reaches
 * listeners only when it commits (never after a rollback), and every server instance on the same
 * database hears it. Works on PGlite (`client.listen`) and on node-postgres (one held connection).
 */
export const LIVE_CHANNEL = 'caduceus_notifications';

export interface LiveMessage {
  userId: number;
  kind: 'created' | 'read';
  id?: number;
}
type Listener = (m: LiveMessage) => void;

/** Sends a live message with the executor (inside the caller's transaction: delivered on commit). */
export async function publish(ex: Executor, m: LiveMessage) {
  await ex.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(m)})`);
}

export function createLiveHub(db: Db, onError: (e: unknown) => void = () => {}) {
  const byUser = new Map<number, Set<Listener>>();
  let stop: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let closed = false;

  const dispatch = (payload: string | undefined) => {
    try {
      const m = JSON.parse(payload ?? '') as LiveMessage;
      for (const fn of byUser.get(m.userId) ?? []) fn(m);
    } catch (e) {
      onError(e);
    }
  };

  function start(): Promise<void> {
    if (stop || closed) return Promise.resolve();
    starting ??= (async () => {
      stop = await listenTo(db, LIVE_CHANNEL, dispatch, (e) => {
        onError(e);
        stop = undefined;
        starting = undefined;
        // listen again on a fresh connection while anyone is still subscribed
        if (!closed && byUser.size) setTimeout(() => void start().catch(onError), 1000);
      });
    })().catch((e) => {
      starting = undefined;
      throw e;
    });
    return starting;
  }

  return {
    /** Calls fn with every live message for this user until the answered function is called. */
    async subscribe(userId: number, fn: Listener): Promise<() => void> {
      await start();
      const set = byUser.get(userId) ?? new Set<Listener>();
      set.add(fn);
      byUser.set(userId, set);
      return () => {
        set.delete(fn);
        if (!set.size) byUser.delete(userId);
      };
    },
    listeners: () => [...byUser.values()].reduce((n, s) => n + s.size, 0),
    async close() {
      closed = true;
      byUser.clear();
      const s = stop;
      stop = undefined;
      if (s) await s().catch(() => {});
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;
