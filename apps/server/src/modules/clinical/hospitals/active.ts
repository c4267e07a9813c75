import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';

/**
 * Activates or deactivates one row of the clinical office's (a third party, an offered rotation, a preceptor)
 * in one transaction with its audit row; nothing when it already is. `find` throws its 404.
 */
export async function switchActive(
  db: Db,
  actor: Actor,
  o: {
    entity: string;
    id: number;
    active: boolean;
    find: (tx: Executor) => Promise<{ active: boolean }>;
    update: (tx: Executor, values: { active: boolean; updatedBy: number }) => Promise<unknown>;
  },
) {
  await db.transaction(async (tx) => {
    const before = await o.find(tx);
    if (before.active === o.active) return;
    await o.update(tx, { active: o.active, updatedBy: actor.userId });
    await audit(tx, actor, {
      action: o.active ? 'activate' : 'deactivate',
      entity: o.entity,
      entityId: o.id,
      before: { active: before.active },
      after: { active: o.active },
    });
  });
}
