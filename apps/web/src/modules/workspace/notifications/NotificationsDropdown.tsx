import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, Divider, Dropdown, Empty, Flex, Spin, Tag, Typography, theme } from 'antd';
import { BellOutlined, CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { NOTIFICATION_TOASTS, type Notification } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { formatDateTime } from '../../../components/format';
import './notifications.css';
import { useLiveNotifications, useMarkAllRead, useNotificationCounts, useNotificationList, useSetRead } from './api';

const TYPE_LABEL: Record<Notification['type'], string> = {
  DOCUMENT: 'Document',
  INSURANCE: 'Insurance',
  INVOICE: 'Invoice',
  SURVEY: 'Survey',
  TASK: 'Task',
  PROFILE: 'Profile',
  EMAIL: 'Email',
};

/**
 * The top-bar bell (000 section 2): the counts of work waiting (each shown only with read permission on
 * its page, hidden until its domain counts), each an entry to its screen, and the user's own
 * notifications, live. The badge is the sum of the counts and the unread notifications: every number it
 * shows is in the list it opens ("Waiting for you" and "Your notifications"), never beside an empty one.
 */
export function NotificationsDropdown() {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [announce, setAnnounce] = useState('');
  const panelRef = useRef<HTMLDivElement>(null);
  const bellRef = useRef<HTMLButtonElement>(null);
  // keyboard users land in the panel when it opens, and back on the bell when Escape closes it
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => panelRef.current?.focus(), 50);
    return () => clearTimeout(timer);
  }, [open]);
  const counts = useNotificationCounts();
  const list = useNotificationList();
  const markAll = useMarkAllRead();
  const setRead = useSetRead();

  useLiveNotifications(useCallback((n: Notification) => setAnnounce(`New notification: ${n.title}`), []));
  // the numbers in the open panel are the current ones (the badge may be a minute old)
  const refetchCounts = counts.refetch;
  useEffect(() => {
    if (open) void refetchCounts();
  }, [open, refetchCounts]);

  const unread = list.data?.unread ?? 0;
  const waiting = counts.data?.total ?? 0;
  const badge = unread + waiting;
  const items = list.data?.items ?? [];

  const go = (link: string | null) => {
    setOpen(false);
    if (link) void navigate(link);
  };
  const openOne = (n: Notification) => {
    if (!n.read) setRead.mutate({ id: n.id, read: true });
    go(n.link);
  };
  const readAll = () =>
    markAll.mutate(items[0]?.id, {
      onSuccess: () => toast.success(NOTIFICATION_TOASTS.allRead),
    });

  const waitingItems = counts.data?.items ?? [];
  const section = (text: string) => (
    <Typography.Text type="secondary" strong className="notification-section">
      {text}
    </Typography.Text>
  );

  const panel = (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="dialog"
      aria-label="Notifications"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          setOpen(false);
          bellRef.current?.focus();
        }
      }}
      style={{
        width: 360,
        maxWidth: 'calc(100vw - 24px)',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '12px 16px' }}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          Notifications
        </Typography.Title>
        <Flex gap={4} data-testid="notification-summary">
          {waiting > 0 && <Tag color="blue">{waiting} waiting</Tag>}
          {unread > 0 && <Tag color="blue">{unread} unread</Tag>}
          {badge === 0 && <Tag>All caught up</Tag>}
        </Flex>
      </Flex>
      <Divider style={{ margin: 0 }} />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {waitingItems.length > 0 && (
          <>
            {section('Waiting for you')}
            <ul className="notification-list" aria-label="Waiting for you">
              {waitingItems.map((c) => (
                <li key={c.link} style={{ borderBottom: `1px solid ${token.colorSplit}` }}>
                  <Button
                    type="link"
                    block
                    onClick={() => go(c.link)}
                    aria-label={`${c.label}: ${c.count}`}
                    style={{ display: 'flex', justifyContent: 'space-between', height: 'auto', padding: '8px 16px' }}
                  >
                    <span>{c.label}</span>
                    <Badge
                      count={c.count}
                      showZero
                      overflowCount={999}
                      color={c.count ? token.colorPrimary : token.colorTextQuaternary}
                    />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        {list.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin aria-label="Loading notifications" />
          </Flex>
        ) : list.isError ? (
          <Flex vertical align="center" gap={8} style={{ padding: 24 }} role="alert">
            <Typography.Text type="danger">Notifications could not be loaded</Typography.Text>
            <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Flex>
        ) : items.length === 0 ? (
          // with work waiting above, an empty personal list says nothing more; alone, it says all is quiet
          waitingItems.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" style={{ padding: 16 }} />
          )
        ) : (
          <>
            {waitingItems.length > 0 && section('Your notifications')}
            <ul className="notification-list" aria-label="Your notifications">
              {items.map((n) => (
                <li
                  key={n.id}
                  style={{
                    borderBottom: `1px solid ${token.colorSplit}`,
                    background: n.read ? undefined : token.colorPrimaryBg,
                  }}
                >
                  <button
                    type="button"
                    className="notification-item"
                    onClick={() => openOne(n)}
                    aria-label={`${n.read ? '' : 'Unread: '}${n.title}`}
                    style={{ color: token.colorText }}
                  >
                    <Flex justify="space-between" gap={8}>
                      <Typography.Text strong={!n.read}>{n.title}</Typography.Text>
                      <Tag style={{ marginInlineEnd: 0 }}>{TYPE_LABEL[n.type]}</Tag>
                    </Flex>
                    {n.body && (
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                        {n.body}
                      </Typography.Paragraph>
                    )}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(n.createdAt)}
                    </Typography.Text>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <Divider style={{ margin: 0 }} />
      <Flex justify="flex-end" style={{ padding: 8 }}>
        <Button type="link" icon={<CheckOutlined />} disabled={!unread} loading={markAll.isPending} onClick={readAll}>
          Mark all read
        </Button>
      </Flex>
    </div>
  );

  return (
    <>
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        placement="bottomRight"
        popupRender={() => panel}
      >
        <Button
          ref={bellRef}
          type="text"
          aria-label={badge ? `Notifications, ${badge} new` : 'Notifications'}
          aria-haspopup="dialog"
          aria-expanded={open}
        >
          <Badge count={badge} size="small" overflowCount={99} data-testid="notification-badge">
            <BellOutlined style={{ fontSize: 18, color: 'inherit' }} />
          </Badge>
        </Button>
      </Dropdown>
      <span className="visually-hidden" aria-live="polite">
        {announce}
      </span>
    </>
  );
}
