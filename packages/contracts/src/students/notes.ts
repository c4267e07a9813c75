import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MESSAGES, optionalText, safeString } from '../validation.js';
import { NOTE_TYPES } from '../reference/options.js';
import { STUDENT_TABS, type StudentTab } from './tabs.js';
import { MAX_ID } from './student.js';

/**
 * Notes on a student (spec 001: notes, accountingnotes, med6notes). The three kinds are the spec's
 * note types (1 Student, 2 Accounting, 3 Med 6, shown as "Academic Advising"); each lives on its own
 * tab and its API is guarded by that tab, so a note of type 2 is reached only through the Accounting
 * Notes tab's access.
 */
export interface StudentNoteKind {
  /** the note type number of the spec (contracts' NOTE_TYPES) */
  type: number;
  /** the tab that shows it and guards its API */
  tab: StudentTab;
  /** the API path segment: /api/students/:studentId/<segment> */
  segment: string;
  /** what the tab calls it (the tab label) and one note of it */
  title: string;
  singular: string;
  /** the middle of its operation ids (listStudentAccountingNotes) */
  op: string;
}

const typeOf = (label: string) => {
  const t = NOTE_TYPES.find((o) => o.label === label);
  if (!t) throw new Error(`no note type ${label}`);
  return t.value;
};

export const STUDENT_NOTE_KINDS: readonly StudentNoteKind[] = [
  {
    type: typeOf('Student'),
    tab: 'notes',
    segment: 'notes',
    title: STUDENT_TABS.notes.label,
    singular: 'Note',
    op: 'Student',
  },
  {
    type: typeOf('Accounting'),
    tab: 'accountingNotes',
    segment: 'accounting-notes',
    title: STUDENT_TABS.accountingNotes.label,
    singular: 'Accounting Note',
    op: 'StudentAccounting',
  },
  {
    type: typeOf('Med 6'),
    tab: 'med6Notes',
    segment: 'advising-notes',
    title: STUDENT_TABS.med6Notes.label,
    singular: 'Advising Note',
    op: 'StudentAdvising',
  },
];
export const noteKindOfTab = (tab: StudentTab): StudentNoteKind | undefined =>
  STUDENT_NOTE_KINDS.find((k) => k.tab === tab);
export const noteKindOfType = (type: number): StudentNoteKind | undefined =>
  STUDENT_NOTE_KINDS.find((k) => k.type === type);
export const studentNotesPath = (kind: StudentNoteKind, studentId: number) =>
  `/api/students/${studentId}/${kind.segment}`;

export const NOTE_MAX = 5000;
/** The note's text: surrounding blank lines are dropped, an empty note is refused. */
const noteText = safeString({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(NOTE_MAX, `At most ${NOTE_MAX} characters`);

/** Add or edit a note. */
export const studentNoteInput = z.object({
  subject: optionalText(150),
  note: noteText,
});
export type StudentNoteInput = z.infer<typeof studentNoteInput>;

/** A note as the tab shows it: who wrote it and when, who changed it last, and what this viewer may do with it. */
export const studentNote = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  type: z.number().int(),
  subject: safeString().nullable(),
  note: safeString(),
  createdBy: z.number().int().nullable(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
  updatedByName: safeString().nullable(),
  updatedAt: safeString(),
  /** the author, or staff with the edit right on student records */
  canEdit: z.boolean(),
  /** staff with the delete right on student records */
  canDelete: z.boolean(),
});
export type StudentNote = z.infer<typeof studentNote>;

export const studentNoteListQuery = pageQuery;
export type StudentNoteListQuery = z.infer<typeof studentNoteListQuery>;
/** Columns the note list sorts by (newest first by default). */
export const STUDENT_NOTE_SORTS = ['createdAt', 'updatedAt', 'subject'] as const;

export const studentNoteParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  noteId: z.coerce.number().int().positive().max(MAX_ID),
});

export const NOTE_TOASTS = {
  added: 'Note Added Successfully',
  addFailed: 'Failed to add note, Try again!',
  updated: 'Note Updated Successfully',
  updateFailed: 'Failed to update note, Try again!',
  deleted: 'Note Deleted Successfully',
  deleteFailed: 'Failed to delete note, Try again!',
} as const;
