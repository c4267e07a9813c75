import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { LEAVE_TOASTS, formatDate } from '@caduceus/contracts';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { leavesPath, useLeaveWrites, type LeaveRow } from './api';

const LeaveDialog = lazyOnOpen(
  () => import('./LeaveDialog').then((m) => m.LeaveDialog),
  (p) => p.target !== null,
);

/**
 * The Leave tab: the times a student was or will be away from her studies (the latest first), each with its
 * reason, days and the day she is expected back; the registrar records, corrects and removes them (the tab's
 * rights), the student reads her own.
 */
export default function LeaveTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = useLeaveWrites(studentId);
  const [target, setTarget] = useState<{ leave: LeaveRow | null } | null>(null);
  const columns = useMemo<ColumnsType<LeaveRow>>(
    () => [
      { key: 'reasonName', dataIndex: 'reasonName', title: t('Reason', { ns: 'titles' }) },
      {
        key: 'startDate',
        dataIndex: 'startDate',
        title: t('First day', { ns: 'titles' }),
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      {
        key: 'endDate',
        dataIndex: 'endDate',
        title: t('Last day', { ns: 'titles' }),
        sorter: true,
        render: (v: string | null) => (v ? formatDate(v) : t('Open', { ns: 'titles' })),
      },
      { key: 'days', dataIndex: 'days', title: t('Days', { ns: 'titles' }), align: 'right' },
      {
        key: 'returnDate',
        dataIndex: 'returnDate',
        title: t('Expected back', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : ''),
      },
      { key: 'notes', dataIndex: 'notes', title: t('Note', { ns: 'titles' }), ellipsis: { showTitle: true } },
    ],
    [t],
  );
  return (
    <EntriesCard<LeaveRow>
      title={t('Leave', { ns: 'titles' })}
      addText={t('Add leave', { ns: 'titles' })}
      label={t('Leaves', { ns: 'titles' })}
      emptyText={t('No leaves recorded', { ns: 'titles' })}
      itemName={[t('leave', { ns: 'titles' }), t('leaves', { ns: 'titles' })]}
      path={leavesPath(studentId)}
      columns={columns}
      rowName={(l) => `${l.reasonName} ${formatDate(l.startDate)}`}
      can={{ add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete }}
      onAdd={() => setTarget({ leave: null })}
      onEdit={(l) => setTarget({ leave: l })}
      onDelete={(l) => remove.mutateAsync(l.id)}
      deleteToasts={{ ok: LEAVE_TOASTS.deleted, failed: LEAVE_TOASTS.deleteFailed }}
    >
      <LeaveDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </EntriesCard>
  );
}
