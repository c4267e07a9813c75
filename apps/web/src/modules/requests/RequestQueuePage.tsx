import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDate, requestKindOfPath, requestMenuOf, type RequestKindKey } from '@caduceus/contracts';
import { translateTitle } from '../../app/i18n';
import { useRights } from '../../app/rights';
import { DataTable } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { StatusTag } from '../../components/StatusTag';
import { useUrlRecord } from '../../components/useUrlView';
import { REQUEST_PATHS, useRequestCounts, type RequestRow } from './api';
import { RequestDrawer } from './RequestDrawer';

/**
 * A kind's staff queue (/medical/request/<kind>): its requests newest first, filtered by status (the counts of
 * each above the list; the appeal's draft and status screens show its drafts and its open appeals) and by
 * student; a row opens the request in a drawer kept in the URL (?request=<id>), where the office moves it.
 */
export default function RequestQueuePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const kind = requestKindOfPath(pathname)!;
  const key = kind.key as RequestKindKey;
  const rights = useRights(requestMenuOf(kind));
  const queueTitle = kind.label.endsWith('s') ? kind.label : `${kind.label}s`;
  const counts = useRequestCounts(key);
  const [open, setOpen] = useUrlRecord('request');
  const fixed = pathname.endsWith('/appeal/draft')
    ? { status: 'draft' }
    : pathname.endsWith('/appeal/status')
      ? { open: 'true' }
      : undefined;
  const columns = useMemo<ColumnsType<RequestRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('Request', { ns: 'titles' }) },
      { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }) },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      {
        key: 'summary',
        title: t('Details', { ns: 'titles' }),
        render: (_: unknown, r) =>
          kind.form.fields
            .slice(0, 2)
            .map((f) => r.dataText[f.key])
            .filter(Boolean)
            .map((v) => translateTitle(v!))
            .join(' · '),
      },
      ...(kind.feeCents
        ? [
            {
              key: 'fee',
              dataIndex: 'fee',
              title: t('Fee', { ns: 'titles' }),
              render: (v: string | null) => (v ? `$${v}` : ''),
            },
          ]
        : []),
      {
        key: 'createdAt',
        dataIndex: 'createdAt',
        title: t('Requested on', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        render: (_: unknown, r) => <StatusTag status={r.status} label={r.statusLabel} />,
      },
    ],
    [t, kind],
  );
  return (
    <Page title={queueTitle} subtitle="Requests from students, moved along their steps by the office">
      <Flex gap={8} wrap style={{ marginBottom: 12 }} aria-label={t('Counts by status', { ns: 'titles' })}>
        {(counts.data?.items ?? []).map((c) => (
          <Tag key={c.status}>
            {translateTitle(c.label)}: {c.count}
          </Tag>
        ))}
      </Flex>
      <DataTable<RequestRow>
        key={pathname}
        path={REQUEST_PATHS.queue(key)}
        params={fixed}
        columns={columns}
        rowKey="id"
        rowHref={(r) => {
          const next = new URLSearchParams(search);
          next.set('request', String(r.id));
          return `${pathname}?${next.toString()}`;
        }}
        label={translateTitle(queueTitle)}
        search={t('Student name or ID', { ns: 'titles' })}
        filters={
          fixed
            ? []
            : [
                {
                  name: 'status',
                  label: t('Status', { ns: 'titles' }),
                  options: kind.flow.statuses.map((s) => ({ value: s.value, label: translateTitle(s.label) })),
                },
              ]
        }
        emptyText={t('No requests', { ns: 'titles' })}
        itemName={[t('request', { ns: 'titles' }), t('requests', { ns: 'titles' })]}
      />
      <RequestDrawer
        where={{ kind: key }}
        requestId={open}
        canMove={rights.edit}
        canWrite={rights.write}
        onClose={() => setOpen(null)}
      />
    </Page>
  );
}
