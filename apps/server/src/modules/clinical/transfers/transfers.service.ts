import { and, desc, eq, gte, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLINICAL_TRANSFER_ENTITY,
  CLINICAL_TRANSFER_MESSAGES,
  clinicalTransferInput,
  type ClinicalTransfer,
  type ClinicalTransferInput,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { badInput, notFound, ruleRefused } from '../../../platform/errors.js';
import { slicePage } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { auditedEntries } from '../../kit/index.js';
import { rotationRow } from '../hospitals/offers.repo.js';
import { clinicalTransfers } from './transfers.schema.js';

const editor = alias(users, 'transfer_editor');
const rotationRef = alias(refRows, 'transfer_rotation');
const transfersOf = (ex: Executor, studentId: number) =>
  ex
    .select({ t: clinicalTransfers, rotationName: rotationRef.label, updatedByName: nameOf(editor) })
    .from(clinicalTransfers)
    .innerJoin(rotationRef, eq(rotationRef.id, clinicalTransfers.rotationId))
    .leftJoin(editor, eq(editor.id, clinicalTransfers.updatedBy))
    .where(eq(clinicalTransfers.studentId, studentId))
    .orderBy(desc(clinicalTransfers.fromDate), desc(clinicalTransfers.id));

const out = (r: Awaited<ReturnType<typeof transfersOf>>[number]): ClinicalTransfer => ({
  id: r.t.id,
  studentId: r.t.studentId,
  rotationId: r.t.rotationId,
  rotationName: r.rotationName,
  school: r.t.school,
  fromDate: r.t.fromDate,
  toDate: r.t.toDate,
  weeks: r.t.weeks,
  grade: r.t.grade,
  notes: r.t.notes,
  updatedAt: String(r.t.updatedAt),
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: ClinicalTransferInput) => ({
  rotationId: v.rotationId,
  school: v.school,
  fromDate: v.fromDate,
  toDate: v.toDate,
  weeks: v.weeks,
  grade: v.grade ?? null,
  notes: v.notes ?? null,
});
type Values = ReturnType<typeof valuesOf>;

/**
 * The rules of a transfer against the others: a rotation of the Rotations table (an inactive one only when it
 * is already the entry's), and no two transfers of a student over the same days.
 */
async function check(tx: Executor, studentId: number, v: Values, before?: Record<string, unknown>) {
  const rot = await rotationRow(tx, v.rotationId);
  if (!rot || (!rot.active && before?.rotationId !== rot.id))
    throw badInput(CLINICAL_TRANSFER_MESSAGES.rotation, { rotationId: CLINICAL_TRANSFER_MESSAGES.rotation });
  const [clash] = await tx
    .select({ id: clinicalTransfers.id })
    .from(clinicalTransfers)
    .where(
      and(
        eq(clinicalTransfers.studentId, studentId),
        lte(clinicalTransfers.fromDate, v.toDate),
        gte(clinicalTransfers.toDate, v.fromDate),
        before ? ne(clinicalTransfers.id, before.id as number) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw ruleRefused(CLINICAL_TRANSFER_MESSAGES.overlap, { fromDate: CLINICAL_TRANSFER_MESSAGES.overlap });
}

/** A student's clinical transfers: listed, recorded, corrected and removed by the clinical office, each write audited. */
export function createTransfersService({ db }: { db: Db }) {
  async function one(studentId: number, id: number) {
    const r = (await transfersOf(db, studentId)).find((s) => s.t.id === id);
    if (!r) throw notFound('Clinical transfer');
    return out(r);
  }
  const entries = auditedEntries(db, clinicalTransfers, {
    entity: CLINICAL_TRANSFER_ENTITY,
    what: 'Clinical transfer',
    check: (tx, studentId, v: Values, before) => check(tx, studentId, v, before),
  });
  return {
    list: async (studentId: number, q: { page: number; pageSize: number }) => {
      const rows = (await transfersOf(db, studentId)).map(out);
      return { ...slicePage(rows, q), totalWeeks: rows.reduce((n, r) => n + r.weeks, 0) };
    },
    get: one,
    async add(actor: Actor, studentId: number, input: ClinicalTransferInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(clinicalTransferInput.parse(input))));
    },
    async update(actor: Actor, studentId: number, id: number, input: ClinicalTransferInput) {
      await entries.update(actor, studentId, id, valuesOf(clinicalTransferInput.parse(input)));
      return one(studentId, id);
    },
    remove: entries.remove,
  };
}
export type TransfersService = ReturnType<typeof createTransfersService>;
