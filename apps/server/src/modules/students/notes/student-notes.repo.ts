import { and, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StudentNoteListQuery } from '@caduceus/contracts';
import type { Executor } from '../../../platform/db/index.js';
import { likeTerm, offsetOf, orderBy } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { studentNotes } from './student-notes.schema.js';
import { nameOf } from '../../../platform/db/columns.js';

export type NoteRow = typeof studentNotes.$inferSelect;

const author = alias(users, 'author');
const editor = alias(users, 'editor');
const SORTS = { createdAt: studentNotes.createdAt, updatedAt: studentNotes.updatedAt, subject: studentNotes.subject };

const selectNotes = (ex: Executor) =>
  ex
    .select({ n: studentNotes, createdByName: nameOf(author), updatedByName: nameOf(editor) })
    .from(studentNotes)
    .leftJoin(author, eq(author.id, studentNotes.createdBy))
    .leftJoin(editor, eq(editor.id, studentNotes.updatedBy));
export type NoteWithNames = Awaited<ReturnType<typeof selectNotes>>[number];

const live = (studentId: number, type: number) =>
  and(eq(studentNotes.studentId, studentId), eq(studentNotes.noteType, type), isNull(studentNotes.deletedAt));

export async function listNotes(ex: Executor, studentId: number, type: number, q: StudentNoteListQuery) {
  const conds: (SQL | undefined)[] = [live(studentId, type)];
  const words = q.q?.trim();
  if (words) conds.push(or(ilike(studentNotes.note, likeTerm(words)), ilike(studentNotes.subject, likeTerm(words))));
  const w = and(...conds);
  const items = await selectNotes(ex)
    .where(w)
    .orderBy(orderBy(q.sort, SORTS, desc(studentNotes.createdAt)), desc(studentNotes.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const [{ n }] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(studentNotes)
    .where(w);
  return { items, total: Number(n) };
}

/** A note of this student and type that is not deleted. */
export async function findNote(
  ex: Executor,
  studentId: number,
  type: number,
  id: number,
): Promise<NoteWithNames | undefined> {
  const [row] = await selectNotes(ex).where(and(live(studentId, type), eq(studentNotes.id, id)));
  return row;
}

export async function insertNote(ex: Executor, v: typeof studentNotes.$inferInsert): Promise<NoteRow> {
  const [row] = await ex.insert(studentNotes).values(v).returning();
  return row;
}

/** Changes a note that is not deleted (undefined when it is gone). */
export async function updateNote(
  ex: Executor,
  id: number,
  v: Partial<typeof studentNotes.$inferInsert>,
): Promise<NoteRow | undefined> {
  const [row] = await ex
    .update(studentNotes)
    .set({ ...v, updatedAt: sql`now()` })
    .where(and(eq(studentNotes.id, id), isNull(studentNotes.deletedAt)))
    .returning();
  return row;
}

export async function softDeleteNote(ex: Executor, id: number, userId: number): Promise<NoteRow | undefined> {
  const [row] = await ex
    .update(studentNotes)
    .set({ deletedBy: userId, deletedAt: sql`now()` })
    .where(and(eq(studentNotes.id, id), isNull(studentNotes.deletedAt)))
    .returning();
  return row;
}
