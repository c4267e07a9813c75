import {
  LEAVE_ENTITY,
  LEAVE_MESSAGES,
  leaveInput,
  leavesOverlap,
  type Leave,
  type LeaveInput,
  type LeaveListQuery,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import { auditedEntries } from '../../kit/index.js';
import { studentLeaves } from './leaves.schema.js';
import * as repo from './leaves.repo.js';

const DAY = 86_400_000;
const leaveOut = (r: { l: repo.LeaveRow; reasonName: string; updatedByName: string | null }): Leave => ({
  id: r.l.id,
  studentId: r.l.studentId,
  reasonId: r.l.reasonId,
  reasonName: r.reasonName,
  startDate: r.l.startDate,
  endDate: r.l.endDate,
  returnDate: r.l.returnDate,
  days: r.l.endDate ? Math.round((Date.parse(r.l.endDate) - Date.parse(r.l.startDate)) / DAY) + 1 : null,
  notes: r.l.notes,
  updatedAt: r.l.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: LeaveInput) => ({
  reasonId: v.reasonId,
  startDate: v.startDate,
  endDate: v.endDate ?? null,
  returnDate: v.returnDate ?? null,
  notes: v.notes?.trim() || null,
});
type Values = ReturnType<typeof valuesOf>;

/** The reason is an active row of its control table (kept when a row is later retired); no overlap with the others. */
async function check(ex: Executor, studentId: number, v: Values, before?: Record<string, unknown>) {
  const ref = await repo.reasonRef(ex, v.reasonId);
  if (!ref || (!ref.active && ref.id !== before?.reasonId))
    throw badInput(LEAVE_MESSAGES.reason, { reasonId: LEAVE_MESSAGES.reason });
  const others = await repo.otherLeaves(ex, studentId, before?.id as number | undefined);
  if (others.some((o) => leavesOverlap(o, v)))
    throw ruleRefused(LEAVE_MESSAGES.overlap, { startDate: LEAVE_MESSAGES.overlap });
}

/** The Leave tab: a student's leaves, recorded, corrected and removed by the registrar, each write audited. */
export function createLeaveService({ db }: { db: Db }) {
  const entries = auditedEntries(db, studentLeaves, {
    entity: LEAVE_ENTITY,
    what: 'Leave',
    lock: repo.lockStudent,
    check: (tx, studentId, v: Values, before) => check(tx, studentId, v, before),
  });
  async function one(studentId: number, id: number) {
    const r = await repo.findLeave(db, studentId, id);
    if (!r) throw notFound('Leave');
    return leaveOut(r);
  }
  return {
    choices: async () => ({ items: await repo.reasonChoices(db) }),
    async list(studentId: number, q: LeaveListQuery) {
      const { rows, total } = await repo.listLeaves(db, studentId, q);
      return toPage(q, { items: rows.map(leaveOut), total });
    },
    get: one,
    async add(actor: Actor, studentId: number, input: LeaveInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(leaveInput.parse(input))));
    },
    async update(actor: Actor, studentId: number, id: number, input: LeaveInput) {
      await entries.update(actor, studentId, id, valuesOf(leaveInput.parse(input)));
      return one(studentId, id);
    },
    remove: entries.remove,
  };
}
export type LeaveService = ReturnType<typeof createLeaveService>;
