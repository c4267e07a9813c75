import type { Db } from './index.js';

interface PgliteClient {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}
interface PgPoolClient {
  query(sql: string): Promise<unknown>;
  on(event: 'notification', cb: (m: { channel: string; payload?: string }) => void): void;
  on(event: 'error', cb: (e: Error) => void): void;
  release(destroy?: boolean): void;
}
interface PgPool {
  connect(): Promise<PgPoolClient>;
}

/**
 * Listens on a PostgreSQL channel (LISTEN/NOTIFY): on PGlite through `client.listen`, on a server
 * through one connection held from the pool. `onLost` is called once if that connection fails (the
 * caller decides whether to listen again); the answered function stops listening.
 * A notification sent inside a transaction is delivered when it commits, never after a rollback.
 */
export async function listenTo(
  db: Db,
  channel: string,
  onMessage: (payload: string | undefined) => void,
  onLost: (e: unknown) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client && typeof (client as PgliteClient).listen === 'function')
    return (client as PgliteClient).listen(channel, onMessage);
  if (!client || typeof (client as PgPool).connect !== 'function')
    throw new Error('This database driver cannot listen for notifications');
  const conn = await (client as PgPool).connect();
  let released = false;
  const release = (destroy: boolean) => {
    if (!released) {
      released = true;
      conn.release(destroy);
    }
  };
  conn.on('notification', (m) => {
    if (m.channel === channel) onMessage(m.payload);
  });
  conn.on('error', (e) => {
    const first = !released;
    release(true);
    if (first) onLost(e);
  });
  try {
    await conn.query(`LISTEN ${channel}`);
  } catch (e) {
    release(true);
    throw e;
  }
  return async () => {
    try {
      if (!released) await conn.query(`UNLISTEN ${channel}`);
    } finally {
      release(false);
    }
  };
}
