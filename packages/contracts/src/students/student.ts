import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { MESSAGES, PATTERNS, email, optionalText, text, safeString } from '../validation.js';
import type { Option } from '../reference/engine.js';
import { FINANCIAL_STATUSES } from '../finance/financial-status.js';
export { MAX_ID } from '../kit/common.js';
import { STUDENT_TAB_KEYS, STUDENT_TAB_SETS, type StudentTab, type StudentTabSet } from './tabs.js';

/**
 * The student record (spec 001): the list, the add form, the header and the profile tabs kept on the
 * student row itself (personal, profile, address, other details). Status, type, course, campus,
 * semester and stage are control-table rows (ids); the fixed lists are here.
 */

/** The permission entry (menu link) that guards the student record for staff. */
export const STUDENT_LINK = '/student/list';
export const STUDENT_ADD_PATH = '/student/add';
/** Minimum age at the date of birth (spec 000 section 5). */
export const STUDENT_MIN_AGE = 18;

const opts = <T extends string>(xs: readonly T[]): Option<T>[] => xs.map((x) => ({ value: x, label: x }));
export const GENDERS = ['Female', 'Male', 'Other', 'Prefer not to say'] as const;
export const GENDER_OPTIONS = opts(GENDERS);
/** Where a student is in the program (the header's course status; snap-shot needs Clinical Medicine). */
export const COURSE_STATUSES = ['Pre-Medical', 'Basic Science', 'Clinical Medicine', 'Completed'] as const;
export const COURSE_STATUS_OPTIONS = opts(COURSE_STATUSES);
export const USMLE_TEST_STATUSES = ['Not Taken', 'Step 1 Passed', 'Step 2 CK Passed', 'Completed'] as const;
export const USMLE_TEST_STATUS_OPTIONS = opts(USMLE_TEST_STATUSES);
export const CAMPUS_STATUS_COLORS: Record<string, 'red' | 'amber'> = { 'On-Campus': 'red', 'On-LOA': 'amber' };

/** Years between a date of birth and a day (both YYYY-MM-DD), counted the way birthdays are. */
export function ageOn(dob: string, day: string): number {
  const [y1, m1, d1] = dob.split('-').map(Number);
  const [y2, m2, d2] = day.split('-').map(Number);
  return y2 - y1 - (m2 < m1 || (m2 === m1 && d2 < d1) ? 1 : 0);
}
/** A day of the calendar as YYYY-MM-DD (2024-02-30 and 2024-13-01 are refused, as the database would). */
export const isRealDate = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    Number(m[1]) >= 1 &&
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
};
export const isoDate = safeString().refine(isRealDate, 'Use the date format YYYY-MM-DD');
/** Date of birth: at least 18 years ago (checked against today). */
export const dateOfBirth = isoDate.refine(
  (d) => ageOn(d, new Date().toISOString().slice(0, 10)) >= STUDENT_MIN_AGE,
  `The student must be at least ${STUDENT_MIN_AGE} years old`,
);

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const refId = z.coerce.number().int().positive().max(MAX_ID);
const optRef = z.preprocess(blankToNull, refId.nullish());
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** The personal tab: names, birth, contact, identity. */
export const studentPersonalInput = z.object({
  salutation: optional(safeString().max(10)),
  firstName: text(60),
  middleName: optionalText(60),
  lastName: text(60),
  preferredName: optionalText(60),
  gender: optional(z.enum(GENDERS)),
  dateOfBirth,
  email,
  alternateEmail: optional(email),
  phone: safeString({ error: MESSAGES.required }).regex(PATTERNS.phone, MESSAGES.phone),
  alternatePhone: optional(safeString().regex(PATTERNS.phone, MESSAGES.phone)),
  nationalityId: optRef,
  birthCountryId: optRef,
  passportNumber: optional(safeString().max(20).regex(PATTERNS.passport, MESSAGES.passport)),
  passportExpiry: optional(isoDate),
});
export type StudentPersonalInput = z.infer<typeof studentPersonalInput>;

/** The address tab (also part of the add form). */
export const studentAddressInput = z.object({
  address1: text(200),
  address2: optionalText(200),
  city: text(80),
  stateId: optRef,
  countryId: refId,
  zip: safeString({ error: MESSAGES.required }).regex(PATTERNS.zip, MESSAGES.zip),
});
export type StudentAddressInput = z.infer<typeof studentAddressInput>;

/** The profile tab: where the student is in the school (staff only). */
export const studentProfileInput = z.object({
  statusId: refId,
  studentTypeId: refId,
  courseId: refId,
  campusId: refId,
  startSemesterId: refId,
  stageId: optRef,
  cohort: optionalText(40),
  currentCourseStatus: optional(z.enum(COURSE_STATUSES)),
  usmleTestStatus: optional(z.enum(USMLE_TEST_STATUSES)),
  campusStatus: optional(z.enum(['On-Campus', 'On-LOA'])),
  /** 1 Cleared, 2 Hold, 3 Blocked (FINANCIAL_STATUSES); the invoice financial status is the accounting record's */
  financialStatus: z.coerce.number().int().min(1).max(FINANCIAL_STATUSES.length).default(1),
  immigrationRequired: bool.default(false),
});
export type StudentProfileInput = z.infer<typeof studentProfileInput>;

/** /student/add: personal, address and profile in one form (multipart with an optional `photo`). */
export const studentCreateInput = studentPersonalInput
  .extend(studentAddressInput.shape)
  .extend(studentProfileInput.shape);
export type StudentCreateInput = z.infer<typeof studentCreateInput>;

/**
 * The student list's name filter finds the term inside the first, last or preferred name; a term shorter than
 * this finds names that start with it (two letters occur inside a third of all names).
 */
export const NAME_CONTAINS_MIN = 3;

export const studentListQuery = pageQuery.extend({
  name: safeString().max(100).optional(),
  studentId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  email: safeString().max(254).optional(),
  statusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  studentTypeId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  courseStatus: z.enum(COURSE_STATUSES).optional(),
  campusId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  semesterId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  cohort: safeString().max(40).optional(),
  stageId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  financialStatus: z.coerce.number().int().min(1).max(FINANCIAL_STATUSES.length).optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;
/** Columns the list sorts by. */
export const STUDENT_SORTS = ['id', 'name', 'email', 'status', 'campus', 'semester', 'cohort', 'createdAt'] as const;

export const studentListItem = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  statusName: safeString().nullable(),
  studentTypeName: safeString().nullable(),
  courseName: safeString().nullable(),
  currentCourseStatus: safeString().nullable(),
  campusName: safeString().nullable(),
  semesterName: safeString().nullable(),
  stageName: safeString().nullable(),
  cohort: safeString().nullable(),
  financialStatus: z.number().int().nullable(),
});
export type StudentListItem = z.infer<typeof studentListItem>;

/** The header every tab shows, with the tabs this viewer may open (spec 000 section 4). */
export const studentHeader = z.object({
  id: z.number().int(),
  name: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  hasPhoto: z.boolean(),
  statusId: z.number().int().nullable(),
  statusName: safeString().nullable(),
  statusCode: safeString().nullable(),
  studentTypeName: safeString().nullable(),
  courseId: z.number().int().nullable(),
  courseName: safeString().nullable(),
  currentCourseStatus: safeString().nullable(),
  stageName: safeString().nullable(),
  cohort: safeString().nullable(),
  financialStatus: z.number().int().nullable(),
  usmleTestStatus: safeString().nullable(),
  campusName: safeString().nullable(),
  campusStatus: safeString().nullable(),
  immigrationRequired: z.boolean(),
  forcePersonalInfoUpdate: z.boolean(),
  leadId: z.number().int().nullable(),
  /** the tab set chosen and its tabs that some domain serves */
  tabSet: z.enum(Object.keys(STUDENT_TAB_SETS) as [StudentTabSet, ...StudentTabSet[]]),
  tabs: z.array(z.enum(STUDENT_TAB_KEYS as [StudentTab, ...StudentTab[]])),
  /** how the viewer stands: staff, the student, or a parent */
  viewer: z.enum(['staff', 'student', 'parent']),
  /** may the viewer change this record at all (staff edit right, or self-service tabs) */
  canEdit: z.boolean(),
});
export type StudentHeader = z.infer<typeof studentHeader>;

/** A postal address as a record reads it back (every part may be empty): students, leads. */
export const storedAddress = {
  address1: safeString().nullable(),
  address2: safeString().nullable(),
  city: safeString().nullable(),
  stateId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  zip: safeString().nullable(),
};

/** The whole row as the personal, address and profile tabs read it. */
export const studentRecord = z.object({
  id: z.number().int(),
  salutation: safeString().nullable(),
  firstName: safeString(),
  middleName: safeString().nullable(),
  lastName: safeString(),
  preferredName: safeString().nullable(),
  gender: safeString().nullable(),
  dateOfBirth: safeString().nullable(),
  email: safeString(),
  alternateEmail: safeString().nullable(),
  phone: safeString().nullable(),
  alternatePhone: safeString().nullable(),
  nationalityId: z.number().int().nullable(),
  birthCountryId: z.number().int().nullable(),
  passportNumber: safeString().nullable(),
  passportExpiry: safeString().nullable(),
  ...storedAddress,
  statusId: z.number().int().nullable(),
  studentTypeId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  campusId: z.number().int().nullable(),
  startSemesterId: z.number().int().nullable(),
  stageId: z.number().int().nullable(),
  cohort: safeString().nullable(),
  currentCourseStatus: safeString().nullable(),
  usmleTestStatus: safeString().nullable(),
  campusStatus: safeString().nullable(),
  financialStatus: z.number().int().nullable(),
  immigrationRequired: z.boolean(),
  forcePersonalInfoUpdate: z.boolean(),
  leadId: z.number().int().nullable(),
  /** labels of the referenced rows, for read-only views */
  labels: z.record(safeString(), safeString().nullable()),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type StudentRecord = z.infer<typeof studentRecord>;

export const studentIdParam = z.object({ studentId: z.coerce.number().int().positive().max(MAX_ID) });

export const STUDENT_TOASTS = {
  added: 'Student Added Successfully',
  addFailed: 'Failed to add student, Try again!',
  updated: 'Student Updated Successfully',
  updateFailed: 'Failed to update student, Try again!',
  addressUpdated: 'Address Updated Successfully',
  photoUpdated: 'Profile Picture Updated Successfully',
} as const;

/** The accounting settings' bulk update of students' financial status (step 1 choose students, step 2 the status). */
export const ACCOUNTING_SETTINGS_LINK = '/admin/accounting-settings';
/** The students a bulk update of the accounting settings changes: all of them or none. */
export const bulkStudentIds = z
  .array(z.number().int().positive().max(MAX_ID))
  .min(1, 'Choose at least one student')
  .max(500, 'At most 500 students at a time');
export const bulkFinancialStatusInput = z.object({
  studentIds: bulkStudentIds,
  /** 1 Cleared, 2 Hold, 3 Blocked */
  financialStatus: z
    .number({ error: 'Choose a financial status' })
    .int()
    .min(1, 'Choose a financial status')
    .max(FINANCIAL_STATUSES.length, 'Choose a financial status'),
});
export type BulkFinancialStatusInput = z.infer<typeof bulkFinancialStatusInput>;
export const BULK_FINANCIAL_STATUS_TOASTS = {
  updated: 'Financial Status Updated Successfully',
  failed: 'Failed to update the financial status, Try again!',
} as const;

/** The portal accounts of a student: their own sign-in and their parents' (staff create them; a welcome link is emailed). */
export const portalAccount = z.object({
  userId: z.number().int(),
  name: safeString(),
  username: safeString(),
  email: safeString(),
  active: z.boolean(),
  lastLoginAt: safeString().nullable(),
  relation: safeString().nullable(),
});
export const portalAccounts = z.object({ student: portalAccount.nullable(), parents: z.array(portalAccount) });
export type PortalAccounts = z.infer<typeof portalAccounts>;
export const parentAccountInput = z.object({
  firstName: text(80),
  lastName: text(80),
  email,
  relation: optionalText(40),
});
export type ParentAccountInput = z.infer<typeof parentAccountInput>;
export const PORTAL_TOASTS = {
  studentCreated: 'Portal account created; a welcome email is on its way',
  parentLinked: 'Parent account linked; a welcome email is on its way to a new account',
  failed: 'Failed to create the portal account, Try again!',
} as const;
