import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, Flex, Tabs, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  MAIL_LOG_KINDS,
  MAIL_LOG_LINK,
  MAIL_LOG_REGISTERS,
  MAIL_LOG_TOASTS,
  hasOutgoingType,
  mailLogKindOfPath,
  type MailLogKind,
  type MailLogListItem,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { formatDate, plural } from '../../../../components/format';
import { errorText } from '../../../../components/QueryState';
import { PATHS, useDeleteMailLog, useMailLog } from '../api';
import { MailLogFilters, useMailLogFilters } from '../components/MailLogFilters';

const MailLogViewDrawer = lazyOnOpen(
  () => import('../components/MailLogViewDrawer').then((m) => m.MailLogViewDrawer),
  (p) => p.id !== null,
);
const MailLogFormDrawer = lazyOnOpen(
  () => import('../components/MailLogFormDrawer').then((m) => m.MailLogFormDrawer),
  (p) => p.open,
);

/** URL parameters of the drawers: ?view=ID, ?edit=ID or ?edit=new. */
const OPEN = ['view', 'edit'] as const;

/**
 * The mail register (000 section 7): one screen for the five registers (/mailLog/incoming, /outgoing,
 * /aruba/incoming, /aruba/outgoing, /returned), chosen by the path. Server-paged list searched by date
 * range, department, entered by, type of outgoing and words; view, add, edit and delete in drawers
 * whose record is in the URL; export to Excel.
 */
export default function MailLogPage() {
  const { pathname } = useLocation();
  const kind: MailLogKind = mailLogKindOfPath(pathname) ?? 'incoming';
  const reg = MAIL_LOG_REGISTERS[kind];
  const navigate = useNavigate();
  const rights = useRights(MAIL_LOG_LINK);
  const [sp, setSp] = useSearchParams();
  const filters = useMailLogFilters();
  const del = useDeleteMailLog();

  const viewId = Number(sp.get('view')) || null;
  const edit = sp.get('edit');
  const editId = edit && edit !== 'new' ? Number(edit) || null : null;
  const editing = useMailLog(editId);

  // the entry open in the URL; a drawer the user closes goes at once (an urgent update), not when the URL's own
  // update renders: until then its focus lock pulled a click in the search box back into the closing drawer
  const openKey = OPEN.map((k) => sp.get(k) ?? '').join('|');
  const [closedKey, setClosedKey] = useState<string | null>(null);
  useEffect(() => setClosedKey(null), [openKey]);
  const shut = closedKey === openKey;

  const open = useCallback(
    (p: Partial<Record<(typeof OPEN)[number], string>>, replace = false) =>
      setSp(
        () => {
          // from the address as it is now: a search applied since this screen last rendered stays
          const next = new URLSearchParams(window.location.search);
          for (const k of OPEN) next.delete(k);
          for (const [k, v] of Object.entries(p)) if (v) next.set(k, v);
          return next;
        },
        { replace },
      ),
    [setSp],
  );
  const close = useCallback(() => {
    setClosedKey(openKey);
    open({}, true);
  }, [open, openKey]);
  const hrefFor = useCallback(
    (r: MailLogListItem) => {
      const next = new URLSearchParams(sp);
      for (const k of OPEN) next.delete(k);
      next.set('view', String(r.id));
      return `?${next.toString()}`;
    },
    [sp],
  );

  const columns = useMemo<ColumnsType<MailLogListItem>>(
    () => [
      {
        title: reg.labels.mailDate,
        dataIndex: 'mailDate',
        key: 'mailDate',
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      { title: 'Subject', dataIndex: 'subject', key: 'subject', sorter: true, ellipsis: true },
      { title: reg.labels.fromName, dataIndex: 'fromName', key: 'fromName', sorter: true },
      { title: reg.labels.toName, dataIndex: 'toName', key: 'toName', sorter: true },
      {
        title: 'Department',
        dataIndex: 'departmentLabel',
        key: 'departmentLabel',
        render: (v: string | null) => v ?? '—',
      },
      ...(hasOutgoingType(kind)
        ? [
            {
              title: 'Type of Outgoing',
              dataIndex: 'outgoingTypeLabel',
              key: 'outgoingTypeLabel',
              render: (v: string | null) => v ?? '—',
            },
          ]
        : []),
      {
        title: 'Tracking Number',
        dataIndex: 'trackingNumber',
        key: 'trackingNumber',
        render: (v: string | null) => v ?? '—',
      },
      ...(kind === 'returned'
        ? [
            {
              title: 'Reason Returned',
              dataIndex: 'returnReason',
              key: 'returnReason',
              ellipsis: true,
              render: (v: string | null) => v ?? '—',
            },
          ]
        : []),
      { title: 'Medium', dataIndex: 'medium', key: 'medium' },
      { title: 'Entered By', dataIndex: 'enteredByName', key: 'enteredByName', render: (v: string | null) => v ?? '—' },
      {
        title: 'Attachments',
        dataIndex: 'attachmentCount',
        key: 'attachmentCount',
        align: 'center' as const,
        render: (n: number) =>
          n ? (
            <span aria-label={plural(n, 'attachment')}>
              <PaperClipOutlined /> {n}
            </span>
          ) : (
            '—'
          ),
      },
      {
        title: 'Actions',
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: MailLogListItem) => (
          <Flex gap={2} wrap={false}>
            <Tooltip title="View">
              <Button
                size="small"
                type="text"
                icon={<EyeOutlined />}
                aria-label={`View ${r.subject}`}
                onClick={() => open({ view: String(r.id) })}
              />
            </Tooltip>
            {rights.edit && (
              <Tooltip title="Edit">
                <Button
                  size="small"
                  type="text"
                  icon={<EditOutlined />}
                  aria-label={`Edit ${r.subject}`}
                  onClick={() => open({ edit: String(r.id) })}
                />
              </Tooltip>
            )}
            {rights.delete && (
              <ConfirmAction
                title={`Delete "${r.subject}"?`}
                description="It leaves the register; its history is kept."
                okText="Delete"
                danger
                type="text"
                icon={<DeleteOutlined />}
                ariaLabel={`Delete ${r.subject}`}
                onConfirm={() =>
                  del.mutateAsync(r.id).then(
                    () => toast.success(MAIL_LOG_TOASTS.deleted),
                    (e: unknown) => toast.error(`${MAIL_LOG_TOASTS.deleteFailed} ${errorText(e)}`),
                  )
                }
              />
            )}
          </Flex>
        ),
      },
    ],
    [kind, reg, rights.edit, rights.delete, open, del],
  );

  const params = useMemo(() => ({ kind, ...filters.values }), [kind, filters.values]);
  const adding = edit === 'new' && rights.write;
  const editOpen = !!editing.data && editing.data.id === editId && rights.edit;

  return (
    <Page
      title={reg.title}
      subtitle="The school's register of physical and electronic mail"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ edit: 'new' })}>
            Add {reg.title.replace(/ Mail$/, ' mail').toLowerCase()}
          </Button>
        )
      }
    >
      <nav aria-label="Mail registers">
        <Tabs
          activeKey={kind}
          onChange={(k) => void navigate(MAIL_LOG_REGISTERS[k as MailLogKind].path)}
          items={MAIL_LOG_KINDS.map((k) => ({ key: k, label: MAIL_LOG_REGISTERS[k].title }))}
        />
      </nav>
      <MailLogFilters key={kind} kind={kind} />
      <DataTable<MailLogListItem>
        key={kind}
        label={reg.title}
        path={PATHS.logs}
        params={params}
        rowKey="id"
        columns={columns}
        rowHref={hrefFor}
        linkColumn="subject"
        search="Search from, to, subject, tracking number"
        defaultSort="-mailDate"
        exportAs={`mail_log_${kind.replace('-', '_')}`}
        emptyText={filters.active ? 'No mail matches this search' : `No ${reg.title.toLowerCase()} logged yet`}
      />
      <MailLogViewDrawer
        kind={kind}
        id={shut ? null : viewId}
        rights={rights}
        onEdit={(id) => open({ edit: String(id) })}
        onClose={close}
      />
      <MailLogFormDrawer
        kind={kind}
        open={!shut && (adding || editOpen)}
        entry={adding ? null : (editing.data ?? null)}
        onClose={close}
        onSaved={(id) => open({ view: String(id) }, true)}
      />
    </Page>
  );
}
