import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../../platform/db/index.js';
import { nameOf } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';
import { invoices } from '../invoices/invoices.schema.js';
import { studentFinancialStatus as marks } from './financial-status.schema.js';

/** The open invoices (nothing or part paid) of some students: due date and what is still owed. */
export async function openDues(ex: Executor, studentIds: number[]) {
  if (!studentIds.length) return [];
  return ex
    .select({
      studentId: invoices.studentId,
      dueDate: invoices.dueDate,
      owedCents: sql<number>`(${invoices.amountCents} - ${invoices.paidCents})::float8`,
    })
    .from(invoices)
    .where(and(inArray(invoices.studentId, studentIds), inArray(invoices.status, ['CR', 'PP'])));
}

/**
 * The students the sweep looks at: an open invoice overdue by more than `holdAfterDays` on `today`, or a
 * status the rule set earlier (it may lift it); never those set by hand.
 */
export async function sweepStudentIds(ex: Executor, today: string, holdAfterDays: number): Promise<number[]> {
  const result = await ex.execute(sql`
    select distinct i.student_id as id from invoices i
      where i.status in ('CR', 'PP') and i.due_date < ${today}::date - ${holdAfterDays}::int
    union
    select m.student_id from student_financial_status m where not m.manual
    except
    select m.student_id from student_financial_status m where m.manual`);
  return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
}

export async function lockStudent(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({ id: students.id, financialStatus: students.financialStatus })
    .from(students)
    .where(eq(students.id, studentId))
    .for('update');
  return row;
}

export async function markOf(ex: Executor, studentId: number) {
  const [row] = await ex
    .select({
      financialStatus: marks.financialStatus,
      manual: marks.manual,
      reason: marks.reason,
      setAt: marks.setAt,
      setByName: nameOf(users),
    })
    .from(marks)
    .leftJoin(users, eq(users.id, marks.setBy))
    .where(eq(marks.studentId, studentId));
  return row;
}

/** The student's status, and who set it (a rule row, a manual row, or none when Cleared by the rule). */
export async function setStatus(
  ex: Executor,
  studentId: number,
  financialStatus: number,
  mark: { manual: boolean; reason: string | null; setBy: number | null } | null,
) {
  await ex.update(students).set({ financialStatus }).where(eq(students.id, studentId));
  if (!mark) {
    await ex.delete(marks).where(eq(marks.studentId, studentId));
    return;
  }
  const values = { financialStatus, ...mark, setAt: sql`now()` as never };
  await ex
    .insert(marks)
    .values({ studentId, ...values })
    .onConflictDoUpdate({ target: marks.studentId, set: values });
}
