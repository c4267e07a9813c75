import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PLAN_MESSAGES,
  ROTATION_PLAN_ENTITY,
  type AssignRotationsInput,
  type PlannedStatus,
  type RotationPlan,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { notFound } from '../../../platform/errors.js';
import { offsetOf, toPage, totalOver } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { hospitalRotations, hospitals, preceptors } from '../core/clinical.schema.js';
import { checkPlacement, refused, type RotationsService } from '../rotations/rotations.service.js';
import { rotationPlanEvents, rotationPlanStudents, rotationPlans } from './plans.schema.js';

const p = rotationPlans;
const ps = rotationPlanStudents;
const rotationRef = alias(refRows, 'plan_rotation_ref');
const counts = {
  students: sql<number>`(select count(*)::int from rotation_plan_students x where x.plan_id = ${p.id})`,
  accepted: sql<number>`(select count(*)::int from rotation_plan_students x where x.plan_id = ${p.id} and x.status = 'Accepted')`,
  declined: sql<number>`(select count(*)::int from rotation_plan_students x where x.plan_id = ${p.id} and x.status = 'Declined')`,
};
const planColumns = {
  p,
  hospitalId: hospitals.id,
  hospitalName: hospitals.name,
  rotationName: rotationRef.label,
  preceptorName: sql<
    string | null
  >`case when ${preceptors.id} is null then null else ${preceptors.firstName} || ' ' || ${preceptors.lastName} end`,
};
const plans = (ex: Executor) =>
  ex
    .select({ ...planColumns, ...counts, total: totalOver() })
    .from(p)
    .innerJoin(hospitalRotations, eq(hospitalRotations.id, p.hospitalRotationId))
    .innerJoin(hospitals, eq(hospitals.id, hospitalRotations.hospitalId))
    .innerJoin(rotationRef, eq(rotationRef.id, hospitalRotations.rotationId))
    .leftJoin(preceptors, eq(preceptors.id, p.preceptorId));
type PlanRow = Awaited<ReturnType<ReturnType<typeof plans>['where']>>[number];

const planOut = (x: PlanRow): RotationPlan => ({
  id: x.p.id,
  hospitalId: x.hospitalId,
  hospitalName: x.hospitalName,
  hospitalRotationId: x.p.hospitalRotationId,
  rotationName: x.rotationName,
  preceptorId: x.p.preceptorId,
  preceptorName: x.preceptorName,
  startDate: x.p.startDate,
  endDate: x.p.endDate,
  weeks: x.p.weeks,
  state: x.p.state as RotationPlan['state'],
  students: x.students,
  accepted: x.accepted,
  declined: x.declined,
  createdAt: toIso(x.p.createdAt),
});

const event = (ex: Executor, planId: number, actor: Actor, action: string, studentId?: number) =>
  ex.insert(rotationPlanEvents).values({ planId, actorId: actor.userId, action, studentId: studentId ?? null });

/** Planned rotations: made for a set of students, answered by each, scheduled for those who accepted. */
export function createPlansService({ db, rotations }: { db: Db; rotations: RotationsService }) {
  async function onePlan(id: number, ex: Executor = db) {
    const [row] = await plans(ex).where(eq(p.id, id));
    if (!row) throw notFound('Planned rotation');
    return row;
  }
  async function members(planId: number) {
    return db
      .select({
        studentId: ps.studentId,
        name: sql<string>`${students.firstName} || ' ' || ${students.lastName}`,
        status: ps.status,
        answeredAt: ps.answeredAt,
        rotationId: ps.rotationId,
      })
      .from(ps)
      .innerJoin(students, eq(students.id, ps.studentId))
      .where(eq(ps.planId, planId))
      .orderBy(asc(students.lastName), asc(students.firstName));
  }
  return {
    async list(q: { page: number; pageSize: number; state?: 'Open' | 'Scheduled' }) {
      const rows = await plans(db)
        .where(q.state ? eq(p.state, q.state) : undefined)
        .orderBy(desc(p.startDate), desc(p.id))
        .limit(q.pageSize)
        .offset(offsetOf(q));
      return toPage(q, { items: rows.map(planOut), total: rows[0]?.total ?? 0 });
    },

    async details(id: number) {
      const plan = planOut(await onePlan(id));
      return { ...plan, members: (await members(id)).map((m) => ({ ...m, status: m.status as PlannedStatus })) };
    },

    async add(actor: Actor, input: AssignRotationsInput) {
      const { span } = await checkPlacement(db, input, true);
      const ids = [...new Set(input.studentIds)];
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(p)
          .values({
            hospitalRotationId: input.hospitalRotationId,
            preceptorId: input.preceptorId ?? null,
            startDate: span.startDate,
            endDate: span.endDate,
            weeks: input.weeks,
            notes: input.notes ?? null,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning();
        await tx.insert(ps).values(ids.map((studentId) => ({ planId: row.id, studentId })));
        await event(tx, row.id, actor, `Planned for ${ids.length} student(s)`);
        await audit(tx, actor, {
          action: 'create',
          entity: ROTATION_PLAN_ENTITY,
          entityId: row.id,
          after: { ...row, studentIds: ids },
        });
        return row.id;
      });
      return planOut(await onePlan(id));
    },

    async remove(actor: Actor, id: number) {
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(p).where(eq(p.id, id)).for('update');
        if (!before) throw notFound('Planned rotation');
        if (before.state === 'Scheduled') throw refused('planId', PLAN_MESSAGES.scheduled);
        await tx.delete(p).where(eq(p.id, id));
        await audit(tx, actor, { action: 'delete', entity: ROTATION_PLAN_ENTITY, entityId: id, before });
      });
    },

    async activity(id: number) {
      await onePlan(id);
      const who = alias(users, 'plan_actor');
      const rows = await db
        .select({
          id: rotationPlanEvents.id,
          at: rotationPlanEvents.at,
          action: rotationPlanEvents.action,
          actorName: sql<string | null>`${who.firstName} || ' ' || ${who.lastName}`,
          studentName: sql<string | null>`${students.firstName} || ' ' || ${students.lastName}`,
        })
        .from(rotationPlanEvents)
        .leftJoin(who, eq(who.id, rotationPlanEvents.actorId))
        .leftJoin(students, eq(students.id, rotationPlanEvents.studentId))
        .where(eq(rotationPlanEvents.planId, id))
        .orderBy(asc(rotationPlanEvents.at), asc(rotationPlanEvents.id));
      return { items: rows.map((r) => ({ ...r, at: toIso(r.at) })) };
    },

    /** Scheduled rotations for the students who accepted, through the wizard's rules, in one transaction. */
    async schedule(actor: Actor, id: number) {
      const plan = await onePlan(id);
      if (plan.p.state === 'Scheduled') throw refused('planId', PLAN_MESSAGES.scheduled);
      const accepted = (await members(id)).filter((m) => m.status === 'Accepted');
      if (!accepted.length) throw refused('planId', PLAN_MESSAGES.noneAccepted);
      const { created } = await rotations.assign(actor, {
        hospitalRotationId: plan.p.hospitalRotationId,
        preceptorId: plan.p.preceptorId,
        startDate: plan.p.startDate,
        weeks: plan.p.weeks,
        notes: plan.p.notes,
        studentIds: accepted.map((m) => m.studentId),
      });
      await db.transaction(async (tx) => {
        const made = await rotations.createdFor(tx, created);
        for (const r of made)
          await tx
            .update(ps)
            .set({ rotationId: r.id })
            .where(and(eq(ps.planId, id), eq(ps.studentId, r.studentId)));
        await tx
          .update(p)
          .set({ state: 'Scheduled', updatedBy: actor.userId, updatedAt: sql`now()` })
          .where(eq(p.id, id));
        await event(tx, id, actor, `Scheduled for ${created.length} student(s)`);
        await audit(tx, actor, {
          action: 'update',
          entity: ROTATION_PLAN_ENTITY,
          entityId: id,
          after: { state: 'Scheduled', created },
        });
      });
      return { created };
    },

    /** A student's plans (her own answer on each). */
    async forStudent(studentId: number, planId?: number) {
      const mine = new Map(
        (
          await db
            .select({ planId: ps.planId, status: ps.status })
            .from(ps)
            .where(and(eq(ps.studentId, studentId), planId ? eq(ps.planId, planId) : undefined))
        ).map((m) => [m.planId, m.status as PlannedStatus]),
      );
      if (!mine.size) return [];
      const rows = await plans(db)
        .where(inArray(p.id, [...mine.keys()]))
        .orderBy(desc(p.startDate));
      return rows.map((x) => {
        const { students: _s, accepted: _a, declined: _d, ...plan } = planOut(x);
        return { ...plan, myStatus: mine.get(x.p.id)! };
      });
    },

    async answer(actor: Actor, studentId: number, planId: number, accept: boolean) {
      await db.transaction(async (tx) => {
        const [m] = await tx
          .select()
          .from(ps)
          .where(and(eq(ps.planId, planId), eq(ps.studentId, studentId)))
          .for('update');
        if (!m) throw notFound('Planned rotation');
        const [plan] = await tx.select().from(p).where(eq(p.id, planId));
        if (plan.state === 'Scheduled') throw refused('planId', PLAN_MESSAGES.scheduled);
        if (m.status !== 'Waiting for acceptance') throw refused('accept', PLAN_MESSAGES.answered);
        const status = accept ? 'Accepted' : 'Declined';
        await tx
          .update(ps)
          .set({ status, answeredAt: sql`now()` })
          .where(eq(ps.id, m.id));
        await event(tx, planId, actor, status, studentId);
        await audit(tx, actor, {
          action: 'update',
          entity: ROTATION_PLAN_ENTITY,
          entityId: planId,
          before: m,
          after: { ...m, status },
        });
      });
      const [mine] = await this.forStudent(studentId, planId);
      return mine;
    },
  };
}
export type PlansService = ReturnType<typeof createPlansService>;
