import { and, eq, sql } from 'drizzle-orm';
import { CONTROL_TABLES, rowSchema, type TableDef } from '@caduceus/contracts';
import type { Executor } from '../../platform/db/index.js';
import { users } from '../access/tables.js';
import { refRows } from './reference.schema.js';
import type { ReferenceService } from './reference.service.js';

/** A seed row's ref given by the referenced row's label (or code), its user by username. */
async function resolveSeed(ex: Executor, def: TableDef, seed: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...seed };
  delete out.id;
  for (const f of def.fields) {
    const v = out[f.key];
    if (typeof v !== 'string') continue;
    if (f.kind === 'ref') {
      const [hit] = await ex
        .select({ id: refRows.id })
        .from(refRows)
        .where(
          and(
            eq(refRows.tableKey, f.ref!),
            sql`(lower(${refRows.label}) = ${v.toLowerCase()} or lower(${refRows.data} ->> 'code') = ${v.toLowerCase()})`,
          ),
        )
        .limit(1);
      if (!hit) throw new Error(`Seed of ${def.key}: no ${f.ref} named "${v}"`);
      out[f.key] = hit.id;
    } else if (f.kind === 'user') {
      const [u] = await ex.select({ id: users.id }).from(users).where(eq(users.username, v.toLowerCase()));
      if (!u) {
        out[f.key] = null;
        continue;
      } // the demo users may not exist on a bare school
      out[f.key] = u.id;
    }
  }
  if (def.fields.some((f) => f.required && f.kind === 'user' && out[f.key] == null)) return null;
  return rowSchema(def).parse(out) as Record<string, unknown>;
}

/**
 * Loads the declared seed rows of every table that has none yet (a new school, or a table added by a
 * later release); tables an administrator has filled are left alone. Idempotent.
 */
export async function seedReferenceData(ex: Executor, service: ReferenceService) {
  const filled = new Set(
    (await ex.select({ t: refRows.tableKey }).from(refRows).groupBy(refRows.tableKey)).map((r) => r.t),
  );
  for (const def of CONTROL_TABLES) {
    if (filled.has(def.key) || !def.seed?.length) continue;
    for (const [i, seed] of def.seed.entries()) {
      const values = await resolveSeed(ex, def, seed);
      if (!values) continue;
      await service.internals.insertRow(ex, null, def, values, {
        id: typeof seed.id === 'number' ? seed.id : undefined,
        sortOrder: (i + 1) * 10,
      });
    }
  }
}
