import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dropdown, Tooltip } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, requestKindOf, type RequestKind } from '@caduceus/contracts';
import { translateTitle } from '../../app/i18n';
import { DataTable } from '../../components/DataTable';
import { StatusTag } from '../../components/StatusTag';
import { useUrlRecord } from '../../components/useUrlView';
import type { StudentTabProps } from '../students';
import { REQUEST_PATHS, useRequestKinds, type RequestRow } from './api';
import { NewRequestDialog } from './NewRequestDialog';
import { RequestDrawer } from './RequestDrawer';

/**
 * The student record's Requests tab: her requests of every kind, newest first, each opened in a drawer (kept in
 * the URL, ?request=<id>) with its history, letter and her own moves (withdraw, submit a draft, sign an appeal's
 * conditions). "New request" lists the kinds, those her course does not allow greyed out with the reason.
 */
export default function RequestsTab({ studentId, readOnly, header }: StudentTabProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useUrlRecord('request');
  const [menuOpen, setMenuOpen] = useState(false);
  const kinds = useRequestKinds(studentId, !readOnly);
  const [asking, setAsking] = useState<{ kind: RequestKind; fee: string | null } | null>(null);
  const columns = useMemo<ColumnsType<RequestRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('Request', { ns: 'titles' }) },
      {
        key: 'kindLabel',
        dataIndex: 'kindLabel',
        title: t('Kind', { ns: 'titles' }),
        render: (v: string) => translateTitle(v),
      },
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('Requested on', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      {
        key: 'fee',
        dataIndex: 'fee',
        title: t('Fee', { ns: 'titles' }),
        render: (v: string | null) => (v ? `$${v}` : ''),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        render: (_: unknown, r) => <StatusTag status={r.status} label={r.statusLabel} />,
      },
    ],
    [t],
  );
  const items = (kinds.data?.items ?? []).map((k) => ({
    key: k.key,
    disabled: k.refused !== null,
    label: k.refused ? (
      <Tooltip title={translateTitle(k.refused)} placement="left">
        <span>{translateTitle(k.label)}</span>
      </Tooltip>
    ) : (
      translateTitle(k.label)
    ),
  }));
  return (
    <Card
      title={<h2 className="card-h2">{t('Requests', { ns: 'titles' })}</h2>}
      extra={
        !readOnly && (
          <Dropdown
            open={menuOpen}
            onOpenChange={setMenuOpen}
            menu={{
              items,
              // about twenty kinds: the list scrolls inside the screen rather than running off its foot
              style: { maxHeight: 'min(60vh, 520px)', overflowY: 'auto' },
              onClick: ({ key }) => {
                const kind = requestKindOf(key);
                const option = kinds.data?.items.find((k) => k.key === key);
                if (kind) setAsking({ kind, fee: option?.fee ?? null });
                setMenuOpen(false);
              },
            }}
            trigger={['click']}
          >
            <Button type="primary" icon={<PlusOutlined />} loading={kinds.isLoading}>
              {t('New request', { ns: 'titles' })} <DownOutlined />
            </Button>
          </Dropdown>
        )
      }
    >
      <DataTable<RequestRow>
        path={REQUEST_PATHS.mine(studentId)}
        prefix="req"
        columns={columns}
        rowKey="id"
        rowHref={(r) => `?request=${r.id}`}
        label={t('Requests', { ns: 'titles' })}
        search={false}
        emptyText={t('No requests yet', { ns: 'titles' })}
        itemName={[t('request', { ns: 'titles' }), t('requests', { ns: 'titles' })]}
      />
      <RequestDrawer
        where={{ studentId }}
        requestId={open}
        canMove={!readOnly && header.canEdit}
        onClose={() => setOpen(null)}
      />
      <NewRequestDialog
        key={asking?.kind.key ?? 'none'}
        studentId={studentId}
        kind={asking?.kind ?? null}
        fee={asking?.fee ?? null}
        onClose={() => setAsking(null)}
      />
    </Card>
  );
}
