import {
  changedList,
  describeChange,
  quoted,
  type ChangeDescriber,
  type ChangeKind,
  type ChangeLookups,
  type ChangeRow,
  type DescribedChange,
  type Describers,
  type FieldSpec,
} from '../kit/changes.js';
import { documentDescriber } from '../kit/documentChanges.js';
import { FINANCIAL_STATUSES } from '../reference/options.js';
import { LEAD_DESCRIBERS } from '../admissions/activity.js';
import { STUDENT_ACCOUNTING_DESCRIBER } from '../finance/activity.js';
import { FINANCE_DESCRIBERS } from '../finance/money-activity.js';
import { PAYER_LABELS } from './contacts.js';
import {
  ACTIVITY_ACTIONS,
  LEAD_HISTORY_ACTIONS,
  LEAD_HISTORY_ENTITY,
  STUDENT_ENTITY,
  STUDENT_NOTE_ENTITY,
  activityFieldRank,
} from './history.js';
import { noteKindOfType } from './notes.js';
import { STUDENT_TABS } from './tabs.js';

/**
 * The student's activity log in words (kit/changes.ts): one describer per audited entity whose rows the log
 * holds (the record, its notes, documents, contacts, billing, education, accounting, the lead's history).
 */

const REF = { kind: 'ref' } as const;
const lower = (s: string) => s.replace(/^./, (c) => c.toLowerCase());
const actionWords = (entity: string, action: string) =>
  lower(ACTIVITY_ACTIONS[`${entity}.${action}`] ?? action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());

const STUDENT_FIELDS: Record<string, FieldSpec> = {
  statusId: { label: 'Status', ...REF },
  studentTypeId: { label: 'Student Type', ...REF },
  courseId: { label: 'Course', ...REF },
  campusId: { label: 'Campus', ...REF },
  startSemesterId: { label: 'Start Semester', ...REF },
  stageId: { label: 'Stage', ...REF },
  nationalityId: { label: 'Nationality', ...REF },
  birthCountryId: { label: 'Country of Birth', ...REF },
  stateId: { label: 'State', ...REF },
  countryId: { label: 'Country', ...REF },
  dateOfBirth: { label: 'Date of Birth' },
  address1: { label: 'Address Line 1' },
  address2: { label: 'Address Line 2' },
  zip: { label: 'Zip Code' },
  usmleTestStatus: { label: 'USMLE Test Status' },
  tShirtSize: { label: 'T-Shirt Size' },
  forcePersonalInfoUpdate: { label: 'Must Update Information' },
  immigrationRequired: { label: 'Immigration Required' },
  financialStatus: { label: 'Financial Status', kind: 'option', options: FINANCIAL_STATUSES },
  reason: { label: 'Reason', kind: 'long' },
  effectiveDate: { label: 'Effective Date' },
  medicalConditions: { kind: 'long' },
  allergies: { kind: 'long' },
  dietaryNeeds: { kind: 'long' },
  leadId: { kind: 'hidden' },
  photoFileId: { kind: 'hidden' },
};

export const STUDENT_DESCRIBER: ChangeDescriber = {
  fields: STUDENT_FIELDS,
  sentence(c) {
    switch (c.action) {
      case 'create':
        return 'created the student record';
      case 'changeStatus': {
        const from = c.show('statusId', 'before');
        const to = c.show('statusId', 'after') ?? 'none';
        const when = c.show('effectiveDate', 'after');
        return `${from ? `changed the status from ${from} to ${to}` : `set the status to ${to}`}${when ? `, effective ${when}` : ''}`;
      }
      case 'deferSemester':
        return `deferred the start semester from ${c.show('startSemesterId', 'before') ?? 'none'} to ${c.show('startSemesterId', 'after') ?? 'none'}`;
      case 'updateFinancialStatus':
        return `changed the financial status from ${c.show('financialStatus', 'before') ?? 'none'} to ${c.show('financialStatus', 'after') ?? 'none'}`;
      // finance's financial status: by hand with a reason, by the overdue rule, or back to the rule
      case 'financialStatusChange':
      case 'updateFinancialCleared':
      case 'financialStatusRule':
      case 'financialStatusOverrideLift': {
        const how = FINANCIAL_STATUS_HOW[c.action];
        const why = typeof c.after.reason === 'string' ? `: ${c.after.reason}` : '';
        return `changed the financial status from ${c.show('financialStatus', 'before') ?? 'none'} to ${c.show('financialStatus', 'after') ?? 'none'}${how}${why}`;
      }
      case 'updatePhoto':
      case 'forcePersonalInfoUpdate':
      case 'clearPersonalInfoUpdate':
      case 'carryFromLead':
        return actionWords(STUDENT_ENTITY, c.action);
      default:
        return `${actionWords(STUDENT_ENTITY, c.action)}${changedList(c)}`;
    }
  },
};

/** How finance's financial status changed (its audit actions on the student). */
const FINANCIAL_STATUS_HOW: Record<string, string> = {
  financialStatusChange: ' by hand',
  updateFinancialCleared: ' by hand (financially cleared)',
  financialStatusRule: ' by the overdue rule',
  financialStatusOverrideLift: ' (back to the overdue rule)',
};
const STATUS_ACTIONS = ['changeStatus', 'deferSemester', 'updateFinancialStatus', ...Object.keys(FINANCIAL_STATUS_HOW)];

export const STUDENT_NOTE_DESCRIBER: ChangeDescriber = {
  fields: { type: { kind: 'hidden' }, subject: { label: 'Subject' }, note: { label: 'Note', kind: 'long' } },
  sentence(c) {
    const tab = noteKindOfType(Number(c.after.type ?? c.before.type))?.title ?? 'Notes';
    const subject = c.show('subject') ? ` ${quoted(c.show('subject'))}` : '';
    if (c.action === 'create') return `added a note${subject} to ${tab}`;
    if (c.action === 'delete') return `deleted a note${subject} from ${tab}`;
    return `edited a note${subject} in ${tab}`;
  },
};

export const STUDENT_DOCUMENT_DESCRIBER = documentDescriber({
  fields: {
    folderId: { label: 'Folder', ...REF },
    categoryId: { label: 'Category', ...REF },
    sharedWithStudent: { label: 'Visible to the Student' },
    uploadedBySelf: { label: 'Uploaded by the Student' },
  },
  filedAs(c) {
    const folder = c.show('folderId', 'after');
    const where = c.after.uploadedBySelf === true ? STUDENT_TABS.studentDocument.label : STUDENT_TABS.document.label;
    const seen = c.after.sharedWithStudent === false ? 'hidden from the student' : 'visible to the student';
    return ` to ${where}${folder ? ` (${folder} folder)` : ''}, ${seen}`;
  },
});

/** A part of the record kept in rows of its own (a contact, an education): added, edited or removed, by name. */
const partDescriber = (
  what: string,
  nameOf: (v: Record<string, unknown>) => unknown,
  fields: Record<string, FieldSpec>,
) =>
  ({
    fields,
    sentence(c) {
      const name = nameOf(c.action === 'delete' ? c.before : { ...c.before, ...c.after });
      const named = typeof name === 'string' && name ? `${what} ${name}` : `a ${what}`;
      if (c.action === 'create') return `added ${named}`;
      if (c.action === 'delete') return `removed ${named}`;
      return `edited ${named}${changedList(c)}`;
    },
  }) satisfies ChangeDescriber;

const ADDRESS_FIELDS: Record<string, FieldSpec> = {
  stateId: { label: 'State', ...REF },
  countryId: { label: 'Country', ...REF },
  address1: { label: 'Address Line 1' },
  address2: { label: 'Address Line 2' },
  zip: { label: 'Zip Code' },
};

export const STUDENT_DESCRIBERS: Describers = {
  ...LEAD_DESCRIBERS,
  [STUDENT_ENTITY]: STUDENT_DESCRIBER,
  [STUDENT_NOTE_ENTITY]: STUDENT_NOTE_DESCRIBER,
  studentDocument: STUDENT_DOCUMENT_DESCRIBER,
  studentAccounting: STUDENT_ACCOUNTING_DESCRIBER,
  ...FINANCE_DESCRIBERS,
  studentContact: partDescriber('the contact', (v) => v.name, {
    ...ADDRESS_FIELDS,
    isBillingContact: { label: 'Billing Contact' },
  }),
  studentEducation: partDescriber('the education at', (v) => v.institution, { gpa: { label: 'GPA' } }),
  studentBilling: {
    fields: {
      ...ADDRESS_FIELDS,
      payer: {
        label: 'Payer',
        kind: 'option',
        options: Object.entries(PAYER_LABELS).map(([value, label]) => ({ value, label })),
      },
    },
    sentence: (c) => `${c.action === 'create' ? 'entered' : 'updated'} the billing information${changedList(c)}`,
  },
  studentAdmission: {
    sentence(c) {
      if (c.action === 'sendFormCode') return `sent an admission form code to ${c.show('sentTo') ?? 'the student'}`;
      if (c.action === 'verifyFormCode') return 'verified an admission form code';
      if (c.action.startsWith('saveForm.'))
        return `saved the admission form ${c.action.slice('saveForm.'.length).replace(/([a-z0-9])([A-Z])/g, '$1 $2')}`;
      return lower(c.action.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
    },
  },
  signatureEnvelope: {
    fields: {
      fileId: { kind: 'file', label: 'File' },
      signedFileId: { kind: 'file', label: 'Signed File' },
      templateId: { label: 'Template', ...REF },
      provider: { kind: 'hidden' },
      providerEnvelopeId: { kind: 'hidden' },
    },
    sentence(c) {
      if (c.action === 'send')
        return `sent ${c.show('subject') ? quoted(c.show('subject')) : 'a document'} for signature to ${c.show('recipientName') ?? c.show('recipientEmail') ?? 'the signer'}`;
      if (c.action === 'remind') return `sent a signature reminder to ${c.show('to') ?? 'the signer'}`;
      return `recorded the signature status ${c.show('status', 'after') ?? ''}`.trim();
    },
  },
  studentEmail: {
    fields: { templateId: { label: 'Template', ...REF } },
    sentence: (c) =>
      `emailed ${c.show('to') ?? 'the student'}${c.show('subject') ? `: ${quoted(c.show('subject'))}` : ''}`,
  },
  studentSms: { sentence: (c) => `sent an SMS to ${c.show('to') ?? 'the student'}` },
  studentSmsRecipient: {
    sentence: (c) =>
      `${c.action === 'deleteSmsRecipient' ? 'removed' : 'saved'} the SMS recipient ${c.show('name') ?? ''}`.trim(),
  },
  immigrationDocument: {
    fields: { typeId: { label: 'Document Type', ...REF } },
    sentence(c) {
      const file = c.show('filename') ?? c.record ?? 'an immigration document';
      if (c.action === 'verify') return `verified the immigration document ${file}`;
      if (c.action === 'unverify') return `withdrew the verification of the immigration document ${file}`;
      if (c.action === 'remove') return `removed the immigration document ${file}`;
      return `uploaded the immigration document ${file}`;
    },
  },
};

/** What the student's log can be filtered by. */
export const STUDENT_ACTIVITY_KINDS: readonly ChangeKind[] = [
  {
    value: 'status',
    label: 'Status changes',
    match: [{ entity: STUDENT_ENTITY, actions: STATUS_ACTIONS }],
  },
  {
    value: 'record',
    label: 'Record details',
    match: [
      { entity: STUDENT_ENTITY, notActions: STATUS_ACTIONS },
      { entity: 'studentContact' },
      { entity: 'studentBilling' },
      { entity: 'studentEducation' },
      { entity: 'studentAdmission' },
    ],
  },
  { value: 'notes', label: 'Notes', match: [{ entity: STUDENT_NOTE_ENTITY }] },
  {
    value: 'documents',
    label: 'Documents',
    match: [
      { entity: 'studentDocument', notActions: ['email'] },
      { entity: 'signatureEnvelope' },
      { entity: 'immigrationDocument' },
    ],
  },
  {
    value: 'accounting',
    label: 'Accounting',
    match: [{ entity: 'studentAccounting' }, ...Object.keys(FINANCE_DESCRIBERS).map((entity) => ({ entity }))],
  },
  {
    value: 'messages',
    label: 'Email and SMS',
    match: [
      { entity: 'studentEmail' },
      { entity: 'studentSms' },
      { entity: 'studentSmsRecipient' },
      { entity: 'studentDocument', actions: ['email'] },
    ],
  },
  { value: 'lead', label: 'From the lead', match: [{ entity: LEAD_HISTORY_ENTITY }] },
];

/**
 * The row a describer reads: the lead's history carried over to the student (entity leadHistory, action
 * `<entity>.<action>`) as the lead's row it copies.
 */
export const unwrapLeadHistory = <R extends ChangeRow>(row: R): R => {
  if (row.entity !== LEAD_HISTORY_ENTITY) return row;
  const dot = row.action.indexOf('.');
  return dot < 0 ? row : { ...row, entity: row.action.slice(0, dot), action: row.action.slice(dot + 1) };
};

/** A row of the student's log in words; the lead's history reads as the lead's describers tell it, marked so. */
export function describeStudentActivity(row: ChangeRow, lookups?: ChangeLookups): DescribedChange {
  const inner = unwrapLeadHistory(row);
  const d = describeChange(inner, STUDENT_DESCRIBERS, lookups, activityFieldRank);
  // an entity without a describer reads as the action's words of the log ("Saved an admission form")
  const words = STUDENT_DESCRIBERS[inner.entity]
    ? undefined
    : row.entity === LEAD_HISTORY_ENTITY
      ? LEAD_HISTORY_ACTIONS[row.action]
      : ACTIVITY_ACTIONS[`${row.entity}.${row.action}`];
  const sentence = words ? `${row.actorName ?? 'The system'} ${lower(words)}` : d.sentence;
  return row.entity === LEAD_HISTORY_ENTITY
    ? { ...d, sentence: `${sentence} (on the lead, before enrollment)` }
    : { ...d, sentence };
}
