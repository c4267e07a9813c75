import { useTranslation } from 'react-i18next';
import { Alert, Badge, List, Spin } from 'antd';
import { Link } from 'react-router';
import { translateTitle } from '../../../app/i18n';
import { Page } from '../../../components/Page';
import { useAccountingNotifications } from './api';

/**
 * /accounting/notifications: what waits on the accounting office (unverified payments, invoice requests, LOA payments
 * to verify, students with overdue invoices), each with its count and a link to its list.
 */
export default function AccountingNotificationsPage() {
  const { t } = useTranslation();
  const q = useAccountingNotifications();
  return (
    <Page title="Notifications" subtitle="What waits on the accounting office" maxWidth={720}>
      {q.isLoading && <Spin />}
      {q.isError && (
        <Alert type="error" showIcon message={t('The notifications could not be loaded', { ns: 'titles' })} />
      )}
      {q.data && (
        <List
          bordered
          aria-label={t('Accounting notifications', { ns: 'titles' })}
          dataSource={q.data.items}
          locale={{ emptyText: t('Nothing waits', { ns: 'titles' }) }}
          renderItem={(n) => (
            <List.Item
              key={n.key}
              extra={<Badge count={n.count} showZero overflowCount={9999} color={n.count ? undefined : 'gray'} />}
            >
              <Link to={n.link}>{translateTitle(n.label)}</Link>
            </List.Item>
          )}
        />
      )}
    </Page>
  );
}
