import { eq, inArray, sql } from 'drizzle-orm';
import {
  ERROR_CODES,
  ROTATION_DELETABLE,
  ROTATION_MESSAGES,
  STUDENT_ROTATION_ENTITY,
  canMoveRotation,
  centsToAmount,
  firstFullWeek,
  fill,
  rotationEndDate,
  seatsTaken,
  weeksTouched,
  withinOffer,
  type AssignRotationsInput,
  type RosterUpdateInput,
  type RotationGradeInput,
  type RotationInput,
  type RotationListQuery,
  type RotationStatus,
  type StudentRotation,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { AppError, conflict, notFound } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import { toIso } from '../../../platform/db/columns.js';
import { studentRotations } from '../core/clinical.schema.js';
import * as repo from './rotations.repo.js';

/** A business refusal naming its field (422). */
export const refused = (field: string, message: string) =>
  new AppError(422, ERROR_CODES.rule, message, { [field]: message });
const today = () => new Date().toISOString().slice(0, 10);

export const rotationOut = (x: repo.RotationRow): StudentRotation => ({
  id: x.r.id,
  studentId: x.r.studentId,
  studentName: x.studentName,
  hospitalId: x.hospitalId,
  hospitalName: x.hospitalName,
  hospitalRotationId: x.r.hospitalRotationId,
  rotationName: x.rotationName,
  preceptorId: x.r.preceptorId,
  preceptorName: x.preceptorName,
  startDate: x.r.startDate,
  endDate: x.r.endDate,
  weeks: x.r.weeks,
  status: x.r.status as RotationStatus,
  approval: x.r.approval,
  gradeType: x.r.gradeType,
  marks: x.r.marks,
  grade: x.r.grade,
  notes: x.r.notes,
  amount: centsToAmount(x.r.weeks * Number(x.pricePerWeekCents)),
  updatedAt: toIso(x.r.updatedAt),
});

/** Where and when a rotation is asked for, as the rules read it. */
export interface Placement {
  hospitalRotationId: number;
  preceptorId?: number | null;
  startDate: string;
  weeks: number;
}

/**
 * The rules of a placement that do not depend on the student: the offer is active, the preceptor works at
 * its hospital, the weeks are inside the offer's days, a new one does not start in the past. Returns the offer.
 */
export async function checkPlacement(ex: Executor, p: Placement, isNew: boolean, lock = false) {
  const found = await repo.offer(ex, p.hospitalRotationId, lock);
  if (!found) throw refused('hospitalRotationId', ROTATION_MESSAGES.offer);
  if (!found.o.active || !found.hospitalActive) throw refused('hospitalRotationId', ROTATION_MESSAGES.offerInactive);
  if (p.preceptorId) {
    const pr = await repo.preceptor(ex, p.preceptorId);
    if (!pr || pr.hospitalId !== found.o.hospitalId) throw refused('preceptorId', ROTATION_MESSAGES.preceptorHospital);
  }
  if (isNew && p.startDate < today()) throw refused('startDate', ROTATION_MESSAGES.startInPast);
  const span = { startDate: p.startDate, endDate: rotationEndDate(p.startDate, p.weeks) };
  if (!withinOffer(span, found.o.availableFrom, found.o.availableTo))
    throw refused('weeks', ROTATION_MESSAGES.outsideOffer);
  return { offer: found.o, span };
}

/** Why a student cannot take these dates (another rotation holds them), or null. */
export async function overlapRefusal(
  ex: Executor,
  studentId: number,
  span: { startDate: string; endDate: string },
  except?: number,
) {
  const clash = await repo.overlapping(ex, studentId, span.startDate, span.endDate, except);
  return clash.length ? ROTATION_MESSAGES.overlap : null;
}

/** The first week with no seat for `count` more students on the span (not counting `except`), or null. */
async function fullWeek(
  ex: Executor,
  offer: { id: number; seats: number },
  span: { startDate: string; endDate: string },
  count: number,
  except?: number,
) {
  const weeks = weeksTouched(span.startDate, span.endDate);
  const held = await repo.seatHolders(ex, offer.id, weeks[0], span.endDate, except);
  return firstFullWeek(held, span, offer.seats, count);
}

/**
 * Books seats: in one transaction the offer's row is locked FOR UPDATE (two coordinators booking the same offer
 * wait for each other), the placement's rules checked, the seats counted and `write` run. A week with no seat
 * left is a 409 whether the other booking committed a moment ago or at the same time: the caller sees the same
 * answer either way, and chooses again.
 */
export async function bookSeats<T>(
  db: Db,
  p: Placement,
  opts: { isNew: boolean; count: number; except?: number; studentIds: number[] },
  write: (tx: Executor, span: { startDate: string; endDate: string }) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { offer, span } = await checkPlacement(tx, p, opts.isNew, true);
    await repo.lockStudents(tx, opts.studentIds);
    const full = await fullWeek(tx, offer, span, opts.count, opts.except);
    if (full) {
      const message = fill(ROTATION_MESSAGES.seatsFull, { week: full });
      throw conflict(message, { startDate: message });
    }
    return write(tx, span);
  });
}

/** A student's rotations: added, edited, moved by the status table, graded, deleted; each write audited. */
export function createRotationsService({ db }: { db: Db }) {
  async function one(id: number, studentId?: number, ex: Executor = db) {
    const row = await repo.findRotation(ex, id, studentId);
    if (!row) throw notFound('Rotation');
    return row;
  }
  async function lockOwn(tx: Executor, id: number, studentId?: number) {
    const [row] = await tx
      .select()
      .from(studentRotations)
      .where(
        sql`${studentRotations.id} = ${id} ${studentId ? sql`and ${studentRotations.studentId} = ${studentId}` : sql``}`,
      )
      .for('update');
    if (!row) throw notFound('Rotation');
    return row;
  }
  async function writeUpdate(
    tx: Executor,
    actor: Actor,
    before: typeof studentRotations.$inferSelect,
    set: Partial<typeof studentRotations.$inferInsert>,
  ) {
    const [after] = await tx
      .update(studentRotations)
      .set({ ...set, updatedBy: actor.userId, updatedAt: sql`now()` } as never)
      .where(eq(studentRotations.id, before.id))
      .returning();
    await audit(tx, actor, { action: 'update', entity: STUDENT_ROTATION_ENTITY, entityId: before.id, before, after });
  }

  /** Changes where or when a rotation is: the same rules as a new one, except a start already past is kept. */
  async function replace(
    actor: Actor,
    id: number,
    studentId: number | undefined,
    change: Placement & { status?: RotationStatus; notes?: string | null },
  ) {
    const current = await one(id, studentId);
    if (!canMoveRotation(current.r.status as RotationStatus, 'Canceled') && current.r.status !== 'Scheduled')
      throw refused('status', fill(ROTATION_MESSAGES.move, { from: current.r.status, to: current.r.status }));
    if (
      change.status &&
      change.status !== current.r.status &&
      !canMoveRotation(current.r.status as RotationStatus, change.status)
    )
      throw refused('status', fill(ROTATION_MESSAGES.move, { from: current.r.status, to: change.status }));
    const stillHolds = !change.status || !['Declined', 'Canceled'].includes(change.status);
    const isNew = change.startDate !== current.r.startDate && change.startDate < today() ? true : false;
    const run = async (tx: Executor, span: { startDate: string; endDate: string }) => {
      const before = await lockOwn(tx, id, studentId);
      if (stillHolds) {
        const clash = await overlapRefusal(tx, before.studentId, span, id);
        if (clash) throw refused('startDate', clash);
      }
      await writeUpdate(tx, actor, before, {
        hospitalRotationId: change.hospitalRotationId,
        preceptorId: change.preceptorId ?? null,
        startDate: span.startDate,
        endDate: span.endDate,
        weeks: change.weeks,
        ...(change.status && { status: change.status }),
        ...(change.notes !== undefined && { notes: change.notes }),
      });
    };
    if (stillHolds)
      await bookSeats(db, change, { isNew, count: 1, except: id, studentIds: [current.r.studentId] }, run);
    else
      await db.transaction(async (tx) =>
        run(tx, { startDate: change.startDate, endDate: rotationEndDate(change.startDate, change.weeks) }),
      );
    return rotationOut(await one(id));
  }

  async function listOf(q: RotationListQuery & { studentId?: number; statuses?: string[]; preceptorId?: number }) {
    const { rows, total } = await repo.listRotations(db, q);
    return toPage(q, { items: rows.map(rotationOut), total });
  }

  return {
    list: listOf,
    get: async (studentId: number, id: number) => rotationOut(await one(id, studentId)),

    /** The rotations a preceptor supervises (the preceptor portal), by the list's filters. */
    preceptorList: (preceptorId: number, q: RotationListQuery) => listOf({ ...q, preceptorId }),

    /** One rotation she supervises, with how to reach its student; any other is 404. */
    async preceptorRotation(preceptorId: number, id: number) {
      const row = await repo.findRotation(db, id, undefined, preceptorId);
      if (!row) throw notFound('Rotation');
      const contact = await repo.studentContact(db, row.r.studentId);
      return { ...rotationOut(row), studentEmail: contact?.email ?? '', studentPhone: contact?.phone ?? null };
    },

    async payment(studentId: number, id: number) {
      const x = await one(id, studentId);
      return {
        rotationId: id,
        weeks: x.r.weeks,
        pricePerWeek: centsToAmount(Number(x.pricePerWeekCents)),
        amount: centsToAmount(x.r.weeks * Number(x.pricePerWeekCents)),
      };
    },

    async choices() {
      const { offers, people } = await repo.choices(db);
      const hospitals = new Map<
        number,
        { id: number; name: string; offers: unknown[]; preceptors: { id: number; name: string }[] }
      >();
      for (const o of offers) {
        const h = hospitals.get(o.hospitalId) ?? { id: o.hospitalId, name: o.hospitalName, offers: [], preceptors: [] };
        h.offers.push({
          id: o.id,
          rotationName: o.rotationName,
          seats: o.seats,
          pricePerWeek: centsToAmount(Number(o.pricePerWeekCents)),
          availableFrom: o.availableFrom,
          availableTo: o.availableTo,
        });
        hospitals.set(o.hospitalId, h);
      }
      for (const p of people) hospitals.get(p.hospitalId)?.preceptors.push({ id: p.id, name: p.name });
      return { hospitals: [...hospitals.values()] } as never;
    },

    /** Seats taken and left in each calendar week of a span of an offer. */
    async seats(offerId: number, from: string, weeks: number) {
      const found = await repo.offer(db, offerId);
      if (!found) throw notFound('Rotation offer');
      const end = rotationEndDate(from, weeks);
      const touched = weeksTouched(from, end);
      const taken = seatsTaken(await repo.seatHolders(db, offerId, touched[0], end));
      return {
        seats: found.o.seats,
        weeks: touched.map((week) => ({
          week,
          taken: taken.get(week) ?? 0,
          left: Math.max(0, found.o.seats - (taken.get(week) ?? 0)),
        })),
      };
    },

    async add(actor: Actor, studentId: number, input: RotationInput) {
      const id = await bookSeats(db, input, { isNew: true, count: 1, studentIds: [studentId] }, async (tx, span) => {
        const clash = await overlapRefusal(tx, studentId, span);
        if (clash) throw refused('startDate', clash);
        const [row] = await tx
          .insert(studentRotations)
          .values({
            studentId,
            hospitalRotationId: input.hospitalRotationId,
            preceptorId: input.preceptorId ?? null,
            startDate: span.startDate,
            endDate: span.endDate,
            weeks: input.weeks,
            status: 'Requested',
            notes: input.notes ?? null,
            createdBy: actor.userId,
            updatedBy: actor.userId,
          })
          .returning();
        await audit(tx, actor, { action: 'create', entity: STUDENT_ROTATION_ENTITY, entityId: row.id, after: row });
        return row.id;
      });
      return rotationOut(await one(id));
    },

    update: (actor: Actor, studentId: number, id: number, input: RotationInput) =>
      replace(actor, id, studentId, { ...input, notes: input.notes ?? null }),

    /** The roster's edit: dates, preceptor or status of any student's rotation. */
    async updateRoster(actor: Actor, id: number, input: RosterUpdateInput) {
      const current = await one(id);
      return replace(actor, id, undefined, {
        hospitalRotationId: current.r.hospitalRotationId,
        preceptorId: input.preceptorId === undefined ? current.r.preceptorId : input.preceptorId,
        startDate: input.startDate ?? current.r.startDate,
        weeks: input.weeks ?? current.r.weeks,
        status: input.status,
      });
    },

    async move(actor: Actor, studentId: number, id: number, status: RotationStatus) {
      const current = await one(id, studentId);
      if (status === 'Scheduled' || status === 'Accepted' || status === 'Pending') {
        // a move that keeps holding dates and a seat: the same rules, through the seat lock
        return replace(actor, id, studentId, { ...current.r, status });
      }
      await db.transaction(async (tx) => {
        const before = await lockOwn(tx, id, studentId);
        if (!canMoveRotation(before.status as RotationStatus, status))
          throw refused('status', fill(ROTATION_MESSAGES.move, { from: before.status, to: status }));
        await writeUpdate(tx, actor, before, { status, ...(status === 'Canceled' && { approval: 'Cancel' }) });
      });
      return rotationOut(await one(id));
    },

    async grade(actor: Actor, studentId: number, id: number, g: RotationGradeInput) {
      await db.transaction(async (tx) => {
        const before = await lockOwn(tx, id, studentId);
        await writeUpdate(tx, actor, before, {
          gradeType: g.gradeType,
          marks: g.gradeType === 'marks' ? g.marks : null,
          grade: g.gradeType === 'status' ? g.grade : null,
          approval: 'Finished',
        });
      });
      return rotationOut(await one(id));
    },

    async remove(actor: Actor, studentId: number, id: number) {
      await db.transaction(async (tx) => {
        const before = await lockOwn(tx, id, studentId);
        if (!(ROTATION_DELETABLE as readonly string[]).includes(before.status))
          throw refused('status', ROTATION_MESSAGES.deleteOnly);
        await tx.delete(studentRotations).where(eq(studentRotations.id, id));
        await audit(tx, actor, { action: 'delete', entity: STUDENT_ROTATION_ENTITY, entityId: id, before });
      });
    },

    /** The rotations just made (their students), read in a transaction. */
    createdFor: (tx: Executor, ids: number[]) =>
      ids.length
        ? tx
            .select({ id: studentRotations.id, studentId: studentRotations.studentId })
            .from(studentRotations)
            .where(inArray(studentRotations.id, ids))
        : Promise.resolve([]),

    clinicalStudents: async (q: { page: number; pageSize: number; q?: string }) => {
      const { rows, total } = await repo.clinicalStudents(db, q);
      return toPage(q, { items: rows.map(({ total: _t, ...r }) => r), total });
    },

    /** Each student's refusal for the wizard's placement (null: she can take it); the seat check for all. */
    async checkAssign(input: AssignRotationsInput) {
      const { span } = await checkPlacement(db, input, true);
      const names = new Map((await repo.studentNames(db, input.studentIds)).map((s) => [s.id, s.name]));
      const items = [];
      for (const studentId of input.studentIds) {
        if (!names.has(studentId)) throw refused(`studentIds`, 'Student not found');
        items.push({
          studentId,
          studentName: names.get(studentId)!,
          refusal: await overlapRefusal(db, studentId, span),
        });
      }
      return { items };
    },

    /** The wizard's assignment: every student Scheduled on the placement in one transaction, or none. */
    async assign(
      actor: Actor,
      input: AssignRotationsInput,
      extra: {
        status?: RotationStatus;
        /** run in the same transaction once the rotations are written (a clinical request completed by it) */
        after?: (tx: Executor, ids: number[]) => Promise<void>;
      } = {},
    ) {
      const ids = [...new Set(input.studentIds)];
      const created = await bookSeats(
        db,
        input,
        { isNew: true, count: ids.length, studentIds: ids },
        async (tx, span) => {
          const fields: Record<string, string> = {};
          for (const studentId of ids) {
            const clash = await overlapRefusal(tx, studentId, span);
            if (clash) fields[`studentIds.${studentId}`] = clash;
          }
          if (Object.keys(fields).length) throw new AppError(422, ERROR_CODES.rule, ROTATION_MESSAGES.refused, fields);
          const rows = await tx
            .insert(studentRotations)
            .values(
              ids.map((studentId) => ({
                studentId,
                hospitalRotationId: input.hospitalRotationId,
                preceptorId: input.preceptorId ?? null,
                startDate: span.startDate,
                endDate: span.endDate,
                weeks: input.weeks,
                status: extra.status ?? 'Scheduled',
                approval: 'Approved',
                notes: input.notes ?? null,
                createdBy: actor.userId,
                updatedBy: actor.userId,
              })),
            )
            .returning();
          for (const row of rows)
            await audit(tx, actor, { action: 'create', entity: STUDENT_ROTATION_ENTITY, entityId: row.id, after: row });
          await extra.after?.(
            tx,
            rows.map((r) => r.id),
          );
          return rows.map((r) => r.id);
        },
      );
      return { created };
    },

    /** Students by hospital and calendar week from `from` for `weeks` weeks. */
    async graph(q: { from: string; weeks: number; hospitalId?: number }) {
      const end = rotationEndDate(q.from, q.weeks);
      const weeks = weeksTouched(q.from, end);
      const last = rotationEndDate(weeks.at(-1)!, 1);
      const rows = await repo.rotationsBetween(db, weeks[0], last, q.hospitalId);
      const hospitals = new Map<
        number,
        { id: number; name: string; students: Map<number, { studentId: number; name: string; cells: unknown[] }> }
      >();
      for (const x of rows) {
        const h = hospitals.get(x.hospitalId) ?? { id: x.hospitalId, name: x.hospitalName, students: new Map() };
        hospitals.set(x.hospitalId, h);
        const s = h.students.get(x.r.studentId) ?? { studentId: x.r.studentId, name: x.studentName, cells: [] };
        h.students.set(x.r.studentId, s);
        const own = weeksTouched(x.r.startDate, x.r.endDate);
        const first = Math.max(0, weeks.indexOf(own.find((w) => weeks.includes(w)) ?? weeks[0]));
        const lastIdx = weeks.indexOf([...own].reverse().find((w) => weeks.includes(w)) ?? weeks.at(-1)!);
        s.cells.push({
          rotationId: x.r.id,
          rotationName: x.rotationName,
          status: x.r.status,
          first,
          span: lastIdx - first + 1,
        });
      }
      return {
        weeks,
        hospitals: [...hospitals.values()].map((h) => ({ id: h.id, name: h.name, students: [...h.students.values()] })),
      } as never;
    },
  };
}
export type RotationsService = ReturnType<typeof createRotationsService>;
