import { LEAD_TABS, leadTabUrl, type LeadTab } from '@caduceus/contracts';
import { RecordTabBar, RecordTabUnavailable } from '../../../../components/records/RecordParts';
import { preloadTab, useIdlePreload } from '../../../../components/records/lazyTab';
import { LEAD_TAB_PAGES } from '../tabs/registry';

/** The record's tabs as links (each tab has its own URL); the open one is marked for assistive technology. */
export function LeadTabBar({
  tabs,
  current,
  leadId,
}: {
  tabs: LeadTab[];
  current: LeadTab | undefined;
  leadId: number;
}) {
  useIdlePreload(LEAD_TAB_PAGES, tabs);
  return (
    <RecordTabBar
      label="Lead record"
      tabs={tabs}
      current={current}
      tabLabel={(t) => LEAD_TABS[t].label}
      url={(t) => leadTabUrl(t, leadId)}
      preload={(t) => preloadTab(LEAD_TAB_PAGES, t)}
    />
  );
}

/** A tab this lead does not show now (its status decides), or one not built yet. */
export function LeadTabUnavailable({
  tab,
  first,
  leadId,
}: {
  tab: LeadTab | undefined;
  first: LeadTab | undefined;
  leadId: number;
}) {
  const name = tab ? LEAD_TABS[tab].label : 'This part';
  return (
    <RecordTabUnavailable
      title={`${name} is not available for this lead`}
      why="Which parts of a lead show depends on its status and program."
      first={first && { label: LEAD_TABS[first].label, url: leadTabUrl(first, leadId) }}
    />
  );
}
