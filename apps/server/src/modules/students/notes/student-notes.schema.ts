import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { noteColumns } from '../../kit/tables.js';
import { students } from '../record/students.schema.js';

/**
 * Notes on a student: `note_type` is the spec's note type (1 Student, 2 Accounting, 3 Med 6 /
 * Academic Advising; contracts' STUDENT_NOTE_KINDS). Deleting sets `deleted_at`: the row and its audit
 * trail stay, the tab no longer shows it.
 */
export const studentNotes = pgTable(
  'student_notes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    noteType: integer('note_type').notNull(),
    ...noteColumns(),
    updatedBy: integer('updated_by'),
    updatedAt: stampedNow('updated_at'),
    deletedBy: integer('deleted_by'),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    index('student_notes_list_idx')
      .on(t.studentId, t.noteType, t.createdAt)
      .where(sql`${t.deletedAt} is null`),
  ],
);
