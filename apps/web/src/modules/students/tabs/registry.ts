import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { SELF_SERVICE_WRITABLE_TABS, type StudentHeader, type StudentTab } from '@caduceus/contracts';

/** What every tab page of the student record receives from the record's layout. */
export interface StudentTabProps {
  studentId: number;
  /** the header as the server sent it (facts, visible tabs, viewer) */
  header: StudentHeader;
  /** true when this viewer may not change anything on this tab (no edit right, viewing as the student, or a self-service read-only tab) */
  readOnly: boolean;
}
type TabPage = LazyExoticComponent<ComponentType<StudentTabProps>>;
const tab = (load: () => Promise<{ default: ComponentType<StudentTabProps> }>): TabPage => lazy(load);

/**
 * The web half of the tab registry: each domain adds the pages of the tabs it serves here, one line
 * each, lazily loaded. The tab bar shows a tab when the server lists it in the header (the rules of
 * contracts' visibleStudentTabs) and a page is registered here.
 */
export const STUDENT_TAB_PAGES: Partial<Record<StudentTab, TabPage>> = {
};

export const tabReadOnly = (header: StudentHeader, t: StudentTab) =>
  !header.canEdit || (header.viewer !== 'staff' && !SELF_SERVICE_WRITABLE_TABS.includes(t));
