import { z } from 'zod';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fieldSchema, type TableDef, singleLine } from '@caduceus/contracts';
import { tableAccess } from './reference.routes.js';
import type { Db, Executor } from '../../platform/db/index.js';
import type { UploadType } from '../kit/index.js';
import { users } from '../access/tables.js';
import { refRows } from './reference.schema.js';
import { uniqueKeyOf, type ReferenceService } from './reference.service.js';

type Row = Record<string, unknown>;

/** Finds the ids behind names in a ref or user column: a row's label (or code), a username, or an id. */
async function resolver(ex: Executor, def: TableDef, rows: Row[]) {
  const maps = new Map<string, Map<string, { id: number; active: boolean }>>();
  for (const f of def.fields) {
    if (f.kind !== 'ref' && f.kind !== 'user') continue;
    const wanted = [
      ...new Set(rows.map((r) => r[f.key]).filter((v): v is string => typeof v === 'string' && v !== '')),
    ];
    const m = new Map<string, { id: number; active: boolean }>();
    if (wanted.length && f.kind === 'ref') {
      const lower = wanted.map((w) => w.toLowerCase());
      const hits = await ex
        .select({
          id: refRows.id,
          label: refRows.label,
          code: sql<string | null>`${refRows.data} ->> 'code'`,
          active: refRows.active,
        })
        .from(refRows)
        .where(
          and(
            eq(refRows.tableKey, f.ref!),
            sql`(lower(${refRows.label}) in (${sql.join(
              lower.map((w) => sql`${w}`),
              sql`, `,
            )}) or lower(${refRows.data} ->> 'code') in (${sql.join(
              lower.map((w) => sql`${w}`),
              sql`, `,
            )}) or ${refRows.id}::text in (${sql.join(
              wanted.map((w) => sql`${w}`),
              sql`, `,
            )}))`,
          ),
        );
      for (const h of hits) {
        m.set(String(h.id), h);
        if (h.code) m.set(h.code.toLowerCase(), m.get(h.code.toLowerCase()) ?? h);
      }
      for (const h of hits) m.set(h.label.toLowerCase(), h); // a label wins over another row's code
    }
    if (wanted.length && f.kind === 'user') {
      const hits = await ex
        .select({ id: users.id, username: users.username, email: users.email, active: users.active })
        .from(users)
        .where(
          sql`(${users.username} in (${sql.join(
            wanted.map((w) => sql`${w.toLowerCase()}`),
            sql`, `,
          )}) or lower(${users.email}) in (${sql.join(
            wanted.map((w) => sql`${w.toLowerCase()}`),
            sql`, `,
          )}))`,
        );
      for (const h of hits) {
        m.set(h.username, h);
        m.set(h.email.toLowerCase(), h);
      }
    }
    maps.set(f.key, m);
  }
  return (key: string, name: string) => maps.get(key)?.get(name.toLowerCase()) ?? maps.get(key)?.get(name);
}

/**
 * The bulk upload of a control table (the spec's adminUploadXl): one column per field, headed by its
 * label; rows are inserted, or updated when their unique key exists. Ref columns hold the referenced
 * row's name or code; user columns a username or email. A blank optional cell leaves an existing
 * row's value as it is.
 */
export function referenceUpload(db: Db, service: ReferenceService, def: TableDef): UploadType<Row> {
  const shape = Object.fromEntries(
    def.fields.map((f) => [
      f.key,
      f.kind === 'ref' || f.kind === 'user'
        ? f.required
          ? singleLine().trim().min(1, `${f.label} is required`)
          : singleLine()
              .trim()
              .transform((v) => v || null)
        : fieldSchema(f),
    ]),
  );
  const row = z.object(shape).superRefine((values, ctx) => {
    const broken = def.check?.(values);
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  }) as unknown as z.ZodType<Row>;
  const provided = new WeakMap<Row, Set<string>>();

  return {
    type: `ct-${def.key}`,
    title: def.title,
    access: tableAccess(def, 'write'),
    columns: def.fields.map((f) => ({
      key: f.key,
      header: f.label,
      required: !!f.required,
      example:
        f.example ??
        (f.kind === 'date'
          ? '2026-09-07'
          : f.kind === 'time'
            ? '09:00'
            : f.kind === 'bool'
              ? 'yes'
              : f.kind === 'enum'
                ? f.options?.[0]?.label
                : f.kind === 'int'
                  ? String(f.min ?? 1)
                  : f.kind === 'money'
                    ? '100.00'
                    : ''),
    })),
    row,
    async check(rows, _actor, lines) {
      const find = await resolver(db, def, rows);
      const seen = new Map<string, number>();
      return rows.map((r, i) => {
        provided.set(
          r,
          new Set(def.fields.filter((f) => r[f.key] !== null && r[f.key] !== undefined).map((f) => f.key)),
        );
        for (const f of def.fields) {
          const v = r[f.key];
          if ((f.kind !== 'ref' && f.kind !== 'user') || typeof v !== 'string') continue;
          const hit = find(f.key, v);
          if (!hit) return `${f.label} "${v}" is not in the list`;
          if (!hit.active) return `${f.label} "${v}" is inactive`;
          r[f.key] = hit.id;
        }
        const key = uniqueKeyOf(def, r);
        if (seen.has(key)) return `Same ${def.singular.toLowerCase()} as line ${seen.get(key)} of the file`;
        seen.set(key, lines[i]);
        return null;
      });
    },
    async apply(tx, actor, rows) {
      const keys = rows.map((r) => uniqueKeyOf(def, r));
      const existing = new Map(
        (
          await tx
            .select()
            .from(refRows)
            .where(and(eq(refRows.tableKey, def.key), inArray(refRows.uniqueKey, keys)))
        ).map((r) => [r.uniqueKey, r]),
      );
      let inserted = 0,
        updated = 0;
      for (const [i, r] of rows.entries()) {
        const before = existing.get(keys[i]);
        if (before) {
          const given = provided.get(r) ?? new Set<string>();
          const values = { ...before.data, ...Object.fromEntries(Object.entries(r).filter(([k]) => given.has(k))) };
          await service.internals.updateRow(tx, actor, def, before, values);
          updated++;
        } else {
          await service.internals.insertRow(tx, actor, def, r);
          inserted++;
        }
      }
      return { inserted, updated };
    },
  };
}
