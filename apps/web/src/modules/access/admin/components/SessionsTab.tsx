import { useSearchParams } from 'react-router';
import { Table, Tag, Tooltip, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type ActiveSession } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useSignedIn } from '../../../../app/session';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { FilterInput } from '../../../../components/FilterInput';
import { formatDateTime, plural } from '../../../../components/format';
import { QueryState } from '../../../../components/QueryState';
import { useEndSession, useSessions } from '../api';

/** Who is signed in now, with a "Log out" that ends a session on the server. */
export function SessionsTab() {
  const [sp, setSp] = useSearchParams();
  const name = sp.get('name') ?? '';
  const query = useSessions(name);
  const end = useEndSession();
  const { user } = useSignedIn();

  const columns: ColumnsType<ActiveSession> = [
    {
      title: 'User',
      key: 'name',
      render: (_, s) => (
        <>
          {s.name} <Typography.Text type="secondary">({s.username})</Typography.Text>
          {s.sessionId === user.sessionId && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              This session
            </Tag>
          )}
        </>
      ),
    },
    { title: 'Type', dataIndex: 'userType', key: 'userType' },
    { title: 'IP address', dataIndex: 'ip', key: 'ip', render: (v: string | null) => v ?? '—' },
    {
      title: 'Browser',
      dataIndex: 'userAgent',
      key: 'userAgent',
      render: (v: string | null) =>
        v ? (
          <Tooltip title={v}>
            <span className="cell-clip">{v}</span>
          </Tooltip>
        ) : (
          '—'
        ),
    },
    { title: 'Signed in', dataIndex: 'createdAt', key: 'createdAt', render: formatDateTime },
    { title: 'Last seen', dataIndex: 'lastSeenAt', key: 'lastSeenAt', render: formatDateTime },
    {
      title: 'Action',
      key: 'action',
      fixed: 'right',
      render: (_, s) => (
        <ConfirmAction
          title={`Log out ${s.name}?`}
          description="They will have to sign in again on that device."
          danger
          okText="Log out"
          icon={<LogoutOutlined />}
          disabled={s.sessionId === user.sessionId}
          ariaLabel={`Log out ${s.name}`}
          onConfirm={() => end.mutateAsync(s.sessionId).then(() => toast.success(TOASTS.sessionEnded))}
        >
          Log out
        </ConfirmAction>
      ),
    },
  ];

  return (
    <section aria-label="Active sessions">
      <FilterInput
        id="name"
        label="Search name or username"
        search
        style={{ width: 260, marginBottom: 12 }}
        value={name}
        onApply={(v) =>
          setSp(
            (p) => {
              const n = new URLSearchParams(p);
              if (v) n.set('name', v);
              else n.delete('name');
              return n;
            },
            { replace: true },
          )
        }
      />
      <QueryState query={query}>
        {(d) => (
          <Table<ActiveSession>
            rowKey="sessionId"
            columns={columns}
            dataSource={d.items}
            loading={query.isFetching}
            size="middle"
            scroll={{ x: 'max-content' }}
            pagination={{ pageSize: 25, hideOnSinglePage: true, showTotal: (t) => plural(t, 'session') }}
            locale={{ emptyText: name ? 'No active session matches this name' : 'Nobody is signed in' }}
          />
        )}
      </QueryState>
    </section>
  );
}
