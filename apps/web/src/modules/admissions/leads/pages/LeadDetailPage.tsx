import { Suspense } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import {
  LEAD_ACTION_COMPONENTS,
  LEAD_LINK,
  LEAD_TAB_COMPONENTS,
  LEAD_TABS,
  type LeadHeader,
  type LeadTab,
} from '@caduceus/contracts';
import { useRecordRights } from '../../../../app/rights';
import { ErrorState, LoadingState } from '../../../../components/QueryState';
import { Page } from '../../../../components/Page';
import { useLeadHeader } from '../api';
import { LeadActions, LeadClosedBar, LeadHeaderCard } from '../components/LeadHeaderCard';
import { LeadTabBar, LeadTabUnavailable } from '../components/LeadTabBar';
import { leadTabOfRecordPath } from '../recordRules';
import { LEAD_TAB_PAGES, leadTabReadOnly } from '../tabs/registry';
import { useOpenTabAhead } from '../../../../components/records/lazyTab';
import '../../../../components/records/records.css';

/** The tabs of the header that have a page here, in the header's order. */
const shownTabs = (h: LeadHeader) => h.tabs.filter((t) => LEAD_TAB_PAGES[t]);

/**
 * Every /lead/details/<tab>/:leadId route: the header (name, the lead's facts, close/reopen and
 * migrate), the tab bar of the tabs this lead shows (the server's header.tabs that have a page) and the
 * open tab.
 */
export default function LeadDetailPage() {
  const { pathname } = useLocation();
  const { leadId: raw } = useParams();
  const leadId = /^\d+$/.test(raw ?? '') ? Number(raw) : null;
  const tab = leadTabOfRecordPath(pathname);
  // closing and reopening: the status change part (the server's `close` action)
  const rights = useRecordRights(LEAD_LINK, LEAD_ACTION_COMPONENTS.close);
  const header = useLeadHeader(leadId);
  // the open tab's code and first read come while the header does, not after it
  useOpenTabAhead(LEAD_TAB_PAGES, tab, leadId);
  if (leadId === null || !tab) return <Navigate to="/notfound" replace />;

  if (header.isPending)
    return (
      <Page title="Lead">
        <LoadingState rows={6} />
      </Page>
    );
  if (header.isError && !header.data) {
    return (
      <Page title="Lead">
        <ErrorState error={header.error} onRetry={() => void header.refetch()} />
      </Page>
    );
  }
  const h = header.data;
  const tabs = shownTabs(h);
  const open = h.tabs.includes(tab) ? LEAD_TAB_PAGES[tab] : undefined;

  return (
    <Page
      title={h.name}
      subtitle={`Lead ID ${h.id}`}
      actions={
        <>
          <Link to={LEAD_LINK} style={{ alignSelf: 'center' }}>
            Back to the lead list
          </Link>
          <LeadActions header={h} canEdit={rights.edit} />
        </>
      }
    >
      <LeadHeaderCard header={h} />
      <LeadClosedBar header={h} canReopen={rights.edit} />
      <LeadTabBar tabs={tabs} current={tab} leadId={leadId} />
      <section aria-label={LEAD_TABS[tab].label}>
        {open ? (
          <Suspense fallback={<LoadingState />}>
            <TabContent tab={tab} leadId={leadId} header={h} />
          </Suspense>
        ) : (
          <LeadTabUnavailable tab={tab} first={tabs[0]} leadId={leadId} />
        )}
      </section>
    </Page>
  );
}

function TabContent({ tab, leadId, header }: { tab: LeadTab; leadId: number; header: LeadHeader }) {
  const TabPage = LEAD_TAB_PAGES[tab]!;
  const rights = useRecordRights(LEAD_LINK, LEAD_TAB_COMPONENTS[tab]);
  return (
    <TabPage key={tab} leadId={leadId} header={header} readOnly={leadTabReadOnly(header, rights)} rights={rights} />
  );
}
