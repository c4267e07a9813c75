import type { TableDef } from '../engine.js';
import { description, name } from './admin.js';

/** An HR list of names (the spec's ten HR control tables are mostly such lists). */
const names = (key: string, title: string, singular: string, text: string, seed: string[], specCalls?: string[]): TableDef => ({
  key, group: 'hr', title, singular, description: text, fields: [name(), description(500)],
  seed: seed.map((n) => ({ name: n })), ...(specCalls ? { specCalls } : {}),
});

export const HR_TABLES: TableDef[] = [
  names('employee-position', 'Employee Positions', 'Employee Position', 'Job titles employees are hired into.',
    ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Registrar', 'Admissions Representative', 'Accountant', 'Clinical Coordinator', 'IT Administrator'],
    ['getPositionList', 'postPositionList']),
  {
    key: 'employee-status', group: 'hr', title: 'Employee Statuses', singular: 'Employee Status',
    description: 'Where an employee stands; closed statuses count as no longer employed.',
    fields: [name(), { key: 'closed', label: 'Counts as Closed', kind: 'bool', filter: true }, { key: 'jobOffered', label: 'Job Offered', kind: 'bool', help: 'Employees in this status see only their offer letter until they accept it' }],
    seed: [
      { name: 'Job Offered', closed: false, jobOffered: true }, { name: 'Active', closed: false, jobOffered: false }, { name: 'On Leave', closed: false, jobOffered: false },
      { name: 'Resigned', closed: true, jobOffered: false }, { name: 'Terminated', closed: true, jobOffered: false },
      { name: 'Closed', closed: true, jobOffered: false }, { name: 'Unknown', closed: true, jobOffered: false },
    ],
    specCalls: ['getEmployeeStatus', 'postEmployeeStatus'],
  },
  {
    key: 'employer', group: 'hr', title: 'Employers', singular: 'Employer',
    description: 'The legal entities that employ staff.',
    fields: [name('Name', 160), { key: 'country', label: 'Country', kind: 'ref', ref: 'country', filter: true }],
    seed: [
      { name: 'Caduceus Medical University N.V.', country: 'Aruba' }, { name: 'Caduceus Education Services LLC', country: 'United States' },
      { name: 'Caduceus Istanbul Egitim A.S.', country: 'Turkey' },
    ],
  },
  names('employee-type', 'Employee Types', 'Employee Type', 'Kinds of employment.',
    ['Full-time', 'Part-time', 'Contract', 'Adjunct Faculty', 'Visiting Faculty']),
  {
    key: 'office-location', group: 'hr', title: 'Office Locations', singular: 'Office Location',
    description: 'The offices employees work from.',
    fields: [name(), { key: 'country', label: 'Country', kind: 'ref', ref: 'country', filter: true }, { key: 'city', label: 'City', kind: 'text', max: 80 }],
    seed: [
      { name: 'Aruba Campus Office', country: 'Aruba', city: 'Oranjestad' }, { name: 'Miami Office', country: 'United States', city: 'Miami' },
      { name: 'Istanbul Office', country: 'Turkey', city: 'Istanbul' }, { name: 'Remote' },
    ],
  },
  names('termination-reason', 'Termination Reasons', 'Termination Reason', 'Why employment ended.',
    ['Resignation', 'End of Contract', 'Retirement', 'Dismissal', 'Redundancy']),
  names('salary-type', 'Salary Types', 'Salary Type', 'How a salary is expressed and paid.', ['Annual', 'Monthly', 'Hourly', 'Per Lecture']),
  {
    key: 'currency', group: 'hr', title: 'Currencies', singular: 'Currency',
    description: 'Currencies salaries and amounts may be stated in.',
    fields: [{ key: 'code', label: 'Code', kind: 'text', required: true, max: 3, help: 'ISO 4217 code, e.g. USD' }, name('Name', 60), { key: 'symbol', label: 'Symbol', kind: 'text', max: 5 }],
    unique: ['code'],
    sort: 'code',
    lookupFields: ['code', 'symbol'],
    seed: [
      { code: 'USD', name: 'US Dollar', symbol: '$' }, { code: 'AWG', name: 'Aruban Florin', symbol: 'Afl.' }, { code: 'EUR', name: 'Euro', symbol: '€' },
      { code: 'TRY', name: 'Turkish Lira', symbol: '₺' }, { code: 'CAD', name: 'Canadian Dollar', symbol: 'C$' }, { code: 'INR', name: 'Indian Rupee', symbol: '₹' },
    ],
  },
  {
    key: 'salary', group: 'hr', title: 'Salaries', singular: 'Salary',
    description: 'Salary grades and the amount each pays.',
    fields: [
      { key: 'grade', label: 'Grade', kind: 'text', required: true, max: 60 },
      { key: 'amount', label: 'Amount', kind: 'money', required: true, sensitive: true },
      { key: 'salaryType', label: 'Salary Type', kind: 'ref', ref: 'salary-type', required: true, filter: true },
      { key: 'currency', label: 'Currency', kind: 'ref', ref: 'currency', required: true, filter: true },
    ],
    labelField: 'grade',
    // the grade's name for HR's forms; what it pays only on the table's own screen
    lookupFields: ['salaryType', 'currency'],
    seed: [
      { grade: 'Faculty Grade A', amount: '120000.00', salaryType: 'Annual', currency: 'US Dollar' },
      { grade: 'Faculty Grade B', amount: '95000.00', salaryType: 'Annual', currency: 'US Dollar' },
      { grade: 'Staff Grade 1', amount: '4500.00', salaryType: 'Monthly', currency: 'US Dollar' },
      { grade: 'Staff Grade 2', amount: '6500.00', salaryType: 'Monthly', currency: 'Aruban Florin' },
      { grade: 'Adjunct Lecture', amount: '350.00', salaryType: 'Per Lecture', currency: 'US Dollar' },
    ],
  },
  names('marital-status', 'Marital Statuses', 'Marital Status', 'Marital status recorded on an employee\'s profile.',
    ['Single', 'Married', 'Divorced', 'Widowed', 'Separated'], ['getStatusList', 'postStatusList']),
];
