/**
 * The student record's tabs (spec 001 section 2, 000 section 4) and who sees which.
 *
 * Every tab of the record is named here once, with its path under /student/details/. A domain
 * "registers" a tab by serving it (the server's tab registry) and by giving the web a page for it;
 * a tab no domain serves yet never shows. Which tabs a viewer sees for a student is decided by
 * `visibleStudentTabs`, the one rules table: the web draws the tab bar from it and the server
 * refuses a hidden tab's API with 403.
 */

import { recordTabs } from '../kit/records.js';
import { FINANCIAL_STATUS } from '../finance/financial-status.js';

export const STUDENT_TABS = {
  personal: { path: 'personal', label: 'Personal' },
  profile: { path: 'profile', label: 'Profile' },
  profileView: { path: 'profile/view', label: 'Profile View' },
  address: { path: 'address', label: 'Address' },
  parents: { path: 'parents-details', label: 'Billing Contact' },
  billingEducational: { path: 'billing-educational', label: 'Billing & Educational' },
  notes: { path: 'notes', label: 'Notes' },
  accountingNotes: { path: 'accountingnotes', label: 'Accounting Notes' },
  med6Notes: { path: 'med6notes', label: 'Academic Advising' },
  document: { path: 'document', label: 'Documents' },
  studentDocument: { path: 'document/studentdocument', label: 'Student Documents' },
  docusign: { path: 'docusign', label: 'Signed Documents' },
  email: { path: 'email', label: 'Email' },
  sms: { path: 'sms-section', label: 'SMS' },
  activityLog: { path: 'activity-log', label: 'Activity Log' },
  statusChange: { path: 'status-change', label: 'Status Change' },
  immigration: { path: 'immigration', label: 'Immigration' },
  immigrationDocument: { path: 'immigration/document', label: 'Immigration Documents' },
  otherDetails: { path: 'other-details', label: 'Other Details' },
  admissionForms: { path: 'admissionforms', label: 'Admission Forms' },
  semesterDeferment: { path: 'semester/deferment', label: 'Semester Deferment' },
  application: { path: 'application', label: 'Application' },
  snapshot: { path: 'snap-shot', label: 'Snapshot' },
  libraryCatalog: { path: 'library-catalog', label: 'Library Catalog' },
  // tabs later domains serve (absent until they do)
  alumni: { path: 'alumni', label: 'Alumni' },
  housing: { path: 'housing', label: 'Housing' },
  academicDetails: { path: 'academicdetails', label: 'Academic Details' },
  academicRecords: { path: 'academicrecords', label: 'Academic Records' },
  mcat: { path: 'mcat', label: 'MCAT' },
  accountingDetails: { path: 'accounting-details', label: 'Accounting Details' },
  courses: { path: 'courses', label: 'Courses' },
  transcript: { path: 'transcript', label: 'Transcript' },
  usmleTest: { path: 'usmletest', label: 'USMLE' },
  exams: { path: 'exams', label: 'Exams' },
  degree: { path: 'degree', label: 'Degree' },
  queries: { path: 'queries', label: 'Request' },
  creditsScholarship: { path: 'credits-scholarship', label: 'Credits & Scholarship' },
  invoicePayments: { path: 'invoice-payments', label: 'Invoices & Payments' },
  rotation: { path: 'rotation', label: 'Rotation' },
  graduation: { path: 'graduation', label: 'Graduation Survey' },
  timeTable: { path: 'time-table', label: 'Time Table' },
  requests: { path: 'requests', label: 'Requests' },
  leave: { path: 'leave', label: 'Leave' },
} as const;

export type StudentTab = keyof typeof STUDENT_TABS;
/** The keys in order, the tab a path under /student/details/ names ('profile/view' -> profileView), a tab's URL. */
export const {
  keys: STUDENT_TAB_KEYS,
  ofPath: studentTabOfPath,
  url: studentTabUrl,
} = recordTabs(STUDENT_TABS, '/student/details');

/** Status codes of the student-status control table that the rules below name. */
export const STUDENT_STATUS = {
  lead: 'LEAD',
  accepted: 'ACC',
  paidSeatDeposit: 'PSD',
  immigrationCleared: 'IMM',
  financiallyCleared: 'FC',
  student: 'STU',
  active: 'ACT',
  onCampus: 'ONC',
  onLoa: 'LOA',
  financiallyBlocked: 'FB',
  withdrawn: 'WD',
  adminWithdrawn: 'AWD',
  graduated: 'GRAD',
  alumni: 'ALU',
  alumniFm: 'ALFM',
  alumniMsc: 'ALMSC',
} as const;
export const ALUMNI_STATUS_CODES: readonly string[] = [
  STUDENT_STATUS.alumni,
  STUDENT_STATUS.alumniFm,
  STUDENT_STATUS.alumniMsc,
];
/** No longer studying here: withdrawn, graduated or alumni (the student list shows them after current students). */
export const FORMER_STATUS_CODES: readonly string[] = [
  STUDENT_STATUS.withdrawn,
  STUDENT_STATUS.adminWithdrawn,
  STUDENT_STATUS.graduated,
  ...ALUMNI_STATUS_CODES,
];
export const PRE_ENROLMENT_STATUS_CODES: readonly string[] = [
  STUDENT_STATUS.lead,
  STUDENT_STATUS.accepted,
  STUDENT_STATUS.paidSeatDeposit,
  STUDENT_STATUS.immigrationCleared,
];
/**
 * Where the student list puts a student when no order is asked for: 0 current students, 1 those still to
 * start, 2 former ones (each group by name). The database keeps it per student (migration 0012's
 * students_list_group_of, checked against this by students.list.test.ts).
 */
export function studentListGroup(statusCode: string | null | undefined): 0 | 1 | 2 {
  if (statusCode && FORMER_STATUS_CODES.includes(statusCode)) return 2;
  if (statusCode && PRE_ENROLMENT_STATUS_CODES.includes(statusCode)) return 1;
  return 0;
}
export const CLINICAL_MEDICINE = 'Clinical Medicine';
export const COMPLETED_CLINICAL_STAGE = 'CompletedClinical';
export const USMLE_COMPLETED = 'Completed';

/** What the rules read from a student (the spec's student header fields). */
export interface StudentTabFacts {
  statusCode: string | null;
  /** 1 Cleared, 2 Hold, 3 Blocked (finance/financial-status.ts) */
  financialStatus: number | null;
  forcePersonalInfoUpdate: boolean;
  immigrationRequired: boolean;
  leadId: number | null;
  currentCourseStatus: string | null;
  usmleTestStatus: string | null;
  stageName: string | null;
  cohort: string | null;
}
/** Who looks: staff (any back-office user) or the student's own side (the student or a parent). */
export type StudentViewer = 'staff' | 'self';

const T = (...tabs: StudentTab[]) => tabs;

/** The named tab sets of spec 000 section 4. */
export const STUDENT_TAB_SETS = {
  /** Financially Blocked, seen by the student: only the financial-block tabs */
  financialBlock: T('invoicePayments', 'timeTable'),
  /** forcePersonalInfoUpdate: only the notify tabs */
  notify: T('personal', 'parents', 'timeTable'),
  /** Withdrawn or Administrative Withdrawn, seen by the student */
  withdrawn: T('personal', 'profileView', 'transcript', 'invoicePayments', 'queries', 'studentDocument'),
  /** Administrative Withdrawn, seen by staff */
  adminWithdrawn: T(
    'personal',
    'profile',
    'profileView',
    'address',
    'parents',
    'billingEducational',
    'notes',
    'accountingNotes',
    'med6Notes',
    'document',
    'studentDocument',
    'email',
    'sms',
    'activityLog',
    'statusChange',
    'otherDetails',
    'transcript',
    'invoicePayments',
    'creditsScholarship',
    'accountingDetails',
    'requests',
    'queries',
    'snapshot',
    'application',
  ),
  /** Alumni, Alumni - FM and Alumni - MSC, seen by the student */
  alumni: T('personal', 'profileView', 'alumni', 'courses', 'transcript', 'degree', 'queries', 'studentDocument'),
  /** completed the USMLE with stage CompletedClinical, seen by the student */
  graduate: T(
    'personal',
    'profileView',
    'courses',
    'transcript',
    'usmleTest',
    'graduation',
    'degree',
    'queries',
    'invoicePayments',
    'studentDocument',
  ),
  /** Lead, Accepted, Paid Seat Deposit, Immigration Cleared: getting ready to start */
  preEnrolment: T(
    'personal',
    'address',
    'parents',
    'admissionForms',
    'studentDocument',
    'immigration',
    'immigrationDocument',
    'semesterDeferment',
    'invoicePayments',
    'application',
  ),
  /** Financially Cleared with a cohort: ready to start, the timetable and courses open */
  financiallyCleared: T(
    'personal',
    'address',
    'parents',
    'admissionForms',
    'studentDocument',
    'immigration',
    'immigrationDocument',
    'semesterDeferment',
    'invoicePayments',
    'creditsScholarship',
    'courses',
    'timeTable',
    'housing',
  ),
  /** an enrolled student looking at their own record */
  student: T(
    'personal',
    'profileView',
    'address',
    'parents',
    'studentDocument',
    'docusign',
    'immigration',
    'immigrationDocument',
    'semesterDeferment',
    'courses',
    'rotation',
    'transcript',
    'exams',
    'usmleTest',
    'mcat',
    'academicRecords',
    'invoicePayments',
    'creditsScholarship',
    'requests',
    'queries',
    'leave',
    'timeTable',
    'housing',
    'graduation',
    'libraryCatalog',
    'snapshot',
  ),
  /** staff: every tab but the student's own forms (Admission Forms and Semester Deferment are not viewable by an admin) */
  staff: STUDENT_TAB_KEYS.filter((k) => k !== 'admissionForms' && k !== 'semesterDeferment'),
} satisfies Record<string, StudentTab[]>;
export type StudentTabSet = keyof typeof STUDENT_TAB_SETS;

/** Which named set a viewer gets for a student: the first rule that matches, in the spec's order. */
export function studentTabSet(f: StudentTabFacts, viewer: StudentViewer): StudentTabSet {
  const status = f.statusCode ?? '';
  if (viewer === 'staff') return status === STUDENT_STATUS.adminWithdrawn ? 'adminWithdrawn' : 'staff';
  // Financially Blocked: the status code FB, or finance's financial status 3 Blocked (the overdue rule or a
  // manual block); either one restricts the student's side to the financial-block tabs
  if (status === STUDENT_STATUS.financiallyBlocked || f.financialStatus === FINANCIAL_STATUS.blocked)
    return 'financialBlock';
  if (f.forcePersonalInfoUpdate) return 'notify';
  if (status === STUDENT_STATUS.withdrawn || status === STUDENT_STATUS.adminWithdrawn) return 'withdrawn';
  if (ALUMNI_STATUS_CODES.includes(status)) return 'alumni';
  if (f.usmleTestStatus === USMLE_COMPLETED && f.stageName === COMPLETED_CLINICAL_STAGE) return 'graduate';
  if (status === STUDENT_STATUS.financiallyCleared && f.cohort) return 'financiallyCleared';
  if (PRE_ENROLMENT_STATUS_CODES.includes(status) || status === STUDENT_STATUS.financiallyCleared)
    return 'preEnrolment';
  return 'student';
}

/** Tabs that only show when a fact of the student allows them (applied to every set). */
export const STUDENT_TAB_CONDITIONS: Partial<Record<StudentTab, (f: StudentTabFacts) => boolean>> = {
  immigration: (f) => f.immigrationRequired,
  immigrationDocument: (f) => f.immigrationRequired,
  semesterDeferment: (f) => f.immigrationRequired,
  application: (f) => f.leadId != null,
  snapshot: (f) => f.currentCourseStatus === CLINICAL_MEDICINE,
};

/**
 * The tabs a viewer sees for a student, in catalogue order. `served` limits them to the tabs some
 * domain serves (the rest are absent, never placeholders).
 */
export function visibleStudentTabs(
  f: StudentTabFacts,
  viewer: StudentViewer,
  served?: ReadonlySet<StudentTab> | readonly StudentTab[],
): StudentTab[] {
  const set = new Set<StudentTab>(STUDENT_TAB_SETS[studentTabSet(f, viewer)]);
  const servedSet = served ? new Set(served) : undefined;
  return STUDENT_TAB_KEYS.filter(
    (k) => set.has(k) && (STUDENT_TAB_CONDITIONS[k]?.(f) ?? true) && (!servedSet || servedSet.has(k)),
  );
}

/** Tabs on which the student's own side may change something (the rest are read-only to them). */
export const SELF_SERVICE_WRITABLE_TABS: readonly StudentTab[] = [
  'personal',
  'address',
  'parents',
  'admissionForms',
  'semesterDeferment',
  'immigrationDocument',
  'studentDocument',
  'queries',
  'requests',
];

/**
 * Writes the student's own side may make on a tab that is otherwise read-only to them, by operation: on the
 * Invoices & Payments tab she pays her own invoices (by card: finance's self-service rule), while creating,
 * cancelling and changing invoices, and cancelling payments, stay the bursar's. A list of what is allowed, not
 * of what is refused, so that a write added to the tab later is staff only until it is named here.
 */
export const SELF_SERVICE_TAB_WRITES: Readonly<Partial<Record<StudentTab, readonly string[]>>> = {
  invoicePayments: ['payInvoice', 'requestInvoice'],
  // the alumna keeps her personal details, jobs and other degrees; residency matches and emails are the registrar's
  alumni: [
    'saveAlumniPersonalInfo',
    'addAlumniJob',
    'updateAlumniJob',
    'deleteAlumniJob',
    'addAlumniOtherDegree',
    'updateAlumniOtherDegree',
    'deleteAlumniOtherDegree',
  ],
  // she requests a rotation, answers the plans made for her and keeps her clinical log; staff make every other write
  rotation: [
    'addStudentRotation',
    // she pays her rotation's weeks by card (finance: the open clinical invoice, or one made of the weeks first)
    'rotationPayNow',
    'answerStudentPlannedRotation',
    'saveRotationLogDay',
    'deleteRotationLogDay',
    'uploadRotationLogFile',
    'deleteRotationLogFile',
    'submitRotationFeedback',
  ],
  // she answers her graduation survey; staff read it
  graduation: ['submitGraduationSurvey'],
  // she evaluates her classes; the registrar keeps her courses, stages and grades
  courses: ['submitClassEvaluation'],
};

/** May the student's own side make this write (the route's operationId) on this tab? */
export function selfServiceMayWrite(tab: StudentTab | null, operationId: string): boolean {
  if (!tab) return false;
  return SELF_SERVICE_WRITABLE_TABS.includes(tab) || (SELF_SERVICE_TAB_WRITES[tab]?.includes(operationId) ?? false);
}
