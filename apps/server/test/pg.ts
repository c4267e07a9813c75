import pg from 'pg';

/** What global-setup hands to every API test file (vitest's provide/inject). */
export type TestDbInfo =
  | { kind: 'pglite'; runId: string; dump: string }
  | { kind: 'postgres'; runId: string; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

/** The PostgreSQL the API tests run on, or undefined for PGlite. */
export const testDatabaseUrl = () => process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

/** The same server and credentials, another database. */
export function dbUrl(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs statements that cannot run in a pool's transaction (CREATE/DROP DATABASE) on one connection. */
export async function pgAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
