import { Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Flex } from 'antd';
import {
  STUDENT_LINK,
  STUDENT_TAB_COMPONENTS,
  STUDENT_TABS,
  studentTabUrl,
  type StudentHeader,
  type StudentTab,
} from '@caduceus/contracts';
import { isSelfServiceUser } from '../../../app/access';
import { recordRightsOn, useRecordRights } from '../../../app/rights';
import { useSignedIn } from '../../../app/session';
import { ErrorState, LoadingState } from '../../../components/QueryState';
import { Page } from '../../../components/Page';
import { useStudentHeader } from '../api';
import {
  FinancialBlockNotice,
  NoTabs,
  ParentStudentSwitcher,
  StudentTabBar,
  TabUnavailable,
  ViewAsBar,
  ViewAsButton,
} from '../components/RecordParts';
import { StudentHeaderCard } from '../components/StudentHeaderCard';
import { ActiveBanners } from '../../admin';
import { STUDENT_TAB_PAGES, tabReadOnly } from '../tabs/registry';
import { useOpenTabAhead } from '../../../components/records/lazyTab';
import { tabOfRecordPath } from '../recordRules';
import { VIEW_AS_PARAM, VIEW_AS_VALUE, applyViewAs, releaseViewAs, withViewAs } from '../viewAs';
import '../../../components/records/records.css';

/** The tabs of the header that have a page here, in the header's order. */
const shownTabs = (h: StudentHeader) => h.tabs.filter((t) => STUDENT_TAB_PAGES[t]);

/**
 * Every /student/details/<tab>/:studentId route: the header (picture, name, the spec's facts), the tab
 * bar of the tabs this viewer sees (the server's header.tabs that have a page), and the open tab. Staff may
 * view the record as the student does (read only); a parent linked to several students switches here.
 */
export default function StudentDetailPage() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { studentId: raw } = useParams();
  const studentId = /^\d+$/.test(raw ?? '') ? Number(raw) : null;
  const tab = tabOfRecordPath(pathname);
  const session = useSignedIn();
  const staff = !isSelfServiceUser(session.user);
  const viewAs = staff && new URLSearchParams(search).get(VIEW_AS_PARAM) === VIEW_AS_VALUE;

  // while rendering, before the record's queries are keyed: their reads carry the view-as header or not
  const [token] = useState(() => Symbol('student-record'));
  applyViewAs(token, viewAs && studentId ? studentId : null);
  useEffect(() => () => releaseViewAs(token), [token]);

  const header = useStudentHeader(studentId);
  // the open tab's code and first read come while the header does, not after it
  useOpenTabAhead(STUDENT_TAB_PAGES, tab, studentId);
  if (studentId === null || !tab) return <Navigate to="/notfound" replace />;

  const suffix = viewAs ? withViewAs('', true) : '';
  const toggleViewAs = (on: boolean) => void navigate(pathname + withViewAs(search, on));

  if (header.isPending)
    return (
      <Page title="Student record">
        <LoadingState rows={6} />
      </Page>
    );
  if (header.isError && !header.data) {
    return (
      <Page title="Student record">
        <ErrorState error={header.error} onRetry={() => void header.refetch()} />
      </Page>
    );
  }
  const h = header.data;
  const tabs = shownTabs(h);
  const open = h.tabs.includes(tab) ? STUDENT_TAB_PAGES[tab] : undefined;
  // the student's side lands on the first part they may open when the one asked for is closed to them; so does
  // staff whose rights do not cover the part asked for (a part closed by the student's status says so instead)
  const rightsClose =
    staff && !recordRightsOn(STUDENT_LINK, STUDENT_TAB_COMPONENTS[tab], session.user.roleId, session.accessRights).read;
  if (!open && (!staff || rightsClose) && tabs.length)
    return <Navigate to={studentTabUrl(tabs[0], studentId) + suffix} replace />;
  const canChangePhoto =
    h.tabs.includes('personal') &&
    !tabReadOnly(
      h,
      'personal',
      recordRightsOn(STUDENT_LINK, STUDENT_TAB_COMPONENTS.personal, session.user.roleId, session.accessRights),
    );

  return (
    <Page
      title={h.name}
      subtitle={viewAs ? `Student ID ${h.id} · as the student sees it` : `Student ID ${h.id}`}
      actions={
        <Flex gap={8} wrap align="center">
          {h.viewer === 'parent' && <ParentStudentSwitcher studentId={studentId} />}
          {staff && !viewAs && <ViewAsButton onClick={() => toggleViewAs(true)} />}
        </Flex>
      }
    >
      {viewAs && <ViewAsBar onExit={() => toggleViewAs(false)} />}
      {/* students and parents land here: their announcements come with them */}
      {!staff && <ActiveBanners />}
      <div key={viewAs ? 'as-student' : 'as-viewer'}>
        <StudentHeaderCard header={h} canChangePhoto={canChangePhoto} />
        {tabs.length === 0 ? (
          <NoTabs header={h} />
        ) : (
          <>
            <FinancialBlockNotice header={h} />
            <StudentTabBar tabs={tabs} current={tab} studentId={studentId} suffix={suffix} />
            <section aria-label={STUDENT_TABS[tab].label}>
              {open ? (
                <Suspense fallback={<LoadingState />}>
                  <TabContent tab={tab} studentId={studentId} header={h} />
                </Suspense>
              ) : (
                <TabUnavailable tab={tab} first={tabs[0]} studentId={studentId} suffix={suffix} asStudent={viewAs} />
              )}
            </section>
          </>
        )}
      </div>
    </Page>
  );
}

function TabContent({ tab, studentId, header }: { tab: StudentTab; studentId: number; header: StudentHeader }) {
  const TabPage = STUDENT_TAB_PAGES[tab]!;
  const rights = useRecordRights(STUDENT_LINK, STUDENT_TAB_COMPONENTS[tab]);
  return (
    <TabPage
      key={tab}
      studentId={studentId}
      header={header}
      readOnly={tabReadOnly(header, tab, rights)}
      rights={rights}
    />
  );
}
