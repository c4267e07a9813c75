import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/index.js';
import { users } from '../access/tables.js';
import { priorEducation } from './prior/prior.schema.js';
import { academicRecords, med6LoaDates } from './records/records.schema.js';
import { usmleAttempts } from './usmle/usmle.schema.js';

const COLLEGES = [
  ['University of Toronto', 'B.Sc. Biology'],
  ['University of the West Indies', 'B.Sc. Chemistry'],
  ['Rutgers University', 'B.A. Psychology'],
  ['University of Lagos', 'B.Sc. Microbiology'],
  ['McGill University', 'B.Sc. Physiology'],
  ['Florida International University', 'B.S. Biomedical Sciences'],
] as const;
const PREMED = [
  ['General Biology', 4, 'A', '4.00'],
  ['General Chemistry', 4, 'B+', '3.30'],
  ['Organic Chemistry', 4, 'B', '3.00'],
  ['Physics I', 3, 'A-', '3.70'],
] as const;
const MED = [
  ['Gross Anatomy', 8, 'B+', '3.30'],
  ['Medical Physiology', 7, 'A-', '3.70'],
  ['Medical Biochemistry', 6, 'B', '3.00'],
] as const;

/**
 * Demo academics: for the first demo students, the college they came from (and, for some, a course they attend
 * besides), pre-medical and medical classes with their grades (the GPA reads from them), a clinical rotation,
 * a USMLE Step 1 attempt, and one Med6 LOA date, entered by the registrar.
 */
export async function seedDemoAcademics(ex: Executor, studentIds: number[]) {
  const [registrar] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'registrar'));
  const by = registrar?.id ?? null;
  const stamps = { createdBy: by, updatedBy: by };
  const some = studentIds.slice(0, 12);
  for (const [i, studentId] of some.entries()) {
    const [college, program] = COLLEGES[i % COLLEGES.length];
    const start = 2014 + (i % 5);
    await ex.insert(priorEducation).values({
      studentId,
      kind: 'applicant',
      institution: college,
      program,
      fromDate: `${start}-09-01`,
      toDate: `${start + 4}-05-31`,
      gpa: (3.1 + (i % 8) / 10).toFixed(2),
      ...stamps,
    });
    if (i % 4 === 0)
      await ex.insert(priorEducation).values({
        studentId,
        kind: 'attending',
        institution: 'Open University',
        program: 'Public Health (online)',
        fromDate: '2025-01-13',
        ...stamps,
      });
    const year = start + 4;
    for (const [j, [title, credits, grade, points]] of PREMED.entries())
      await ex.insert(academicRecords).values({
        studentId,
        form: 1,
        title,
        term: `${j < 2 ? 'Fall' : 'Spring'} ${j < 2 ? year : year + 1}`,
        institution: college,
        credits,
        grade,
        gradePoints: points,
        ...stamps,
      });
    if (i % 2 === 0) {
      for (const [title, credits, grade, points] of MED)
        await ex.insert(academicRecords).values({
          studentId,
          form: 2,
          title,
          term: `Fall ${year + 2}`,
          completedOn: `${year + 2}-12-15`,
          credits,
          grade,
          gradePoints: points,
          ...stamps,
        });
      await ex.insert(academicRecords).values({
        studentId,
        form: 4,
        title: 'Internal Medicine',
        term: `Summer ${year + 4}`,
        institution: 'Jackson Memorial Hospital',
        completedOn: `${year + 4}-08-20`,
        credits: 12,
        grade: 'A-',
        gradePoints: '3.70',
        ...stamps,
      });
      await ex
        .insert(usmleAttempts)
        .values({ studentId, step: 'Step 1', testDate: `${year + 3}-06-14`, result: 'Pass', ...stamps })
        .onConflictDoNothing();
    }
  }
  if (some[1])
    await ex.insert(med6LoaDates).values({
      studentId: some[1],
      loaDate: '2026-01-12',
      note: 'Leave to prepare for USMLE Step 2 CK',
      updatedBy: by,
    });
}
