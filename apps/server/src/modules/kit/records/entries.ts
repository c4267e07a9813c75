import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { notFound } from '../../../platform/errors.js';

/** A table of a student's entries: an id, the student, and contracts' row stamps. */
export type EntryTable = PgTable & { id: PgColumn; studentId: PgColumn; updatedAt: PgColumn; updatedBy: PgColumn };
type Row = Record<string, unknown> & { id: number };

export interface EntryRules<V> {
  /** the entity the audit trail names (contracts' *_ENTITY) */
  entity: string;
  /** what a missing entry is called in the 404 ("USMLE attempt") */
  what: string;
  /** serialises writes to one student's entries when the rules read the others */
  lock?: (tx: Executor, studentId: number) => Promise<unknown>;
  /** the rules against the student's other entries, in the write's transaction: throws 400/422 naming the field */
  check?: (tx: Executor, studentId: number, values: V, before?: Row) => Promise<void>;
}

/**
 * The audited add, update and remove of a student's entries (degrees, USMLE attempts, MCAT scores, prior
 * education, academic records): each write  in one transaction, the entry locked, the rules checked against
 * the others, the row written with its stamps and the audit row beside it. An entry of another student is 404.
 */
export function auditedEntries<V extends Record<string, unknown>>(db: Db, table: EntryTable, rules: EntryRules<V>) {
  const t = table as EntryTable & PgTable;
  const own = (studentId: number, id: number) => and(eq(t.studentId, studentId), eq(t.id, id));
  async function locked(tx: Executor, studentId: number, id: number) {
    const [row] = (await tx.select().from(t).where(own(studentId, id)).for('update')) as Row[];
    if (!row) throw notFound(rules.what);
    return row;
  }
  return {
    /** the new entry's id */
    async add(actor: Actor, studentId: number, values: V): Promise<number> {
      return db.transaction(async (tx) => {
        await rules.lock?.(tx, studentId);
        await rules.check?.(tx, studentId, values);
        const [row] = (await tx
          .insert(t)
          .values({ ...values, studentId, createdBy: actor.userId, updatedBy: actor.userId } as never)
          .returning()) as Row[];
        await audit(tx, actor, { action: 'create', entity: rules.entity, entityId: row.id, after: row });
        return row.id;
      });
    },

    async update(actor: Actor, studentId: number, id: number, values: V): Promise<void> {
      await db.transaction(async (tx) => {
        await rules.lock?.(tx, studentId);
        const before = await locked(tx, studentId, id);
        await rules.check?.(tx, studentId, values, before);
        const [after] = (await tx
          .update(t)
          .set({ ...values, updatedBy: actor.userId, updatedAt: sql`now()` } as never)
          .where(eq(t.id, id))
          .returning()) as Row[];
        await audit(tx, actor, { action: 'update', entity: rules.entity, entityId: id, before, after });
      });
    },

    async remove(actor: Actor, studentId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await rules.lock?.(tx, studentId);
        const before = await locked(tx, studentId, id);
        await tx.delete(t).where(eq(t.id, id));
        await audit(tx, actor, { action: 'delete', entity: rules.entity, entityId: id, before });
      });
    },
  };
}
