import { and, desc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES,
  MCAT_ENTITY,
  MCAT_MESSAGES,
  MCAT_SECTIONS,
  MCAT_SECTION_SCORE,
  mcatInput,
  mcatTotalOf,
  type McatInput,
  type McatScore,
} from '@caduceus/contracts';
import type { Actor } from '../../../platform/audit.js';
import { auditedEntries } from '../entries.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { slicePage } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { mcatScores } from './mcat.schema.js';

const editor = alias(users, 'editor');
const scoresOf = (ex: Executor, studentId: number) =>
  ex
    .select({ m: mcatScores, updatedByName: nameOf(editor) })
    .from(mcatScores)
    .leftJoin(editor, eq(editor.id, mcatScores.updatedBy))
    .where(eq(mcatScores.studentId, studentId))
    .orderBy(desc(mcatScores.testDate), desc(mcatScores.id));

const out = (r: Awaited<ReturnType<typeof scoresOf>>[number]): McatScore => ({
  id: r.m.id,
  studentId: r.m.studentId,
  testDate: r.m.testDate,
  chemPhys: r.m.chemPhys,
  cars: r.m.cars,
  bioBiochem: r.m.bioBiochem,
  psychSoc: r.m.psychSoc,
  total: r.m.total,
  percentile: r.m.percentile,
  updatedAt: r.m.updatedAt,
  updatedByName: r.updatedByName ?? null,
});
const valuesOf = (v: McatInput) => ({
  testDate: v.testDate,
  chemPhys: v.chemPhys,
  cars: v.cars,
  bioBiochem: v.bioBiochem,
  psychSoc: v.psychSoc,
  total: mcatTotalOf(v),
  percentile: v.percentile ?? null,
});

/** One MCAT of a student a day (422 on the field). */
async function checkDay(tx: Executor, studentId: number, testDate: string, except?: number) {
  const [same] = await tx
    .select({ id: mcatScores.id })
    .from(mcatScores)
    .where(
      and(
        eq(mcatScores.studentId, studentId),
        eq(mcatScores.testDate, testDate),
        except ? ne(mcatScores.id, except) : undefined,
      ),
    );
  if (same) throw new AppError(422, ERROR_CODES.rule, MCAT_MESSAGES.sameDay, { testDate: MCAT_MESSAGES.sameDay });
}

/** The MCAT tab: a student's MCAT scores, recorded, corrected and removed by the registrar, each write audited. */
export function createMcatService({ db }: { db: Db }) {
  async function one(studentId: number, id: number) {
    const r = (await scoresOf(db, studentId)).find((s) => s.m.id === id);
    if (!r) throw notFound('MCAT score');
    return out(r);
  }
  const entries = auditedEntries(db, mcatScores, {
    entity: MCAT_ENTITY,
    what: 'MCAT score',
    check: (tx, studentId, v: ReturnType<typeof valuesOf>, before) => checkDay(tx, studentId, v.testDate, before?.id),
  });
  return {
    sections: () => ({
      items: MCAT_SECTIONS.map((s) => ({ key: s.key, label: s.label, ...MCAT_SECTION_SCORE })),
    }),
    list: async (studentId: number, q: { page: number; pageSize: number }) =>
      slicePage((await scoresOf(db, studentId)).map(out), q),
    get: one,

    async add(actor: Actor, studentId: number, input: McatInput) {
      return one(studentId, await entries.add(actor, studentId, valuesOf(mcatInput.parse(input))));
    },

    async update(actor: Actor, studentId: number, id: number, input: McatInput) {
      await entries.update(actor, studentId, id, valuesOf(mcatInput.parse(input)));
      return one(studentId, id);
    },

    remove: entries.remove,
  };
}
export type McatService = ReturnType<typeof createMcatService>;
