/**
 * The lead record's tabs (spec 002 section 2, 000 section 4 "Lead tab visibility") and which show.
 *
 * Every tab is named once with its path under /lead/details/ (the routes of routes.ts). Which tabs a
 * lead shows is decided by `visibleLeadTabs`, the one rules table: the web draws the tab bar from it
 * and the server refuses a hidden tab's API with 403. A tab no domain serves yet never shows.
 *
 * The spec names the thresholds (status < 3 initial, 3 to 5 profile created, 6 to 9 accepted with
 * semester deferment and estimates, 10 student; course 81 with its own sets for < 3, 3 to 5 and > 5;
 * academic records with a student id; immigration only if immigrationRequired) but not the members
 * of each set: the sets below are ours. The Istanbul program (course 81) runs its own admission
 * forms instead of the online application, so its sets carry admission forms from the start and
 * never the application steps.
 */
import { ISTANBUL_COURSE_ID } from '../reference/tables.js';
import { recordTabs } from '../kit/records.js';

export const LEAD_TABS = {
  profile: { path: 'profile', label: 'Profile' },
  address: { path: 'address', label: 'Address' },
  statusChange: { path: 'status-change', label: 'Status Change' },
  semester: { path: 'semester', label: 'Semester Deferment' },
  email: { path: 'email', label: 'Email' },
  notes: { path: 'notes', label: 'Notes' },
  phoneNotes: { path: 'phone-notes', label: 'Phone Notes' },
  task: { path: 'task', label: 'Tasks' },
  activityLog: { path: 'activity-log', label: 'Activity Log' },
  document: { path: 'document', label: 'Documents' },
  admissionForms: { path: 'admissionforms', label: 'Admission Forms' },
  applicationAddress: { path: 'application/addressTab/address', label: 'Application: Address' },
  applicationBackground: { path: 'application/addressTab/background', label: 'Application: Background' },
  applicationAcademics: { path: 'application/addressTab/academics', label: 'Application: Academics' },
  applicationQuestions: {
    path: 'application/addressTab/additonal-questions',
    label: 'Application: Additional Questions',
  },
  applicationSubmit: { path: 'application/addressTab/submit', label: 'Application: Submit' },
  applicationDownload: { path: 'application/addressTab/download', label: 'Application: Download' },
  estimate: { path: 'estimate', label: 'Estimates' },
  academicRecords: { path: 'academicrecords', label: 'Academic Records' },
  immigrationDocument: { path: 'immigration/document', label: 'Immigration Documents' },
} as const;

export type LeadTab = keyof typeof LEAD_TABS;
/** The keys in order, the tab a path under /lead/details/ names ('application/addressTab/submit' -> applicationSubmit), a tab's URL. */
export const { keys: LEAD_TAB_KEYS, ofPath: leadTabOfPath, url: leadTabUrl } = recordTabs(LEAD_TABS, '/lead/details');

/** What the rules read from a lead. */
export interface LeadTabFacts {
  statusId: number;
  courseId: number | null;
  studentId: number | null;
  immigrationRequired: boolean;
}

const T = (...tabs: LeadTab[]) => tabs;
const WORK = T('profile', 'address', 'statusChange', 'email', 'notes', 'phoneNotes', 'task', 'activityLog', 'document');
const APPLICATION = T(
  'applicationAddress',
  'applicationBackground',
  'applicationAcademics',
  'applicationQuestions',
  'applicationSubmit',
  'applicationDownload',
);

/** The named tab sets (spec 000 section 4, members ours). */
export const LEAD_TAB_SETS = {
  /** status below 3: a new or contacted lead */
  initial: WORK,
  /** status 3 to 5: the profile is created, the application and admission forms open */
  profileCreated: T(...WORK, 'admissionForms', ...APPLICATION),
  /** status 6 to 9: accepted; adds semester deferment and estimates */
  accepted: T(...WORK, 'admissionForms', ...APPLICATION, 'semester', 'estimate', 'immigrationDocument'),
  /** status 10: migrated to a student; the submitted application stays downloadable */
  student: T(...WORK, 'admissionForms', 'applicationDownload', 'estimate', 'immigrationDocument'),
  /** course 81, status below 3 */
  istanbulInitial: T(...WORK, 'admissionForms'),
  /** course 81, status 3 to 5 */
  istanbulProfileCreated: T(...WORK, 'admissionForms', 'estimate'),
  /** course 81, status above 5 */
  istanbulAccepted: T(...WORK, 'admissionForms', 'estimate', 'semester', 'immigrationDocument'),
} satisfies Record<string, LeadTab[]>;
export type LeadTabSet = keyof typeof LEAD_TAB_SETS;

/** Which named set a lead gets: the spec's thresholds 3, 6 and 10, course 81 first. */
export function leadTabSet(f: LeadTabFacts): LeadTabSet {
  if (f.courseId === ISTANBUL_COURSE_ID) {
    if (f.statusId < 3) return 'istanbulInitial';
    if (f.statusId <= 5) return 'istanbulProfileCreated';
    return 'istanbulAccepted';
  }
  if (f.statusId < 3) return 'initial';
  if (f.statusId <= 5) return 'profileCreated';
  if (f.statusId < 10) return 'accepted';
  return 'student';
}

/** Tabs added or limited by a fact of the lead, in every set. */
export const LEAD_TAB_CONDITIONS: Partial<Record<LeadTab, (f: LeadTabFacts) => boolean>> = {
  immigrationDocument: (f) => f.immigrationRequired,
};
/** Tabs every variant adds when its fact holds: the academic-records form once a student id exists. */
export const LEAD_TAB_ADDITIONS: Partial<Record<LeadTab, (f: LeadTabFacts) => boolean>> = {
  academicRecords: (f) => f.studentId != null,
};

/**
 * The tabs a lead shows, in catalogue order. `served` limits them to the tabs some domain serves
 * (the rest are absent, never placeholders).
 */
export function visibleLeadTabs(f: LeadTabFacts, served?: ReadonlySet<LeadTab> | readonly LeadTab[]): LeadTab[] {
  const set = new Set<LeadTab>(LEAD_TAB_SETS[leadTabSet(f)]);
  for (const [tab, when] of Object.entries(LEAD_TAB_ADDITIONS) as [LeadTab, (f: LeadTabFacts) => boolean][])
    if (when(f)) set.add(tab);
  const servedSet = served ? new Set(served) : undefined;
  return LEAD_TAB_KEYS.filter(
    (k) => set.has(k) && (LEAD_TAB_CONDITIONS[k]?.(f) ?? true) && (!servedSet || servedSet.has(k)),
  );
}
