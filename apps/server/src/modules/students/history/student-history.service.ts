import {
  STUDENT_DESCRIBERS,
  STUDENT_ENTITY,
  leadApplicationUrl,
  type DefermentInput,
  type DefermentOptions,
  type OtherDetails,
  type OtherDetailsInput,
  type StatusChangeInput,
  type StudentApplication,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, notFound } from '../../../platform/errors.js';
import * as students from '../record/students.repo.js';
import type { StudentView } from '../record/students.gate.js';
import { describeActivity, describedRows } from './student-history.activity.js';
import { changeLookups, changeWithHistory } from '../../kit/index.js';
import { studentDeferments, studentStatusChanges } from './student-history.schema.js';
import * as repo from './student-history.repo.js';
import { toPage } from '../../../platform/paging.js';

type Paging = { page: number; pageSize: number };
const OTHER_KEYS = [
  'emergencyContactName',
  'emergencyContactRelation',
  'emergencyContactPhone',
  'emergencyContactEmail',
  'medicalConditions',
  'allergies',
  'dietaryNeeds',
  'tShirtSize',
  'languagesSpoken',
] as const satisfies readonly (keyof OtherDetailsInput)[];

export interface StudentHistoryDeps {
  db: Db;
  clock?: () => Date;
}

/** The history tabs of the student record: activity log, status change, other details, semester deferment, application. */
export function createStudentHistoryService({ db, clock = () => new Date() }: StudentHistoryDeps) {
  const today = () => clock().toISOString().slice(0, 10);

  async function lockStudent(tx: Executor, id: number) {
    const s = await repo.lockStudent(tx, id);
    if (!s) throw notFound('Student');
    return s;
  }

  /** The start semester and the semesters it may move to: active, not started yet, and later than the current one. */
  async function defermentOptions(ex: Executor, studentId: number): Promise<DefermentOptions> {
    const s = await students.findStudent(ex, studentId);
    if (!s) throw notFound('Student');
    const all = await repo.semesters(ex);
    const current = all.find((r) => r.id === s.startSemesterId);
    const now = today();
    const later = all.filter(
      (r) => r.active && r.startDate && r.startDate > now && (!current?.startDate || r.startDate > current.startDate),
    );
    return {
      currentSemesterId: current?.id ?? null,
      currentSemesterName: current?.label ?? null,
      currentStartDate: current?.startDate ?? null,
      semesters: later.map((r) => ({ value: r.id, label: r.label, startDate: r.startDate! })),
    };
  }

  return {
    /** The activity log: a page of the student's audit rows in words, ids named (see contracts' kit/changes.ts). */
    async activity(studentId: number, q: Paging & { kind?: string }) {
      const { items, total } = await repo.listActivity(db, studentId, q);
      const lookups = await changeLookups(db, describedRows(items), STUDENT_DESCRIBERS, repo.ACTIVITY_RECORD_NAMES);
      return toPage(q, { items: items.map((r) => describeActivity(r, lookups)), total });
    },

    statusChanges: async (studentId: number, q: Paging) => toPage(q, await repo.listStatusChanges(db, studentId, q)),

    /** Changes the status: the history row, students.status_id and the audit row in one transaction. */
    async changeStatus(actor: Actor, studentId: number, input: StatusChangeInput) {
      if (input.effectiveDate > today())
        throw badInput('Please correct the highlighted fields', {
          effectiveDate: 'The effective date cannot be in the future',
        });
      const id = await db.transaction(async (tx) => {
        const s = await lockStudent(tx, studentId);
        const status = await students.refOf(tx, 'student-status', input.statusId);
        if (!status || !status.active)
          throw badInput('Please correct the highlighted fields', { statusId: 'Choose a value from the list' });
        if (s.statusId === input.statusId)
          throw badInput('Please correct the highlighted fields', { statusId: 'The student already has this status' });
        const row = await changeWithHistory(tx, actor, {
          history: studentStatusChanges,
          row: {
            studentId,
            fromStatusId: s.statusId,
            toStatusId: input.statusId,
            reason: input.reason,
            effectiveDate: input.effectiveDate,
            createdBy: actor.userId,
          },
          change: (ex) => students.updateStudent(ex, studentId, { statusId: input.statusId, updatedBy: actor.userId }),
          audit: {
            action: 'changeStatus',
            entity: STUDENT_ENTITY,
            entityId: studentId,
            before: { statusId: s.statusId },
            after: { statusId: input.statusId, reason: input.reason, effectiveDate: input.effectiveDate },
          },
        });
        return row.id;
      });
      const { items } = await repo.listStatusChanges(db, studentId, { page: 1, pageSize: 25 });
      return items.find((i) => i.id === id)!;
    },

    async otherDetails(studentId: number): Promise<OtherDetails> {
      const row = await repo.findOtherDetails(db, studentId);
      const d = row?.d;
      return {
        emergencyContactName: d?.emergencyContactName ?? null,
        emergencyContactRelation: d?.emergencyContactRelation ?? null,
        emergencyContactPhone: d?.emergencyContactPhone ?? null,
        emergencyContactEmail: d?.emergencyContactEmail ?? null,
        medicalConditions: d?.medicalConditions ?? null,
        allergies: d?.allergies ?? null,
        dietaryNeeds: d?.dietaryNeeds ?? null,
        tShirtSize: d?.tShirtSize ?? null,
        languagesSpoken: d?.languagesSpoken ?? [],
        updatedByName: row?.updatedByName ?? null,
        updatedAt: d?.updatedAt ?? null,
      };
    },

    /** Saves the other details; the audit row holds the changed fields before and after. */
    async saveOtherDetails(actor: Actor, studentId: number, input: OtherDetailsInput) {
      await db.transaction(async (tx) => {
        await lockStudent(tx, studentId);
        const held = (await repo.findOtherDetails(tx, studentId))?.d;
        const next = Object.fromEntries(
          OTHER_KEYS.map((k) => [k, k === 'languagesSpoken' ? [...new Set(input[k])] : (input[k] ?? null)]),
        ) as Record<(typeof OTHER_KEYS)[number], never>;
        await repo.saveOtherDetails(tx, { studentId, ...next, updatedBy: actor.userId });
        const was = (k: (typeof OTHER_KEYS)[number]) => held?.[k] ?? (k === 'languagesSpoken' ? [] : null);
        const changed = OTHER_KEYS.filter((k) => JSON.stringify(was(k)) !== JSON.stringify(next[k]));
        await audit(tx, actor, {
          action: 'updateOtherDetails',
          entity: STUDENT_ENTITY,
          entityId: studentId,
          before: Object.fromEntries(changed.map((k) => [k, was(k)])),
          after: Object.fromEntries(changed.map((k) => [k, next[k]])),
        });
      });
      return this.otherDetails(studentId);
    },

    deferments: async (studentId: number, q: Paging) => toPage(q, await repo.listDeferments(db, studentId, q)),
    defermentOptions: (studentId: number) => defermentOptions(db, studentId),

    /** The student defers their start: the log row, students.start_semester_id and the audit row in one transaction. */
    async defer(actor: Actor, studentId: number, input: DefermentInput) {
      const id = await db.transaction(async (tx) => {
        const s = await lockStudent(tx, studentId);
        const options = await defermentOptions(tx, studentId);
        if (!options.semesters.some((o) => o.value === input.toSemesterId)) {
          throw badInput('Please correct the highlighted fields', {
            toSemesterId: 'Choose a later semester that has not started yet',
          });
        }
        const row = await changeWithHistory(tx, actor, {
          history: studentDeferments,
          row: {
            studentId,
            fromSemesterId: s.startSemesterId,
            toSemesterId: input.toSemesterId,
            reason: input.reason,
            createdBy: actor.userId,
          },
          change: (ex) =>
            students.updateStudent(ex, studentId, { startSemesterId: input.toSemesterId, updatedBy: actor.userId }),
          audit: {
            action: 'deferSemester',
            entity: STUDENT_ENTITY,
            entityId: studentId,
            before: { startSemesterId: s.startSemesterId },
            after: { startSemesterId: input.toSemesterId, reason: input.reason },
          },
        });
        return row.id;
      });
      const { items } = await repo.listDeferments(db, studentId, { page: 1, pageSize: 25 });
      return items.find((i) => i.id === id)!;
    },

    /** The lead the student came from and the link to its application. */
    application(view: StudentView): StudentApplication {
      const leadId = view.header.s.leadId;
      if (leadId == null) throw notFound('Application');
      return { leadId, applicationUrl: leadApplicationUrl(leadId) };
    },
  };
}
export type StudentHistoryService = ReturnType<typeof createStudentHistoryService>;
