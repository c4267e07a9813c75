import { COMPONENT_CATALOGUE } from '@caduceus/contracts';

/**
 * The demo groups' rights on the parts of the student and lead records (components). The Student and
 * Lead menus open the records; these modes decide what each group does with each part (a part left out
 * is 0: its tab does not show).
 */
const ALL = 15,
  RWE = 7,
  RW = 3,
  READ = 1;

const partsOf = (parent: string) =>
  COMPONENT_CATALOGUE.find((c) => c.key === parent)!.children.map((c) => c.key as string);
/** one mode on the named parts of a parent (all of them when none is named) */
const on = (parent: string, mode: number, ...parts: string[]) =>
  Object.fromEntries((parts.length ? parts : partsOf(parent)).map((p) => [`${parent}.${p}`, mode]));
const student = (mode: number, ...parts: string[]) => on('studentProfile', mode, ...parts);
const lead = (mode: number, ...parts: string[]) => on('leadProfile', mode, ...parts);
const finance = (mode: number, ...parts: string[]) => on('finance', mode, ...parts);

/** Who a student is and where they are: the parts every office that deals with students reads. */
const IDENTITY = ['personal', 'profile', 'address', 'contacts'];

export const DEMO_COMPONENTS: Record<string, Record<string, number>> = {
  // reads most of both records; writes notes and advising notes; no merging or migrating
  DEAN: {
    ...student(READ),
    ...student(RW, 'notes', 'advisingNotes'),
    ...finance(READ, 'payments', 'adjustments', 'accountingDetails'),
    ...lead(READ),
    ...lead(0, 'merge', 'migrate'),
  },
  // the student record in full; notes to the accounting office, but accounting details read only
  REGISTRAR: {
    ...student(ALL),
    ...student(RW, 'accountingNotes'),
    ...finance(READ, 'payments', 'adjustments', 'accountingDetails'),
  },
  // every finance part; who the student is and their status
  CONTROLLER: {
    ...student(READ, ...IDENTITY, 'statusChange', 'history'),
    ...student(ALL, 'accountingNotes'),
    ...finance(ALL),
  },
  // the finance office: invoices and payments in full (cancelling an invoice or a payment, deleting an item
  // or a credit are reversals the bursar makes), accounting details, refunds
  BURSAR: {
    ...student(READ, ...IDENTITY, 'statusChange', 'history'),
    ...student(RWE, 'accountingNotes'),
    ...student(RW, 'messages'),
    ...finance(ALL, 'payments', 'adjustments', 'accountingDetails'),
    ...finance(RW, 'refunds'),
  },
  ACCOUNTING: {
    ...student(READ, 'personal', 'profile', 'address'),
    ...student(RW, 'accountingNotes'),
    ...finance(RW, 'payments', 'adjustments'),
    ...finance(READ, 'accountingDetails'),
  },
  // clinical training: academics (rotations) in full, clinical notes and advising, documents read
  CLINICAL_DEAN: {
    ...student(READ, ...IDENTITY, 'documents', 'statusChange', 'history'),
    ...student(RW, 'notes', 'advisingNotes'),
    ...student(ALL, 'academics'),
  },
  CLINICAL: {
    ...student(READ, 'personal', 'profile', 'address', 'documents'),
    ...student(RW, 'notes'),
    ...student(RWE, 'academics'),
  },
  // the lead record in full; of the students they admitted, who they are and their admission
  ADMISSIONS: {
    ...lead(ALL),
    ...student(READ, ...IDENTITY, 'admission', 'documents', 'statusChange'),
  },
  // staff records only: no student or lead parts
  HR: {},
  // the program and academics of their students; no notes, documents, messages, contact details or accounting
  FACULTY: { ...student(READ, 'profile', 'academics') },
};
