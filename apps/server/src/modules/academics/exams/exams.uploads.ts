import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  EXAM_MESSAGES,
  NBME_MAX_ATTEMPTS,
  NBME_UPLOAD_COLUMNS,
  NBME_UPLOAD_TYPES,
  nbmeUploadRow,
  type NbmeKind,
  type NbmeUploadRow,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import type { UploadType } from '../../kit/index.js';
import { existingStudents } from './exams.repo.js';
import { nbmeScores } from './exams.schema.js';

const MENU = { Subject: '/exams/nbme-shelf', Comprehensive: '/exams/nbme-comprehensive' } as const;

/** The sittings already recorded for the students of a file, keyed by student and exam. */
async function sittingsOf(ex: Executor, kind: NbmeKind, studentIds: number[]) {
  if (!studentIds.length) return [];
  return ex
    .select({
      id: nbmeScores.id,
      studentId: nbmeScores.studentId,
      exam: sql<string>`coalesce(${nbmeScores.discipline}, ${nbmeScores.examType})`,
      examDate: nbmeScores.examDate,
    })
    .from(nbmeScores)
    .where(and(eq(nbmeScores.kind, kind), inArray(nbmeScores.studentId, studentIds)));
}
const keyOf = (r: { studentId: number; exam: string }) => `${r.studentId}|${r.exam}`;

/**
 * An NBME results spreadsheet (shelf or comprehensive): one row a student's sitting. A row naming an unknown
 * student, an unknown exam or a score out of range is refused with its line; a sitting already recorded on that
 * day has its score corrected; a shelf discipline takes at most three sittings.
 */
export function nbmeUpload(db: Db, kind: NbmeKind): UploadType<NbmeUploadRow> {
  return {
    type: NBME_UPLOAD_TYPES[kind],
    title: kind === 'Subject' ? 'NBME Shelf Results' : 'NBME Comprehensive Results',
    access: { menu: MENU[kind], bit: 'write' },
    columns: NBME_UPLOAD_COLUMNS.map((c) => ({ ...c })),
    row: nbmeUploadRow(kind),
    async check(rows, _actor, lines) {
      const ids = [...new Set(rows.map((r) => r.studentId))];
      const known = await existingStudents(db, ids);
      const had = await sittingsOf(db, kind, [...known]);
      const count = new Map<string, number>();
      const days = new Set(had.map((h) => `${keyOf(h)}|${h.examDate}`));
      for (const h of had) count.set(keyOf(h), (count.get(keyOf(h)) ?? 0) + 1);
      const seen = new Map<string, number>();
      return rows.map((r, i) => {
        if (!known.has(r.studentId)) return `${EXAM_MESSAGES.unknownStudent} (ID ${r.studentId})`;
        const day = `${keyOf(r)}|${r.examDate}`;
        if (seen.has(day)) return `This sitting appears twice in the file (line ${seen.get(day)})`;
        seen.set(day, lines[i]);
        if (days.has(day)) return null; // a correction of a recorded sitting
        const n = (count.get(keyOf(r)) ?? 0) + 1;
        if (kind === 'Subject' && n > NBME_MAX_ATTEMPTS) return EXAM_MESSAGES.tooMany;
        count.set(keyOf(r), n);
        return null;
      });
    },
    async apply(tx, actor, rows) {
      const had = await sittingsOf(tx, kind, [...new Set(rows.map((r) => r.studentId))]);
      const byDay = new Map(had.map((h) => [`${keyOf(h)}|${h.examDate}`, h.id]));
      let inserted = 0;
      let updated = 0;
      for (const r of rows) {
        const existing = byDay.get(`${keyOf(r)}|${r.examDate}`);
        const values = {
          score: r.score,
          percentile: r.percentile,
          source: NBME_UPLOAD_TYPES[kind],
          updatedBy: actor.userId,
        };
        if (existing) {
          await tx
            .update(nbmeScores)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(nbmeScores.id, existing));
          updated++;
        } else {
          await tx.insert(nbmeScores).values({
            ...values,
            studentId: r.studentId,
            kind,
            discipline: kind === 'Subject' ? r.exam : null,
            examType: kind === 'Comprehensive' ? r.exam : null,
            examDate: r.examDate,
            createdBy: actor.userId,
          });
          inserted++;
        }
      }
      return { inserted, updated };
    },
  };
}
