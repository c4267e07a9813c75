import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, timestamptz } from '../../../platform/db/columns.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/** A course a student is enrolled in (the Courses tab): a row of the Courses control table, its status. */
export const studentCourses = pgTable(
  'student_courses',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    courseId: integer('course_id')
      .notNull()
      .references(() => refRows.id),
    startSemesterId: integer('start_semester_id').references(() => refRows.id),
    status: text('status').notNull().default('Active'),
    agreedNextClassAt: timestamptz('agreed_next_class_at'),
    ...rowStamps(),
  },
  (t) => [uniqueIndex('student_courses_unique').on(t.studentId, t.courseId)],
);

/** A stage a student took in a course in a semester: how she came to it, whether it is the current one, her standing. */
export const studentStages = pgTable(
  'student_stages',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    studentCourseId: integer('student_course_id')
      .notNull()
      .references(() => studentCourses.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => refRows.id),
    semesterId: integer('semester_id')
      .notNull()
      .references(() => refRows.id),
    promotion: text('promotion').notNull(),
    reason: text('reason'),
    current: boolean('current').notNull().default(true),
    nonClinicalStandingId: integer('non_clinical_standing_id').references(() => refRows.id),
    clinicalStandingId: integer('clinical_standing_id').references(() => refRows.id),
    ...rowStamps(),
  },
  (t) => [
    index('student_stages_course_idx').on(t.studentCourseId, t.id),
    // one current stage per course
    uniqueIndex('student_stages_current_unique')
      .on(t.studentCourseId)
      .where(sql`${t.current}`),
    check('student_stages_promotion_check', sql`${t.promotion} in ('Promote', 'Special', 'Repeat', 'New Student')`),
  ],
);

/** A class of a student's stage and its grade (marks and the letter they earn, or a status); or a transfer. */
export const studentClasses = pgTable(
  'student_classes',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    studentStageId: integer('student_stage_id')
      .notNull()
      .references(() => studentStages.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => refRows.id),
    gradeTypeId: integer('grade_type_id').references(() => refRows.id),
    marks: integer('marks'),
    grade: text('grade'),
    transfer: boolean('transfer').notNull().default(false),
    school: text('school'),
    credits: integer('credits'),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('student_classes_unique').on(t.studentStageId, t.classId),
    index('student_classes_student_idx').on(t.studentId),
    check('student_classes_marks_check', sql`${t.marks} is null or ${t.marks} between 0 and 100`),
  ],
);
