import { z } from 'zod';
import { pageQuery } from '../kit/common.js';
import { MESSAGES, PATTERNS, email, optionalText, text, safeString } from '../validation.js';
import { GENDERS, MAX_ID, isoDate, storedAddress, studentAddressInput } from '../students/student.js';
import { STUDENT_STATUS } from '../students/tabs.js';
import { NOTE_MAX } from '../students/notes.js';
import { studentActivity, studentActivityQuery } from '../students/history.js';
import { LEAD_TAB_KEYS, LEAD_TAB_SETS, type LeadTab, type LeadTabSet } from './tabs.js';

/**
 * The lead record of the Admissions CRM (spec 002 sections 2-4, 7 "Lead CRM", 8): the list, the add
 * form, the header, profile, address, status changes, close and reopen, bulk actions, notes and the
 * migration to a student. Course, campus, semester, source and countries are control-table rows
 * (course, campus, semester, referral-source, country); the representative is a staff user.
 */

/** The permission entry (menu link) that guards every lead screen and API. */
export const LEAD_LINK = '/lead/list';
export const LEAD_ADD_PATH = '/lead/list/add';

/** Lead statuses (spec 002 section 9: thresholds 3, 6 and 10). */
export const LEAD_STATUS = {
  new: 1,
  contacted: 2,
  profileCreated: 3,
  applicationSubmitted: 4,
  interviewScheduled: 5,
  accepted: 6,
  paidSeatDeposit: 7,
  immigrationCleared: 8,
  financiallyCleared: 9,
  student: 10,
} as const;
export type LeadStatusId = (typeof LEAD_STATUS)[keyof typeof LEAD_STATUS];
export interface LeadStatusDef {
  id: LeadStatusId;
  name: string;
  /** statuses the dropdown offers from here */ next: readonly LeadStatusId[];
}

/**
 * Every status with the statuses the status-change dropdown offers from it: the next steps forward
 * (skipping Immigration Cleared when it does not apply) and one step back to correct a mistake.
 * Student (10) is reached only by migrating the lead, and nothing leaves it.
 */
export const LEAD_STATUSES: readonly LeadStatusDef[] = [
  { id: 1, name: 'New', next: [2, 3] },
  { id: 2, name: 'Contacted', next: [3, 1] },
  { id: 3, name: 'Profile Created', next: [4, 2] },
  { id: 4, name: 'Application Submitted', next: [5, 6, 3] },
  { id: 5, name: 'Interview Scheduled', next: [6, 4] },
  { id: 6, name: 'Accepted', next: [7, 5] },
  { id: 7, name: 'Paid Seat Deposit', next: [8, 9, 6] },
  { id: 8, name: 'Immigration Cleared', next: [9, 7] },
  { id: 9, name: 'Financially Cleared', next: [8] },
  { id: 10, name: 'Student', next: [] },
];
export const LEAD_STATUS_IDS = LEAD_STATUSES.map((s) => s.id);
export const LEAD_STATUS_OPTIONS = LEAD_STATUSES.map((s) => ({ value: s.id, label: s.name }));
export const leadStatusOf = (id: number): LeadStatusDef | undefined => LEAD_STATUSES.find((s) => s.id === id);
export const leadStatusName = (id: number | null | undefined): string | null =>
  id == null ? null : (leadStatusOf(id)?.name ?? null);
/** The statuses a lead in `from` may move to (empty for an unknown status). */
export const nextLeadStatuses = (from: number): readonly LeadStatusId[] => leadStatusOf(from)?.next ?? [];
export const isAllowedLeadStatusChange = (from: number, to: number) =>
  nextLeadStatuses(from).includes(to as LeadStatusId);

/** From which status a lead may be migrated to a student, and the student status it becomes. */
export const LEAD_MIGRATE_MIN_STATUS = LEAD_STATUS.accepted;
export const LEAD_TO_STUDENT_STATUS: Record<number, string> = {
  6: STUDENT_STATUS.accepted,
  7: STUDENT_STATUS.paidSeatDeposit,
  8: STUDENT_STATUS.immigrationCleared,
  9: STUDENT_STATUS.financiallyCleared,
};

export const LEAD_MESSAGES = {
  statusNotFound: 'Status not found',
  invalidStatus: 'Invalid status',
  closed: 'This lead is closed; reopen it first',
  notClosed: 'This lead is not closed',
  alreadyMigrated: 'This lead has already been migrated to a student',
  notAccepted: 'Only an accepted lead can be migrated to a student',
  emailTaken: 'A student with this email already exists',
  representative: 'Choose an active staff user',
  bulkEmpty: 'Choose a status or a representative to update',
} as const;

/** The toasts of spec 002 section 8 for leads. */
export const LEAD_TOASTS = {
  added: 'Lead added successfully',
  addFailed: 'Failed to add Lead, Try again!',
  fetchFailed: 'Failed to fetch Lead, Try again!',
  updated: 'Lead updated successfully',
  updateFailed: 'Failed to update Lead, Try again!',
  statusChanged: 'Lead Status Changed successfully',
  statusFailed: 'Failed to change status. Try again!',
  statusNotFound: LEAD_MESSAGES.statusNotFound,
  invalidStatus: LEAD_MESSAGES.invalidStatus,
  addressSaved: 'Address saved successfully!',
  addressFailed: 'Failed to Update Lead Address, try again',
  closed: 'Lead closed successfully',
  reopened: 'Lead Profile Reopened Sucessfully',
  bulkUpdated: 'Leads updated successfully',
  bulkUpdateFailed: 'Failed to update Bulk Lead, Try again!',
  bulkDeleted: 'Leads deleted successfully',
  bulkDeleteFailed: 'Failed to delete Bulk Lead, Try again!',
  bulkClosed: 'Leads closed successfully',
  restored: 'Leads restored successfully',
  repAssigned: 'Lead Rep assigned successfully',
  noteAdded: 'Notes added successfully!',
  noteFailed: 'Something went Wrong!',
  migrated: 'Lead migrated to student successfully',
  migrateFailed: 'Failed to migrate the Lead, Try again!',
  moreInfoSaved: 'Info updated successfully',
  moreInfoFailed: 'Failed to update info.Try again!',
  photoUpdated: 'Profile Picture Updated Successfully',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const blankToUndef = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const refId = z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required).max(MAX_ID);
const optRef = z.preprocess(blankToNull, z.coerce.number().int().positive().max(MAX_ID).nullish());
const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const today = () => new Date().toISOString().slice(0, 10);
const pastDate = isoDate.refine((d) => d <= today(), 'The date cannot be in the future');
const leadPhone = safeString({ error: MESSAGES.required }).trim().regex(PATTERNS.phone, MESSAGES.phone);

export const leadIdParam = z.object({ leadId: z.coerce.number().int().positive().max(MAX_ID) });

/** /lead/list/add (addLead). */
export const leadCreateInput = z.object({
  firstName: text(60),
  middleName: optionalText(60),
  lastName: text(60),
  email,
  phone: leadPhone,
  dateOfBirth: optional(pastDate),
  birthCountryId: refId,
  courseId: refId,
  campusId: optRef,
  semesterId: refId,
  sourceId: refId,
  representativeId: optRef,
  fairId: optRef,
});
export type LeadCreateInput = z.infer<typeof leadCreateInput>;

/** The profile tab (updateLeadProfile): the add form's fields again. */
export const leadProfileInput = leadCreateInput;
export type LeadProfileInput = z.infer<typeof leadProfileInput>;

/** The profile tab's "more info" part (updateMoreInfo). */
export const leadMoreInfoInput = z.object({
  gender: optional(z.enum(GENDERS)),
  nationalityId: optRef,
  alternatePhone: optional(safeString().trim().regex(PATTERNS.phone, MESSAGES.phone)),
  highestDegreeId: optRef,
  immigrationRequired: bool.default(false),
});
export type LeadMoreInfoInput = z.infer<typeof leadMoreInfoInput>;

/** The address tab (leadAddressUpdate): the student's address rules. */
export const leadAddressInput = studentAddressInput;
export type LeadAddressInput = z.infer<typeof leadAddressInput>;

export const LEAD_CLOSED_FILTERS = ['open', 'closed', 'all'] as const;
const optId = z.preprocess(blankToUndef, z.coerce.number().int().positive().max(MAX_ID).optional());
/** The list (leadList): paging 25/50/100, sort, the filters in the URL. */
export const leadListQuery = pageQuery.extend({
  statusId: optId,
  courseId: optId,
  campusId: optId,
  semesterId: optId,
  sourceId: optId,
  representativeId: optId,
  /** only leads with no representative (the unassigned-lead notification) */
  unassigned: z.preprocess(blankToUndef, bool.optional()),
  birthCountryId: optId,
  fairId: optId,
  createdFrom: z.preprocess(blankToUndef, isoDate.optional()),
  createdTo: z.preprocess(blankToUndef, isoDate.optional()),
  /** open (default), closed or all */
  closed: z.preprocess(blankToUndef, z.enum(LEAD_CLOSED_FILTERS).optional()),
  /** the soft-deleted leads instead (to restore them) */
  deleted: z.preprocess(blankToUndef, bool.optional()),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;
/** Columns the list sorts by (`-name` descending); newest first by default. */
export const LEAD_SORTS = [
  'id',
  'name',
  'email',
  'status',
  'course',
  'campus',
  'semester',
  'source',
  'representative',
  'createdAt',
] as const;

export const leadListItem = z.object({
  id: z.number().int(),
  name: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  statusId: z.number().int(),
  statusName: safeString().nullable(),
  courseId: z.number().int().nullable(),
  courseName: safeString().nullable(),
  campusName: safeString().nullable(),
  semesterName: safeString().nullable(),
  sourceName: safeString().nullable(),
  birthCountryName: safeString().nullable(),
  representativeId: z.number().int().nullable(),
  representativeName: safeString().nullable(),
  fairId: z.number().int().nullable(),
  studentId: z.number().int().nullable(),
  createdAt: safeString(),
  closedAt: safeString().nullable(),
  deletedAt: safeString().nullable(),
});
export type LeadListItem = z.infer<typeof leadListItem>;

/** The header every lead tab shows, with the tabs this lead shows (spec 000 section 4). */
export const leadHeader = z.object({
  id: z.number().int(),
  name: safeString(),
  firstName: safeString(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  hasPhoto: z.boolean(),
  statusId: z.number().int(),
  statusName: safeString().nullable(),
  courseId: z.number().int().nullable(),
  courseName: safeString().nullable(),
  campusName: safeString().nullable(),
  semesterName: safeString().nullable(),
  sourceName: safeString().nullable(),
  representativeId: z.number().int().nullable(),
  representativeName: safeString().nullable(),
  immigrationRequired: z.boolean(),
  studentId: z.number().int().nullable(),
  closedAt: safeString().nullable(),
  createdAt: safeString(),
  tabSet: z.enum(Object.keys(LEAD_TAB_SETS) as [LeadTabSet, ...LeadTabSet[]]),
  tabs: z.array(z.enum(LEAD_TAB_KEYS as [LeadTab, ...LeadTab[]])),
  /** may the viewer change this lead (Lead menu edit right, lead open) */
  canEdit: z.boolean(),
  /** may it be migrated now (accepted or later, not yet a student, open) */
  canMigrate: z.boolean(),
});
export type LeadHeader = z.infer<typeof leadHeader>;

/** The whole row as the profile and address tabs read it. */
export const leadRecord = z.object({
  id: z.number().int(),
  firstName: safeString(),
  middleName: safeString().nullable(),
  lastName: safeString(),
  email: safeString(),
  phone: safeString().nullable(),
  alternatePhone: safeString().nullable(),
  gender: safeString().nullable(),
  dateOfBirth: safeString().nullable(),
  birthCountryId: z.number().int().nullable(),
  nationalityId: z.number().int().nullable(),
  highestDegreeId: z.number().int().nullable(),
  courseId: z.number().int().nullable(),
  campusId: z.number().int().nullable(),
  semesterId: z.number().int().nullable(),
  sourceId: z.number().int().nullable(),
  representativeId: z.number().int().nullable(),
  fairId: z.number().int().nullable(),
  statusId: z.number().int(),
  immigrationRequired: z.boolean(),
  ...storedAddress,
  studentId: z.number().int().nullable(),
  closedAt: safeString().nullable(),
  /** labels of the referenced rows, for read-only views */
  labels: z.record(safeString(), safeString().nullable()),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type LeadRecord = z.infer<typeof leadRecord>;
export const leadAddress = studentAddressInput
  .extend({ labels: z.record(safeString(), safeString().nullable()) })
  .partial();

/** The status-change tab (leadStatusUpdate, multipart with an optional `file`). */
export const leadStatusChangeInput = z.object({
  statusId: z.coerce.number({ error: LEAD_MESSAGES.statusNotFound }).int().positive(LEAD_MESSAGES.statusNotFound),
  note: optional(safeString().trim().max(2000, 'At most 2000 characters')),
});
export type LeadStatusChangeInput = z.infer<typeof leadStatusChangeInput>;
/** The dropdown (leadStatusDropdownData): the statuses this lead may move to now. */
export const leadStatusOptions = z.object({
  current: z.object({ value: z.number().int(), label: safeString() }),
  options: z.array(z.object({ value: z.number().int(), label: safeString() })),
});
export type LeadStatusOptions = z.infer<typeof leadStatusOptions>;
/** One row of the status history (leadStatusList). */
export const leadStatusChange = z.object({
  id: z.number().int(),
  fromStatusId: z.number().int().nullable(),
  fromStatusName: safeString().nullable(),
  toStatusId: z.number().int(),
  toStatusName: safeString().nullable(),
  note: safeString().nullable(),
  fileId: z.number().int().nullable(),
  fileName: safeString().nullable(),
  changedByName: safeString().nullable(),
  changedAt: safeString(),
});
export type LeadStatusChange = z.infer<typeof leadStatusChange>;
export const leadHistoryQuery = pageQuery.pick({ page: true, pageSize: true });

/** Close one lead (closedLeadUpdate) with an optional reason. */
export const leadCloseInput = z.object({ reason: optional(safeString().trim().max(500, 'At most 500 characters')) });
export type LeadCloseInput = z.infer<typeof leadCloseInput>;

export const LEAD_BULK_MAX = 500;
const leadIds = z
  .array(z.number().int().positive().max(MAX_ID))
  .min(1, 'Choose at least one lead')
  .max(LEAD_BULK_MAX, `At most ${LEAD_BULK_MAX} leads at a time`);
/** Bulk close, bulk delete, restore (bulkCloseLeads, leadBulkDelete). */
export const leadBulkIdsInput = z.object({ leadIds });
export type LeadBulkIdsInput = z.infer<typeof leadBulkIdsInput>;
/** Bulk update (leadBulkUpdate): a status (checked per lead against its allowed next statuses) and/or a representative. */
export const leadBulkUpdateInput = z
  .object({
    leadIds,
    statusId: z.number().int().positive().nullish(),
    representativeId: z.number().int().positive().max(MAX_ID).nullish(),
  })
  .refine((v) => v.statusId != null || v.representativeId != null, {
    message: LEAD_MESSAGES.bulkEmpty,
    path: ['statusId'],
  });
export type LeadBulkUpdateInput = z.infer<typeof leadBulkUpdateInput>;
/** Assign a representative (leadRepAssign). */
export const leadRepAssignInput = z.object({ leadIds, representativeId: z.number().int().positive().max(MAX_ID) });
export type LeadRepAssignInput = z.infer<typeof leadRepAssignInput>;
/** What a bulk action did: per record (leads skipped say why). */
export const leadBulkResult = z.object({
  updated: z.number().int(),
  skipped: z.array(z.object({ id: z.number().int(), reason: safeString() })),
});
export type LeadBulkResult = z.infer<typeof leadBulkResult>;

/** Notes and phone notes (addLeadNote, listLeadNotes, getNoteById): one table, two tabs. */
export const LEAD_NOTE_KINDS = [
  { kind: 'note', tab: 'notes', segment: 'notes', title: 'Notes', singular: 'Note' },
  { kind: 'phone', tab: 'phoneNotes', segment: 'phone-notes', title: 'Phone Notes', singular: 'Phone Note' },
] as const satisfies readonly { kind: string; tab: LeadTab; segment: string; title: string; singular: string }[];
export type LeadNoteKind = (typeof LEAD_NOTE_KINDS)[number]['kind'];
export const leadNoteInput = z.object({
  subject: optionalText(150),
  note: safeString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(NOTE_MAX, `At most ${NOTE_MAX} characters`),
});
export type LeadNoteInput = z.infer<typeof leadNoteInput>;
export const leadNote = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  kind: z.enum(['note', 'phone']),
  subject: safeString().nullable(),
  note: safeString(),
  createdByName: safeString().nullable(),
  createdAt: safeString(),
});
export type LeadNote = z.infer<typeof leadNote>;
export const leadNoteListQuery = pageQuery.pick({ page: true, pageSize: true, q: true });
export const leadNoteParam = leadIdParam.extend({ noteId: z.coerce.number().int().positive().max(MAX_ID) });

/** The activity log (leadActivityLogs): the audit rows of the lead, its notes and status changes. */
export const leadActivity = studentActivity;
export const leadActivityQuery = studentActivityQuery;
export type LeadActivity = z.infer<typeof leadActivity>;
export const LEAD_ENTITY = 'lead';
export const LEAD_NOTE_ENTITY = 'leadNote';

/** migrateToStudent: the student it became. */
export const leadMigrateResult = z.object({
  studentId: z.number().int(),
  studentUrl: safeString(),
  /** how many of each kind the migration carried over (records.ts LEAD_CARRIED_KINDS) */
  carried: z.record(safeString(), z.number().int()).optional(),
});
export type LeadMigrateResult = z.infer<typeof leadMigrateResult>;
