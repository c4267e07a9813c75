import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  STUDENT_NOTE_KINDS,
  STUDENT_TAB_COMPONENTS,
  okBody,
  pageOf,
  studentIdParam,
  studentNote,
  studentNoteInput,
  studentNoteListQuery,
  studentNoteParam,
  type AccessBit,
  type StudentTab,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { studentViewOf } from '../record/students.gate.js';
import type { NoteRights } from './student-notes.policy.js';
import type { StudentNotesService } from './student-notes.service.js';

const op = routeOps('student notes');

/**
 * The three note tabs (notes, accountingnotes, med6notes): one resource per note type, each under its
 * own path and guarded by its own tab, so a type's notes are reached only through that tab's access.
 */
export function studentNotesRoutes(app: FastifyInstance, notes: StudentNotesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** the bits of the Student menu and of the note type's component (the gate resolved them for this request) */
  const rightsOf = (req: FastifyRequest, tab: StudentTab): NoteRights => {
    const { may } = studentViewOf(req);
    const parts = STUDENT_TAB_COMPONENTS[tab];
    return { write: may('write', parts), editAny: may('edit', parts), delete: may('delete', parts) };
  };

  for (const kind of STUDENT_NOTE_KINDS) {
    const base = `/api/students/:studentId/${kind.segment}`;
    const access = (bit: AccessBit) => ({ student: kind.tab, bit });
    const what = `${kind.title} (note type ${kind.type})`;

    r.get(
      base,
      op(`list${kind.op}Notes`, access('read'), ['getNotesList', 'studentNotesList'], {
        params: studentIdParam,
        querystring: studentNoteListQuery,
        ok: pageOf(studentNote),
        description: `${what} of a student, newest first (sort createdAt, updatedAt, subject); q searches subject and text. Deleted notes never show.`,
      }),
      async (req) => notes.list(actorOf(req), rightsOf(req, kind.tab), kind, req.params.studentId, req.query),
    );

    r.get(
      `${base}/:noteId`,
      op(`get${kind.op}Note`, access('read'), ['studentNoteDeleteorGet'], {
        params: studentNoteParam,
        ok: studentNote,
        description: `One of the ${what}.`,
      }),
      async (req) => notes.get(actorOf(req), rightsOf(req, kind.tab), kind, req.params.studentId, req.params.noteId),
    );

    r.post(
      base,
      op(`create${kind.op}Note`, access('write'), ['studentNote'], {
        params: studentIdParam,
        body: studentNoteInput,
        created: studentNote,
        description: `Adds one of the ${what}.`,
      }),
      async (req, reply) =>
        created(reply, notes.create(actorOf(req), rightsOf(req, kind.tab), kind, req.params.studentId, req.body)),
    );

    r.put(
      `${base}/:noteId`,
      op(`update${kind.op}Note`, access('write'), ['studentNote'], {
        params: studentNoteParam,
        body: studentNoteInput,
        ok: studentNote,
        description: `Changes one of the ${what}: its author may (with the write right), others need the edit right.`,
      }),
      async (req) =>
        notes.update(actorOf(req), rightsOf(req, kind.tab), kind, req.params.studentId, req.params.noteId, req.body),
    );

    r.delete(
      `${base}/:noteId`,
      op(`delete${kind.op}Note`, access('delete'), ['studentNoteDeleteorGet'], {
        params: studentNoteParam,
        ok: okBody,
        description: `Deletes one of the ${what} (soft, audited).`,
      }),
      async (req) =>
        okAfter(notes.remove(actorOf(req), rightsOf(req, kind.tab), kind, req.params.studentId, req.params.noteId)),
    );
  }
}
