import {
  IDENTITY_FIELDS,
  IDENTITY_MESSAGES,
  PARENT_SHARE_PART_KEYS,
  SHARING_MESSAGES,
  type IdentityRequest,
  type IdentityRequestInput,
  type IdentityRequestStatus,
  type IdentityValues,
  type ParentSharePart,
  type ParentSharing,
  type StudentSelfContactInput,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import type { FilesService } from '../../kit/index.js';
import * as students from '../record/students.repo.js';
import * as repo from './selfservice.repo.js';

const ENTITY = 'student';
const PROOF_KINDS = ['pdf', 'png', 'jpeg'] as const;

const identityOf = (s: Pick<students.StudentRow, IdentityValuesKey>): IdentityValues => ({
  firstName: s.firstName,
  middleName: s.middleName ?? null,
  lastName: s.lastName,
  dateOfBirth: s.dateOfBirth ?? null,
});
type IdentityValuesKey = (typeof IDENTITY_FIELDS)[number];

function shape(row: repo.ListedRequest): IdentityRequest {
  const { r } = row;
  return {
    id: r.id,
    studentId: r.studentId,
    studentName: row.studentName,
    status: r.status as IdentityRequestStatus,
    previous: identityOf(r.previous as IdentityValues),
    requested: identityOf(r),
    reason: r.reason,
    proof: { filename: row.filename, contentType: row.contentType, size: row.size },
    createdAt: toIso(r.createdAt),
    createdByName: row.createdByName ?? null,
    decidedAt: r.decidedAt ? toIso(r.decidedAt) : null,
    decidedByName: row.decidedByName ?? null,
    decisionReason: r.decisionReason,
  };
}

/**
 * Self-service rights: the student's requests to change her legal identity (filed with a proof, decided
 * by the registrar; an approval changes the record in the same transaction, audited on the record), her
 * own contact details, and what she shares with each linked parent.
 */
export function createSelfServiceService({ db, files }: { db: Db; files: FilesService }) {
  async function requireStudent(id: number) {
    const s = await students.findStudent(db, id);
    if (!s) throw notFound('Student');
    return s;
  }

  async function one(id: number) {
    const row = await repo.listedRequest(db, id);
    if (!row) throw notFound('Request');
    return shape(row);
  }

  return {
    async requests(studentId: number) {
      return { items: (await repo.requestsOf(db, studentId)).map(shape) };
    },

    async byStatus(status: IdentityRequestStatus) {
      return { items: (await repo.requestsByStatus(db, status)).map(shape) };
    },

    /** The student asks to change her legal identity; the proof is stored with the request. */
    async file(actor: Actor, studentId: number, input: IdentityRequestInput, proof: UploadedFile | undefined) {
      const s = await requireStudent(studentId);
      const requested = identityOf({
        firstName: input.firstName.trim(),
        middleName: input.middleName?.trim() || null,
        lastName: input.lastName.trim(),
        dateOfBirth: input.dateOfBirth,
      });
      const previous = identityOf(s);
      if (IDENTITY_FIELDS.every((k) => requested[k] === previous[k]))
        throw badInput(IDENTITY_MESSAGES.nothingChanged, { firstName: IDENTITY_MESSAGES.nothingChanged });
      if (!proof) throw badInput(IDENTITY_MESSAGES.proofMissing, { proof: IDENTITY_MESSAGES.proofMissing });
      const id = await db.transaction(async (tx) => {
        if (await repo.pendingOf(tx, studentId)) throw conflict(IDENTITY_MESSAGES.pendingExists);
        const stored = await files.store(tx, proof, [...PROOF_KINDS], actor.userId).catch((e: unknown) => {
          if ((e as { statusCode?: number }).statusCode === 400)
            throw badInput(IDENTITY_MESSAGES.proofKind, { proof: IDENTITY_MESSAGES.proofKind });
          throw e;
        });
        const row = await repo.insertRequest(tx, {
          studentId,
          ...requested,
          previous,
          reason: input.reason ?? null,
          proofFileId: stored.id,
          createdBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'requestIdentityChange',
          entity: ENTITY,
          entityId: studentId,
          before: previous,
          after: { ...requested, requestId: row.id },
        });
        return row.id;
      });
      return one(id);
    },

    async proof(studentId: number, requestId: number) {
      const row = await repo.listedRequest(db, requestId);
      if (!row || row.r.studentId !== studentId) throw notFound('Request');
      return files.read(row.r.proofFileId);
    },

    /** The registrar approves: the record takes the requested identity, audited, in one transaction. */
    async approve(actor: Actor, studentId: number, requestId: number) {
      await db.transaction(async (tx) => {
        const r = await repo.lockRequest(tx, studentId, requestId);
        if (!r) throw notFound('Request');
        if (r.status !== 'pending') throw conflict(IDENTITY_MESSAGES.decided);
        const before = await students.findStudent(tx, studentId);
        if (!before) throw notFound('Student');
        const values = identityOf(r);
        const changed = IDENTITY_FIELDS.filter((k) => values[k] !== (before[k] ?? null));
        await students.updateStudent(tx, studentId, { ...values, updatedBy: actor.userId });
        await repo.decide(tx, requestId, { status: 'approved', decidedBy: actor.userId, decisionReason: null });
        await audit(tx, actor, {
          action: 'approveIdentityChange',
          entity: ENTITY,
          entityId: studentId,
          before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
          after: Object.fromEntries(changed.map((k) => [k, values[k]])),
        });
      });
      return one(requestId);
    },

    async reject(actor: Actor, studentId: number, requestId: number, reason: string) {
      await db.transaction(async (tx) => {
        const r = await repo.lockRequest(tx, studentId, requestId);
        if (!r) throw notFound('Request');
        if (r.status !== 'pending') throw conflict(IDENTITY_MESSAGES.decided);
        await repo.decide(tx, requestId, { status: 'rejected', decidedBy: actor.userId, decisionReason: reason });
        await audit(tx, actor, {
          action: 'rejectIdentityChange',
          entity: ENTITY,
          entityId: studentId,
          after: { requestId, reason },
        });
      });
      return one(requestId);
    },

    /** The contact details the student keeps herself; her save clears a request to update her information. */
    async updateContact(actor: Actor, studentId: number, input: StudentSelfContactInput, bySelf: boolean) {
      await db.transaction(async (tx) => {
        const before = await students.findStudent(tx, studentId);
        if (!before) throw notFound('Student');
        const values = { ...input, ...(bySelf ? { forcePersonalInfoUpdate: false } : {}) };
        const after = await students.updateStudent(tx, studentId, { ...values, updatedBy: actor.userId });
        const keys = Object.keys(values) as (keyof students.StudentRow)[];
        await audit(tx, actor, {
          action: 'updatePersonal',
          entity: ENTITY,
          entityId: studentId,
          before: Object.fromEntries(keys.map((k) => [k, before[k]])),
          after: Object.fromEntries(keys.map((k) => [k, after[k]])),
        });
      });
    },

    async sharing(studentId: number): Promise<{ parents: ParentSharing[] }> {
      const rows = await repo.sharingOf(db, studentId);
      return {
        parents: rows.map((r) => ({
          userId: r.userId,
          name: r.name,
          relation: r.relation ?? null,
          parts: PARENT_SHARE_PART_KEYS.filter((p) => (r.parts ?? []).includes(p)),
          updatedAt: r.updatedAt ? toIso(r.updatedAt) : null,
        })),
      };
    },

    /** The student decides which parts of her record a linked parent reads. */
    async setSharing(actor: Actor, studentId: number, userId: number, parts: ParentSharePart[]) {
      await db.transaction(async (tx) => {
        if (!(await students.parentLinked(tx, userId, studentId))) throw notFound('Parent');
        const before = await repo.sharedParts(tx, userId, studentId);
        const next = PARENT_SHARE_PART_KEYS.filter((p) => parts.includes(p));
        await repo.saveSharing(tx, userId, studentId, next, actor.userId);
        await audit(tx, actor, {
          action: 'shareWithParent',
          entity: ENTITY,
          entityId: studentId,
          before: { parentUserId: userId, parts: before },
          after: { parentUserId: userId, parts: next },
        });
      });
      return this.sharing(studentId);
    },

    /** The parts a parent may read of a student (the gate asks). */
    sharedWith: (userId: number, studentId: number) => repo.sharedParts(db, userId, studentId),
  };
}
export type SelfServiceService = ReturnType<typeof createSelfServiceService>;
export { SHARING_MESSAGES };
