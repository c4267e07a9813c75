import type { TableDef } from '../engine.js';
import { ROTATION_TYPES } from '../options.js';
import { code, description, name } from './admin.js';

const rotation = (n: string, c: string, type: 'Core' | 'Elective', weeks: number, clinicalCourse = 'Clinical Medicine') => ({ name: n, code: c, type, clinicalCourse, weeks });

export const CLINICALS_TABLES: TableDef[] = [
  {
    key: 'rotation', group: 'clinicals', title: 'Rotations', singular: 'Rotation',
    description: 'Clinical rotations students are assigned to, with their length and syllabus.',
    fields: [
      name(), code(),
      { key: 'type', label: 'Type', kind: 'enum', options: ROTATION_TYPES, required: true, filter: true },
      { key: 'clinicalCourse', label: 'Clinical Course', kind: 'ref', ref: 'clinical-course', required: true, filter: true },
      { key: 'weeks', label: 'Weeks', kind: 'int', min: 1, max: 52, required: true },
    ],
    files: 'Syllabus',
    sort: 'name',
    lookupFields: ['type', 'weeks', 'clinicalCourse'],
    seed: [
      rotation('Internal Medicine', 'IM', 'Core', 12), rotation('Surgery', 'SURG', 'Core', 12), rotation('Pediatrics', 'PEDS', 'Core', 6),
      rotation('Obstetrics and Gynecology', 'OBGYN', 'Core', 6), rotation('Psychiatry', 'PSY', 'Core', 6),
      rotation('Family Medicine', 'FM', 'Core', 6, 'Family Practice Clinical Postings'),
      rotation('Cardiology', 'CARD', 'Elective', 4), rotation('Emergency Medicine', 'EM', 'Elective', 4), rotation('Radiology', 'RAD', 'Elective', 4),
    ],
    specCalls: ['rotationAdd', 'getRotationsList', 'getRotationById', 'getRotationSyllabusList', 'addRotationSyllabus', 'rotationWithWeeks'],
  },
  {
    key: 'clinical-option', group: 'clinicals', title: 'Clinical Options', singular: 'Clinical Option',
    description: 'How a student took part in a logged patient encounter (observed, assisted, performed).',
    fields: [name(), description(500)],
    seed: ['Observed', 'Assisted', 'Performed under supervision', 'Performed independently'].map((n) => ({ name: n })),
    specCalls: ['clinicalsOptionsAdd', 'clinicalsOptionsTableList', 'optionList', 'optionSearch'],
  },
  {
    key: 'clinical-problem', group: 'clinicals', title: 'Clinical Problems', singular: 'Clinical Problem',
    description: 'Patient problems students log during a rotation.',
    fields: [name('Name', 160), { key: 'rotation', label: 'Rotation', kind: 'ref', ref: 'rotation', filter: true, help: 'Leave empty for problems logged in any rotation' }],
    unique: ['rotation', 'name'],
    lookupFields: ['rotation'],
    seed: [
      { name: 'Chest Pain', rotation: 'Internal Medicine' }, { name: 'Diabetes Mellitus', rotation: 'Internal Medicine' },
      { name: 'Acute Abdomen', rotation: 'Surgery' }, { name: 'Fever in a Child', rotation: 'Pediatrics' },
      { name: 'Prenatal Care', rotation: 'Obstetrics and Gynecology' }, { name: 'Depression', rotation: 'Psychiatry' }, { name: 'Hypertension' },
    ],
    specCalls: ['adminClinicalProblemAdd', 'problemDropDown', 'problemList', 'problemSearch'],
  },
  {
    key: 'clinical-document', group: 'clinicals', title: 'Clinical Documents', singular: 'Clinical Document',
    description: 'Documents a student must hand in before starting clinical rotations.',
    fields: [name(), { key: 'mandatory', label: 'Mandatory', kind: 'bool', filter: true }, description(500)],
    files: 'Document',
    seed: [
      { name: 'Malpractice Insurance Certificate', mandatory: true }, { name: 'Immunization Record', mandatory: true },
      { name: 'Background Check', mandatory: true }, { name: 'HIPAA Training Certificate', mandatory: true }, { name: 'BLS Certification', mandatory: false },
    ],
    specCalls: ['clinicalDocumentAdd'],
  },
  {
    key: 'residency-type', group: 'clinicals', title: 'Residency Types', singular: 'Residency Type',
    description: 'Kinds of residency positions graduates match into.',
    fields: [name(), description(500)],
    seed: ['Categorical', 'Preliminary', 'Transitional Year', 'Advanced'].map((n) => ({ name: n })),
    specCalls: ['studentResidencyProgramType'],
  },
  {
    key: 'speciality', group: 'clinicals', title: 'Specialities', singular: 'Speciality',
    description: 'Medical specialities of residencies and alumni jobs.',
    fields: [name()],
    seed: ['Internal Medicine', 'Family Medicine', 'Pediatrics', 'General Surgery', 'Psychiatry', 'Emergency Medicine', 'Obstetrics and Gynecology', 'Neurology', 'Anesthesiology']
      .map((n) => ({ name: n })),
    specCalls: ['studentResidencySpecialityList', 'alumniJobSpecialty'],
  },
  {
    key: 'residency-program', group: 'clinicals', title: 'Residency Programs', singular: 'Residency Program',
    description: 'Residency programs graduates apply to and match into.',
    fields: [
      name('Name', 160),
      { key: 'speciality', label: 'Speciality', kind: 'ref', ref: 'speciality', required: true, filter: true },
      { key: 'residencyType', label: 'Residency Type', kind: 'ref', ref: 'residency-type', filter: true },
      { key: 'institution', label: 'Institution', kind: 'text', max: 160 },
      { key: 'city', label: 'City', kind: 'text', max: 80 },
    ],
    lookupFields: ['speciality'],
    seed: [
      { name: 'Internal Medicine Residency - Jackson Memorial', speciality: 'Internal Medicine', residencyType: 'Categorical', institution: 'Jackson Memorial Hospital', city: 'Miami' },
      { name: 'Family Medicine Residency - Brooklyn', speciality: 'Family Medicine', residencyType: 'Categorical', institution: 'Brookdale University Hospital', city: 'Brooklyn' },
      { name: 'Preliminary Surgery - Newark', speciality: 'General Surgery', residencyType: 'Preliminary', institution: 'Newark Beth Israel Medical Center', city: 'Newark' },
    ],
  },
  {
    key: 'clinical-evaluation-form', group: 'clinicals', title: 'Clinical Evaluation Forms', singular: 'Clinical Evaluation Form',
    description: 'The forms preceptors fill in to evaluate a student on a rotation.',
    fields: [name(), { key: 'rotation', label: 'Rotation', kind: 'ref', ref: 'rotation', filter: true, help: 'Leave empty for a form used in every rotation' }, description(500)],
    files: 'Evaluation form',
    seed: [
      { name: 'Standard Preceptor Evaluation' }, { name: 'Internal Medicine Evaluation', rotation: 'Internal Medicine' },
      { name: 'Surgery Evaluation', rotation: 'Surgery' },
    ],
    specCalls: ['clinicalEvaluationUpload'],
  },
];
