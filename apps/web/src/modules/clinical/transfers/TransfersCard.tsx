import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { CLINICAL_TRANSFER_TOASTS, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { transfersPath, useTransferWrites, useTransferredWeeks, type TransferRow } from './api';
import type { TransferTarget } from './TransferDialog';

const TransferDialog = lazyOnOpen(
  () => import('./TransferDialog').then((m) => m.TransferDialog),
  (p: { target: TransferTarget | null }) => p.target !== null,
);

/** The Rotation tab's clinical transfers: rotations the student did at another school, credited here. */
export function TransfersCard({
  studentId,
  can,
  hideEmpty = false,
}: {
  studentId: number;
  can: { add: boolean; edit: boolean; delete: boolean };
  /** a reader who cannot add (the student) does not see a card with nothing in it */
  hideEmpty?: boolean;
}) {
  const { t } = useTranslation('titles');
  const { remove } = useTransferWrites(studentId);
  const summary = useTransferredWeeks(studentId);
  const weeks = summary.data?.totalWeeks ?? 0;
  const [target, setTarget] = useState<TransferTarget | null>(null);
  const columns = useMemo<ColumnsType<TransferRow>>(
    () => [
      { key: 'rotationName', dataIndex: 'rotationName', title: t('Rotation') },
      { key: 'school', dataIndex: 'school', title: t('School or hospital') },
      {
        key: 'fromDate',
        dataIndex: 'fromDate',
        title: t('Start date'),
        render: (v: string) => formatDate(v),
      },
      { key: 'toDate', dataIndex: 'toDate', title: t('End date'), render: (v: string) => formatDate(v) },
      { key: 'weeks', dataIndex: 'weeks', title: t('Weeks'), align: 'right' },
      {
        key: 'grade',
        dataIndex: 'grade',
        title: t('Grade'),
        render: (v: string | null) => (v ? translateTitle(v) : '—'),
      },
    ],
    [t],
  );
  if (hideEmpty && (summary.isLoading || summary.data?.total === 0)) return null;
  return (
    <div style={{ marginTop: 16 }}>
      <EntriesCard<TransferRow>
        title={weeks ? t('Clinical transfers ({{weeks}} weeks credited)', { weeks }) : t('Clinical transfers')}
        addText={t('Add clinical transfer')}
        label={t('Clinical transfers')}
        emptyText={t('No clinical transfers')}
        itemName={[t('clinical transfer'), t('clinical transfers')]}
        path={transfersPath(studentId)}
        columns={columns}
        rowName={(x) => `${x.rotationName} ${formatDate(x.fromDate)}`}
        can={can}
        onAdd={() => setTarget({ transfer: null })}
        onEdit={(x) => setTarget({ transfer: x })}
        onDelete={(x) => remove.mutateAsync(x.id)}
        deleteToasts={{ ok: CLINICAL_TRANSFER_TOASTS.deleted, failed: CLINICAL_TRANSFER_TOASTS.deleteFailed }}
      >
        <TransferDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
      </EntriesCard>
    </div>
  );
}
