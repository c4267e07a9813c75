import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, stampedNow, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { files } from '../../kit/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';
import { studentRotations } from '../core/clinical.schema.js';

/**
 * The clinical log: one row per logged day of a student's rotation (its clerical information and the
 * preceptor's verification), with the day's problems, procedures, academic activities and files beside it.
 */
export const clinicalLogEntries = pgTable(
  'clinical_log_entries',
  {
    id: serial('id').primaryKey(),
    rotationId: integer('rotation_id')
      .notNull()
      .references(() => studentRotations.id, { onDelete: 'cascade' }),
    /** the rotation's student, kept beside it so the kit's entry rules (another student's: 404) read one table */
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    logDate: date('log_date').notNull(),
    setting: text('setting').notNull(),
    hours: integer('hours').notNull(),
    patientsSeen: integer('patients_seen').notNull().default(0),
    patientAge: integer('patient_age'),
    patientGender: text('patient_gender'),
    notes: text('notes'),
    /** contracts' LOG_VERIFICATION_STATUSES */
    verification: text('verification').notNull().default('Pending'),
    verificationComment: text('verification_comment'),
    verifiedBy: integer('verified_by').references(() => users.id),
    verifiedAt: timestamptz('verified_at'),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('clinical_log_entries_day_unique').on(t.rotationId, t.logDate),
    index('clinical_log_entries_student_idx').on(t.studentId, t.logDate),
    index('clinical_log_entries_verification_idx').on(t.verification, t.logDate),
    check('clinical_log_entries_verification_check', sql`${t.verification} in ('Pending', 'Verified', 'Returned')`),
    check('clinical_log_entries_hours_check', sql`${t.hours} between 0 and 24`),
    check('clinical_log_entries_patients_check', sql`${t.patientsSeen} between 0 and 200`),
    check('clinical_log_entries_age_check', sql`${t.patientAge} is null or ${t.patientAge} between 0 and 120`),
  ],
);

/** A patient problem met on the day, with how the student took part (a clinical option). */
export const clinicalLogProblems = pgTable(
  'clinical_log_problems',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => clinicalLogEntries.id, { onDelete: 'cascade' }),
    problemId: integer('problem_id')
      .notNull()
      .references(() => refRows.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => refRows.id),
  },
  (t) => [uniqueIndex('clinical_log_problems_unique').on(t.entryId, t.problemId)],
);

/** A procedure done on the day, how the student took part, and how many times. */
export const clinicalLogProcedures = pgTable(
  'clinical_log_procedures',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => clinicalLogEntries.id, { onDelete: 'cascade' }),
    procedureId: integer('procedure_id')
      .notNull()
      .references(() => refRows.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => refRows.id),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    uniqueIndex('clinical_log_procedures_unique').on(t.entryId, t.procedureId),
    check('clinical_log_procedures_count_check', sql`${t.count} between 1 and 50`),
  ],
);

/** An academic activity of the day (a lecture, grand rounds...), its topic and hours. */
export const clinicalLogAcademics = pgTable(
  'clinical_log_academics',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => clinicalLogEntries.id, { onDelete: 'cascade' }),
    activity: text('activity').notNull(),
    topic: text('topic').notNull(),
    hours: integer('hours').notNull(),
  },
  (t) => [
    index('clinical_log_academics_entry_idx').on(t.entryId),
    check('clinical_log_academics_hours_check', sql`${t.hours} between 1 and 12`),
  ],
);

/** Files filed with a day (a signed log sheet, a case write-up), through the kit's file storage. */
export const clinicalLogFiles = pgTable(
  'clinical_log_files',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => clinicalLogEntries.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    title: text('title'),
    uploadedBy: integer('uploaded_by'),
    uploadedAt: stampedNow('uploaded_at'),
  },
  (t) => [index('clinical_log_files_entry_idx').on(t.entryId)],
);
