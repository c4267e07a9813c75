import { CLINICALS_MENU_LINK } from '../clinical/hospitals.js';
import type { FieldDef, TableDef } from '../reference/engine.js';
import { TRANSCRIPT_TYPES } from '../reference/options.js';
import { APPEAL_FLOW, STANDARD_FLOW, TRANSCRIPT_FLOW, type RequestFlow } from './flows.js';

/**
 * A kind of student request, declared once: its form (fields as the control-table engine declares them, so the
 * schema, the server's check and the web form all come from it), its flow, the staff queue's screen, whether
 * a letter (PDF) comes of it, a fee, who may ask, and the old system's calls its endpoints cover. The engine
 * (server modules/requests) gives every kind the student's form and history, the staff queue with its filters
 * and counts, the moves of its flow, the activity log and the audit trail.
 */
export interface RequestKind {
  key: string;
  /** one request, e.g. 'Enrollment verification' */
  label: string;
  /** the staff queue's screen (routes.txt); none for the kinds the office answers from the student's record */
  path?: string;
  /** the permission entry (menu link) of its staff queue, when not the Request menu's (REQUEST_LINK) */
  menu?: string;
  flow: RequestFlow;
  /** what the student fills in */
  form: TableDef;
  /** a letter (PDF) issued once the request is approved or complete: its title */
  letter?: string;
  /** the fee in cents for these values (transcripts) */
  feeCents?: (values: Record<string, unknown>) => number;
  /** the course statuses whose students may ask, and the reason given to the others */
  onlyFor?: { courseStatuses: readonly string[]; reason: string };
  /** the old system's calls: the staff queue's list, one request, its moves; the student's list, one, the add */
  calls: {
    queue?: string[];
    queueGet?: string[];
    move?: string[];
    mine?: string[];
    mineGet?: string[];
    add?: string[];
  };
}

const form = (key: string, title: string, fields: FieldDef[], check?: TableDef['check']): TableDef => ({
  key: `request-${key}`,
  group: 'registrar',
  title,
  singular: title,
  fields,
  labelField: fields[0].key,
  check,
});
const opts = (...labels: string[]) => labels.map((l) => ({ value: l, label: l }));
const datesInOrder =
  (from: string, to: string, message: string): TableDef['check'] =>
  (v) =>
    typeof v[from] === 'string' && typeof v[to] === 'string' && (v[to] as string) < (v[from] as string)
      ? { field: to, message }
      : null;

/** Why a transcript is asked for (requestReason). */
export const TRANSCRIPT_REASONS = opts(
  'Residency application',
  'Licensing board',
  'Transfer to another school',
  'Employment',
  'Personal records',
  'Other',
);
/** How it is sent (shippingOptions), with its price in cents. */
export const TRANSCRIPT_SHIPPING = [
  { value: 'Electronic (PDF by email)', label: 'Electronic (PDF by email)', cents: 0 },
  { value: 'Regular mail', label: 'Regular mail', cents: 1000 },
  { value: 'Express courier', label: 'Express courier', cents: 4500 },
] as const;
/** The exams and bodies a transcript is commonly sent for (examNameDropDown): offered after the student's own. */
export const TRANSCRIPT_EXAM_NAMES = [
  'USMLE Step 1',
  'USMLE Step 2 CK',
  'USMLE Step 3',
  'ECFMG Certification',
  'ERAS Residency Application',
  'MCCQE Part I',
  'PLAB 1',
  'State Medical Board Licensure',
] as const;
/** The transcript fee per copy (feeNameDropDown: Transcript Fee). */
export const TRANSCRIPT_FEE_CENTS = 2500;

/** Is this day (YYYY-MM-DD) a Monday? Rotations run in calendar weeks from a Monday. */
const isMonday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay() === 1;
export const CLINICAL_REQUEST_MESSAGES = {
  monday: 'The preferred start date must be a Monday',
  past: 'The preferred start date must not be in the past',
  offer: 'Choose a rotation this hospital offers',
  notApproved: 'Only an approved clinical request creates its rotation',
} as const;

const CLINICAL_ONLY = {
  courseStatuses: ['Clinical Medicine'],
  reason: 'Only students in clinical medicine may ask for this (it follows clinical work)',
};

export const REQUEST_KINDS = [
  {
    key: 'transcript',
    label: 'Transcript request',
    path: '/medical/request/transcript-request',
    flow: TRANSCRIPT_FLOW,
    letter: 'Official Transcript',
    form: form('transcript', 'Transcript request', [
      { key: 'transcriptType', label: 'Transcript type', kind: 'enum', options: TRANSCRIPT_TYPES, required: true },
      { key: 'reason', label: 'Reason', kind: 'enum', options: TRANSCRIPT_REASONS, required: true },
      { key: 'examName', label: 'Exam or program name', kind: 'text', max: 120 },
      { key: 'copies', label: 'Copies', kind: 'int', min: 1, max: 10, required: true },
      { key: 'shipping', label: 'Shipping', kind: 'enum', options: TRANSCRIPT_SHIPPING, required: true },
      { key: 'recipient', label: 'Send to (name and address or email)', kind: 'textarea', max: 600, required: true },
    ]),
    feeCents: (v) =>
      TRANSCRIPT_FEE_CENTS * Math.max(1, Number(v.copies) || 1) +
      (TRANSCRIPT_SHIPPING.find((s) => s.value === v.shipping)?.cents ?? 0),
    calls: {
      queue: ['getTranscriptRequestList'],
      queueGet: ['getTranscriptRequestById'],
      move: ['payTranscriptRequest', 'rejectTranscriptRequest'],
      mine: ['getRequestedTransciptList'],
      mineGet: ['getRequestedTransciptDataById'],
      add: ['saveStudentTranscript'],
    },
  },
  {
    key: 'enrollment',
    label: 'Enrollment verification',
    path: '/medical/request/enrollment-request',
    flow: STANDARD_FLOW,
    letter: 'Enrollment Verification Letter',
    form: form('enrollment', 'Enrollment verification', [
      { key: 'addressee', label: 'Addressed to', kind: 'text', max: 200, required: true },
      {
        key: 'purpose',
        label: 'Purpose',
        kind: 'enum',
        options: opts('Loan deferment', 'Insurance', 'Visa or immigration', 'Employment', 'Other'),
        required: true,
      },
      { key: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
    ]),
    calls: {
      queue: ['getEnrollmentList'],
      queueGet: ['getEnrollmentRequest'],
      move: ['updateEnrollmentRequest'],
      mine: ['enrollmentRequestList'],
      mineGet: ['enrollmentRequestData'],
      add: ['enrollmentRequestAdd'],
    },
  },
  {
    key: 'i94',
    label: 'I-94 letter',
    path: '/medical/request/i94letter-request',
    flow: STANDARD_FLOW,
    letter: 'I-94 Travel Letter',
    form: form(
      'i94',
      'I-94 letter',
      [
        { key: 'travelFrom', label: 'Travel from', kind: 'date', required: true },
        { key: 'travelTo', label: 'Travel until', kind: 'date', required: true },
        { key: 'destination', label: 'Destination', kind: 'text', max: 200, required: true },
        { key: 'purpose', label: 'Purpose of travel', kind: 'textarea', max: 1000, required: true },
      ],
      datesInOrder('travelFrom', 'travelTo', 'The return must not be before the departure'),
    ),
    calls: {
      queue: ['getI94LetterList'],
      queueGet: ['getI94Letter'],
      move: ['updateI94Letter'],
      mine: ['getI94RequestForm'],
      add: ['addUpdateI94RequestForm'],
    },
  },
  {
    key: 'diploma',
    label: 'Replacement diploma',
    path: '/medical/request/diploma',
    flow: STANDARD_FLOW,
    form: form('diploma', 'Replacement diploma', [
      {
        key: 'reason',
        label: 'Reason',
        kind: 'enum',
        options: opts('Lost', 'Damaged', 'Legal name change', 'Other'),
        required: true,
      },
      { key: 'nameOnDiploma', label: 'Name on the diploma', kind: 'text', max: 200, required: true },
      { key: 'mailingAddress', label: 'Mailing address', kind: 'textarea', max: 600, required: true },
    ]),
    calls: {
      queue: ['getReplacementDiplomaList'],
      queueGet: ['getReplacementDiploma'],
      move: ['addUpdatereplacement'],
      mine: ['replacementDiplomaList'],
      mineGet: ['getReplacementDiplomaData'],
      add: ['replacementDiplomaAdd'],
    },
  },
  {
    key: 'mspe',
    label: 'MSPE request',
    path: '/medical/request/mpse-requests',
    flow: STANDARD_FLOW,
    onlyFor: CLINICAL_ONLY,
    form: form('mspe', 'MSPE request', [
      { key: 'applicationCycle', label: 'Application cycle (year)', kind: 'int', min: 2000, max: 2100, required: true },
      { key: 'deadline', label: 'Needed by', kind: 'date', required: true },
      { key: 'notes', label: 'Notes for the dean', kind: 'textarea', max: 2000 },
    ]),
    calls: {
      queue: ['mspeList'],
      queueGet: ['getMSPEListById'],
      move: ['addUpdateMSPE'],
      mine: ['mspeQueryList'],
      mineGet: ['getMspedata'],
      add: ['mspeAdd'],
    },
  },
  {
    key: 'complaint',
    label: 'Complaint',
    path: '/medical/request/complaint',
    flow: STANDARD_FLOW,
    form: form('complaint', 'Complaint', [
      { key: 'subject', label: 'Subject', kind: 'text', max: 200, required: true },
      {
        key: 'category',
        label: 'Category',
        kind: 'enum',
        options: opts('Academic', 'Administrative', 'Facilities', 'Harassment or discrimination', 'Other'),
        required: true,
      },
      { key: 'details', label: 'What happened', kind: 'textarea', max: 4000, required: true },
    ]),
    calls: {
      queue: ['getComplaintRequestList'],
      queueGet: ['getComplaintRequest'],
      move: ['addUpdateComplaint'],
      mine: ['complaintsList'],
      mineGet: ['getComplaintData'],
      add: ['complaintAdd'],
    },
  },
  {
    key: 'finance',
    label: 'Finance request',
    path: '/medical/request/finance-request',
    flow: STANDARD_FLOW,
    form: form('finance', 'Finance request', [
      {
        key: 'topic',
        label: 'Topic',
        kind: 'enum',
        options: opts('Payment plan', 'Refund', 'Financial aid', 'Billing question', 'Other'),
        required: true,
      },
      { key: 'amount', label: 'Amount concerned', kind: 'money' },
      { key: 'details', label: 'Details', kind: 'textarea', max: 4000, required: true },
    ]),
    calls: {
      queue: ['studentFinanceList'],
      queueGet: ['studentFinanceListbyId', 'financeRequestLogs'],
      move: ['studentFinanceAdd'],
      mine: ['financeList'],
      mineGet: ['getFinanceData'],
      add: ['financeAdd'],
    },
  },
  {
    key: 'absence',
    label: 'Leave of absence',
    path: '/medical/request/absence',
    flow: STANDARD_FLOW,
    letter: 'Leave of Absence Approval',
    form: form(
      'absence',
      'Leave of absence',
      [
        {
          key: 'reason',
          label: 'Reason',
          kind: 'enum',
          options: opts('Medical', 'Personal', 'Family', 'Financial', 'Military service', 'Other'),
          required: true,
        },
        { key: 'fromDate', label: 'From', kind: 'date', required: true },
        { key: 'toDate', label: 'Until', kind: 'date', required: true },
        { key: 'details', label: 'Details', kind: 'textarea', max: 2000 },
      ],
      datesInOrder('fromDate', 'toDate', 'The leave must end on or after its first day'),
    ),
    calls: {
      queue: ['getLeaveAbsenceList'],
      queueGet: ['getLeaveAbsence'],
      move: ['addUpadteLeaveAbsence'],
      mine: ['leaveOfAbsenceList'],
      mineGet: ['getleaveOfAbsence'],
      add: ['leaveOfAbsenceAdd'],
    },
  },
  {
    key: 'premedBasic',
    label: 'Pre-med and basic science leave',
    path: '/medical/request/premedical-basic',
    flow: STANDARD_FLOW,
    form: form(
      'premedBasic',
      'Pre-med and basic science leave',
      [
        {
          key: 'program',
          label: 'Program',
          kind: 'enum',
          options: opts('Pre-Medical', 'Basic Sciences'),
          required: true,
        },
        { key: 'fromDate', label: 'From', kind: 'date', required: true },
        { key: 'toDate', label: 'Until', kind: 'date', required: true },
        { key: 'reason', label: 'Reason', kind: 'textarea', max: 2000, required: true },
      ],
      datesInOrder('fromDate', 'toDate', 'The leave must end on or after its first day'),
    ),
    calls: { queue: ['getPreMedLoaList'], queueGet: ['getPreMedLoaRequest'], move: ['updatePreMedLoaRequest'] },
  },
  {
    key: 'classWithdrawal',
    label: 'Class withdrawal',
    path: '/medical/request/class-withdrawal',
    flow: STANDARD_FLOW,
    form: form('classWithdrawal', 'Class withdrawal', [
      { key: 'classId', label: 'Class', kind: 'ref', ref: 'class', required: true },
      { key: 'effectiveDate', label: 'Effective', kind: 'date', required: true },
      { key: 'reason', label: 'Reason', kind: 'textarea', max: 2000, required: true },
    ]),
    calls: {
      queue: ['classWithdrawalList'],
      queueGet: ['classWithdrawalById'],
      move: ['addClassWithdrawalById'],
      mine: ['getClassWithdrawalList'],
      mineGet: ['getClassWithdrawalData'],
      add: ['getClassWithdrawalAdd'],
    },
  },
  {
    key: 'programWithdrawal',
    label: 'Program withdrawal',
    path: '/medical/request/program-withdrawal',
    flow: STANDARD_FLOW,
    letter: 'Program Withdrawal Confirmation',
    form: form('programWithdrawal', 'Program withdrawal', [
      {
        key: 'reason',
        label: 'Reason',
        kind: 'enum',
        options: opts('Transfer to another school', 'Personal', 'Financial', 'Medical', 'Academic', 'Other'),
        required: true,
      },
      { key: 'effectiveDate', label: 'Effective', kind: 'date', required: true },
      { key: 'details', label: 'Details', kind: 'textarea', max: 2000 },
    ]),
    calls: {
      queue: ['programWithdrawalList'],
      queueGet: ['programWithdrawalById'],
      move: ['programWithdrawalUpdate'],
      mine: ['getProgramWithdrawalList'],
      mineGet: ['getProgramWithdrawalData'],
      add: ['programWithdrawalAdd'],
    },
  },
  {
    key: 'graduation',
    label: 'Graduation application',
    path: '/medical/request/graduation-application',
    flow: STANDARD_FLOW,
    onlyFor: CLINICAL_ONLY,
    form: form('graduation', 'Graduation application', [
      { key: 'expectedDate', label: 'Expected graduation', kind: 'date', required: true },
      { key: 'nameOnDiploma', label: 'Name on the diploma', kind: 'text', max: 200, required: true },
      { key: 'ceremony', label: 'Attending the ceremony', kind: 'bool' },
      { key: 'mailingAddress', label: 'Diploma mailing address', kind: 'textarea', max: 600, required: true },
    ]),
    calls: {
      queue: ['getGraduationRequestList'],
      queueGet: ['getGraduationRequest'],
      move: ['updateGraduationrequest'],
      mine: ['getGraduationList'],
      mineGet: ['getGraduationFormData'],
      add: ['graduationFormAdd'],
    },
  },
  {
    key: 'exam',
    label: 'Exam request',
    path: '/medical/request/exam-request',
    flow: STANDARD_FLOW,
    form: form('exam', 'Exam request', [
      {
        key: 'exam',
        label: 'Exam',
        kind: 'enum',
        options: opts('CBSE', 'CCSE', 'NBME shelf', 'Other'),
        required: true,
      },
      { key: 'preferredDate', label: 'Preferred date', kind: 'date', required: true },
      { key: 'notes', label: 'Notes', kind: 'textarea', max: 1000 },
    ]),
    calls: {},
  },
  {
    key: 'appeal',
    label: 'Appeal',
    path: '/medical/request/appeal-request',
    flow: APPEAL_FLOW,
    form: form('appeal', 'Appeal', [
      {
        key: 'subject',
        label: 'Appeal against',
        kind: 'enum',
        options: opts('Grade', 'Dismissal', 'Promotion decision', 'Academic probation', 'Other'),
        required: true,
      },
      { key: 'statement', label: 'Statement', kind: 'textarea', max: 4000, required: true },
    ]),
    calls: {
      queue: ['appealList'],
      queueGet: ['getAppealDetails'],
      move: ['approveAppeal'],
      add: ['appealAdd'],
      mine: ['cancelAppeal'],
    },
  },
  {
    key: 'clinical',
    label: 'Clinical request',
    path: '/medical/request/clinical-request',
    // the clinical office answers it: its queue opens with the Clinicals menu entry, not the registrar's
    menu: CLINICALS_MENU_LINK,
    flow: STANDARD_FLOW,
    onlyFor: CLINICAL_ONLY,
    form: form(
      'clinical',
      'Clinical request',
      [
        // a hospital and one of the rotations it offers (the clinical context's offers, not a control table)
        { key: 'hospitalId', label: 'Hospital', kind: 'int', min: 1, max: 2_147_483_647, required: true },
        { key: 'hospitalRotationId', label: 'Rotation', kind: 'int', min: 1, max: 2_147_483_647, required: true },
        { key: 'startDate', label: 'Preferred start date', kind: 'date', required: true },
        { key: 'weeks', label: 'Weeks', kind: 'int', min: 1, max: 52, required: true },
        { key: 'notes', label: 'Notes', kind: 'textarea', max: 2000 },
      ],
      (v) =>
        typeof v.startDate === 'string' && v.startDate && !isMonday(v.startDate)
          ? { field: 'startDate', message: CLINICAL_REQUEST_MESSAGES.monday }
          : null,
    ),
    calls: {
      queue: ['getClinicalRequestList'],
      queueGet: ['getClinicalRequest'],
      move: ['updateClinicalRequest'],
    },
  },
  {
    key: 'generalQuery',
    label: 'General query',
    flow: STANDARD_FLOW,
    form: form('generalQuery', 'General query', [
      { key: 'subject', label: 'Subject', kind: 'text', max: 200, required: true },
      {
        key: 'office',
        label: 'Office',
        kind: 'enum',
        options: opts('Registrar', 'Accounting', 'Clinical', 'Student affairs', 'Other'),
        required: true,
      },
      { key: 'question', label: 'Question', kind: 'textarea', max: 4000, required: true },
    ]),
    calls: {
      mine: ['getGeneralQueryList', 'queryExistence'],
      mineGet: ['getGeneralQuery'],
      add: ['addUpdateGeneralQuery'],
    },
  },
  {
    key: 'detailsChange',
    label: 'Change of details',
    flow: STANDARD_FLOW,
    form: form('detailsChange', 'Change of details', [
      {
        key: 'detail',
        label: 'What changes',
        kind: 'enum',
        options: opts('Mailing address', 'Phone', 'Email', 'Emergency contact', 'Citizenship', 'Other'),
        required: true,
      },
      { key: 'newValue', label: 'New details', kind: 'textarea', max: 1000, required: true },
      { key: 'reason', label: 'Reason', kind: 'text', max: 200 },
    ]),
    calls: { mine: ['studentDetailsRequestList'], add: ['addStudentDetailsRequest'] },
  },
  {
    key: 'thirdParty',
    label: 'Third-party authorization',
    flow: STANDARD_FLOW,
    form: form('thirdParty', 'Third-party authorization', [
      { key: 'name', label: 'Third party', kind: 'text', max: 200, required: true },
      {
        key: 'relationship',
        label: 'Relationship',
        kind: 'enum',
        options: opts('Parent', 'Spouse', 'Sponsor', 'Employer', 'Lender', 'Other'),
        required: true,
      },
      { key: 'email', label: 'Email', kind: 'email', max: 200, required: true },
      {
        key: 'scope',
        label: 'May receive',
        kind: 'enum',
        options: opts('Academic records', 'Financial records', 'Academic and financial records'),
        required: true,
      },
      { key: 'until', label: 'Until', kind: 'date', required: true },
    ]),
    calls: { queue: ['getThirdPartyList'], queueGet: ['getThirdParty'], add: ['addOrEditThirdParty'] },
  },
] as const satisfies readonly RequestKind[];

export type RequestKindKey = (typeof REQUEST_KINDS)[number]['key'];
export const REQUEST_KIND_KEYS = REQUEST_KINDS.map((k) => k.key) as [RequestKindKey, ...RequestKindKey[]];
export const requestKindOf = (key: string): RequestKind | undefined =>
  (REQUEST_KINDS as readonly RequestKind[]).find((k) => k.key === key);
/** The kind whose staff queue a screen path shows (the appeal's draft and status screens show the appeal's). */
export const requestKindOfPath = (path: string): RequestKind | undefined =>
  (REQUEST_KINDS as readonly RequestKind[]).find((k) => k.path === path) ??
  (path.startsWith('/medical/request/appeal/') ? requestKindOf('appeal') : undefined);
/** Every request screen's permission: the Request menu entry (000: /medical/request/* opens with it). */
export const REQUEST_LINK = '/medical/request/transcript-request';
export const REQUEST_ENTITY = 'studentRequest';
/** The permission entry of a kind's staff queue. */
export const requestMenuOf = (kind: RequestKind) => kind.menu ?? REQUEST_LINK;
