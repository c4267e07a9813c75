/**
 * Components: rights on parts of a record rather than whole screens (spec 000 section 6). A group
 * grants each component a 4-bit mode like a menu link (8 delete, 4 edit, 2 write, 1 read); the student
 * and lead records' tabs and actions each name the component they need, so a route declaring
 * `{ student: 'notes', bit: 'write' }` needs the write bit on the Student menu and on studentProfile.notes.
 *
 * The catalogue is the one list: the server adds the entries a database lacks at start-up (new ones
 * start with no rights for any group), /admin/group/access grants them.
 */
import type { AccessRights } from './access.js';
import { DATA_EXPORT_COMPONENT } from '../kit/exports.js';
import type { LeadTab } from '../admissions/tabs.js';
import type { StudentTab } from '../students/tabs.js';

export const COMPONENT_CATALOGUE = [
  {
    key: 'studentProfile',
    name: 'Student profile',
    children: [
      { key: 'personal', name: 'Personal details and picture' },
      { key: 'profile', name: 'Profile' },
      { key: 'address', name: 'Address' },
      { key: 'contacts', name: 'Billing contact and education' },
      { key: 'portalAccounts', name: 'Portal accounts (student and parent sign-ins)' },
      { key: 'notes', name: 'Notes' },
      { key: 'accountingNotes', name: 'Accounting notes' },
      { key: 'advisingNotes', name: 'Academic advising notes' },
      { key: 'documents', name: 'Documents' },
      { key: 'immigration', name: 'Immigration' },
      { key: 'messages', name: 'Email and SMS' },
      { key: 'history', name: 'Activity log and other details' },
      { key: 'statusChange', name: 'Change status' },
      { key: 'admission', name: 'Admission forms, deferment and application' },
      { key: 'academics', name: 'Academics (courses, exams, transcript, rotations, library)' },
      { key: 'requests', name: 'Requests and leave' },
      { key: 'housing', name: 'Housing' },
    ],
  },
  {
    key: 'leadProfile',
    name: 'Lead profile',
    children: [
      { key: 'profile', name: 'Profile and address' },
      { key: 'statusChange', name: 'Change status, interviews, decisions, close and reopen' },
      { key: 'notes', name: 'Notes and phone notes' },
      { key: 'messages', name: 'Email and tasks' },
      { key: 'history', name: 'Activity log' },
      { key: 'documents', name: 'Documents' },
      { key: 'application', name: 'Online application' },
      { key: 'admission', name: 'Admission forms, deferment, immigration and academic records' },
      { key: 'estimates', name: 'Estimates' },
      { key: 'merge', name: 'Merge leads' },
      { key: 'migrate', name: 'Migrate to student' },
    ],
  },
  {
    key: 'finance',
    name: 'Finance',
    children: [
      { key: 'payments', name: 'Payments' },
      { key: 'refunds', name: 'Refunds' },
      { key: 'adjustments', name: 'Adjustments' },
      { key: 'accountingDetails', name: 'Accounting details' },
    ],
  },
  // read: may export a list one may read to Excel (POST /api/exports)
  { key: DATA_EXPORT_COMPONENT, name: 'Export lists', children: [] },
] as const satisfies readonly { key: string; name: string; children: readonly { key: string; name: string }[] }[];

type Catalogue = (typeof COMPONENT_CATALOGUE)[number];
/** A sub-component's key: parent key, a dot, its own key ('studentProfile.notes'). */
export type ComponentKey = {
  [P in Catalogue as P['key']]: `${P['key']}.${P['children'][number]['key']}`;
}[Catalogue['key']];

/** Every component key of the catalogue, parents and sub-components, in catalogue order. */
export const COMPONENT_KEYS: string[] = COMPONENT_CATALOGUE.flatMap((c) => [
  c.key,
  ...c.children.map((s) => `${c.key}.${s.key}`),
]);
const NAMES = new Map<string, string>(
  COMPONENT_CATALOGUE.flatMap((c) => [
    [c.key, c.name] as const,
    ...c.children.map((s) => [`${c.key}.${s.key}`, `${c.name}: ${s.name}`] as const),
  ]),
);
/** A component's name as users read it ('Student profile: Notes'). */
export const componentName = (key: string) => NAMES.get(key) ?? key;

/**
 * The component each tab of the student record needs. A summary that carries several tabs' data
 * needs each of their components (the snapshot PDF: personal, address, documents, status history).
 */
export const STUDENT_TAB_COMPONENTS: Record<StudentTab, readonly ComponentKey[]> = {
  personal: ['studentProfile.personal'],
  profile: ['studentProfile.profile'],
  profileView: ['studentProfile.profile'],
  address: ['studentProfile.address'],
  parents: ['studentProfile.contacts'],
  billingEducational: ['studentProfile.contacts'],
  notes: ['studentProfile.notes'],
  accountingNotes: ['studentProfile.accountingNotes'],
  med6Notes: ['studentProfile.advisingNotes'],
  document: ['studentProfile.documents'],
  studentDocument: ['studentProfile.documents'],
  docusign: ['studentProfile.documents'],
  email: ['studentProfile.messages'],
  sms: ['studentProfile.messages'],
  activityLog: ['studentProfile.history'],
  statusChange: ['studentProfile.statusChange'],
  immigration: ['studentProfile.immigration'],
  immigrationDocument: ['studentProfile.immigration'],
  otherDetails: ['studentProfile.history'],
  admissionForms: ['studentProfile.admission'],
  semesterDeferment: ['studentProfile.admission'],
  application: ['studentProfile.admission'],
  snapshot: [
    'studentProfile.personal',
    'studentProfile.address',
    'studentProfile.documents',
    'studentProfile.statusChange',
  ],
  libraryCatalog: ['studentProfile.academics'],
  alumni: ['studentProfile.academics'],
  housing: ['studentProfile.housing'],
  academicDetails: ['studentProfile.academics'],
  academicRecords: ['studentProfile.academics'],
  mcat: ['studentProfile.academics'],
  accountingDetails: ['finance.accountingDetails'],
  courses: ['studentProfile.academics'],
  transcript: ['studentProfile.academics'],
  usmleTest: ['studentProfile.academics'],
  exams: ['studentProfile.academics'],
  degree: ['studentProfile.academics'],
  queries: ['studentProfile.requests'],
  creditsScholarship: ['finance.adjustments'],
  invoicePayments: ['finance.payments'],
  rotation: ['studentProfile.academics'],
  graduation: ['studentProfile.academics'],
  timeTable: ['studentProfile.academics'],
  requests: ['studentProfile.requests'],
  leave: ['studentProfile.requests'],
};

/** What a student route may do besides a tab (declared as `{ student: <tab or null>, bit, action }`). */
export const STUDENT_ACTION_COMPONENTS = {
  /** create the student's sign-in, link a parent's */
  portalAccounts: ['studentProfile.portalAccounts'],
  /** pay a credit back to the student (the credits-scholarship tab's refunds) */
  refunds: ['finance.refunds'],
} as const satisfies Record<string, readonly ComponentKey[]>;
export type StudentAction = keyof typeof STUDENT_ACTION_COMPONENTS;

export const LEAD_TAB_COMPONENTS: Record<LeadTab, readonly ComponentKey[]> = {
  profile: ['leadProfile.profile'],
  address: ['leadProfile.profile'],
  statusChange: ['leadProfile.statusChange'],
  semester: ['leadProfile.admission'],
  email: ['leadProfile.messages'],
  notes: ['leadProfile.notes'],
  phoneNotes: ['leadProfile.notes'],
  task: ['leadProfile.messages'],
  activityLog: ['leadProfile.history'],
  document: ['leadProfile.documents'],
  admissionForms: ['leadProfile.admission'],
  applicationAddress: ['leadProfile.application'],
  applicationBackground: ['leadProfile.application'],
  applicationAcademics: ['leadProfile.application'],
  applicationQuestions: ['leadProfile.application'],
  applicationSubmit: ['leadProfile.application'],
  applicationDownload: ['leadProfile.application'],
  estimate: ['leadProfile.estimates'],
  academicRecords: ['leadProfile.admission'],
  immigrationDocument: ['leadProfile.admission'],
};

/** What a lead route may do besides a tab (declared as `{ lead: <tab or null>, bit, action }`). */
export const LEAD_ACTION_COMPONENTS = {
  /** close and reopen the lead */
  close: ['leadProfile.statusChange'],
  /** the lead's duplicates, merging and undoing a merge */
  merge: ['leadProfile.merge'],
  /** migrate the lead to a student */
  migrate: ['leadProfile.migrate'],
} as const satisfies Record<string, readonly ComponentKey[]>;
export type LeadAction = keyof typeof LEAD_ACTION_COMPONENTS;

/**
 * The components a record route needs: its action's, else its tab's; none for the record's header
 * (tab null, no action: name, picture, status and the visible tabs, which any reader of the menu sees).
 */
export function studentRouteComponents(tab: StudentTab | null, action?: StudentAction): readonly ComponentKey[] {
  return action ? STUDENT_ACTION_COMPONENTS[action] : tab ? STUDENT_TAB_COMPONENTS[tab] : [];
}
export function leadRouteComponents(tab: LeadTab | null, action?: LeadAction): readonly ComponentKey[] {
  return action ? LEAD_ACTION_COMPONENTS[action] : tab ? LEAD_TAB_COMPONENTS[tab] : [];
}

const unique = (lists: readonly (readonly ComponentKey[])[]) => [...new Set(lists.flat())];
/** Every component the student record's tabs and actions need (a group that keeps student records grants these). */
export const STUDENT_RECORD_COMPONENTS: ComponentKey[] = unique([
  ...Object.values(STUDENT_TAB_COMPONENTS),
  ...Object.values(STUDENT_ACTION_COMPONENTS),
]);
export const LEAD_RECORD_COMPONENTS: ComponentKey[] = unique([
  ...Object.values(LEAD_TAB_COMPONENTS),
  ...Object.values(LEAD_ACTION_COMPONENTS),
]);

/** The mode a user's rights give a component ('finance' or 'finance.payments'); 0 when absent. */
export function componentMode(components: AccessRights['components'], key: string): number {
  const dot = key.indexOf('.');
  if (dot < 0) return components[key]?.accessMode ?? 0;
  return components[key.slice(0, dot)]?.subComponents?.[key.slice(dot + 1)]?.accessMode ?? 0;
}
