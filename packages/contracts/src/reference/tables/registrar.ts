import type { TableDef } from '../engine.js';
import { DEGREES, EXAM_TYPES, GRADE_TYPES } from '../options.js';
import { code, description, name, notBefore } from './admin.js';

/** A plain list of names (student folders and the like). */
const folders = (key: string, title: string, singular: string, text: string, names: string[], specCalls?: string[]): TableDef => ({
  key, group: 'registrar', title, singular, description: text, fields: [name(), description(500)],
  seed: names.map((n) => ({ name: n })), ...(specCalls ? { specCalls } : {}),
});

/** The library's textbooks (title, author, edition, ISBN-13, copies): basic sciences, clinical sciences, pre-medical. */
type Book = [string, string, string, string, number];
const BASIC_SCIENCE_BOOKS: Book[] = [
  ['Gray\'s Anatomy for Students', 'Richard L. Drake, A. Wayne Vogl, Adam W. M. Mitchell', '4th', '9780323393041', 12],
  ['Atlas of Human Anatomy', 'Frank H. Netter', '7th', '9780323393225', 10],
  ['Guyton and Hall Textbook of Medical Physiology', 'John E. Hall, Michael E. Hall', '14th', '9780323597128', 12],
  ['Robbins and Cotran Pathologic Basis of Disease', 'Vinay Kumar, Abul K. Abbas, Jon C. Aster', '10th', '9780323531139', 10],
  ['Lippincott Illustrated Reviews: Biochemistry', 'Emine E. Abali, Susan D. Cline, David S. Franklin, Susan M. Viselli', '8th', '9781975155063', 8],
  ['Basic and Clinical Pharmacology', 'Bertram G. Katzung, Todd W. Vanderah', '15th', '9781260452310', 8],
  ['Medical Microbiology', 'Patrick R. Murray, Ken S. Rosenthal, Michael A. Pfaller', '9th', '9780323673228', 6],
  ['Langman\'s Medical Embryology', 'T. W. Sadler', '14th', '9781496383907', 6],
  ['Junqueira\'s Basic Histology: Text and Atlas', 'Anthony L. Mescher', '16th', '9781260026177', 6],
];
const CLINICAL_BOOKS: Book[] = [
  ['Harrison\'s Principles of Internal Medicine', 'Joseph Loscalzo, Anthony S. Fauci, Dennis L. Kasper, et al.', '21st', '9781264268504', 5],
  ['Bates\' Guide to Physical Examination and History Taking', 'Lynn S. Bickley, Peter G. Szilagyi, Richard M. Hoffman', '13th', '9781496398178', 8],
  ['Kaplan and Sadock\'s Synopsis of Psychiatry', 'Robert Boland, Marcia L. Verduin', '12th', '9781975145569', 4],
  ['Williams Obstetrics', 'F. Gary Cunningham, Kenneth J. Leveno, Jodi S. Dashe, et al.', '26th', '9781260462739', 4],
  ['Nelson Textbook of Pediatrics', 'Robert M. Kliegman, Joseph W. St. Geme III, et al.', '21st', '9780323529501', 4],
  ['Sabiston Textbook of Surgery', 'Courtney M. Townsend Jr., R. Daniel Beauchamp, B. Mark Evers, Kenneth L. Mattox', '21st', '9780323640626', 4],
];
const PRE_MEDICAL_BOOKS: Book[] = [
  ['Campbell Biology', 'Lisa A. Urry, Michael L. Cain, Steven A. Wasserman, Peter V. Minorsky, Rebecca B. Orr', '12th', '9780135188743', 15],
  ['Chemistry: The Central Science', 'Theodore L. Brown, H. Eugene LeMay, Bruce E. Bursten, et al.', '14th', '9780134414232', 12],
  ['Organic Chemistry', 'David R. Klein', '4th', '9781119659594', 10],
];

export const REGISTRAR_TABLES: TableDef[] = [
  {
    key: 'degree', group: 'registrar', title: 'Degrees', singular: 'Degree',
    description: 'Degrees students hold or earn, with their level.',
    fields: [name(), { key: 'abbreviation', label: 'Abbreviation', kind: 'text', max: 20 }, { key: 'level', label: 'Level', kind: 'enum', options: DEGREES, required: true, filter: true }],
    seed: [
      { name: 'Bachelor of Science', abbreviation: 'BS', level: 'Bachelors' }, { name: 'Bachelor of Arts', abbreviation: 'BA', level: 'Bachelors' },
      { name: 'Master of Science', abbreviation: 'MS', level: 'Masters' }, { name: 'Master of Public Health', abbreviation: 'MPH', level: 'Masters' },
      { name: 'Doctor of Philosophy', abbreviation: 'PhD', level: 'Ph.D' }, { name: 'Doctor of Medicine', abbreviation: 'MD', level: 'Other' },
    ],
    specCalls: ['registrarDegree', 'getDegreeList'],
  },
  {
    key: 'grade-point-type', group: 'registrar', title: 'Grade Point Types', singular: 'Grade Point Type',
    description: 'Grading schemes: graded by marks or by a status such as Pass/Fail.',
    fields: [name(), { key: 'kind', label: 'Graded By', kind: 'enum', options: GRADE_TYPES, required: true, filter: true }],
    lookupFields: ['kind'],
    seed: [{ name: 'Honors/Pass/Fail by Marks', kind: 'marks' }, { name: 'Pass/Fail', kind: 'status' }, { name: 'Completion Status', kind: 'status' }],
    specCalls: ['gradePointType', 'gradeTypeList'],
  },
  {
    key: 'grade-point-setting', group: 'registrar', title: 'Grade Point Settings', singular: 'Grade Point Setting',
    description: 'The grade a mark range earns under a grading scheme, and its grade points.',
    fields: [
      { key: 'gradePointType', label: 'Grade Point Type', kind: 'ref', ref: 'grade-point-type', required: true, filter: true },
      { key: 'grade', label: 'Grade', kind: 'text', required: true, max: 20 },
      { key: 'minMarks', label: 'Minimum Marks', kind: 'int', min: 0, max: 100 },
      { key: 'maxMarks', label: 'Maximum Marks', kind: 'int', min: 0, max: 100 },
      { key: 'points', label: 'Grade Points', kind: 'decimal' },
    ],
    labelField: 'grade',
    unique: ['gradePointType', 'grade'],
    sort: '-maxMarks',
    lookupFields: ['gradePointType', 'minMarks', 'maxMarks', 'points'],
    check: (v) => (typeof v.minMarks === 'number' && typeof v.maxMarks === 'number' && v.minMarks > v.maxMarks
      ? { field: 'maxMarks', message: 'Maximum Marks must not be below Minimum Marks' } : null),
    seed: [
      { gradePointType: 'Honors/Pass/Fail by Marks', grade: 'F', minMarks: 0, maxMarks: 69, points: '0.00' },
      { gradePointType: 'Honors/Pass/Fail by Marks', grade: 'P', minMarks: 70, maxMarks: 89, points: '3.00' },
      { gradePointType: 'Honors/Pass/Fail by Marks', grade: 'H', minMarks: 90, maxMarks: 100, points: '4.00' },
      { gradePointType: 'Pass/Fail', grade: 'Pass' }, { gradePointType: 'Pass/Fail', grade: 'Fail' },
      { gradePointType: 'Completion Status', grade: 'Incomplete' }, { gradePointType: 'Completion Status', grade: 'Withdrawn' },
    ],
    specCalls: ['registrarGradePointSetting', 'gradePointStatusDropdown'],
  },
  {
    key: 'academic-standing', group: 'registrar', title: 'Academic Standings', singular: 'Academic Standing',
    description: 'A student\'s standing after a semester\'s results.',
    fields: [name(), description(500)],
    seed: ['Good Standing', 'Academic Warning', 'Academic Probation', 'Academic Suspension', 'Dismissed'].map((n) => ({ name: n })),
    specCalls: ['academicStandingDropdown'],
  },
  {
    key: 'registration-date', group: 'registrar', title: 'Registration Dates', singular: 'Registration Date',
    description: 'When students may register for each semester.',
    fields: [
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', required: true, filter: true },
      { key: 'startDate', label: 'Registration Opens', kind: 'date', required: true },
      { key: 'endDate', label: 'Registration Closes', kind: 'date', required: true },
    ],
    labelField: 'semester',
    sort: '-startDate',
    check: notBefore('startDate', 'endDate', 'Registration Closes must be on or after Registration Opens'),
    seed: [
      { semester: 'Spring 2026', startDate: '2025-11-03', endDate: '2026-01-09' },
      { semester: 'Summer 2026', startDate: '2026-03-02', endDate: '2026-05-08' },
      { semester: 'Fall 2026', startDate: '2026-07-01', endDate: '2026-09-11' },
    ],
  },
  folders('student-folder', 'Student Folders', 'Student Folder', 'Folders a student\'s documents are filed under.',
    ['Admission Documents', 'Academic Records', 'Financial', 'Immigration', 'Clinical', 'Correspondence'], ['documentFolderTypeList']),
  folders('nursing-student-folder', 'Nursing Student Folders', 'Nursing Student Folder', 'Folders a nursing student\'s documents are filed under.',
    ['Nursing Admission', 'Clinical Placements', 'Licensure', 'Correspondence']),
  folders('esl-student-folder', 'ESL Student Folders', 'ESL Student Folder', 'Folders an English-as-a-second-language student\'s documents are filed under.',
    ['ESL Admission', 'Language Test Results', 'Progress Reports']),
  {
    key: 'library-item', group: 'registrar', title: 'Library Catalog', singular: 'Library Item',
    description: 'Books the library holds for each course; a student downloads the catalogue of their course (Library_Catalog.xlsx).',
    fields: [
      { key: 'title', label: 'Title', kind: 'text', required: true, max: 200 },
      { key: 'author', label: 'Author', kind: 'text', required: true, max: 200 },
      { key: 'edition', label: 'Edition', kind: 'text', max: 40 },
      { key: 'isbn', label: 'ISBN', kind: 'text', required: true, max: 20, example: '9780323393041' },
      { key: 'course', label: 'Course', kind: 'ref', ref: 'course', filter: true, help: 'Leave empty for a book every course uses' },
      { key: 'copies', label: 'Copies', kind: 'int', min: 0, max: 1000 },
    ],
    labelField: 'title',
    unique: ['isbn', 'course'],
    sort: 'title',
    seed: [
      ...[...BASIC_SCIENCE_BOOKS, ...CLINICAL_BOOKS].map(([title, author, edition, isbn, copies]) => ({ title, author, edition, isbn, copies, course: 'Doctor of Medicine (MD)' })),
      ...BASIC_SCIENCE_BOOKS.map(([title, author, edition, isbn, copies]) => ({ title, author, edition, isbn, copies, course: 'Basic Sciences' })),
      ...CLINICAL_BOOKS.map(([title, author, edition, isbn, copies]) => ({ title, author, edition, isbn, copies, course: 'Clinical Sciences' })),
      ...PRE_MEDICAL_BOOKS.map(([title, author, edition, isbn, copies]) => ({ title, author, edition, isbn, copies, course: 'Pre-Medical Sciences' })),
    ],
  },
  {
    key: 'shelf-discipline', group: 'registrar', title: 'Shelf Disciplines', singular: 'Shelf Discipline',
    description: 'Disciplines of the NBME shelf (subject) exams taken after clinical rotations.',
    fields: [name(), code()],
    seed: [
      ['Internal Medicine', 'IM'], ['Surgery', 'SURG'], ['Pediatrics', 'PEDS'], ['Obstetrics and Gynecology', 'OBGYN'], ['Psychiatry', 'PSY'],
      ['Family Medicine', 'FM'], ['Neurology', 'NEURO'],
    ].map(([n, c]) => ({ name: n, code: c })),
  },
  {
    key: 'comprehensive-discipline', group: 'registrar', title: 'Comprehensive Disciplines', singular: 'Comprehensive Discipline',
    description: 'Disciplines reported in the NBME comprehensive exams (CBSE and CCSE).',
    fields: [name(), { key: 'examType', label: 'Exam', kind: 'enum', options: EXAM_TYPES, required: true, filter: true }],
    unique: ['examType', 'name'],
    seed: [
      ...['Anatomy', 'Behavioral Sciences', 'Biochemistry', 'Microbiology', 'Pathology', 'Pharmacology', 'Physiology'].map((n) => ({ name: n, examType: 'CBSE' })),
      ...['Medicine', 'Surgery', 'Pediatrics', 'Obstetrics and Gynecology', 'Psychiatry'].map((n) => ({ name: n, examType: 'CCSE' })),
    ],
  },
  {
    key: 'equivalence-score', group: 'registrar', title: 'Equivalence Scores', singular: 'Equivalence Score',
    description: 'The USMLE score a comprehensive exam score is taken to be equivalent to.',
    fields: [
      name('Name', 60), { key: 'examType', label: 'Exam', kind: 'enum', options: EXAM_TYPES, required: true, filter: true },
      { key: 'score', label: 'Exam Score', kind: 'int', min: 0, max: 100, required: true },
      { key: 'equivalentScore', label: 'Equivalent USMLE Score', kind: 'int', min: 0, max: 300, required: true },
    ],
    unique: ['examType', 'score'],
    sort: 'score',
    seed: [
      { name: 'CBSE 62', examType: 'CBSE', score: 62, equivalentScore: 194 }, { name: 'CBSE 68', examType: 'CBSE', score: 68, equivalentScore: 210 },
      { name: 'CCSE 62', examType: 'CCSE', score: 62, equivalentScore: 209 }, { name: 'CCSE 70', examType: 'CCSE', score: 70, equivalentScore: 230 },
    ],
  },
  {
    key: 'loa-reason', group: 'registrar', title: 'Leave of Absence Reasons', singular: 'Leave of Absence Reason',
    description: 'Reasons a student may give for a leave of absence.',
    fields: [name(), description(500)],
    seed: ['Medical', 'Personal or Family', 'Financial', 'USMLE Preparation', 'Military Service', 'Immigration Delay'].map((n) => ({ name: n })),
    specCalls: ['studentLeaveReason'],
  },
  {
    key: 'class-chair', group: 'registrar', title: 'Class Chairs', singular: 'Class Chair',
    description: 'The faculty member who chairs a class in a semester.',
    fields: [
      { key: 'chair', label: 'Class Chair', kind: 'user', required: true, filter: true },
      { key: 'class', label: 'Class', kind: 'ref', ref: 'class', required: true, filter: true },
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', required: true, filter: true },
    ],
    labelField: 'chair',
    unique: ['class', 'semester'],
    specCalls: ['classChair'],
  },
  {
    key: 'committee', group: 'registrar', title: 'Committees', singular: 'Committee',
    description: 'Standing committees that meet about students and the curriculum.',
    fields: [name(), { key: 'chair', label: 'Chair', kind: 'user', filter: true }, description(2000)],
    seed: ['Student Promotions Committee', 'Academic Appeals Committee', 'Curriculum Committee', 'Admissions Committee', 'Student Progress Committee'].map((n) => ({ name: n })),
    specCalls: ['getCommiteeDropdown'],
  },
  {
    key: 'scholarship', group: 'registrar', title: 'Scholarships', singular: 'Scholarship',
    description: 'Scholarships the school awards and their amount per semester.',
    fields: [name(), { key: 'amount', label: 'Amount', kind: 'money', required: true }, description(1000)],
    lookupFields: ['amount'],
    seed: [
      { name: 'Merit Scholarship', amount: '5000.00' }, { name: 'Dean\'s Scholarship', amount: '10000.00' },
      { name: 'Caribbean Resident Scholarship', amount: '3000.00' }, { name: 'Need-based Grant', amount: '2500.00' },
    ],
  },
  {
    key: 'financial-aid', group: 'registrar', title: 'Financial Aid', singular: 'Financial Aid',
    description: 'Loans and aid programs students fund their studies with.',
    fields: [name(), { key: 'provider', label: 'Provider', kind: 'text', max: 120 }, description(1000)],
    seed: [
      { name: 'US Federal Direct Loan', provider: 'US Department of Education' }, { name: 'Canada Student Loan', provider: 'Government of Canada' },
      { name: 'Private Student Loan', provider: 'Private lender' }, { name: 'Government Sponsorship', provider: 'Home country government' },
    ],
  },
];
