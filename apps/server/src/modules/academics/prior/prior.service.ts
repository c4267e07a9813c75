import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES,
  PRIOR_EDUCATION_ENTITY,
  PRIOR_EDUCATION_MESSAGES,
  priorEducationInput,
  type PriorEducation,
  type PriorEducationInput,
  type PriorEducationKind,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { slicePage } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { auditedEntries } from '../entries.js';
import { priorEducation } from './prior.schema.js';

const editor = alias(users, 'editor');
const entriesOf = (ex: Executor, studentId: number, kind?: PriorEducationKind) =>
  ex
    .select({ p: priorEducation, updatedByName: nameOf(editor) })
    .from(priorEducation)
    .leftJoin(editor, eq(editor.id, priorEducation.updatedBy))
    .where(and(eq(priorEducation.studentId, studentId), kind ? eq(priorEducation.kind, kind) : undefined))
    .orderBy(desc(priorEducation.fromDate), desc(priorEducation.id));

const out = (r: Awaited<ReturnType<typeof entriesOf>>[number]): PriorEducation => ({
  id: r.p.id,
  studentId: r.p.studentId,
  kind: r.p.kind as PriorEducationKind,
  institution: r.p.institution,
  program: r.p.program,
  fromDate: r.p.fromDate,
  toDate: r.p.toDate,
  gpa: r.p.gpa,
  updatedAt: r.p.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: PriorEducationInput) => ({
  kind: v.kind,
  institution: v.institution,
  program: v.program || null,
  fromDate: v.fromDate,
  toDate: v.toDate || null,
  gpa: v.gpa || null,
});
type Values = ReturnType<typeof valuesOf>;

/** One entry of an institution from a start date of each kind (422 on the institution). */
async function checkDuplicate(tx: Executor, studentId: number, v: Values, except?: number) {
  const [same] = await tx
    .select({ id: priorEducation.id })
    .from(priorEducation)
    .where(
      and(
        eq(priorEducation.studentId, studentId),
        eq(priorEducation.kind, v.kind),
        eq(priorEducation.fromDate, v.fromDate),
        sql`lower(${priorEducation.institution}) = lower(${v.institution})`,
        except ? ne(priorEducation.id, except) : undefined,
      ),
    );
  if (same)
    throw new AppError(422, ERROR_CODES.rule, PRIOR_EDUCATION_MESSAGES.duplicate, {
      institution: PRIOR_EDUCATION_MESSAGES.duplicate,
    });
}

/** The Academic Details tab: the schools a student attended as an applicant and those she attends besides. */
export function createPriorEducationService({ db }: { db: Db }) {
  const entries = auditedEntries<Values>(db, priorEducation, {
    entity: PRIOR_EDUCATION_ENTITY,
    what: 'Education',
    lock: (tx, studentId) =>
      tx.execute(sql`select pg_advisory_xact_lock(hashtext('caduceus.prior-education'), ${studentId})`),
    check: (tx, studentId, v, before) => checkDuplicate(tx, studentId, v, before?.id),
  });
  async function one(studentId: number, id: number) {
    const r = (await entriesOf(db, studentId)).find((e) => e.p.id === id);
    if (!r) throw notFound('Education');
    return out(r);
  }
  return {
    list: async (studentId: number, kind: PriorEducationKind, q: { page: number; pageSize: number }) =>
      slicePage((await entriesOf(db, studentId, kind)).map(out), q),
    get: one,
    async add(actor: Actor, studentId: number, input: PriorEducationInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(priorEducationInput.parse(input))));
    },
    async update(actor: Actor, studentId: number, id: number, input: PriorEducationInput) {
      await entries.update(actor, studentId, id, valuesOf(priorEducationInput.parse(input)));
      return one(studentId, id);
    },
    remove: entries.remove,
  };
}
export type PriorEducationService = ReturnType<typeof createPriorEducationService>;
