import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDatabase } from '../src/platform/db/index.js';
import { dbUrl, pgAdmin, quoteIdent, testDatabaseUrl } from './pg.js';

/**
 * Migrates one database per test run; every API test file then gets its own copy of it
 * (harness.ts). PGlite: a migrated data directory dumped to a file under os.tmpdir(), loaded into an
 * in-memory PGlite per file. PostgreSQL (TEST_DATABASE_URL or DATABASE_URL): a migrated template
 * database, cloned per file with CREATE DATABASE ... TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const runId = `${process.pid}`;
  const url = testDatabaseUrl();
  if (url) {
    await dropStale(url);
    const template = `caduceus_tmpl_${runId}`;
    await pgAdmin(url, (c) => c.query(`create database ${quoteIdent(template)}`));
    const database = await openDatabase({ databaseUrl: dbUrl(url, template) });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
    project.provide('testDb', { kind: 'postgres', runId, adminUrl: url, template });
    return async () => {
      await pgAdmin(url, (c) => c.query(`drop database if exists ${quoteIdent(template)} with (force)`));
    };
  }

  for (const f of fs.readdirSync(os.tmpdir())) {
    const m = /^caduceus-test-(\d+)\.tar$/.exec(f);
    if (m && !alive(Number(m[1]))) fs.rmSync(path.join(os.tmpdir(), f), { force: true });
  }
  const database = await openDatabase({});
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = path.join(os.tmpdir(), `caduceus-test-${runId}.tar`);
  fs.writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  project.provide('testDb', { kind: 'pglite', runId, dump });
  return () => fs.rmSync(dump, { force: true });
}

/** Drops the databases left by earlier runs whose process is gone (a run killed before teardown). */
async function dropStale(url: string) {
  await pgAdmin(url, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      `select datname from pg_database where datname ~ '^caduceus_(tmpl|t)_[0-9]+'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/^caduceus_(?:tmpl|t)_(\d+)/.exec(datname)![1]);
      if (alive(pid)) continue;
      await c.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
    }
  });
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
