import type { Option } from './engine.js';
import { PAGE_SIZES } from '../kit/common.js';
import { FINANCIAL_STATUSES } from '../finance/financial-status.js';
import { COURSE_STATUS_OPTIONS, GENDER_OPTIONS, USMLE_TEST_STATUS_OPTIONS } from '../students/student.js';
import { PROMOTION_CHOICES } from '../academics/courses.js';

/** Fixed option lists of the spec (002 section 3, 000 and 001 constants) as typed constants. */
const opts = <V extends string | number>(values: readonly V[]): Option<V>[] =>
  values.map((v) => ({ value: v, label: String(v) }));
/** A list whose stored value differs from what the user reads: [value, label] pairs. */
const pairs = <V extends string | number>(list: readonly (readonly [V, string])[]): Option<V>[] =>
  list.map(([value, label]) => ({ value, label }));
/** A list numbered from `first` in the order given (1 Cleared, 2 Hold, ...). */
const numbered = (labels: readonly string[], first = 1): Option<number>[] =>
  labels.map((label, i) => ({ value: i + first, label }));

export const MONTHS: Option<number>[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
].map((label, i) => ({ value: i + 1, label }));
export const DAYS_OF_WEEK: Option<string>[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((d) => ({ value: d, label: d }));
export const YEARS: Option<number>[] = opts(Array.from({ length: 16 }, (_, i) => 2021 + i));

// ---- general (002 section 3 and 9, 000 section 9) ----
export const SALUTATIONS: Option<string>[] = opts(['Mr', 'Miss', 'Mrs', 'Dr', 'Prof']);
export const PAGE_SIZE_OPTIONS: Option<number>[] = opts(PAGE_SIZES);
/** Active/inactive filter; the values are those of the list query's `active` parameter. */
export const ACTIVE_STATUSES: Option<string>[] = pairs([
  ['true', 'Active'],
  ['false', 'Inactive'],
]);
export const MINUTES: Option<number>[] = pairs([
  [0, '00'],
  [30, '30'],
]);
export const MATCH_ATTEMPTS: Option<number>[] = opts(Array.from({ length: 10 }, (_, i) => i + 1));
export const PASS_FAIL: Option<string>[] = opts(['Pass', 'Fail']);
export const ALERT_TYPES: Option<string>[] = opts(['Daily', 'Weekly', 'Monthly']);
export const LANGUAGES: Option<string>[] = pairs([
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['pt', 'Português'],
]);
export const NOTIFICATION_TYPES: Option<string>[] = pairs([
  ['DOCUMENT', 'Document'],
  ['INSURANCE', 'Insurance'],
  ['INVOICE', 'Invoice'],
  ['SURVEY', 'Survey'],
]);
/** The mail log registers as choices (their kinds and screens: api/maillog.ts MAIL_LOG_REGISTERS). */
export const MAIL_LOG_KIND_OPTIONS: Option<string>[] = pairs([
  ['incoming', 'Incoming'],
  ['outgoing', 'Outgoing'],
  ['aruba-incoming', 'Aruba Incoming'],
  ['aruba-outgoing', 'Aruba Outgoing'],
  ['returned', 'Returned'],
]);

// ---- tasks and to-dos (000 sections 3 and 4) ----
export const TASK_STATUSES: Option<number>[] = numbered(['Open', 'In Progress', 'Completed', 'Cancelled'], 0);
/** The spec names the to-do statuses but not their ids: the task numbering is used. */
export const TODO_STATUSES: Option<number>[] = numbered(['Open', 'In Progress', 'Completed', 'Cancelled'], 0);
export const TASK_FILTERS: Option<number>[] = numbered(['Assigned to me', 'Assigned by me']);
export const NOTE_TYPES: Option<number>[] = numbered(['Student', 'Accounting', 'Med 6']);

// ---- finance ----
export const PAYMENT_METHODS: Option<string>[] = pairs([
  ['CARD', 'Card'],
  ['OTHER', 'Other'],
]);
export const INVOICE_STATUSES: Option<string>[] = pairs([
  ['CR', 'Open'],
  ['PP', 'Partial Paid'],
  ['FP', 'Full Paid'],
  ['CN', 'Cancelled'],
]);
/**
 * A student's financial status (the header's financialStatus; the bulk update "financial status"):
 * 1 Cleared, 2 Hold, 3 Blocked (finance/financial-status.ts: the overdue rule and the manual override;
 * Blocked restricts the student's tabs). The same words as the invoice financial status below (issue 14:
 * one wording), which stays a separate list, told apart by its label.
 */
export { FINANCIAL_STATUSES };
/** The name of that list wherever it shows (header, profile, list column and filter, bulk update). */
export const FINANCIAL_STATUS_LABEL = 'Financial Status';
/**
 * A student's invoice financial status ("student invoice status"; the bulk update "invoice financial
 * status", the accounting-details tab): 1 Cleared, 2 Hold, 3 Blocked (the spec writes Block and Blocked).
 */
export const INVOICE_FINANCIAL_STATUSES: Option<number>[] = numbered(['Cleared', 'Hold', 'Blocked']);
/** The name of the invoice list wherever it shows, so that the two lists are never confused. */
export const INVOICE_FINANCIAL_STATUS_LABEL = 'Invoice Financial Status';
/**
 * The invoice types 1 to 20. The spec names sixteen kinds for the twenty numbers and not which number is
 * which (001 section 9, 002 section 9); the twenty are the fee pages of the accounting settings, so they
 * are numbered in the order the spec names the kinds, a plural kind spread over its pages (other fees:
 * non-clinical and clinical; LOAs: basic science and pre-med; vet: 1-6 and 7-12), and insurance, a fee
 * page the list does not name, last.
 */
export const INVOICE_TYPES: Option<number>[] = numbered([
  'Pre-Med',
  'Med 1-5',
  'Med 6',
  'Clinical',
  'Non-Clinical Other Fees',
  'Clinical Other Fees',
  'General',
  'Leads',
  'Installment',
  'Housing Fee',
  'Basic Science LOA',
  'Pre-Med LOA',
  'ASP',
  'Administrative',
  'Vet 1-6',
  'Vet 7-12',
  'Pre-Health',
  'Permit Handling',
  'Clinical Fee',
  'Insurance',
]);
export const REFUND_TYPES: Option<string>[] = pairs([
  ['Cheque', 'Cheque'],
  ['directDeposit', 'Direct Deposit'],
  ['Other', 'Other'],
]);
export const TRANSACTION_TYPES: Option<string>[] = opts(['Debit', 'Credit']);
/** How a course is billed (housing and invoicing). */
export const BILLING_COURSE_TYPES: Option<number>[] = numbered(['Non-Clinical', 'Weekly', 'Monthly']);
/** Our own: the kinds of an accounting account. */
export const ACCOUNT_KINDS: Option<string>[] = pairs([
  ['bank', 'Bank Account'],
  ['ledger', 'Ledger Account'],
]);

// ---- academics, exams, clinicals ----
export const COURSE_TYPES: Option<number>[] = numbered(['Non-Clinical', 'Clinical']);
export const ROTATION_TYPES: Option<string>[] = opts(['Core', 'Elective']);
export const GRADE_TYPES: Option<string>[] = pairs([
  ['marks', 'Marks'],
  ['status', 'Status'],
]);
export const EXAM_TYPES: Option<string>[] = opts(['CBSE', 'CCSE']);
export const PROMOTIONS: Option<string>[] = opts(PROMOTION_CHOICES);
export const TRANSCRIPT_STATUSES: Option<string>[] = opts([
  'Created',
  'Paid',
  'Under Review',
  'Verified',
  'Complete',
  'Cancelled',
]);
export const EXAM_STATUSES: Option<string>[] = opts([
  'Pending',
  'Paid',
  'Verified',
  'Scheduled',
  'Cancelled',
  'Completed',
  'Under Review',
]);
export const ROTATION_STATUSES: Option<string>[] = opts([
  'Requested',
  'Pending',
  'Accepted',
  'Scheduled',
  'Declined',
  'Canceled',
]);
export const ROTATION_APPROVALS: Option<string>[] = opts(['Approved', 'Cancel', 'Finished', 'Waiting for Approval']);
export const PLANNED_ROTATION_STATUSES: Option<string>[] = opts(['Waiting for acceptance', 'Accepted', 'Declined']);
export const CAMPUS_STATUSES: Option<string>[] = opts(['On-Campus', 'On-LOA']);
export const DEGREES: Option<string>[] = opts(['Bachelors', 'Masters', 'Ph.D', 'Other']);
export const POSITION_TYPES: Option<string>[] = opts([
  'Academic',
  'Attending',
  'Private Practice',
  'Residency',
  'Other',
]);
export const MATCH_TYPES: Option<string>[] = opts(['Match', 'Soap']);
export const APPEAL_STATUSES: Option<string>[] = opts([
  'Pending',
  'Granted (Pending Admin Approval of Conditions)',
  'Granted (Pending student Signature)',
  'Granted (Pending conditions)',
  'Approved (All conditions met)',
  'Not Approved (Conditions not met)',
  'Denied',
  'Cancelled by student',
]);

// ---- admissions ----
export const IMMIGRATION_DOCUMENT_TYPES: Option<string>[] = opts([
  'Birth certificate',
  'Police clearance',
  'Passport copy',
  'Six passport photos',
  'Marriage',
  'Divorce',
  'Name change',
  'Citizenship documentation',
  'Other',
]);
export const TRANSCRIPT_TYPES: Option<string>[] = opts([
  'High School',
  'Undergraduate',
  'Medical School',
  'Graduate non-medical',
]);

// ---- housing ----
export const HOUSING_WINGS: Option<string>[] = opts(['East Wing', 'West Wing']);
export const ROOM_FACES: Option<string>[] = opts(['Pool-side', 'Back-side']);
/** The spec spells the last one 'Under Maintainance'. */
export const ROOM_STATUSES: Option<string>[] = opts(['Occupied', 'Available', 'Under Maintenance']);
export const HOUSING_CONTRACT_STATUSES: Option<number>[] = numbered(['Not sent', 'Sent', 'Signed']);
export const ACCOMMODATION_TYPES: Option<number>[] = numbered(['Room', 'Suite'], 0);
export const MEAL_PLAN_CHOICES: Option<number>[] = numbered(
  ['No meal plan', '1 meal a day', '2 meals a day', '3 meals a day'],
  0,
);
export const HOUSING_FEE_TYPES: Option<string>[] = pairs([
  ['meal', 'Meal'],
  ['room', 'Room'],
  ['dailyRoom', 'Daily Room'],
]);

// ---- committees ----
export const COMMITTEE_MEETING_STATUSES: Option<string>[] = opts([
  'Scheduled',
  'Cancelled',
  'Pending Draft MOM to be sent',
  'Final MOM Sent pending signatures',
  'MOM Signed',
]);
/** Events of the e-signature service on a minutes-of-meeting document. */
export const MOM_SIGNING_EVENTS: Option<string>[] = pairs([
  ['signing_complete', 'Signing complete'],
  ['decline', 'Declined'],
  ['ttl_expired', 'Expired'],
]);

// ---- surveys ----
export const SURVEY_STATUSES: Option<string>[] = opts(['All', 'Open', 'Close']);
/** 1 to 15 in the spec; the labels are ours. */
export const SURVEY_ANSWER_TYPES: Option<number>[] = numbered([
  'Short text',
  'Long text',
  'Single choice',
  'Multiple choice',
  'Dropdown',
  'Yes/No',
  'Rating 1-5',
  'Rating 1-10',
  'Likert agree-disagree',
  'Number',
  'Date',
  'Time',
  'Email',
  'File upload',
  'Matrix',
]);
/** Answer types whose question lists its choices. */
export const CHOICE_ANSWER_TYPES: readonly number[] = [3, 4, 5, 15];
/** Our own: who a survey is sent to. */
export const SURVEY_AUDIENCES: Option<string>[] = pairs([
  ['basic-science', 'Basic Science Students'],
  ['class-chair', 'Class Chairs'],
  ['clinical', 'Clinical Students'],
  ['graduating', 'Graduating Students'],
  ['alumni', 'Alumni'],
  ['employee', 'Employees'],
  ['preceptor-evaluation', 'Preceptors (evaluation of their students)'],
  ['rotation-feedback', 'Clinical Students (feedback on a rotation)'],
  ['course-evaluation', 'Basic Science Students (evaluation of a class)'],
]);

// ---- control-table enums of our own ----
export const EMAIL_TEMPLATE_MODULES: Option<string>[] = pairs([
  ['lead', 'Lead'],
  ['student', 'Student'],
  ['employee', 'Employee'],
  ['alert', 'Alert'],
  ['general', 'General'],
]);
export const DOCUMENT_MODULES: Option<string>[] = pairs([
  ['lead', 'Lead'],
  ['student', 'Student'],
  ['employee', 'Employee'],
  ['clinical', 'Clinical'],
  ['housing', 'Housing'],
  ['general', 'General'],
]);

/** Every fixed list by kebab-case name, so the server can hand one out by name. */
export const OPTION_LISTS: Record<string, readonly Option[]> = {
  month: MONTHS,
  gender: GENDER_OPTIONS,
  'course-status': COURSE_STATUS_OPTIONS,
  'usmle-test-status': USMLE_TEST_STATUS_OPTIONS,
  'day-of-week': DAYS_OF_WEEK,
  year: YEARS,
  salutation: SALUTATIONS,
  'page-size': PAGE_SIZE_OPTIONS,
  'active-status': ACTIVE_STATUSES,
  minute: MINUTES,
  'match-attempt': MATCH_ATTEMPTS,
  'pass-fail': PASS_FAIL,
  'alert-type': ALERT_TYPES,
  language: LANGUAGES,
  'notification-type': NOTIFICATION_TYPES,
  'mail-log-kind': MAIL_LOG_KIND_OPTIONS,
  'task-status': TASK_STATUSES,
  'todo-status': TODO_STATUSES,
  'task-filter': TASK_FILTERS,
  'note-type': NOTE_TYPES,
  'payment-method': PAYMENT_METHODS,
  'invoice-status': INVOICE_STATUSES,
  'financial-status': FINANCIAL_STATUSES,
  'invoice-financial-status': INVOICE_FINANCIAL_STATUSES,
  'invoice-type': INVOICE_TYPES,
  'refund-type': REFUND_TYPES,
  'transaction-type': TRANSACTION_TYPES,
  'billing-course-type': BILLING_COURSE_TYPES,
  'account-kind': ACCOUNT_KINDS,
  'course-type': COURSE_TYPES,
  'rotation-type': ROTATION_TYPES,
  'grade-type': GRADE_TYPES,
  'exam-type': EXAM_TYPES,
  promotion: PROMOTIONS,
  'transcript-status': TRANSCRIPT_STATUSES,
  'exam-status': EXAM_STATUSES,
  'rotation-status': ROTATION_STATUSES,
  'rotation-approval': ROTATION_APPROVALS,
  'planned-rotation-status': PLANNED_ROTATION_STATUSES,
  'campus-status': CAMPUS_STATUSES,
  degree: DEGREES,
  'position-type': POSITION_TYPES,
  'match-type': MATCH_TYPES,
  'appeal-status': APPEAL_STATUSES,
  'immigration-document-type': IMMIGRATION_DOCUMENT_TYPES,
  'transcript-type': TRANSCRIPT_TYPES,
  'housing-wing': HOUSING_WINGS,
  'room-face': ROOM_FACES,
  'room-status': ROOM_STATUSES,
  'housing-contract-status': HOUSING_CONTRACT_STATUSES,
  'accommodation-type': ACCOMMODATION_TYPES,
  'meal-plan-choice': MEAL_PLAN_CHOICES,
  'housing-fee-type': HOUSING_FEE_TYPES,
  'committee-meeting-status': COMMITTEE_MEETING_STATUSES,
  'mom-signing-event': MOM_SIGNING_EVENTS,
  'survey-status': SURVEY_STATUSES,
  'survey-answer-type': SURVEY_ANSWER_TYPES,
  'survey-audience': SURVEY_AUDIENCES,
  'email-template-module': EMAIL_TEMPLATE_MODULES,
  'document-module': DOCUMENT_MODULES,
};
