import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Flex, InputNumber, Radio, Space, Table, Tag, Typography } from 'antd';
import { SwapOutlined, UndoOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  DUPLICATE_TOASTS,
  LEAD_LINK,
  MERGE_FIELDS,
  leadStatusName,
  leadTabUrl,
  type LeadMergeLog,
  type LeadMergePreview,
  type LeadRecord,
  type MergeField,
  type MergeSide,
  formatPhone,
} from '@caduceus/contracts';
import { useComponentRights, useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { formatDate, formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { LeadStatusTag } from '../../leads/components/LeadTags';
import { DUP_PATHS, useMergeLeads, useMergePreview, useUndoMerge } from './api';

const TABLE_NAMES: Record<string, string> = {
  lead_notes: 'Notes',
  lead_status_changes: 'Status history',
  tasks: 'Tasks',
  lead_emails: 'Emails',
  lead_unverified_emails: 'Resolved inbound emails',
  lead_documents: 'Documents',
  lead_estimates: 'Estimates',
  lead_semester_deferments: 'Semester deferments',
  lead_applications: 'Application',
  lead_application_steps: 'Application steps',
};
const tableName = (t: string) => TABLE_NAMES[t] ?? t;

/** A field's value as a user reads it (dropdowns by their label). */
function shown(p: LeadMergePreview, lead: LeadRecord, key: MergeField): string {
  const v = lead[key];
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (key === 'dateOfBirth') return formatDate(String(v));
  if (key === 'phone' || key === 'alternatePhone') return formatPhone(String(v));
  if (key === 'representativeId' || key === 'fairId') return p.names[`${key}:${v}`] ?? `#${v}`;
  return lead.labels[key] ?? String(v);
}
const blank = (v: unknown) => v === null || v === undefined || v === '';

type Row = { key: MergeField; label: string; survivor: string; other: string; same: boolean };

function MergeForm({ preview, onMerged }: { preview: LeadMergePreview; onMerged: (log: LeadMergeLog) => void }) {
  const { survivor, other } = preview;
  const merge = useMergeLeads();
  const initial = useMemo(
    () =>
      Object.fromEntries(
        MERGE_FIELDS.map((f) => [f.key, blank(survivor[f.key]) && !blank(other[f.key]) ? 'other' : 'survivor']),
      ) as Record<MergeField, MergeSide>,
    [survivor, other],
  );
  const [choices, setChoices] = useState(initial);
  useEffect(() => setChoices(initial), [initial]);
  const rows: Row[] = MERGE_FIELDS.map((f) => ({
    key: f.key,
    label: f.label,
    survivor: shown(preview, survivor, f.key),
    other: shown(preview, other, f.key),
    same: survivor[f.key] === other[f.key],
  }));
  const pick = (side: MergeSide) => (_: unknown, r: Row) => (
    <Radio
      checked={choices[r.key] === side}
      disabled={r.same}
      onChange={() => setChoices({ ...choices, [r.key]: side })}
      aria-label={`${r.label}: keep ${r[side]}`}
    >
      {r[side]}
    </Radio>
  );
  const columns: ColumnsType<Row> = [
    { title: 'Field', dataIndex: 'label', key: 'label', width: 180 },
    {
      title: (
        <>
          Survivor <Link to={leadTabUrl('profile', survivor.id)}>#{survivor.id}</Link>
        </>
      ),
      key: 'survivor',
      render: pick('survivor'),
    },
    {
      title: (
        <>
          Merged away <Link to={leadTabUrl('profile', other.id)}>#{other.id}</Link>
        </>
      ),
      key: 'other',
      render: pick('other'),
    },
  ];
  const moved = Object.entries(preview.related).filter(([, n]) => n.other > 0);
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          {
            key: 's',
            label: `Survivor #${survivor.id}`,
            children: (
              <Space>
                <span>
                  {survivor.firstName} {survivor.lastName}
                </span>
                <LeadStatusTag statusId={survivor.statusId} name={leadStatusName(survivor.statusId)} />
              </Space>
            ),
          },
          {
            key: 'o',
            label: `Merged away #${other.id}`,
            children: (
              <Space>
                <span>
                  {other.firstName} {other.lastName}
                </span>
                <LeadStatusTag statusId={other.statusId} name={leadStatusName(other.statusId)} />
              </Space>
            ),
          },
        ]}
      />
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={columns}
        aria-label="Choose the value of each field"
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        {moved.length ? (
          <>
            Moves to the survivor:{' '}
            {moved.map(([t, n]) => (
              <Tag key={t}>
                {tableName(t)}: {n.other}
              </Tag>
            ))}
          </>
        ) : (
          'The merged-away lead has no notes, history, tasks, emails or documents to move.'
        )}{' '}
        The survivor keeps its status; the other lead is removed from the lists (the merge can be undone from the log
        below).
      </Typography.Paragraph>
      <Flex justify="flex-end">
        <ConfirmAction
          title={`Merge lead #${other.id} into #${survivor.id}?`}
          okText="Merge"
          type="primary"
          size="middle"
          danger
          onConfirm={() =>
            saveWithToasts(
              async () => onMerged(await merge.mutateAsync({ survivorId: survivor.id, otherId: other.id, choices })),
              { ok: DUPLICATE_TOASTS.merged, failed: DUPLICATE_TOASTS.mergeFailed },
            )
          }
        >
          Merge Leads
        </ConfirmAction>
      </Flex>
    </Flex>
  );
}

/**
 * /lead/lead-admin/lead-merge: two leads side by side, a value chosen per field, then one merge (notes,
 * history, tasks, emails, documents move to the survivor). The merge log below undoes a merge.
 */
export default function LeadMergePage() {
  // merging needs the bit on the Lead menu and on the Merge leads component
  const menu = useRights(LEAD_LINK);
  const merge = useComponentRights('leadProfile.merge');
  const rights = { delete: menu.delete && merge.delete };
  const [sp, setSp] = useSearchParams();
  const num = (k: string) => {
    const n = Number(sp.get(k));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  const survivorId = num('survivorId');
  const otherId = num('otherId');
  const setIds = (s: number | null, o: number | null) =>
    setSp(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of [
          ['survivorId', s],
          ['otherId', o],
        ] as const)
          if (v) next.set(k, String(v));
          else next.delete(k);
        return next;
      },
      { replace: true },
    );
  const preview = useMergePreview(survivorId, otherId);
  const [done, setDone] = useState<LeadMergeLog | null>(null);
  const undo = useUndoMerge();
  const runUndo = (id: number) =>
    saveWithToasts(() => undo.mutateAsync(id), {
      ok: DUPLICATE_TOASTS.undone,
      failed: DUPLICATE_TOASTS.undoFailed,
    }).then(() => setDone(null));

  const logColumns: ColumnsType<LeadMergeLog> = [
    { title: 'Merged', dataIndex: 'mergedAt', key: 'mergedAt', render: (v: string) => formatDateTime(v) },
    {
      title: 'Survivor',
      key: 'survivor',
      render: (_: unknown, m) => (
        <Link to={leadTabUrl('profile', m.survivorId)}>
          #{m.survivorId} {m.survivorName}
        </Link>
      ),
    },
    { title: 'Merged away', key: 'other', render: (_: unknown, m) => `#${m.otherId} ${m.otherName}` },
    {
      title: 'Fields taken',
      dataIndex: 'taken',
      key: 'taken',
      render: (t: string[]) =>
        t.length ? t.map((k) => MERGE_FIELDS.find((f) => f.key === k)?.label ?? k).join(', ') : '—',
    },
    {
      title: 'Rows moved',
      dataIndex: 'moved',
      key: 'moved',
      render: (m: LeadMergeLog['moved']) => Object.values(m).reduce((n, ids) => n + ids.length, 0),
    },
    { title: 'By', dataIndex: 'mergedByName', key: 'by', render: (v: string | null) => v ?? '—' },
    {
      title: 'Undo',
      key: 'undo',
      render: (_: unknown, m) =>
        m.undoneAt ? (
          <Tag>Undone {formatDate(m.undoneAt)}</Tag>
        ) : (
          rights.delete && (
            <ConfirmAction
              title="Undo this merge?"
              description="Both leads return exactly as they were before it."
              icon={<UndoOutlined />}
              onConfirm={() => runUndo(m.id)}
              ariaLabel={`Undo merge ${m.id}`}
            >
              Undo
            </ConfirmAction>
          )
        ),
    },
  ];

  return (
    <Page
      title="Lead Merge"
      subtitle="Merge a duplicate lead into the one that stays"
      actions={<Link to="/lead/lead-admin/duplicate-lead">Duplicate leads</Link>}
    >
      <Flex vertical gap={16}>
        <Card size="small">
          <Flex gap={12} wrap align="center">
            <label>
              Survivor lead id{' '}
              <InputNumber
                min={1}
                value={survivorId}
                onChange={(v) => setIds(v ?? null, otherId)}
                aria-label="Survivor lead id"
              />
            </label>
            <Button
              icon={<SwapOutlined />}
              onClick={() => setIds(otherId, survivorId)}
              aria-label="Swap the two leads"
              disabled={!survivorId || !otherId}
            >
              Swap
            </Button>
            <label>
              Lead to merge away{' '}
              <InputNumber
                min={1}
                value={otherId}
                onChange={(v) => setIds(survivorId, v ?? null)}
                aria-label="Lead to merge away"
              />
            </label>
          </Flex>
        </Card>
        {done && (
          <Alert
            type="success"
            showIcon
            message={`Lead #${done.otherId} was merged into #${done.survivorId}`}
            action={
              <Space>
                <Link to={leadTabUrl('profile', done.survivorId)}>Open the lead</Link>
                {rights.delete && (
                  <Button
                    size="small"
                    icon={<UndoOutlined />}
                    onClick={() => void runUndo(done.id).catch(() => undefined)}
                  >
                    Undo
                  </Button>
                )}
              </Space>
            }
          />
        )}
        {!done &&
          (survivorId && otherId ? (
            survivorId === otherId ? (
              <Alert type="error" showIcon message="A lead cannot be merged into itself" />
            ) : (
              <QueryState query={preview}>
                {(p) =>
                  rights.delete ? (
                    <MergeForm preview={p} onMerged={setDone} />
                  ) : (
                    <Alert type="info" showIcon message="You may look at both leads but not merge them" />
                  )
                }
              </QueryState>
            )
          ) : (
            <Alert type="info" showIcon message="Enter two lead ids, or open a pair from the duplicate leads" />
          ))}
        <Card
          size="small"
          title={
            <h2 className="card-h2" style={{ margin: 0, fontSize: 16 }}>
              Merge log
            </h2>
          }
        >
          <DataTable<LeadMergeLog>
            label="Merge log"
            path={DUP_PATHS.merges}
            rowKey="id"
            columns={logColumns}
            search={false}
            emptyText="No merges yet"
            prefix="log"
          />
        </Card>
      </Flex>
    </Page>
  );
}
