import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps, timestamptz } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { students } from '../../students/tables.js';
import { hospitalRotations, preceptors, studentRotations } from '../core/clinical.schema.js';

/** A planned rotation: an offer and dates the clinical office proposes to a set of students. */
export const rotationPlans = pgTable(
  'rotation_plans',
  {
    id: serial('id').primaryKey(),
    hospitalRotationId: integer('hospital_rotation_id')
      .notNull()
      .references(() => hospitalRotations.id),
    preceptorId: integer('preceptor_id').references(() => preceptors.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    weeks: integer('weeks').notNull(),
    /** Open while students answer; Scheduled once its accepted students' rotations are made */
    state: text('state').notNull().default('Open'),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [
    check('rotation_plans_state_check', sql`${t.state} in ('Open', 'Scheduled')`),
    check('rotation_plans_weeks_check', sql`${t.weeks} between 1 and 52`),
  ],
);

/** A student of a plan and her answer (contracts' PLANNED_ROTATION_STATUSES); the rotation scheduling made. */
export const rotationPlanStudents = pgTable(
  'rotation_plan_students',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => rotationPlans.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    status: text('status').notNull().default('Waiting for acceptance'),
    answeredAt: timestamptz('answered_at'),
    rotationId: integer('rotation_id').references(() => studentRotations.id),
  },
  (t) => [
    uniqueIndex('rotation_plan_students_unique').on(t.planId, t.studentId),
    index('rotation_plan_students_student_idx').on(t.studentId),
    check(
      'rotation_plan_students_status_check',
      sql`${t.status} in ('Waiting for acceptance', 'Accepted', 'Declined')`,
    ),
  ],
);

/** What happened to a plan, in order: made, answered by each student, scheduled. */
export const rotationPlanEvents = pgTable(
  'rotation_plan_events',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => rotationPlans.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => students.id),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    at: timestamptz('at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('rotation_plan_events_plan_idx').on(t.planId, t.at)],
);
