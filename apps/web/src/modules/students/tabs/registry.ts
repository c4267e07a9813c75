import { loadAccountingDetailsTab, loadCreditsScholarshipTab, loadInvoicePaymentsTab } from '../../finance/pages';
import { loadGraduationSurveyTab, loadLeaveTab, loadRequestsTab } from '../../requests/pages';
import { loadAlumniTab } from '../../alumni/pages';
import { loadRotationTab } from '../../clinical/pages';
import {
  loadAcademicDetailsTab,
  loadAcademicRecordsTab,
  loadCoursesTab,
  loadDegreeTab,
  loadExamsTab,
  loadMcatTab,
  loadTranscriptTab,
  loadUsmleTab,
} from '../../academics/pages';
import type { ComponentType } from 'react';
import { lazyTab, type TabPage as KitTabPage } from '../../../components/records/lazyTab';
import { SELF_SERVICE_WRITABLE_TABS, type StudentHeader, type StudentTab } from '@caduceus/contracts';
import { apiUrl } from '../../../app/client';
import type { Rights } from '../../../app/rights';

/** What every tab page of the student record receives from the record's layout. */
export interface StudentTabProps {
  studentId: number;
  /** the header as the server sent it (facts, visible tabs, viewer) */
  header: StudentHeader;
  /** true when this viewer may not change anything on this tab (no edit right, viewing as the student, or a self-service read-only tab) */
  readOnly: boolean;
  /** staff: the bits their rights give on this tab (the Student menu opens the record, the tab's component gives the bits) */
  rights: Rights;
}
type TabPage = KitTabPage<StudentTabProps>;
/** a tab's page; `data`: the URL of its first read, started beside the header when the tab opens */
const tab = (
  load: () => Promise<{ default: ComponentType<StudentTabProps> }>,
  data?: (id: number) => string,
): TabPage => lazyTab(load, data);

/**
 * The web half of the tab registry: each domain adds the pages of the tabs it serves here, one line
 * each, lazily loaded. The tab bar shows a tab when the server lists it in the header (the rules of
 * contracts' visibleStudentTabs) and a page is registered here.
 */
export const STUDENT_TAB_PAGES: Partial<Record<StudentTab, TabPage>> = {
  email: tab(() => import('./messages/EmailTab')),
  sms: tab(() => import('./messages/SmsTab')),
  personal: tab(
    () => import('./PersonalTab'),
    (studentId) => apiUrl('/api/students/{studentId}', { studentId }),
  ),
  profile: tab(() => import('./ProfileTab')),
  profileView: tab(() => import('./ProfileViewTab')),
  address: tab(() => import('./AddressTab')),
  notes: tab(() => import('./notes/NotesTab').then((m) => ({ default: m.StudentNotesTab }))),
  accountingNotes: tab(() => import('./notes/NotesTab').then((m) => ({ default: m.AccountingNotesTab }))),
  med6Notes: tab(() => import('./notes/NotesTab').then((m) => ({ default: m.AdvisingNotesTab }))),
  activityLog: tab(() => import('./history/ActivityLogTab')),
  statusChange: tab(() => import('./history/StatusChangeTab')),
  otherDetails: tab(() => import('./history/OtherDetailsTab')),
  semesterDeferment: tab(() => import('./history/SemesterDefermentTab')),
  application: tab(() => import('./history/ApplicationTab')),
  parents: tab(() => import('./contacts/ParentsTab')),
  billingEducational: tab(() => import('./contacts/BillingEducationalTab')),
  accountingDetails: tab(loadAccountingDetailsTab),
  invoicePayments: tab(loadInvoicePaymentsTab, (studentId) =>
    apiUrl('/api/students/{studentId}/balance', { studentId }),
  ),
  creditsScholarship: tab(loadCreditsScholarshipTab, (studentId) =>
    apiUrl('/api/students/{studentId}/credits/summary', { studentId }),
  ),
  admissionForms: tab(() => import('./admission/AdmissionFormsTab')),
  document: tab(() => import('./documents/DocumentsTab').then((m) => ({ default: m.StaffDocumentsTab }))),
  studentDocument: tab(() => import('./documents/DocumentsTab').then((m) => ({ default: m.StudentDocumentsTab }))),
  docusign: tab(() => import('./documents/SignedDocumentsTab')),
  immigration: tab(() => import('./documents/ImmigrationTab')),
  immigrationDocument: tab(() => import('./documents/ImmigrationDocumentsTab')),
  libraryCatalog: tab(() => import('./documents/LibraryCatalogTab')),
  snapshot: tab(() => import('./documents/SnapshotTab')),
  degree: tab(loadDegreeTab),
  graduation: tab(loadGraduationSurveyTab),
  usmleTest: tab(loadUsmleTab),
  exams: tab(loadExamsTab),
  mcat: tab(loadMcatTab),
  requests: tab(loadRequestsTab),
  leave: tab(loadLeaveTab),
  alumni: tab(loadAlumniTab),
  courses: tab(loadCoursesTab),
  rotation: tab(loadRotationTab),
  academicDetails: tab(loadAcademicDetailsTab),
  academicRecords: tab(loadAcademicRecordsTab),
  transcript: tab(loadTranscriptTab, (studentId) => apiUrl('/api/students/{studentId}/transcript', { studentId })),
};

/** `rights`: the staff viewer's rights on the tab (recordRightsOn with the tab's components). */
export const tabReadOnly = (header: StudentHeader, t: StudentTab, rights: Rights) =>
  !header.canEdit || (header.viewer !== 'staff' ? !SELF_SERVICE_WRITABLE_TABS.includes(t) : !rights.edit);
