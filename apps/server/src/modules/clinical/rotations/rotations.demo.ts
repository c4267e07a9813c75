import { eq, sql } from 'drizzle-orm';
import { mondayOf, rotationEndDate, shiftDays } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { rowsOf } from '../../../platform/db/index.js';
import { users } from '../../access/tables.js';
import { hospitalRotations, preceptors, studentRotations } from '../core/clinical.schema.js';
import { seedDemoLog } from '../logs/logs.demo.js';
import { rotationPlanEvents, rotationPlanStudents, rotationPlans } from '../plans/plans.schema.js';
import { seedClinicalSites } from './fixtures.js';

/**
 * Demo: the three sites, finished (graded) and scheduled rotations for current students (Stella Student among
 * them: one finished, one scheduled), and one plan waiting for acceptance that includes Stella. Petra Preceptor
 * (the demo preceptor user) supervises two rotations under way, Stella's with a few logged days.
 */
export async function seedDemoRotations(ex: Executor, today = new Date()) {
  const [any] = await ex.select({ id: studentRotations.id }).from(studentRotations).limit(1);
  if (any) return;
  const sites = await seedClinicalSites(ex, today.getUTCFullYear());
  const [clinical] = await ex.select({ id: users.id }).from(users).where(eq(users.username, 'clinical'));
  const [stella] = await ex.select({ studentId: users.studentId }).from(users).where(eq(users.username, 'student'));
  const current = rowsOf<{ id: number }>(
    await ex.execute(sql`select s.id from students s join ref_rows r on r.id = s.status_id
      where r.label = 'Student' order by s.id limit 8`),
  ).map((r) => Number(r.id));
  const ids = [...new Set([...(stella?.studentId ? [stella.studentId] : []), ...current])].slice(0, 6);
  if (!ids.length || !sites.hospitals.length) return;
  const monday = mondayOf(today.toISOString().slice(0, 10));
  const by = clinical?.id ?? null;
  const rows: (typeof studentRotations.$inferInsert)[] = [];
  ids.forEach((studentId, i) => {
    const site = sites.hospitals[i % sites.hospitals.length];
    const past = site.offers[0];
    const next = site.offers[1] ?? past;
    // finished: 12 weeks back, 4 weeks long, graded
    const pastStart = shiftDays(monday, -7 * (12 + (i % 3)));
    rows.push({
      studentId,
      hospitalRotationId: past.id,
      preceptorId: site.preceptors[0] ?? null,
      startDate: pastStart,
      endDate: rotationEndDate(pastStart, 4),
      weeks: 4,
      status: 'Scheduled',
      approval: 'Finished',
      gradeType: i % 2 ? 'status' : 'marks',
      marks: i % 2 ? null : 80 + i,
      grade: i % 2 ? 'Pass' : null,
      createdBy: by,
      updatedBy: by,
    });
    // scheduled: from next week or the one after, 4 weeks
    const nextStart = shiftDays(monday, 7 * (1 + (i % 2)));
    rows.push({
      studentId,
      hospitalRotationId: next.id,
      preceptorId: site.preceptors[1] ?? null,
      startDate: nextStart,
      endDate: rotationEndDate(nextStart, 4),
      weeks: 4,
      status: 'Scheduled',
      approval: 'Approved',
      createdBy: by,
      updatedBy: by,
    });
  });
  // under way at Petra's hospital (from two weeks back, three weeks long): it ends before the scheduled ones begin
  const [petra] = await ex
    .select({ id: preceptors.id, hospitalId: preceptors.hospitalId })
    .from(preceptors)
    .innerJoin(users, eq(users.id, preceptors.userId))
    .where(eq(users.username, 'preceptor'));
  const [petraOffer] = petra
    ? await ex
        .select({ id: hospitalRotations.id })
        .from(hospitalRotations)
        .where(eq(hospitalRotations.hospitalId, petra.hospitalId))
        .orderBy(hospitalRotations.id)
        .limit(1)
    : [];
  const underWay = shiftDays(monday, -14);
  if (petra && petraOffer)
    for (const studentId of ids.slice(0, 2))
      rows.push({
        studentId,
        hospitalRotationId: petraOffer.id,
        preceptorId: petra.id,
        startDate: underWay,
        endDate: rotationEndDate(underWay, 3),
        weeks: 3,
        status: 'Scheduled',
        approval: 'Approved',
        createdBy: by,
        updatedBy: by,
      });
  const made = await ex.insert(studentRotations).values(rows).returning();
  const stellaUnderWay = made.find((m) => m.preceptorId === petra?.id && m.studentId === ids[0]);
  if (stellaUnderWay && petra) await seedDemoLog(ex, stellaUnderWay.id, stellaUnderWay.studentId, today);
  // a plan in eight weeks for Stella and two others, waiting for their answers
  const site = sites.hospitals[1 % sites.hospitals.length];
  const start = shiftDays(monday, 7 * 8);
  const [plan] = await ex
    .insert(rotationPlans)
    .values({
      hospitalRotationId: site.offers.at(-1)!.id,
      preceptorId: site.preceptors.at(-1) ?? null,
      startDate: start,
      endDate: rotationEndDate(start, 4),
      weeks: 4,
      notes: 'Summer block',
      createdBy: by,
      updatedBy: by,
    })
    .returning();
  const planned = ids.slice(0, 3);
  await ex.insert(rotationPlanStudents).values(planned.map((studentId) => ({ planId: plan.id, studentId })));
  await ex
    .insert(rotationPlanEvents)
    .values({ planId: plan.id, actorId: by, action: `Planned for ${planned.length} student(s)` });
}
