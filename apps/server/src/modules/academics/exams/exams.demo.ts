import { and, asc, eq } from 'drizzle-orm';
import { NBME_DISCIPLINES, RETAKE_FEE } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { refRows } from '../../reference/tables.js';
import { examRetakeRequests, kaplanScores, nbmeScores } from './exams.schema.js';

/** Demo exam results: shelf and comprehensive NBME scores, Kaplan diagnostics, and a few retake requests. */
export async function seedDemoExams(ex: Executor, studentIds: number[]) {
  const sems = await ex
    .select({ id: refRows.id })
    .from(refRows)
    .where(and(eq(refRows.tableKey, 'semester'), eq(refRows.active, true)))
    .orderBy(asc(refRows.sortOrder), asc(refRows.id))
    .limit(3);
  const some = studentIds.slice(0, 40);
  const nbme: (typeof nbmeScores.$inferInsert)[] = [];
  const kaplan: (typeof kaplanScores.$inferInsert)[] = [];
  some.forEach((studentId, i) => {
    const month = String((i % 9) + 1).padStart(2, '0');
    for (let d = 0; d < 2; d++)
      nbme.push({
        studentId,
        kind: 'Subject',
        discipline: NBME_DISCIPLINES[(i + d * 3) % NBME_DISCIPLINES.length],
        examDate: `2025-${month}-${String(10 + d).padStart(2, '0')}`,
        score: 58 + ((i * 7 + d * 11) % 35),
        percentile: 20 + ((i * 13) % 75),
      });
    if (i % 3 === 0)
      nbme.push({
        studentId,
        kind: 'Comprehensive',
        examType: i % 2 ? 'CCSE' : 'CBSE',
        examDate: `2025-${month}-20`,
        score: 180 + ((i * 9) % 90),
      });
    if (sems.length)
      kaplan.push({
        studentId,
        semesterId: sems[i % sems.length].id,
        test: 'Diagnostic',
        examDate: `2025-${month}-05`,
        score: 45 + ((i * 5) % 50),
      });
  });
  if (nbme.length) await ex.insert(nbmeScores).values(nbme);
  if (kaplan.length) await ex.insert(kaplanScores).values(kaplan);
  const retakes: (typeof examRetakeRequests.$inferInsert)[] = some.slice(0, 3).map((studentId, i) => ({
    studentId,
    exam: 'NBME Shelf',
    discipline: NBME_DISCIPLINES[i],
    reason: 'Scored below the passing mark on the first sitting.',
    status: (['Pending', 'Paid', 'Scheduled'] as const)[i],
    fee: RETAKE_FEE,
    paidAt: i > 0 ? '2025-10-01T12:00:00Z' : null,
    scheduledDate: i === 2 ? '2026-12-14' : null,
  }));
  if (retakes.length) await ex.insert(examRetakeRequests).values(retakes);
}
