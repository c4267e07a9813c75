import type { TableDef } from '../engine.js';
import { TRANSCRIPT_TYPES } from '../options.js';
import { code, description, name } from './admin.js';

export const APPLICANT_TABLES: TableDef[] = [
  {
    key: 'applicant-document-type',
    group: 'applicant',
    title: 'Applicant Document Types',
    singular: 'Applicant Document Type',
    description: 'Documents applicants upload with their application.',
    fields: [name(), { key: 'mandatory', label: 'Mandatory', kind: 'bool', filter: true }, description(500)],
    seed: [
      { name: 'Passport Copy', mandatory: true },
      { name: 'Official Transcript', mandatory: true },
      { name: 'Letter of Recommendation', mandatory: true },
      { name: 'Personal Statement', mandatory: true },
      { name: 'MCAT Score Report', mandatory: false },
      { name: 'Curriculum Vitae', mandatory: false },
      { name: 'Birth Certificate', mandatory: false },
      { name: 'Police Clearance', mandatory: false },
    ],
    specCalls: ['docTypeList'],
  },
  {
    key: 'transcript-type',
    group: 'applicant',
    title: 'Transcript Types',
    singular: 'Transcript Type',
    description: "Levels of schooling an applicant's transcript can come from.",
    fields: [name(), description(500)],
    seed: TRANSCRIPT_TYPES.map((o) => ({ name: o.label })),
  },
  {
    key: 'test-type',
    group: 'applicant',
    title: 'Test Types',
    singular: 'Test Type',
    description: 'Standardized tests applicants report scores for, with their score range.',
    fields: [
      name(),
      code(),
      { key: 'minScore', label: 'Lowest Score', kind: 'int', min: 0, max: 10000 },
      { key: 'maxScore', label: 'Highest Score', kind: 'int', min: 0, max: 10000 },
    ],
    lookupFields: ['minScore', 'maxScore'],
    check: (v) =>
      typeof v.minScore === 'number' && typeof v.maxScore === 'number' && v.minScore > v.maxScore
        ? { field: 'maxScore', message: 'Highest Score must not be below Lowest Score' }
        : null,
    seed: [
      { name: 'MCAT', code: 'MCAT', minScore: 472, maxScore: 528 },
      { name: 'TOEFL iBT', code: 'TOEFL', minScore: 0, maxScore: 120 },
      { name: 'IELTS', code: 'IELTS', minScore: 0, maxScore: 9 },
      { name: 'SAT', code: 'SAT', minScore: 400, maxScore: 1600 },
      { name: 'GRE', code: 'GRE', minScore: 260, maxScore: 340 },
      { name: 'Duolingo English Test', code: 'DET', minScore: 10, maxScore: 160 },
    ],
    specCalls: ['applicantStandardizedTestDropDown'],
  },
];
