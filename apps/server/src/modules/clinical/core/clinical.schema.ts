import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rowStamps } from '../../../platform/db/columns.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import { students } from '../../students/tables.js';

/**
 * The clinical context's core tables: where students train (hospitals, reached through third parties),
 * what each hospital offers (a rotation of the Rotations control table, its price per week and seats),
 * who teaches there (preceptors, some of them signing in as Preceptor users) and the rotations students
 * take (contracts' clinical statuses). Money is in cents, as in finance.
 */

/** A placement agency or affiliation partner through which the school reaches some hospitals. */
export const clinicalThirdParties = pgTable('clinical_third_parties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  contactName: text('contact_name'),
  email: text('email'),
  phone: text('phone'),
  notes: text('notes'),
  active: boolean('active').notNull().default(true),
  ...rowStamps(),
});

/** A teaching hospital students rotate at. */
export const hospitals = pgTable(
  'hospitals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    stateId: integer('state_id').references(() => refRows.id),
    countryId: integer('country_id').references(() => refRows.id),
    zip: text('zip'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    contactName: text('contact_name'),
    /** where the clinical office's mails about this hospital are answered to */
    replyToEmail: text('reply_to_email'),
    thirdPartyId: integer('third_party_id').references(() => clinicalThirdParties.id),
    active: boolean('active').notNull().default(true),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [uniqueIndex('hospitals_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * A rotation a hospital offers: a row of the Rotations control table, its price per week (what the
 * clinical invoice run bills a week of it), the seats it has in any one week and the days it is offered.
 */
export const hospitalRotations = pgTable(
  'hospital_rotations',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    rotationId: integer('rotation_id')
      .notNull()
      .references(() => refRows.id),
    pricePerWeekCents: bigint('price_per_week_cents', { mode: 'number' }).notNull(),
    seats: integer('seats').notNull(),
    availableFrom: date('available_from'),
    availableTo: date('available_to'),
    active: boolean('active').notNull().default(true),
    ...rowStamps(),
  },
  (t) => [
    uniqueIndex('hospital_rotations_unique').on(t.hospitalId, t.rotationId),
    check('hospital_rotations_price_check', sql`${t.pricePerWeekCents} >= 0`),
    check('hospital_rotations_seats_check', sql`${t.seats} > 0`),
    check(
      'hospital_rotations_dates_check',
      sql`${t.availableFrom} is null or ${t.availableTo} is null or ${t.availableTo} >= ${t.availableFrom}`,
    ),
  ],
);

/** A physician who supervises students at a hospital; `user_id` when they sign in to the preceptor portal. */
export const preceptors = pgTable(
  'preceptors',
  {
    id: serial('id').primaryKey(),
    hospitalId: integer('hospital_id')
      .notNull()
      .references(() => hospitals.id),
    userId: integer('user_id').references(() => users.id),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    speciality: text('speciality'),
    email: text('email'),
    phone: text('phone'),
    photoFileId: integer('photo_file_id'),
    active: boolean('active').notNull().default(true),
    ...rowStamps(),
  },
  (t) => [
    index('preceptors_hospital_idx').on(t.hospitalId),
    uniqueIndex('preceptors_user_unique')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    // an email names one preceptor (the preceptors service says so first, as a 409)
    uniqueIndex('preceptors_email_unique').on(sql`lower(${t.email})`),
  ],
);

/**
 * A student's rotation: at a hospital's offered rotation, from a start date for a number of weeks, with
 * its preceptor, status (contracts' ROTATION_STATUSES), approval (ROTATION_APPROVALS) and grade.
 */
export const studentRotations = pgTable(
  'student_rotations',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id),
    hospitalRotationId: integer('hospital_rotation_id')
      .notNull()
      .references(() => hospitalRotations.id),
    preceptorId: integer('preceptor_id').references(() => preceptors.id),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    weeks: integer('weeks').notNull(),
    status: text('status').notNull().default('Requested'),
    approval: text('approval').notNull().default('Waiting for Approval'),
    gradeTypeId: integer('grade_type_id').references(() => refRows.id),
    /** how it is graded: 'marks' (0-100 in marks) or 'status' (contracts' ROTATION_GRADE_STATUSES in grade) */
    gradeType: text('grade_type'),
    marks: integer('marks'),
    grade: text('grade'),
    notes: text('notes'),
    ...rowStamps(),
  },
  (t) => [
    index('student_rotations_student_idx').on(t.studentId, t.startDate),
    index('student_rotations_offer_idx').on(t.hospitalRotationId, t.startDate),
    check('student_rotations_weeks_check', sql`${t.weeks} between 1 and 52`),
    check('student_rotations_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check(
      'student_rotations_status_check',
      sql`${t.status} in ('Requested', 'Pending', 'Accepted', 'Scheduled', 'Declined', 'Canceled')`,
    ),
    check(
      'student_rotations_approval_check',
      sql`${t.approval} in ('Approved', 'Cancel', 'Finished', 'Waiting for Approval')`,
    ),
    check('student_rotations_marks_check', sql`${t.marks} is null or ${t.marks} between 0 and 100`),
  ],
);
