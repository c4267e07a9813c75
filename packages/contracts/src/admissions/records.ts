import { z } from 'zod';
import { recordParams } from '../kit/records.js';
import { safeString } from '../validation.js';
import {
  ADMISSION_ACCEPTANCE_KEYS,
  ADMISSION_FORM_KEYS,
  savedAcceptance,
  savedAdmissionForm,
  type AdmissionFormsView,
} from '../students/admission.js';
import { billingInfo, educationEntry, studentContact, studentContactInput } from '../students/contacts.js';
import { MAX_ID } from '../students/student.js';
import { lookupItem } from '../reference/reference.api.js';

/**
 * The lead record's admission parts (spec 002 "Lead CRM": admissionforms, academicrecords,
 * immigration/document, billingContactInfoEducational, semseterListFromCourseId) and what the
 * migration to a student carries over. The forms, the billing contact, billing information and
 * educational background reuse the student's contracts: the same rules on both records, so that the
 * migration moves values that are already valid for the student.
 */

const id = z.number().int();

/** Staff fill the lead's admission forms on the applicant's behalf: no email code step (the student's own side has one). */
export const leadAdmissionFormsView = z.object({
  forms: z.object(
    Object.fromEntries(ADMISSION_FORM_KEYS.map((k) => [k, savedAdmissionForm])) as Record<
      (typeof ADMISSION_FORM_KEYS)[number],
      typeof savedAdmissionForm
    >,
  ),
  acceptances: z.object(
    Object.fromEntries(ADMISSION_ACCEPTANCE_KEYS.map((k) => [k, savedAcceptance])) as Record<
      (typeof ADMISSION_ACCEPTANCE_KEYS)[number],
      typeof savedAcceptance
    >,
  ),
  /** the lead became a student: its admission data is read-only here and lives on the student's record */
  locked: z.boolean(),
});
export type LeadAdmissionFormsView = Omit<AdmissionFormsView, 'verification'> & { locked: boolean };

/** The lead's one billing contact: the student's contact form, always the billing contact (so its address is complete). */
export const leadBillingContactInput = z.preprocess(
  (v) => (v && typeof v === 'object' ? { ...v, isBillingContact: true } : v),
  studentContactInput,
);
export const leadBillingContact = studentContact
  .omit({ studentId: true, isBillingContact: true, createdAt: true })
  .extend({ leadId: id });
export type LeadBillingContact = z.infer<typeof leadBillingContact>;
/** GET billing: the same shape as the student's billing read, plus the whole contact. */
export const leadBillingView = z.object({
  billing: billingInfo.nullable(),
  billingContact: z
    .object({ id, name: safeString(), relation: safeString(), email: safeString(), phone: safeString() })
    .nullable(),
  contact: leadBillingContact.nullable(),
  locked: z.boolean(),
});
export type LeadBillingView = z.infer<typeof leadBillingView>;
export const leadEducationList = z.object({ items: z.array(educationEntry) });
export const leadEducationParam = z.object({
  leadId: z.coerce.number().int().positive().max(MAX_ID),
  educationId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Writes to a migrated lead's admission data are refused: the student's record holds it now. */
export const LEAD_RECORD_MESSAGES = {
  migrated: 'This lead has been migrated to a student; change these details on the student record',
} as const;

export const leadImmigrationDocumentParams = recordParams('leadId', 'documentId');
export const LEAD_IMMIGRATION_TOASTS = {
  replaced: 'Document replaced successfully',
  replaceFailed: 'Failed to replace document, Try again!',
} as const;

/** academicrecords: the student the lead became, as the student module records them (read only here). */
export const leadAcademicRecords = z.object({
  studentId: id,
  studentName: safeString(),
  studentEmail: safeString(),
  /** where staff open the student's record */
  studentUrl: safeString(),
  statusName: safeString().nullable(),
  courseName: safeString().nullable(),
  campusName: safeString().nullable(),
  startSemesterName: safeString().nullable(),
  currentCourseStatus: safeString().nullable(),
  stageName: safeString().nullable(),
  cohort: safeString().nullable(),
  usmleTestStatus: safeString().nullable(),
  /** the student's status history, newest first */
  statusChanges: z.array(
    z.object({
      id,
      fromStatusName: safeString().nullable(),
      toStatusName: safeString().nullable(),
      reason: safeString(),
      effectiveDate: safeString(),
      changedAt: safeString(),
    }),
  ),
  /** semester deferments of the student, newest first */
  deferments: z.array(
    z.object({
      id,
      fromSemesterName: safeString().nullable(),
      toSemesterName: safeString().nullable(),
      reason: safeString(),
      requestedAt: safeString(),
    }),
  ),
});
export type LeadAcademicRecords = z.infer<typeof leadAcademicRecords>;

/**
 * semseterListFromCourseId: the semesters a course takes students in (rows of the 'course-semester'
 * control table). A course with no such rows is offered in every active semester (`restricted` false).
 */
export const COURSE_SEMESTER_TABLE = 'course-semester';
export const courseIdParam = z.object({ courseId: z.coerce.number().int().positive().max(MAX_ID) });
export const courseSemestersQuery = z.object({
  include: safeString()
    .regex(/^\d+(,\d+)*$/, 'include is a comma-separated list of ids')
    .optional(),
  /** only semesters not yet over (the add forms: a new lead applies for the current or a future term) */
  upcoming: z.enum(['true', 'false']).optional(),
});
export const courseSemesters = z.object({ items: z.array(lookupItem), restricted: z.boolean() });
export type CourseSemesters = z.infer<typeof courseSemesters>;
export const courseSemestersPath = (courseId: number) => `/api/lookups/course/${courseId}/semesters`;
/** The lead forms' semester choices: a course's when `courseId` is given, else every active semester. */
export const leadSemestersQuery = courseSemestersQuery.extend({
  courseId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type LeadSemestersQuery = z.infer<typeof leadSemestersQuery>;
export const LEAD_SEMESTERS_PATH = '/api/leads/semesters';

/** What a migration carried from the lead to the new student, by kind. */
export const LEAD_CARRIED_KINDS = [
  'documents',
  'immigrationDocuments',
  'notes',
  'history',
  'admissionForms',
  'acceptances',
  'billing',
  'billingContact',
  'education',
] as const;
export type LeadCarriedKind = (typeof LEAD_CARRIED_KINDS)[number];
export const leadCarried = z.object(
  Object.fromEntries(LEAD_CARRIED_KINDS.map((k) => [k, id])) as Record<LeadCarriedKind, typeof id>,
);
export type LeadCarried = z.infer<typeof leadCarried>;
/** The student folder lead documents are filed in (a 'student-folder' row; the first active folder when it is missing). */
export const LEAD_DOCUMENTS_STUDENT_FOLDER = 'Admission Documents';
