import type { FieldDef, TableDef } from '../engine.js';
import { ACCOUNT_KINDS, BILLING_COURSE_TYPES, COURSE_TYPES, DOCUMENT_MODULES, EMAIL_TEMPLATE_MODULES, MONTHS } from '../options.js';

/** Field helpers the group files share. */
export const name = (label = 'Name', max = 120) => ({ key: 'name', label, kind: 'text' as const, required: true, max });
export const code = (max = 20) => ({ key: 'code', label: 'Code', kind: 'text' as const, max });
export const description = (max = 1000): FieldDef => ({ key: 'description', label: 'Description', kind: 'textarea', max });
/** A rule that `endKey` is not before `startKey` (or, with `strict`, after it); both dates or both times. */
export const notBefore = (startKey: string, endKey: string, message: string, strict = false): TableDef['check'] => (v) => {
  const start = v[startKey], end = v[endKey];
  if (typeof start !== 'string' || typeof end !== 'string') return null;
  return end < start || (strict && end === start) ? { field: endKey, message } : null;
};

/** The Istanbul program (002 section 9): its course row keeps this id. */
export const ISTANBUL_COURSE_ID = 81;

export const ADMIN_TABLES: TableDef[] = [
  {
    key: 'semester-type', group: 'admin', title: 'Semester Types', singular: 'Semester Type',
    description: 'The parts of the academic year and the months they start and end in.',
    fields: [name(), { key: 'startMonth', label: 'Start Month', kind: 'enum', options: MONTHS, required: true }, { key: 'endMonth', label: 'End Month', kind: 'enum', options: MONTHS, required: true }],
    lookupFields: ['startMonth', 'endMonth'],
    seed: [{ name: 'Spring', startMonth: 1, endMonth: 4 }, { name: 'Summer', startMonth: 5, endMonth: 8 }, { name: 'Fall', startMonth: 9, endMonth: 12 }],
    specCalls: ['updateSemesertype', 'getSemesterTypes', 'getSemesterTypeMonth'],
  },
  {
    key: 'semester', group: 'admin', title: 'Semesters', singular: 'Semester',
    description: 'Terms with their dates; the current and next semester follow from the dates.',
    fields: [
      name('Name', 60), code(),
      { key: 'semesterType', label: 'Semester Type', kind: 'ref', ref: 'semester-type', required: true, filter: true },
      { key: 'year', label: 'Year', kind: 'int', min: 2000, max: 2100, required: true, filter: true },
      { key: 'startDate', label: 'Start Date', kind: 'date', required: true },
      { key: 'endDate', label: 'End Date', kind: 'date', required: true },
    ],
    sort: '-startDate',
    lookupFields: ['year', 'startDate', 'endDate', 'semesterType'],
    check: (v) => (typeof v.startDate === 'string' && typeof v.endDate === 'string' && v.endDate <= v.startDate ? { field: 'endDate', message: 'End Date must be after Start Date' } : null),
    seed: [2025, 2026, 2027].flatMap((y) => [
      { name: `Spring ${y}`, code: `SP${y % 100}`, semesterType: 'Spring', year: y, startDate: `${y}-01-05`, endDate: `${y}-04-30` },
      { name: `Summer ${y}`, code: `SU${y % 100}`, semesterType: 'Summer', year: y, startDate: `${y}-05-04`, endDate: `${y}-08-28` },
      { name: `Fall ${y}`, code: `FA${y % 100}`, semesterType: 'Fall', year: y, startDate: `${y}-09-07`, endDate: `${y}-12-18` },
    ]),
    specCalls: ['semesterCtl', 'semesterList', 'semesterYear', 'semesterYearList', 'getSemesterDates', 'nextSemester'],
  },
  {
    key: 'country', group: 'admin', title: 'Countries', singular: 'Country',
    description: 'Countries for addresses, birth countries and phone codes.',
    fields: [name(), { ...code(3), key: 'code', label: 'ISO Code' }, { key: 'phoneCode', label: 'Phone Code', kind: 'text', max: 8 }],
    sort: 'name',
    lookup: 'everyone', // students' and parents' own forms: nationality, birth country, address
    seed: [
      { name: 'United States', code: 'US', phoneCode: '+1' }, { name: 'Canada', code: 'CA', phoneCode: '+1' }, { name: 'Aruba', code: 'AW', phoneCode: '+297' },
      { name: 'India', code: 'IN', phoneCode: '+91' }, { name: 'Turkey', code: 'TR', phoneCode: '+90' }, { name: 'United Kingdom', code: 'GB', phoneCode: '+44' },
      ...([
        ['Netherlands', 'NL', '+31'], ['Curaçao', 'CW', '+599'], ['Jamaica', 'JM', '+1'], ['Trinidad and Tobago', 'TT', '+1'], ['Bahamas', 'BS', '+1'],
        ['Barbados', 'BB', '+1'], ['Puerto Rico', 'PR', '+1'], ['Mexico', 'MX', '+52'], ['Colombia', 'CO', '+57'], ['Venezuela', 'VE', '+58'],
        ['Brazil', 'BR', '+55'], ['Nigeria', 'NG', '+234'], ['Ghana', 'GH', '+233'], ['Kenya', 'KE', '+254'], ['South Africa', 'ZA', '+27'],
        ['Egypt', 'EG', '+20'], ['Pakistan', 'PK', '+92'], ['Bangladesh', 'BD', '+880'], ['Sri Lanka', 'LK', '+94'], ['Nepal', 'NP', '+977'],
        ['Philippines', 'PH', '+63'], ['China', 'CN', '+86'], ['Saudi Arabia', 'SA', '+966'], ['United Arab Emirates', 'AE', '+971'], ['Iran', 'IR', '+98'],
        ['Israel', 'IL', '+972'], ['Germany', 'DE', '+49'], ['France', 'FR', '+33'], ['Australia', 'AU', '+61'],
      ] as const).map(([n, c, p]) => ({ name: n, code: c, phoneCode: p })),
    ],
    specCalls: ['birthCountries'],
  },
  {
    key: 'state', group: 'admin', title: 'States', singular: 'State',
    description: 'States and provinces of each country, for addresses.',
    fields: [name(), code(5), { key: 'country', label: 'Country', kind: 'ref', ref: 'country', required: true, filter: true }],
    unique: ['country', 'name'],
    sort: 'name',
    lookup: 'everyone', // the student's own address and admission forms
    seed: [
      { name: 'Florida', code: 'FL', country: 'United States' }, { name: 'New York', code: 'NY', country: 'United States' }, { name: 'Texas', code: 'TX', country: 'United States' },
      { name: 'Ontario', code: 'ON', country: 'Canada' },
      ...([
        ['California', 'CA'], ['Georgia', 'GA'], ['Illinois', 'IL'], ['New Jersey', 'NJ'], ['Pennsylvania', 'PA'], ['Massachusetts', 'MA'],
        ['Maryland', 'MD'], ['Michigan', 'MI'], ['North Carolina', 'NC'], ['Ohio', 'OH'], ['Virginia', 'VA'], ['Arizona', 'AZ'],
      ] as const).map(([n, c]) => ({ name: n, code: c, country: 'United States' })),
      ...([['British Columbia', 'BC'], ['Saskatchewan', 'SK'], ['Quebec', 'QC'], ['Manitoba', 'MB'], ['Nova Scotia', 'NS']] as const)
        .map(([n, c]) => ({ name: n, code: c, country: 'Canada' })),
      ...([['Maharashtra', 'MH'], ['Kerala', 'KL'], ['Tamil Nadu', 'TN'], ['Karnataka', 'KA']] as const).map(([n, c]) => ({ name: n, code: c, country: 'India' })),
      { name: 'Istanbul', code: '34', country: 'Turkey' }, { name: 'Ankara', code: '06', country: 'Turkey' },
    ],
    specCalls: ['stateList'],
  },
  {
    key: 'campus', group: 'admin', title: 'Campuses', singular: 'Campus',
    description: 'The places where the school teaches and where programs are offered.',
    fields: [name(), code(), { key: 'country', label: 'Country', kind: 'ref', ref: 'country', required: true, filter: true }, { key: 'city', label: 'City', kind: 'text', max: 80 }],
    seed: [
      { name: 'Aruba Main Campus', code: 'ARU', country: 'Aruba', city: 'Oranjestad' }, { name: 'Istanbul Campus', code: 'IST', country: 'Turkey', city: 'Istanbul' },
      { name: 'US Administrative Office', code: 'USA', country: 'United States', city: 'Miami' },
    ],
    specCalls: ['campusList', 'getCampusListDropdown'],
  },
  {
    key: 'student-status', group: 'admin', title: 'Student Statuses', singular: 'Student Status',
    description: 'Where a student stands with the school; the status decides which profile tabs show.',
    fields: [name(), code(10), description(500)],
    seed: [
      ['Lead', 'LEAD'], ['Accepted', 'ACC'], ['Paid Seat Deposit', 'PSD'], ['Immigration Cleared', 'IMM'], ['Financially Cleared', 'FC'], ['Student', 'STU'],
      ['Active', 'ACT'], ['On-Campus', 'ONC'], ['On-LOA', 'LOA'], ['Financially Blocked', 'FB'], ['Withdrawn', 'WD'], ['Administrative Withdrawn', 'AWD'],
      ['Graduated', 'GRAD'], ['Alumni', 'ALU'], ['Alumni - FM', 'ALFM'], ['Alumni - MSC', 'ALMSC'],
    ].map(([n, c]) => ({ name: n, code: c })),
    specCalls: ['getstudentStatus', 'getStudentStatusList'],
  },
  {
    key: 'student-type', group: 'admin', title: 'Student Types', singular: 'Student Type',
    description: 'Kinds of students; the type decides which document folders a student files under.',
    fields: [name(), code(10), description(500)],
    seed: [['Regular', 'REG'], ['Transfer', 'TRF'], ['Visiting', 'VIS'], ['Pre-Medical', 'PRE'], ['Nursing', 'NUR'], ['ESL', 'ESL']].map(([n, c]) => ({ name: n, code: c })),
    specCalls: ['getStudentTypes'],
  },
  {
    key: 'course-type', group: 'admin', title: 'Course Types', singular: 'Course Type',
    description: 'Kinds of programs, whether they are clinical, and how they are billed.',
    fields: [
      name(), code(),
      { key: 'category', label: 'Category', kind: 'enum', options: COURSE_TYPES, required: true, filter: true },
      { key: 'billing', label: 'Billed', kind: 'enum', options: BILLING_COURSE_TYPES, filter: true, help: 'How invoices for courses of this type are counted' },
    ],
    seed: [
      { name: 'Pre-Medical', code: 'PM', category: 1, billing: 1 }, { name: 'Basic Sciences', code: 'BS', category: 1, billing: 1 },
      { name: 'Clinical Sciences', code: 'CS', category: 2, billing: 2 }, { name: 'Veterinary', code: 'VET', category: 1, billing: 1 },
      { name: 'Pre-Health', code: 'PH', category: 1, billing: 1 },
    ],
    specCalls: ['adminCourseType'],
  },
  {
    key: 'course-format', group: 'admin', title: 'Course Formats', singular: 'Course Format',
    description: 'How a course is delivered: on campus, online or mixed.',
    fields: [name(), description(500)],
    seed: [{ name: 'On Campus' }, { name: 'Online' }, { name: 'Hybrid' }, { name: 'Clinical Rotations' }],
    specCalls: ['adminCourseTypeFormat'],
  },
  {
    key: 'course', group: 'admin', title: 'Courses', singular: 'Course',
    description: 'The programs students enrol in, such as Pre-Medical Sciences or the MD program.',
    fields: [
      name(), code(),
      { key: 'courseType', label: 'Course Type', kind: 'ref', ref: 'course-type', required: true, filter: true },
      { key: 'courseFormat', label: 'Course Format', kind: 'ref', ref: 'course-format', filter: true },
      { key: 'campus', label: 'Campus', kind: 'ref', ref: 'campus', filter: true },
      { key: 'durationSemesters', label: 'Duration (semesters)', kind: 'int', min: 1, max: 20 },
    ],
    sort: 'name',
    lookupFields: ['code', 'courseType', 'campus'],
    seed: [
      { name: 'Doctor of Medicine (MD)', code: 'MD', courseType: 'Basic Sciences', courseFormat: 'On Campus', campus: 'Aruba Main Campus', durationSemesters: 10 },
      { name: 'Pre-Medical Sciences', code: 'PM', courseType: 'Pre-Medical', courseFormat: 'On Campus', campus: 'Aruba Main Campus', durationSemesters: 3 },
      { name: 'Basic Sciences', code: 'BS', courseType: 'Basic Sciences', courseFormat: 'On Campus', campus: 'Aruba Main Campus', durationSemesters: 5 },
      { name: 'Clinical Sciences', code: 'CS', courseType: 'Clinical Sciences', courseFormat: 'Clinical Rotations', campus: 'US Administrative Office', durationSemesters: 5 },
      { id: ISTANBUL_COURSE_ID, name: 'Istanbul Medical Program', code: 'IST', courseType: 'Basic Sciences', courseFormat: 'On Campus', campus: 'Istanbul Campus', durationSemesters: 10 },
      { name: 'Doctor of Veterinary Medicine (DVM)', code: 'DVM', courseType: 'Veterinary', courseFormat: 'On Campus', campus: 'Aruba Main Campus', durationSemesters: 12 },
      { name: 'Pre-Health Sciences', code: 'PHS', courseType: 'Pre-Health', courseFormat: 'Hybrid', campus: 'Aruba Main Campus', durationSemesters: 2 },
    ],
    specCalls: ['serachCourseAdmin', 'adminCourseByFormat', 'courseList', 'getCourseDropDown', 'programList', 'getProgram'],
  },
  {
    key: 'course-semester', group: 'admin', title: 'Course Semesters', singular: 'Course Semester',
    description: 'The semesters in which a course takes new students (the semester dropdown of the lead forms). A course with none is offered in every semester.',
    fields: [
      { key: 'course', label: 'Course', kind: 'ref', ref: 'course', required: true, filter: true },
      { key: 'semester', label: 'Semester', kind: 'ref', ref: 'semester', required: true, filter: true },
    ],
    labelField: 'semester',
    unique: ['course', 'semester'],
    lookupFields: ['course', 'semester'],
    deletable: true,
    seed: [2025, 2026, 2027].flatMap((y) => [
      ...['Doctor of Medicine (MD)', 'Basic Sciences', 'Pre-Medical Sciences'].flatMap((course) => ['Spring', 'Summer', 'Fall'].map((t) => ({ course, semester: `${t} ${y}` }))),
      ...['Istanbul Medical Program', 'Doctor of Veterinary Medicine (DVM)'].map((course) => ({ course, semester: `Fall ${y}` })),
      ...['Spring', 'Fall'].map((t) => ({ course: 'Pre-Health Sciences', semester: `${t} ${y}` })),
    ]),
  },
  {
    key: 'clinical-course', group: 'admin', title: 'Clinical Courses', singular: 'Clinical Course',
    description: 'The clinical parts of a program that rotations belong to.',
    fields: [name(), code(), { key: 'course', label: 'Course', kind: 'ref', ref: 'course', filter: true }, { key: 'totalWeeks', label: 'Total Weeks', kind: 'int', min: 1, max: 200 }],
    seed: [
      { name: 'Clinical Medicine', code: 'CM', course: 'Clinical Sciences', totalWeeks: 72 },
      { name: 'Family Practice Clinical Postings', code: 'FPCP', course: 'Clinical Sciences', totalWeeks: 12 },
    ],
    specCalls: ['clinicalCourseAdmin'],
  },
  {
    key: 'stage', group: 'admin', title: 'Stages', singular: 'Stage',
    description: 'The steps of a course in the order students pass through them (MD 1, MD 2, ...).',
    fields: [
      name('Name', 60), { key: 'course', label: 'Course', kind: 'ref', ref: 'course', required: true, filter: true },
      { key: 'order', label: 'Order', kind: 'int', min: 1, max: 50, required: true },
    ],
    unique: ['course', 'name'],
    sort: 'order',
    lookupFields: ['course', 'order'],
    seed: [
      ...[1, 2, 3].map((n) => ({ name: `Pre-Med ${n}`, course: 'Pre-Medical Sciences', order: n })),
      ...[1, 2, 3, 4, 5].map((n) => ({ name: `MD ${n}`, course: 'Basic Sciences', order: n })),
      { name: 'Med 6', course: 'Basic Sciences', order: 6 },
      { name: 'Clinical', course: 'Clinical Sciences', order: 1 },
      { name: 'CompletedClinical', course: 'Clinical Sciences', order: 2 },
    ],
    specCalls: ['stageList', 'getStageByCourseAdmin', 'stageDropdownList'],
  },
  {
    key: 'class', group: 'admin', title: 'Classes', singular: 'Class',
    description: 'The classes taught in each stage of a course.',
    fields: [
      name(), code(),
      { key: 'course', label: 'Course', kind: 'ref', ref: 'course', required: true, filter: true },
      { key: 'stage', label: 'Stage', kind: 'ref', ref: 'stage', filterBy: { field: 'course', from: 'course' }, filter: true },
      { key: 'credits', label: 'Credits', kind: 'int', min: 0, max: 40 },
    ],
    unique: ['course', 'name'],
    lookupFields: ['course', 'stage'],
    seed: [
      { name: 'General Biology', code: 'BIO101', course: 'Pre-Medical Sciences', stage: 'Pre-Med 1', credits: 4 },
      { name: 'General Chemistry', code: 'CHE101', course: 'Pre-Medical Sciences', stage: 'Pre-Med 1', credits: 4 },
      { name: 'Gross Anatomy', code: 'ANA501', course: 'Basic Sciences', stage: 'MD 1', credits: 8 },
      { name: 'Medical Physiology', code: 'PHY502', course: 'Basic Sciences', stage: 'MD 1', credits: 7 },
      { name: 'Medical Biochemistry', code: 'BCH503', course: 'Basic Sciences', stage: 'MD 2', credits: 6 },
      { name: 'Pathology', code: 'PAT601', course: 'Basic Sciences', stage: 'MD 3', credits: 8 },
      { name: 'Pharmacology', code: 'PHA602', course: 'Basic Sciences', stage: 'MD 4', credits: 6 },
    ],
    specCalls: ['registrarClass', 'classByCourseId', 'getAllClassList', 'getClassesListByStage'],
  },
  {
    key: 'subject', group: 'admin', title: 'Subjects', singular: 'Subject',
    description: 'Subjects scheduled and taken attendance for.',
    fields: [name(), code()],
    seed: ['Anatomy', 'Physiology', 'Biochemistry', 'Microbiology', 'Pathology', 'Pharmacology', 'Behavioral Science'].map((n) => ({ name: n, code: n.slice(0, 3).toUpperCase() })),
    specCalls: ['subjectList'],
  },
  {
    key: 'topic', group: 'admin', title: 'Topics', singular: 'Topic',
    description: 'The topics of a subject that a lecture covers.',
    fields: [name('Name', 160), { key: 'subject', label: 'Subject', kind: 'ref', ref: 'subject', required: true, filter: true }],
    unique: ['subject', 'name'],
    seed: [
      { name: 'Upper Limb', subject: 'Anatomy' }, { name: 'Thorax', subject: 'Anatomy' }, { name: 'Cardiovascular Physiology', subject: 'Physiology' },
      { name: 'Renal Physiology', subject: 'Physiology' }, { name: 'Metabolism', subject: 'Biochemistry' }, { name: 'Bacteriology', subject: 'Microbiology' },
    ],
    specCalls: ['topicList'],
  },
  {
    key: 'school', group: 'admin', title: 'Schools', singular: 'School',
    description: 'Colleges and universities applicants and students come from.',
    fields: [
      name('Name', 160),
      { key: 'country', label: 'Country', kind: 'ref', ref: 'country', required: true, filter: true },
      { key: 'state', label: 'State', kind: 'ref', ref: 'state', filterBy: { field: 'country', from: 'country' } },
      { key: 'city', label: 'City', kind: 'text', max: 80 },
    ],
    unique: ['name', 'country'],
    sort: 'name',
    seed: [
      { name: 'University of Florida', country: 'United States', state: 'Florida', city: 'Gainesville' },
      { name: 'New York University', country: 'United States', state: 'New York', city: 'New York' },
      { name: 'University of Texas at Austin', country: 'United States', state: 'Texas', city: 'Austin' },
      { name: 'University of Toronto', country: 'Canada', state: 'Ontario', city: 'Toronto' },
      { name: 'University of Mumbai', country: 'India', state: 'Maharashtra', city: 'Mumbai' },
    ],
    specCalls: ['getSchool'],
  },
  {
    key: 'email-template', group: 'admin', title: 'Email Templates', singular: 'Email Template',
    description: 'Ready-made emails staff pick when writing to leads, students or employees.',
    fields: [
      { ...name(), list: true }, { key: 'module', label: 'Used For', kind: 'enum', options: EMAIL_TEMPLATE_MODULES, required: true, filter: true, list: true },
      { key: 'subject', label: 'Subject', kind: 'text', required: true, max: 200, list: true },
      { key: 'body', label: 'Body', kind: 'textarea', required: true, max: 20000 },
    ],
    lookupFields: ['module'],
    seed: [
      { name: 'Lead Welcome', module: 'lead', subject: 'Thank you for your interest', body: 'Dear {{firstName}},\n\nThank you for your interest in our programs. Your admissions representative will contact you shortly.' },
      { name: 'Interview Invitation', module: 'lead', subject: 'Your admissions interview', body: 'Dear {{firstName}},\n\nWe would like to invite you to an admissions interview. Please choose a time slot that suits you.' },
      { name: 'Invoice Reminder', module: 'student', subject: 'Invoice due', body: 'Dear {{firstName}},\n\nThis is a reminder that your invoice is due. Please pay it before the due date to avoid a hold.' },
      { name: 'Offer Letter', module: 'employee', subject: 'Your offer letter', body: 'Dear {{firstName}},\n\nPlease find your offer letter attached and accept it in the portal.' },
    ],
    specCalls: ['emailTemplateSearch', 'addLeadEmailTemplate', 'updateLeadEmailTemplate'],
  },
  {
    key: 'reply-to', group: 'admin', title: 'Reply-To Addresses', singular: 'Reply-To Address',
    description: 'Office addresses that replies to the school\'s emails go to.',
    fields: [name('Office'), { key: 'email', label: 'Email', kind: 'email', required: true }],
    unique: ['email'],
    seed: [
      { name: 'Admissions Office', email: 'admissions@caduceus.example.edu' }, { name: 'Registrar', email: 'registrar@caduceus.example.edu' },
      { name: 'Clinical Office', email: 'clinical@caduceus.example.edu' }, { name: 'Bursar', email: 'bursar@caduceus.example.edu' },
    ],
    specCalls: ['getReplyToMails'],
  },
  {
    key: 'help-text', group: 'admin', title: 'Help Texts', singular: 'Help Text',
    description: 'Explanations shown next to screens and fields.',
    fields: [name('Topic'), { key: 'screen', label: 'Screen', kind: 'text', max: 200, help: 'The screen path, e.g. /lead/list/add' }, { key: 'text', label: 'Text', kind: 'textarea', required: true, max: 4000 }],
    seed: [
      { name: 'Lead Source', screen: '/lead/list/add', text: 'Where the lead first heard of the school. Ask the lead if unsure.' },
      { name: 'Seat Deposit', screen: '/lead/details/estimate', text: 'The deposit that holds an accepted applicant\'s seat for the chosen semester.' },
    ],
  },
  {
    key: 'document-category', group: 'admin', title: 'Document Categories', singular: 'Document Category',
    description: 'Folders that uploaded documents are filed under, by area.',
    fields: [name(), { key: 'module', label: 'Area', kind: 'enum', options: DOCUMENT_MODULES, required: true, filter: true }],
    lookupFields: ['module'],
    seed: [
      { name: 'Identity Documents', module: 'lead' }, { name: 'Academic Transcripts', module: 'lead' }, { name: 'Immigration', module: 'student' },
      { name: 'Financial', module: 'student' }, { name: 'Employment Contracts', module: 'employee' }, { name: 'Clinical Clearance', module: 'clinical' },
      { name: 'Housing Contracts', module: 'housing' },
    ],
    specCalls: ['controlDocumentCategory'],
  },
  {
    key: 'document-template', group: 'admin', title: 'Document Templates', singular: 'Document Template',
    description: 'Blank forms and letters staff download, fill in and send.',
    fields: [name(), { key: 'category', label: 'Category', kind: 'ref', ref: 'document-category', required: true, filter: true }, description(500)],
    files: 'Template',
    seed: [
      { name: 'Offer Letter Template', category: 'Employment Contracts' }, { name: 'Employee Information Form', category: 'Employment Contracts' },
      { name: 'I-94 Letter Template', category: 'Immigration' }, { name: 'Housing Agreement', category: 'Housing Contracts' },
    ],
    specCalls: ['employeeDocumentTemplates'],
  },
  {
    key: 'task-priority', group: 'admin', title: 'Task Priorities', singular: 'Task Priority',
    description: 'How urgent a task is; rank 1 is the most urgent.',
    fields: [name('Name', 40), { key: 'rank', label: 'Rank', kind: 'int', min: 1, max: 20, required: true }],
    sort: 'rank',
    seed: [{ name: 'Urgent', rank: 1 }, { name: 'High', rank: 2 }, { name: 'Normal', rank: 3 }, { name: 'Low', rank: 4 }],
  },
  {
    key: 'shipping-charge', group: 'admin', title: 'Shipping Charges', singular: 'Shipping Charge',
    description: 'Ways to send transcripts and diplomas, and what each costs.',
    fields: [name(), { key: 'amount', label: 'Amount', kind: 'money', required: true }, { key: 'international', label: 'International', kind: 'bool', filter: true }],
    lookupFields: ['amount'],
    seed: [
      { name: 'Electronic (PDF)', amount: '0.00', international: false }, { name: 'Regular Mail', amount: '10.00', international: false },
      { name: 'FedEx Domestic', amount: '35.00', international: false }, { name: 'FedEx International', amount: '75.00', international: true },
    ],
    specCalls: ['shippingOptions'],
  },
  {
    key: 'account', group: 'admin', title: 'Accounts', singular: 'Account',
    description: 'Bank accounts payments are received in and ledger accounts charges are booked to.',
    fields: [
      name(), { key: 'kind', label: 'Kind', kind: 'enum', options: ACCOUNT_KINDS, required: true, filter: true },
      { key: 'number', label: 'Account Number', kind: 'text', max: 40, sensitive: true }, { key: 'bankName', label: 'Bank', kind: 'text', max: 120 },
    ],
    lookupFields: ['kind'],
    seed: [
      { name: 'Operating Account', kind: 'bank', number: '****4821', bankName: 'Aruba Bank' }, { name: 'US Collections Account', kind: 'bank', number: '****7390', bankName: 'Bank of America' },
      { name: 'Tuition Revenue', kind: 'ledger', number: '4000' }, { name: 'Housing Revenue', kind: 'ledger', number: '4100' },
      { name: 'Fee Revenue', kind: 'ledger', number: '4200' }, { name: 'Insurance Payable', kind: 'ledger', number: '2100' }, { name: 'Student Deposits', kind: 'ledger', number: '2200' },
    ],
    specCalls: ['bankAccount'],
  },
];
