import type { TableDef } from '../engine.js';
import { BILLING_COURSE_TYPES, TRANSACTION_TYPES } from '../options.js';
import { code, description, name } from './admin.js';

/** The accounting-settings screen guards these tables; they show only there. */
const SETTINGS = { group: 'accounting', standalone: true, link: '/admin/accounting-settings' } as const;

const feeHead = (n: string, c: string, service: string, feeGroupHead: string, account: string) => ({
  name: n,
  code: c,
  service,
  feeGroupHead,
  account,
});

export const ACCOUNTING_BASE_TABLES: TableDef[] = [
  {
    key: 'service',
    group: 'accounting',
    title: 'Services',
    singular: 'Service',
    description: 'What the school charges for: tuition, room and board, insurance and the like.',
    fields: [name(), code(), description(500)],
    seed: [
      { name: 'Tuition Fee', code: 'TUI' },
      { name: 'Room and Board Fee', code: 'RB' },
      { name: 'Insurance', code: 'INS' },
      { name: 'Administrative Fee', code: 'ADM' },
      { name: 'Examination Fee', code: 'EXM' },
    ],
  },
  {
    key: 'fee-group-head',
    ...SETTINGS,
    title: 'Fee Group Heads',
    singular: 'Fee Group Head',
    description: 'Groups of fee heads shown together on invoices and reports.',
    fields: [name(), code(), description(500)],
    seed: [
      { name: 'Tuition and Academic Fees', code: 'TAF' },
      { name: 'Housing', code: 'HSG' },
      { name: 'Insurance', code: 'INS' },
      { name: 'Administrative Charges', code: 'ADM' },
    ],
  },
  {
    key: 'fee-head',
    ...SETTINGS,
    title: 'Fee Heads',
    singular: 'Fee Head',
    description: 'The lines an invoice is made of, with the account each is booked to.',
    fields: [
      name(),
      code(),
      { key: 'service', label: 'Service', kind: 'ref', ref: 'service', required: true, filter: true },
      { key: 'feeGroupHead', label: 'Fee Group Head', kind: 'ref', ref: 'fee-group-head', filter: true },
      { key: 'account', label: 'Account', kind: 'ref', ref: 'account', filter: true },
    ],
    lookupFields: ['code', 'service', 'feeGroupHead'],
    seed: [
      feeHead('Tuition Fee', 'TUI', 'Tuition Fee', 'Tuition and Academic Fees', 'Tuition Revenue'),
      feeHead('Clinical Rotation Fee', 'CRF', 'Tuition Fee', 'Tuition and Academic Fees', 'Tuition Revenue'),
      feeHead('ASP Fee', 'ASP', 'Tuition Fee', 'Tuition and Academic Fees', 'Tuition Revenue'),
      feeHead('NBME Exam Fee', 'NBME', 'Examination Fee', 'Tuition and Academic Fees', 'Fee Revenue'),
      feeHead('Room and Board', 'RB', 'Room and Board Fee', 'Housing', 'Housing Revenue'),
      feeHead('Meal Plan', 'MEAL', 'Room and Board Fee', 'Housing', 'Housing Revenue'),
      feeHead('Health Insurance', 'HINS', 'Insurance', 'Insurance', 'Insurance Payable'),
      feeHead('Malpractice Insurance', 'MINS', 'Insurance', 'Insurance', 'Insurance Payable'),
      feeHead('Application Fee', 'APP', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
      feeHead('Seat Deposit', 'SEAT', 'Administrative Fee', 'Administrative Charges', 'Student Deposits'),
      feeHead('Late Payment Fee', 'LATE', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
      feeHead('Transcript Fee', 'TRN', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
      feeHead('LOA Fee', 'LOA', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
      feeHead('Installment Plan Fee', 'INST', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
      feeHead('Student Permit Fee', 'PRMT', 'Administrative Fee', 'Administrative Charges', 'Fee Revenue'),
    ],
    specCalls: ['feeHeadDropdown'],
  },
  {
    key: 'accounting-head',
    ...SETTINGS,
    title: 'Accounting Heads',
    singular: 'Accounting Head',
    description: 'Kinds of ledger entries on a student account, each a debit or a credit.',
    fields: [
      name(),
      code(),
      {
        key: 'transactionType',
        label: 'Transaction Type',
        kind: 'enum',
        options: TRANSACTION_TYPES,
        required: true,
        filter: true,
      },
      { key: 'account', label: 'Account', kind: 'ref', ref: 'account', filter: true },
    ],
    lookupFields: ['transactionType'],
    seed: [
      { name: 'Invoice Charge', code: 'INV', transactionType: 'Debit' },
      { name: 'Payment Received', code: 'PAY', transactionType: 'Credit', account: 'Operating Account' },
      { name: 'Scholarship Credit', code: 'SCH', transactionType: 'Credit' },
      { name: 'Refund', code: 'REF', transactionType: 'Debit', account: 'Operating Account' },
      { name: 'Adjustment Debit', code: 'ADJD', transactionType: 'Debit' },
      { name: 'Adjustment Credit', code: 'ADJC', transactionType: 'Credit' },
    ],
  },
  {
    key: 'master-type',
    group: 'accounting',
    title: 'Master Types',
    singular: 'Master Type',
    description: 'Lists of accounting choices, such as payment tags or adjustment reasons.',
    fields: [name(), description(500)],
    seed: ['Payment Tag', 'Adjustment Reason', 'Refund Reason', 'Estimate Type'].map((n) => ({ name: n })),
  },
  {
    key: 'master-value',
    ...SETTINGS,
    title: 'Master Values',
    singular: 'Master Value',
    description: 'The choices of each accounting list.',
    fields: [
      name(),
      { key: 'masterType', label: 'Master Type', kind: 'ref', ref: 'master-type', required: true, filter: true },
      code(),
    ],
    unique: ['masterType', 'name'],
    lookupFields: ['masterType'],
    seed: [
      { name: 'Wire Transfer', masterType: 'Payment Tag' },
      { name: 'Credit Card', masterType: 'Payment Tag' },
      { name: 'Loan Disbursement', masterType: 'Payment Tag' },
      { name: 'Late Fee Waiver', masterType: 'Adjustment Reason' },
      { name: 'Billing Error', masterType: 'Adjustment Reason' },
      { name: 'Withdrawal', masterType: 'Refund Reason' },
      { name: 'Overpayment', masterType: 'Refund Reason' },
      { name: 'Full Program', masterType: 'Estimate Type' },
      { name: 'Per Semester', masterType: 'Estimate Type' },
    ],
  },
  {
    key: 'installment-end-date',
    ...SETTINGS,
    title: 'Installment End Dates',
    singular: 'Installment End Date',
    description: "The date by which each installment of a semester's invoice must be paid.",
    fields: [
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', required: true, filter: true },
      { key: 'installment', label: 'Installment', kind: 'int', min: 1, max: 12, required: true },
      { key: 'endDate', label: 'End Date', kind: 'date', required: true },
    ],
    labelField: 'semester',
    unique: ['semester', 'installment'],
    sort: 'endDate',
    seed: [
      { semester: 'Spring 2026', installment: 1, endDate: '2026-01-31' },
      { semester: 'Spring 2026', installment: 2, endDate: '2026-02-28' },
      { semester: 'Spring 2026', installment: 3, endDate: '2026-03-31' },
      { semester: 'Fall 2026', installment: 1, endDate: '2026-09-30' },
    ],
  },
  {
    key: 'immigration-deposit',
    ...SETTINGS,
    title: 'Immigration Deposits',
    singular: 'Immigration Deposit',
    description: 'The deposit an accepted student pays for immigration, by course.',
    fields: [
      { key: 'course', label: 'Course', kind: 'ref', ref: 'course', required: true, filter: true },
      { key: 'amount', label: 'Amount', kind: 'money', required: true },
      description(500),
    ],
    labelField: 'course',
    seed: [
      { course: 'Doctor of Medicine (MD)', amount: '1500.00' },
      { course: 'Basic Sciences', amount: '1500.00' },
      { course: 'Pre-Medical Sciences', amount: '1000.00' },
      { course: 'Istanbul Medical Program', amount: '750.00' },
    ],
  },
  {
    key: 'revenue-setting',
    ...SETTINGS,
    title: 'Revenue Settings',
    singular: 'Revenue Setting',
    description: 'How revenue of a fee head is counted (per semester, week or month) and where it is booked.',
    fields: [
      name(),
      { key: 'billing', label: 'Counted', kind: 'enum', options: BILLING_COURSE_TYPES, required: true, filter: true },
      { key: 'feeHead', label: 'Fee Head', kind: 'ref', ref: 'fee-head', filter: true },
      { key: 'account', label: 'Revenue Account', kind: 'ref', ref: 'account', required: true },
    ],
    seed: [
      { name: 'Non-clinical tuition', billing: 1, feeHead: 'Tuition Fee', account: 'Tuition Revenue' },
      { name: 'Clinical rotations', billing: 2, feeHead: 'Clinical Rotation Fee', account: 'Tuition Revenue' },
      { name: 'Housing', billing: 3, feeHead: 'Room and Board', account: 'Housing Revenue' },
    ],
  },
];

/** The fee pages of the accounting settings (002 section 2), in the order of the routes. */
const FEE_PAGES: {
  slug: string;
  title: string;
  singular: string;
  seed: [feeHead: string, course: string | null, amount: string][];
}[] = [
  {
    slug: 'leads',
    title: 'Lead Fees',
    singular: 'Lead Fee',
    seed: [
      ['Application Fee', null, '100.00'],
      ['Seat Deposit', null, '1000.00'],
    ],
  },
  {
    slug: 'pre-med',
    title: 'Pre-Med Fees',
    singular: 'Pre-Med Fee',
    seed: [['Tuition Fee', 'Pre-Medical Sciences', '9500.00']],
  },
  {
    slug: 'med',
    title: 'Med 1-5 Fees',
    singular: 'Med 1-5 Fee',
    seed: [['Tuition Fee', 'Basic Sciences', '19500.00']],
  },
  { slug: 'med6', title: 'Med 6 Fees', singular: 'Med 6 Fee', seed: [['Tuition Fee', 'Basic Sciences', '9750.00']] },
  {
    slug: 'non-clinical-other',
    title: 'Non-Clinical Other Fees',
    singular: 'Non-Clinical Other Fee',
    seed: [['NBME Exam Fee', 'Basic Sciences', '250.00']],
  },
  {
    slug: 'insurance',
    title: 'Insurance Fees',
    singular: 'Insurance Fee',
    seed: [
      ['Health Insurance', null, '1200.00'],
      ['Malpractice Insurance', 'Clinical Sciences', '600.00'],
    ],
  },
  {
    slug: 'clinical',
    title: 'Clinical Fees',
    singular: 'Clinical Fee',
    seed: [['Tuition Fee', 'Clinical Sciences', '22000.00']],
  },
  {
    slug: 'clinical-other',
    title: 'Clinical Other Fees',
    singular: 'Clinical Other Fee',
    seed: [['NBME Exam Fee', 'Clinical Sciences', '300.00']],
  },
  {
    slug: 'general',
    title: 'General Fees',
    singular: 'General Fee',
    seed: [
      ['Transcript Fee', null, '25.00'],
      ['Late Payment Fee', null, '150.00'],
    ],
  },
  {
    slug: 'installment',
    title: 'Installment Fees',
    singular: 'Installment Fee',
    seed: [['Installment Plan Fee', null, '100.00']],
  },
  {
    slug: 'housing-fees',
    title: 'Housing Fees',
    singular: 'Housing Fee',
    seed: [
      ['Room and Board', null, '5000.00'],
      ['Meal Plan', null, '1800.00'],
    ],
  },
  {
    slug: 'basic-science-loa',
    title: 'Basic Science LOA Fees',
    singular: 'Basic Science LOA Fee',
    seed: [['LOA Fee', 'Basic Sciences', '500.00']],
  },
  { slug: 'asp', title: 'ASP Fees', singular: 'ASP Fee', seed: [['ASP Fee', 'Basic Sciences', '2500.00']] },
  {
    slug: 'administrative',
    title: 'Administrative Fees',
    singular: 'Administrative Fee',
    seed: [
      ['Late Payment Fee', null, '150.00'],
      ['Transcript Fee', null, '25.00'],
    ],
  },
  {
    slug: 'premed-loa',
    title: 'Pre-Med LOA Fees',
    singular: 'Pre-Med LOA Fee',
    seed: [['LOA Fee', 'Pre-Medical Sciences', '300.00']],
  },
  {
    slug: 'vet1to6',
    title: 'Vet 1-6 Fees',
    singular: 'Vet 1-6 Fee',
    seed: [['Tuition Fee', 'Doctor of Veterinary Medicine (DVM)', '17500.00']],
  },
  {
    slug: 'vet7to12',
    title: 'Vet 7-12 Fees',
    singular: 'Vet 7-12 Fee',
    seed: [['Tuition Fee', 'Doctor of Veterinary Medicine (DVM)', '18500.00']],
  },
  {
    slug: 'prehealth',
    title: 'Pre-Health Fees',
    singular: 'Pre-Health Fee',
    seed: [['Tuition Fee', 'Pre-Health Sciences', '6500.00']],
  },
  {
    slug: 'clinicalFee',
    title: 'Clinical Weekly Fees',
    singular: 'Clinical Weekly Fee',
    seed: [['Clinical Rotation Fee', 'Clinical Sciences', '1550.00']],
  },
  {
    slug: 'studentpermit',
    title: 'Student Permit Fees',
    singular: 'Student Permit Fee',
    seed: [['Student Permit Fee', null, '450.00']],
  },
];

export const FEE_TABLES: TableDef[] = FEE_PAGES.map((p) => ({
  key: `fee-${p.slug.toLowerCase()}`,
  ...SETTINGS,
  title: p.title,
  singular: p.singular,
  description: `${p.title} charged from a date on, by fee head and, where they differ, by course and semester.`,
  fields: [
    { key: 'feeHead', label: 'Fee Head', kind: 'ref', ref: 'fee-head', required: true, filter: true },
    { key: 'course', label: 'Course', kind: 'ref', ref: 'course', filter: true },
    { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', filter: true },
    { key: 'amount', label: 'Amount', kind: 'money', required: true },
    { key: 'effectiveFrom', label: 'Effective From', kind: 'date', required: true },
    { key: 'note', label: 'Note', kind: 'text', max: 500 },
  ],
  labelField: 'feeHead',
  unique: ['feeHead', 'course', 'semester', 'effectiveFrom'],
  sort: '-effectiveFrom',
  lookupFields: ['course', 'semester', 'amount', 'effectiveFrom'],
  seed: p.seed.map(([head, course, amount]) => ({
    feeHead: head,
    ...(course ? { course } : {}),
    amount,
    effectiveFrom: '2025-09-01',
  })),
}));

export const ACCOUNTING_TABLES: TableDef[] = [...ACCOUNTING_BASE_TABLES, ...FEE_TABLES];

/** Every accounting-settings page backed by a table, in the order of the routes (the bulk updates are not tables). */
export const ACCOUNTING_SETTING_PAGES: { slug: string; title: string; table: string }[] = [
  { slug: 'feehead', title: 'Fee Heads', table: 'fee-head' },
  { slug: 'feegrouphead', title: 'Fee Group Heads', table: 'fee-group-head' },
  { slug: 'revenue-setting', title: 'Revenue Settings', table: 'revenue-setting' },
  { slug: 'accounting-head', title: 'Accounting Heads', table: 'accounting-head' },
  { slug: 'master-values', title: 'Master Values', table: 'master-value' },
  { slug: 'installment-end-date', title: 'Installment End Dates', table: 'installment-end-date' },
  { slug: 'immigration-deposit', title: 'Immigration Deposits', table: 'immigration-deposit' },
  ...FEE_PAGES.map((p) => ({ slug: p.slug, title: p.title, table: `fee-${p.slug.toLowerCase()}` })),
];
