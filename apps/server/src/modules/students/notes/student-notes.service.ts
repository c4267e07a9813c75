import {
  STUDENT_NOTE_ENTITY,
  type StudentNote,
  type StudentNoteInput,
  type StudentNoteKind,
  type StudentNoteListQuery,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { mayDeleteNote, mayEditNote, type NoteRights } from './student-notes.policy.js';
import * as repo from './student-notes.repo.js';

/** The audited values of a note: whose it is (the activity log finds it by studentId), its type and text. */
const audited = (n: repo.NoteRow) => ({ studentId: n.studentId, type: n.noteType, subject: n.subject, note: n.note });

export function createStudentNotesService({ db }: { db: Db }) {
  const view = (actor: Actor, rights: NoteRights, r: repo.NoteWithNames): StudentNote => ({
    id: r.n.id,
    studentId: r.n.studentId,
    type: r.n.noteType,
    subject: r.n.subject,
    note: r.n.note,
    createdBy: r.n.createdBy,
    createdByName: r.createdByName,
    createdAt: r.n.createdAt,
    updatedByName: r.updatedByName,
    updatedAt: r.n.updatedAt,
    canEdit: mayEditNote(actor, r.n, rights),
    canDelete: mayDeleteNote(rights),
  });

  async function require(kind: StudentNoteKind, studentId: number, id: number) {
    const row = await repo.findNote(db, studentId, kind.type, id);
    if (!row) throw notFound(kind.singular);
    return row;
  }

  return {
    async list(actor: Actor, rights: NoteRights, kind: StudentNoteKind, studentId: number, q: StudentNoteListQuery) {
      const { items, total } = await repo.listNotes(db, studentId, kind.type, q);
      return { items: items.map((r) => view(actor, rights, r)), total, page: q.page, pageSize: q.pageSize };
    },

    async get(actor: Actor, rights: NoteRights, kind: StudentNoteKind, studentId: number, id: number) {
      return view(actor, rights, await require(kind, studentId, id));
    },

    async create(actor: Actor, rights: NoteRights, kind: StudentNoteKind, studentId: number, input: StudentNoteInput) {
      const id = await db.transaction(async (tx) => {
        const row = await repo.insertNote(tx, {
          studentId,
          noteType: kind.type,
          subject: input.subject ?? null,
          note: input.note,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await audit(tx, actor, {
          action: 'create',
          entity: STUDENT_NOTE_ENTITY,
          entityId: row.id,
          after: audited(row),
        });
        return row.id;
      });
      return view(actor, rights, await require(kind, studentId, id));
    },

    /** The author or staff with the edit right change a note. */
    async update(
      actor: Actor,
      rights: NoteRights,
      kind: StudentNoteKind,
      studentId: number,
      id: number,
      input: StudentNoteInput,
    ) {
      await db.transaction(async (tx) => {
        const held = await repo.findNote(tx, studentId, kind.type, id);
        if (!held) throw notFound(kind.singular);
        if (!mayEditNote(actor, held.n, rights))
          throw forbidden('Only the author or staff with the edit right may change this note');
        const after = await repo.updateNote(tx, id, {
          subject: input.subject ?? null,
          note: input.note,
          updatedBy: actor.userId,
        });
        if (!after) throw notFound(kind.singular);
        await audit(tx, actor, {
          action: 'update',
          entity: STUDENT_NOTE_ENTITY,
          entityId: id,
          before: audited(held.n),
          after: audited(after),
        });
      });
      return view(actor, rights, await require(kind, studentId, id));
    },

    /** Soft deletion, audited (the route demands the delete right). */
    async remove(actor: Actor, rights: NoteRights, kind: StudentNoteKind, studentId: number, id: number) {
      if (!mayDeleteNote(rights)) throw forbidden();
      await db.transaction(async (tx) => {
        const held = await repo.findNote(tx, studentId, kind.type, id);
        if (!held) throw notFound(kind.singular);
        const gone = await repo.softDeleteNote(tx, id, actor.userId);
        if (!gone) throw notFound(kind.singular);
        await audit(tx, actor, {
          action: 'delete',
          entity: STUDENT_NOTE_ENTITY,
          entityId: id,
          before: audited(held.n),
          after: { studentId, deleted: true },
        });
      });
    },
  };
}
export type StudentNotesService = ReturnType<typeof createStudentNotesService>;
