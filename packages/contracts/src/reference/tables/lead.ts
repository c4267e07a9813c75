import type { TableDef } from '../engine.js';
import { YEARS } from '../options.js';
import { description, name } from './admin.js';

export const LEAD_TABLES: TableDef[] = [
  {
    key: 'referral-source',
    group: 'lead',
    alsoLinks: ['/admin/lead-settings'],
    title: 'Lead Sources',
    singular: 'Lead Source',
    description: 'Where leads first heard of the school.',
    fields: [name(), description(500)],
    lookup: 'everyone', // the student's own admission forms ask how they heard of the school
    seed: [
      'Website',
      'College Fair',
      'Student or Alumni Referral',
      'Social Media',
      'Search Engine',
      'Education Agent',
      'Newspaper or Magazine',
      'Other',
    ].map((n) => ({ name: n })),
    specCalls: ['getLeadSources', 'getLeadSourceById', 'addLeadSource', 'sourceList'],
  },
  {
    key: 'premed-highest-degree',
    group: 'lead',
    title: 'Pre-Med Highest Degrees',
    singular: 'Pre-Med Highest Degree',
    description: 'The highest degree an applicant held before applying.',
    fields: [name()],
    seed: ['High School Diploma', 'Associate Degree', "Bachelor's Degree", "Master's Degree", 'Doctorate'].map((n) => ({
      name: n,
    })),
    specCalls: ['preMedHighestdegree'],
  },
  {
    key: 'applicant-semester',
    group: 'lead',
    title: 'Applicant Semesters',
    singular: 'Applicant Semester',
    description: 'The semesters applicants may apply for.',
    fields: [
      name('Name', 60),
      { key: 'semesterType', label: 'Semester Type', kind: 'ref', ref: 'semester-type', required: true, filter: true },
      { key: 'year', label: 'Year', kind: 'enum', options: YEARS, required: true, filter: true },
    ],
    unique: ['semesterType', 'year'],
    sort: 'year',
    deletable: true,
    lookupFields: ['semesterType', 'year'],
    seed: [
      { name: 'Spring 2026', semesterType: 'Spring', year: 2026 },
      { name: 'Summer 2026', semesterType: 'Summer', year: 2026 },
      { name: 'Fall 2026', semesterType: 'Fall', year: 2026 },
      { name: 'Spring 2027', semesterType: 'Spring', year: 2027 },
    ],
    specCalls: ['getApplicantSemester', 'addApplicantSemYear', 'deleteApplicantSemYear'],
  },
  {
    key: 'task-subject',
    group: 'lead',
    alsoLinks: ['/admin/lead-settings', '/task/list'],
    title: 'Task Subjects',
    singular: 'Task Subject',
    description: 'Subjects to choose from when creating a task for a lead.',
    fields: [name(), description(500)],
    seed: [
      'Follow-up Call',
      'Application Reminder',
      'Schedule Interview',
      'Missing Documents',
      'Seat Deposit Reminder',
      'Immigration Follow-up',
    ].map((n) => ({ name: n })),
    specCalls: ['subjectTaskList', 'getTaskSubject', 'getTaskSubjectById', 'addTaskSubject'],
  },
];
