import { useSearchParams } from 'react-router';
import { Tabs } from 'antd';
import { Page } from '../../../../components/Page';
import { OutboxTab } from '../components/OutboxTab';
import { SessionsTab } from '../components/SessionsTab';
import { UsersTab } from '../components/UsersTab';

const TABS = ['users', 'sessions', 'outbox'] as const;
type Tab = (typeof TABS)[number];

/** /admin/user (super user): Users | Active sessions | Outbox; the tab is kept in ?tab=. */
export default function UsersPage() {
  const [sp, setSp] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(sp.get('tab') ?? '') ? (sp.get('tab') as Tab) : 'users';
  return (
    <Page title="Users" subtitle="Accounts, who is signed in, and the mail the system sends">
      <Tabs
        activeKey={tab}
        onChange={(k) => setSp(k === 'users' ? {} : { tab: k })}
        destroyOnHidden
        items={[
          { key: 'users', label: 'Users', children: <UsersTab /> },
          { key: 'sessions', label: 'Active sessions', children: <SessionsTab /> },
          { key: 'outbox', label: 'Outbox', children: <OutboxTab /> },
        ]}
      />
    </Page>
  );
}
