import type { ComponentType } from 'react';
import { lazyTab, type TabPage as KitTabPage } from '../../../../components/records/lazyTab';
import type { LeadHeader, LeadTab } from '@caduceus/contracts';
import { apiUrl } from '../../../../app/client';
import type { Rights } from '../../../../app/rights';

/** What every tab page of the lead record receives from the record's layout. */
export interface LeadTabProps {
  leadId: number;
  /** the header as the server sent it (facts, visible tabs) */
  header: LeadHeader;
  /** true when this viewer may not change this tab (no edit right on its part, or the lead is closed) */
  readOnly: boolean;
  /** the bits the viewer's rights give on this tab (the Lead menu opens the record, the tab's component gives the bits) */
  rights: Rights;
}
type TabPage = KitTabPage<LeadTabProps>;
/** a tab's page; `data`: the URL of its first read, started beside the header when the tab opens */
const tab = (load: () => Promise<{ default: ComponentType<LeadTabProps> }>, data?: (id: number) => string): TabPage =>
  lazyTab(load, data);

/**
 * The web half of the lead tab registry: the pages of the tabs built so far, one line each, lazily
 * loaded. The tab bar shows a tab when the server lists it in the header (contracts' visibleLeadTabs)
 * and a page is registered here; the others are absent.
 */
export const LEAD_TAB_PAGES: Partial<Record<LeadTab, TabPage>> = {
  profile: tab(
    () => import('./ProfileTab'),
    (leadId) => apiUrl('/api/leads/{leadId}/profile', { leadId }),
  ),
  address: tab(() => import('./AddressTab')),
  statusChange: tab(() => import('./StatusChangeTab')),
  notes: tab(() => import('./NotesTab').then((m) => ({ default: m.LeadNotesTab }))),
  phoneNotes: tab(() => import('./NotesTab').then((m) => ({ default: m.LeadPhoneNotesTab }))),
  activityLog: tab(() => import('./ActivityLogTab')),
  applicationAddress: tab(() => import('./application/AddressStep')),
  applicationBackground: tab(() => import('./application/BackgroundStep')),
  applicationAcademics: tab(() => import('./application/AcademicsStep')),
  applicationQuestions: tab(() => import('./application/QuestionsStep')),
  applicationSubmit: tab(() => import('./application/SubmitStep')),
  applicationDownload: tab(() => import('./application/DownloadStep')),
  email: tab(() => import('./messages/EmailTab')),
  task: tab(() => import('./messages/TaskTab')),
  document: tab(() => import('./documents/DocumentsTab')),
  semester: tab(() => import('./admin/SemesterTab')),
  estimate: tab(() => import('./admin/EstimateTab')),
  admissionForms: tab(() => import('./admission/AdmissionFormsTab')),
  academicRecords: tab(() => import('./admission/AcademicRecordsTab')),
  immigrationDocument: tab(() => import('./admission/ImmigrationDocumentsTab')),
};

/** `rights`: the viewer's rights on the tab (recordRightsOn with the tab's components). */
export const leadTabReadOnly = (header: LeadHeader, rights: Rights) => !header.canEdit || !rights.edit;
