import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from '../../schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repo function runs its queries on: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite under dataDir/pg (or in memory).
 * `onPoolError` hears a PostgreSQL connection that dies, idle in the pool or in use (a server restart, an
 * administrator's termination); the pool drops it and opens a new one on the next query. Without
 * this listener such an error would end the process.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  pgliteDataDir?: string;
  loadDataDir?: Blob;
  onPoolError?: (e: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: Number(process.env.PG_POOL_MAX ?? 10) });
    const lost = opts.onPoolError ?? ((e: Error) => process.emitWarning(`PostgreSQL connection lost: ${e.message}`));
    pool.on('error', lost);
    // a connection cut while a request holds it (in a transaction): its query fails and the transaction with
    // it (the request answers 5xx, nothing is written); the client then reports the end as an 'error' event,
    // which would end the process unheard
    pool.on('connect', (client) => client.on('error', lost));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // trigram indexes of list searches (the migrations CREATE EXTENSION it; PostgreSQL ships it in contrib)
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dir = opts.pgliteDataDir;
  if (dir === undefined && opts.dataDir) dir = path.join(opts.dataDir, 'pg');
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = new PGlite({
    ...(dir ? { dataDir: dir } : {}),
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  }
}

/** Health: the database answers and every committed migration has been applied. */
let expectedMigrations: number | undefined;
export async function migrationState(db: Db): Promise<{ applied: number; expected: number }> {
  expectedMigrations ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  let applied = 0;
  try {
    const rows = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    applied = Number((rows as unknown as { rows: { n: number }[] }).rows[0].n);
  } catch {
    applied = 0;
  }
  return { applied, expected: expectedMigrations };
}

/** Rows of a raw `db.execute`, the same on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
