import { Link } from 'react-router';
import { Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { LEAD_TABS, leadTabUrl, type LeadTab } from '@caduceus/contracts';

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
  return (
    <nav aria-label="Lead record">
      <ul className="lead-tabs">
        {tabs.map((t) => (
          <li key={t}>
            <Link to={leadTabUrl(t, leadId)} aria-current={t === current ? 'page' : undefined}>
              {LEAD_TABS[t].label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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
    <div role="alert" style={{ textAlign: 'center', padding: '40px 16px' }}>
      <LockOutlined style={{ fontSize: 36 }} aria-hidden="true" />
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 12 }}>
        {name} is not available for this lead
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Which parts of a lead show depends on its status and program.
      </Typography.Paragraph>
      {first && <Link to={leadTabUrl(first, leadId)}>Open {LEAD_TABS[first].label}</Link>}
    </div>
  );
}
