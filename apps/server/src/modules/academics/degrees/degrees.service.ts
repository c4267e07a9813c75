import {
  DEGREE_ENTITY,
  DEGREE_MESSAGES,
  degreeInput,
  type Degree,
  type DegreeInput,
  type DegreeListQuery,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { auditedEntries } from '../entries.js';
import { studentDegrees } from './degrees.schema.js';
import type { Db } from '../../../platform/db/index.js';
import { badInput, notFound } from '../../../platform/errors.js';
import type { Executor } from '../../../platform/db/index.js';
import { toPage } from '../../../platform/paging.js';
import * as repo from './degrees.repo.js';

/** What leaves the server of a degree. */
const degreeOut = (r: {
  d: repo.DegreeRow;
  degreeName: string;
  abbreviation: string | null;
  level: string | null;
  updatedByName: string | null;
}): Degree => ({
  id: r.d.id,
  studentId: r.d.studentId,
  degreeId: r.d.degreeId,
  degreeName: r.degreeName,
  abbreviation: r.abbreviation,
  level: r.level,
  institution: r.d.institution,
  major: r.d.major,
  awardedOn: r.d.awardedOn,
  honors: r.d.honors,
  updatedAt: r.d.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: DegreeInput) => ({
  degreeId: v.degreeId,
  institution: v.institution,
  major: v.major ?? null,
  awardedOn: v.awardedOn ?? null,
  honors: v.honors ?? null,
});

/** The degree chosen is an active row of the Degrees control table (kept when a row is later retired). */
async function checkDegree(ex: Executor, degreeId: number, keep?: number) {
  const ref = await repo.degreeRef(ex, degreeId);
  if (!ref || (!ref.active && ref.id !== keep))
    throw badInput(DEGREE_MESSAGES.degree, { degreeId: DEGREE_MESSAGES.degree });
}

/** The Degree tab: a student's degrees, added, corrected and removed by the registrar, each write audited. */
export function createDegreeService({ db }: { db: Db }) {
  const entries = auditedEntries(db, studentDegrees, {
    entity: DEGREE_ENTITY,
    what: 'Degree',
    check: (tx, _studentId, v: ReturnType<typeof valuesOf>, before) =>
      checkDegree(tx, v.degreeId, before?.degreeId as number | undefined),
  });
  async function one(studentId: number, id: number) {
    const r = await repo.findDegree(db, studentId, id);
    if (!r) throw notFound('Degree');
    return degreeOut(r);
  }
  return {
    choices: async () => ({ items: await repo.degreeChoices(db) }),

    async list(studentId: number, q: DegreeListQuery) {
      const { rows, total } = await repo.listDegrees(db, studentId, q);
      return toPage(q, { items: rows.map(degreeOut), total });
    },

    get: one,

    async add(actor: Actor, studentId: number, input: DegreeInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(degreeInput.parse(input))));
    },

    async update(actor: Actor, studentId: number, id: number, input: DegreeInput) {
      await entries.update(actor, studentId, id, valuesOf(degreeInput.parse(input)));
      return one(studentId, id);
    },

    remove: entries.remove,
  };
}
export type DegreeService = ReturnType<typeof createDegreeService>;
