import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';

/**
 * The record kit's change with history, written once for every record (student, lead): a status change,
 * a semester deferment. In the caller's transaction, the history row is added (`history`, `row`), the
 * record's own row changed (`change`) and the change audited on the record (`audit`: its entity and id,
 * what the record was and is). Answers the history row.
 */
export async function changeWithHistory<H extends PgTable>(
  tx: Executor,
  actor: Actor,
  c: {
    /** the history table (status changes, deferments) and the row it gets */
    history: H;
    row: H['$inferInsert'];
    /** the change of the record's row */
    change: (tx: Executor) => Promise<unknown>;
    audit: { action: string; entity: string; entityId: number; before: object; after: object };
  },
): Promise<H['$inferSelect']> {
  const [row] = (await tx
    .insert(c.history as PgTable)
    .values(c.row as never)
    .returning()) as H['$inferSelect'][];
  await c.change(tx);
  await audit(tx, actor, c.audit);
  return row;
}
