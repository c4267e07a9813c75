import { eq } from 'drizzle-orm';
import {
  CLINICAL_OPTION_TABLE,
  CLINICAL_PROBLEM_TABLE,
  CLINICAL_PROCEDURE_TABLE,
  shiftDays,
} from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { hospitalRotations, studentRotations } from '../core/clinical.schema.js';
import { choices } from './logs.repo.js';
import { clinicalLogAcademics, clinicalLogEntries, clinicalLogProblems, clinicalLogProcedures } from './logs.schema.js';

/**
 * Demo: the first days of a rotation under way, logged by its student: the first verified by the preceptor,
 * the second returned with a comment, the third waiting.
 */
export async function seedDemoLog(ex: Executor, rotationId: number, studentId: number, today: Date) {
  const [r] = await ex
    .select({ startDate: studentRotations.startDate, rotationRefId: hospitalRotations.rotationId })
    .from(studentRotations)
    .innerJoin(hospitalRotations, eq(hospitalRotations.id, studentRotations.hospitalRotationId))
    .where(eq(studentRotations.id, rotationId));
  const [petra] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'preceptor'));
  const [stella] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'student'));
  if (!r) return;
  const [problems, procedures, options] = await Promise.all([
    choices(ex, CLINICAL_PROBLEM_TABLE, r.rotationRefId),
    choices(ex, CLINICAL_PROCEDURE_TABLE, r.rotationRefId),
    choices(ex, CLINICAL_OPTION_TABLE),
  ]);
  const last = today.toISOString().slice(0, 10);
  const days = [0, 1, 2].map((n) => shiftDays(r.startDate, n)).filter((d) => d <= last);
  for (const [n, logDate] of days.entries()) {
    const verification = n === 0 ? 'Verified' : n === 1 ? 'Returned' : 'Pending';
    const [entry] = await ex
      .insert(clinicalLogEntries)
      .values({
        rotationId,
        studentId,
        logDate,
        setting: n === 1 ? 'Outpatient' : 'Inpatient',
        hours: 8 + n,
        patientsSeen: 4 + n,
        patientAge: 45 + n * 9,
        patientGender: n % 2 ? 'Male' : 'Female',
        notes: n === 0 ? 'Admitted two patients with the team; presented one at rounds.' : null,
        verification,
        verificationComment: n === 1 ? 'Add the procedures you assisted with in the clinic.' : null,
        verifiedBy: verification === 'Pending' ? null : (petra?.id ?? null),
        verifiedAt: verification === 'Pending' ? null : `${shiftDays(logDate, 1)}T17:00:00Z`,
        createdBy: stella?.id ?? null,
        updatedBy: stella?.id ?? null,
      })
      .returning({ id: clinicalLogEntries.id });
    const problem = problems[n % Math.max(problems.length, 1)];
    const option = options[(n + 1) % Math.max(options.length, 1)];
    if (problem && option)
      await ex
        .insert(clinicalLogProblems)
        .values({ entryId: entry.id, problemId: problem.value, optionId: option.value });
    const procedure = procedures[n % Math.max(procedures.length, 1)];
    if (procedure && option && n !== 1)
      await ex
        .insert(clinicalLogProcedures)
        .values({ entryId: entry.id, procedureId: procedure.value, optionId: option.value, count: 1 + n });
    if (n === 0)
      await ex
        .insert(clinicalLogAcademics)
        .values({ entryId: entry.id, activity: 'Grand Rounds', topic: 'Heart failure management', hours: 1 });
  }
}
