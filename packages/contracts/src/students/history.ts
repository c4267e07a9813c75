import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { changeDetail } from '../kit/changes.js';
import { defermentInputOf, defermentRecord, requiredRef, requiredText } from '../kit/records.js';
import { MESSAGES, PATTERNS, email, formatDate, formatPhone, text, safeString } from '../validation.js';
import { isoDate, studentRecord } from './student.js';
import { FINANCE_ACTIVITY_ACTIONS } from '../finance/money-activity.js';

/**
 * The student record's history tabs (spec 001): activity log, status change, other details, semester
 * deferment and application.
 */

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
/** Multi-line text: surrounding spaces and blank lines are dropped; blank means none. */
const optionalNote = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : v),
    safeString().max(max, `At most ${max} characters`).nullish(),
  );

// ---- activity log ----

/**
 * The activity log reads the audit trail. A row belongs to a student when its entity is 'student' with
 * the student's id, or when it carries `studentId` in its after (or before) values: records with their
 * own id (a note, a document) audit under their own entity (`studentNote`) and say whose they are there.
 */
export const STUDENT_ENTITY = 'student';
export const STUDENT_NOTE_ENTITY = 'studentNote';

/** What happened, in words, by `entity.action` (unknown pairs fall back to the action's words). */
export const ACTIVITY_ACTIONS: Record<string, string> = {
  ...FINANCE_ACTIVITY_ACTIONS,
  'student.create': 'Created the student record',
  'student.updatePersonal': 'Updated the personal details',
  'student.updateAddress': 'Updated the address',
  'student.updateProfile': 'Updated the profile',
  'student.updatePhoto': 'Changed the profile picture',
  'student.forcePersonalInfoUpdate': 'Asked the student to update their information',
  'student.clearPersonalInfoUpdate': 'Withdrew the request to update information',
  'student.changeStatus': 'Changed the status',
  'student.updateOtherDetails': 'Updated the other details',
  'student.deferSemester': 'Deferred the start semester',
  'studentNote.create': 'Added a note',
  'studentNote.update': 'Edited a note',
  'studentNote.delete': 'Deleted a note',
  'student.carryFromLead': "Carried over the lead's documents, notes, forms and history",
  'studentAccounting.updateInfo': 'Updated the accounting information',
  'studentAccounting.updateOtherInfo': 'Updated the other accounting information',
  'studentAccounting.bulkUpdate': 'Updated the accounting information (bulk update)',
  'studentAccounting.updateInvoiceFinancialStatus': 'Changed the invoice financial status (bulk update)',
};

/** Field names as staff read them; fields not listed are named from their key (emergencyContactName -> Emergency Contact Name). */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  statusId: 'Status',
  studentTypeId: 'Student Type',
  courseId: 'Course',
  campusId: 'Campus',
  startSemesterId: 'Start Semester',
  stageId: 'Stage',
  nationalityId: 'Nationality',
  birthCountryId: 'Country of Birth',
  stateId: 'State',
  countryId: 'Country',
  dateOfBirth: 'Date of Birth',
  address1: 'Address Line 1',
  address2: 'Address Line 2',
  zip: 'Zip Code',
  usmleTestStatus: 'USMLE Test Status',
  tShirtSize: 'T-Shirt Size',
  forcePersonalInfoUpdate: 'Must Update Information',
  immigrationRequired: 'Immigration Required',
  effectiveDate: 'Effective Date',
  note: 'Note',
  type: 'Note Type',
  leadId: 'Lead',
  photoFileId: 'Profile Picture',
};
/** Fields that hold a control-table row id: shown by the row's name. */
export const ACTIVITY_REF_FIELDS: readonly string[] = [
  'statusId',
  'studentTypeId',
  'courseId',
  'campusId',
  'startSemesterId',
  'stageId',
  'nationalityId',
  'birthCountryId',
  'stateId',
  'countryId',
  // the lead's (its activity log, and its history carried to the student)
  'semesterId',
  'sourceId',
  'highestDegreeId',
  // the accounting record's
  'scholarshipId',
  'financialAidId',
];
/** Bookkeeping fields never shown as changes. */
export const ACTIVITY_HIDDEN_FIELDS: readonly string[] = [
  'id',
  'studentId',
  'searchText',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deleted',
  'deletedAt',
  'deletedBy',
  'photoFileId',
];

/** The order changes are listed in: the record's own, then a note's, a status change's, the other details'; fields not named come last. */
export function activityFieldRank(key: string): number {
  fieldOrder ??= new Map(
    [
      ...Object.keys(studentRecord.shape),
      'subject',
      'note',
      'statusId',
      'startSemesterId',
      'reason',
      'effectiveDate',
      ...Object.keys(otherDetailsInput.shape),
    ]
      .map((k, i) => [k, i] as const)
      .reverse(),
  );
  return fieldOrder.get(key) ?? Number.MAX_SAFE_INTEGER;
}
let fieldOrder: Map<string, number> | undefined;

export const activityFieldLabel = (key: string): string =>
  ACTIVITY_FIELD_LABELS[key] ??
  key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/**
 * History carried over from the lead a student was migrated from: copies of the lead's audit rows with
 * entity 'leadHistory', the lead's id, and the original `<entity>.<action>` as their action.
 */
export const LEAD_HISTORY_ENTITY = 'leadHistory';
export const LEAD_HISTORY_ACTIONS: Record<string, string> = {
  'lead.create': 'Created the lead',
  'lead.changeStatus': 'Changed the lead status',
  'lead.bulkUpdate': 'Updated the lead (bulk update)',
  'lead.updateProfile': 'Updated the lead profile',
  'lead.updateMoreInfo': 'Updated the lead details',
  'lead.updateAddress': 'Updated the lead address',
  'lead.assignRep': 'Assigned the representative',
  'leadNote.create': 'Added a lead note',
  'leadDocument.create': 'Uploaded a lead document',
  'leadDocument.replaceFile': 'Replaced a lead document',
  'leadDocument.verify': 'Verified a lead document',
  'leadImmigrationDocument.upload': 'Uploaded an immigration document',
  'leadImmigrationDocument.replace': 'Replaced an immigration document',
  'leadAdmission.saveForm': 'Saved an admission form',
};
export const activitySummary = (entity: string, action: string): string => {
  if (entity === LEAD_HISTORY_ENTITY)
    return `From the lead: ${LEAD_HISTORY_ACTIONS[action] ?? activityFieldLabel(action.split('.').pop() ?? action)}`;
  return ACTIVITY_ACTIONS[`${entity}.${action}`] ?? activityFieldLabel(action);
};

/** A value as the log shows it: dates MM/DD/YYYY, phones grouped, yes/no, lists joined; null for nothing. */
export function activityValue(v: unknown, key = ''): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' && /phone$/i.test(key)) return formatPhone(v) || v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.length ? v.map((x) => activityValue(x, key) ?? '').join(', ') : null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A changed field: label, from (null: not set before) and to (null: cleared), in words. */
export const activityChange = changeDetail;
export type ActivityChange = z.infer<typeof activityChange>;
/** What a log can be filtered by (STUDENT_ACTIVITY_KINDS, LEAD_ACTIVITY_KINDS; 'other' for the rest). */
export const activityKindValue = safeString().regex(/^[a-z]{1,20}$/, 'Choose a kind from the list');
export const studentActivity = z.object({
  id: z.number().int(),
  at: safeString(),
  actorName: safeString().nullable(),
  entity: safeString(),
  action: safeString(),
  /** the action in words ("Added a note (Accounting Notes)") */
  summary: safeString(),
  /** the change as a sentence with the actor's name: "Rita Registrar uploaded Transcript.pdf to Documents (...)" */
  sentence: safeString(),
  /** which filter it falls under */
  kind: activityKindValue,
  /** the fields it changed (a creation lists what it set, from null), ids named, bookkeeping left out */
  changes: z.array(activityChange),
});
export type StudentActivity = z.infer<typeof studentActivity>;
export const studentActivityQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({ kind: activityKindValue.optional() });

// ---- status change ----

export const statusChangeInput = z.object({
  statusId: requiredRef,
  reason: requiredText(1000),
  effectiveDate: isoDate,
});
export type StatusChangeInput = z.infer<typeof statusChangeInput>;
export const statusChange = z.object({
  id: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: safeString().nullable(),
  toStatusId: z.number().int(),
  toStatusName: safeString().nullable(),
  reason: safeString(),
  effectiveDate: safeString(),
  changedByName: safeString().nullable(),
  changedAt: safeString(),
});
export type StatusChange = z.infer<typeof statusChange>;
export const statusChangeQuery = pageQuery.pick({ page: true, pageSize: true });
export const STATUS_CHANGE_TOASTS = {
  changed: 'Status updated successfully!',
  failed: 'Failed to change status. Try again!',
} as const;

// ---- other details ----

export const TSHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;
export const EMERGENCY_RELATIONS = [
  'Parent',
  'Spouse / Partner',
  'Sibling',
  'Child',
  'Guardian',
  'Relative',
  'Friend',
  'Other',
] as const;
export const LANGUAGES_MAX = 10;

/** Extra facts kept per student: who to call in an emergency, health and dietary needs, T-shirt size, languages. */
export const otherDetailsInput = z
  .object({
    emergencyContactName: optional(text(120)),
    emergencyContactRelation: optional(z.enum(EMERGENCY_RELATIONS, { error: 'Choose a relation from the list' })),
    emergencyContactPhone: optional(safeString().regex(PATTERNS.phone, MESSAGES.phone)),
    emergencyContactEmail: optional(email),
    medicalConditions: optionalNote(2000),
    allergies: optionalNote(1000),
    dietaryNeeds: optionalNote(500),
    tShirtSize: optional(z.enum(TSHIRT_SIZES, { error: 'Choose a size from the list' })),
    languagesSpoken: z
      .array(text(40))
      .max(LANGUAGES_MAX, `At most ${LANGUAGES_MAX} languages`)
      .nullish()
      .transform((v) => v ?? []),
  })
  .superRefine((v, ctx) => {
    const any = v.emergencyContactRelation || v.emergencyContactPhone || v.emergencyContactEmail;
    if (any && !v.emergencyContactName)
      ctx.addIssue({ code: 'custom', path: ['emergencyContactName'], message: 'Name the emergency contact' });
    if (v.emergencyContactName && !v.emergencyContactPhone)
      ctx.addIssue({
        code: 'custom',
        path: ['emergencyContactPhone'],
        message: 'Give a phone number for the emergency contact',
      });
  });
export type OtherDetailsInput = z.infer<typeof otherDetailsInput>;
export const otherDetails = z.object({
  emergencyContactName: safeString().nullable(),
  emergencyContactRelation: safeString().nullable(),
  emergencyContactPhone: safeString().nullable(),
  emergencyContactEmail: safeString().nullable(),
  medicalConditions: safeString().nullable(),
  allergies: safeString().nullable(),
  dietaryNeeds: safeString().nullable(),
  tShirtSize: safeString().nullable(),
  languagesSpoken: z.array(safeString()),
  /** null until first saved */
  updatedByName: safeString().nullable(),
  updatedAt: safeString().nullable(),
});
export type OtherDetails = z.infer<typeof otherDetails>;
export const OTHER_DETAILS_TOASTS = {
  saved: 'Other Details Saved Successfully',
  failed: 'Failed to save other details, Try again!',
} as const;

// ---- semester deferment ----

export const defermentInput = defermentInputOf('toSemesterId');
export type DefermentInput = z.infer<typeof defermentInput>;
export const deferment = defermentRecord.extend({
  requestedByName: safeString().nullable(),
  requestedAt: safeString(),
});
export type Deferment = z.infer<typeof deferment>;
export const defermentQuery = pageQuery.pick({ page: true, pageSize: true });
/** The current start semester and the later ones the start may move to (not started yet). */
export const defermentOptions = z.object({
  currentSemesterId: z.number().int().nullable(),
  currentSemesterName: safeString().nullable(),
  currentStartDate: safeString().nullable(),
  semesters: z.array(z.object({ value: z.number().int(), label: safeString(), startDate: safeString() })),
});
export type DefermentOptions = z.infer<typeof defermentOptions>;
export const DEFERMENT_TOASTS = {
  deferred: 'Semester deferred successfully',
  failed: 'Failed to defer the semester, Try again!',
} as const;

// ---- application ----

/** The lead's application screen (the admissions area). */
export const leadApplicationUrl = (leadId: number) => `/lead/details/application/addressTab/address/${leadId}`;
export const studentApplication = z.object({ leadId: z.number().int(), applicationUrl: safeString() });
export type StudentApplication = z.infer<typeof studentApplication>;
