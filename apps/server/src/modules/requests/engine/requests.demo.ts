import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../../platform/audit.js';
import { rowsOf, type Db, type Executor } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { studentRequests } from './requests.schema.js';
import { createRequestService } from './requests.service.js';

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => isoDay(new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY));

async function actorOf(ex: Executor, username: string): Promise<(Actor & { studentId: number | null }) | undefined> {
  const [u] = await ex
    .select({
      id: users.id,
      roleId: users.roleId,
      userType: users.userType,
      groupId: users.groupId,
      studentId: users.studentId,
    })
    .from(users)
    .where(eq(users.username, username));
  return (
    u && {
      userId: u.id,
      roleId: u.roleId,
      userType: u.userType,
      groupId: u.groupId,
      requestId: 'demo',
      studentId: u.studentId,
    }
  );
}

/**
 * The registrar's request queues in the demo school, made through the request service as students and the
 * office would: Stella Student's transcript (waiting for payment) and her completed enrollment letter, and
 * other students' requests of several kinds at several steps (an I-94 letter approved, a leave under review,
 * a complaint pending, a class withdrawal rejected with its reason, an appeal drafted, an MSPE for a student in
 * clinical medicine). Does nothing when the database already has requests.
 */
export async function seedDemoRequests(ex: Executor, today = new Date()) {
  const [any] = await ex.select({ id: studentRequests.id }).from(studentRequests).limit(1);
  if (any) return 0;
  const registrar = await actorOf(ex, 'registrar');
  if (!registrar) return 0;
  const stella = await actorOf(ex, 'student');
  const svc = createRequestService({ db: ex as Db, now: () => today });
  const day = isoDay(today);
  let made = 0;
  const add = async (by: Actor, kind: string, studentId: number, data: Record<string, unknown>, draft = false) => {
    made++;
    return (await svc.add(by, kind, studentId, { data, draft })).id;
  };
  const move = (id: number, to: string, note: string | null = null) =>
    svc.move(registrar, id, { to, note }, 'staff', {});

  if (stella?.studentId) {
    await add(stella, 'transcript', stella.studentId, {
      transcriptType: 'Medical School',
      reason: 'Residency application',
      examName: 'ERAS 2027',
      copies: 1,
      shipping: 'Electronic (PDF by email)',
      recipient: 'ERAS Support Services, ecfmg.org',
    });
    const letter = await add(stella, 'enrollment', stella.studentId, {
      addressee: 'Student Loan Services',
      purpose: 'Loan deferment',
    });
    await move(letter, 'approved');
    await move(letter, 'completed');
  }

  const others = rowsOf<{ id: number; clinical: boolean }>(
    await ex.execute(sql`select s.id, s.current_course_status = 'Clinical Medicine' as clinical from students s
      join ref_rows r on r.id = s.status_id where r.label = 'Student'
      and s.id <> ${stella?.studentId ?? 0} order by s.id limit 40`),
  );
  const basic = others.filter((o) => !o.clinical).map((o) => o.id);
  const clinical = others.find((o) => o.clinical)?.id;
  if (basic.length >= 5) {
    const i94 = await add(registrar, 'i94', basic[0], {
      travelFrom: addDays(day, 20),
      travelTo: addDays(day, 34),
      destination: 'Toronto, Canada',
      purpose: 'Family visit over the semester break',
    });
    await move(i94, 'approved');
    const leave = await add(registrar, 'absence', basic[1], {
      reason: 'Medical',
      fromDate: addDays(day, 7),
      toDate: addDays(day, 97),
      details: 'Surgery and recovery; a note from the physician is on file.',
    });
    await move(leave, 'review');
    await add(registrar, 'complaint', basic[2], {
      subject: 'Library hours during exam weeks',
      category: 'Facilities',
      details: 'The library closes at 8 pm during exam weeks; students ask for it to stay open until midnight.',
    });
    const [cls] = rowsOf<{ id: number }>(
      await ex.execute(sql`select id from ref_rows where table_key = 'class' and active order by id limit 1`),
    );
    if (cls) {
      const w = await add(registrar, 'classWithdrawal', basic[3], {
        classId: cls.id,
        effectiveDate: addDays(day, 3),
        reason: 'Schedule conflict with a clinical skills session',
      });
      await move(w, 'rejected', 'The withdrawal deadline for this class has passed');
    }
    await add(
      registrar,
      'appeal',
      basic[4],
      { subject: 'Grade', statement: 'I ask for a review of my Pathology final exam grade.' },
      true,
    );
  }
  if (clinical)
    await add(registrar, 'mspe', clinical, {
      applicationCycle: today.getUTCFullYear() + 1,
      deadline: addDays(day, 45),
      notes: 'Applying to internal medicine programs.',
    });
  return made;
}
