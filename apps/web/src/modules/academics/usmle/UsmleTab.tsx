import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { USMLE_TOASTS, formatDate } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { RowActions } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import type { StudentTabProps } from '../../students';
import { usmlePath, useUsmleWrites, type UsmleRow } from './api';

const UsmleDialog = lazyOnOpen(
  () => import('./UsmleDialog').then((m) => m.UsmleDialog),
  (p) => p.target !== null,
);

/**
 * The USMLE tab: the student's attempts, the latest first, each numbered within its step, with the result and
 * score; the registrar records, corrects and removes them (the tab's rights), the student reads her own.
 */
export default function UsmleTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = useUsmleWrites(studentId);
  const [target, setTarget] = useState<{ attempt: UsmleRow | null } | null>(null);
  const canAdd = !readOnly && rights.write;
  const canEdit = !readOnly && rights.edit;
  const canDelete = !readOnly && rights.delete;

  const columns = useMemo<ColumnsType<UsmleRow>>(
    () => [
      { key: 'step', dataIndex: 'step', title: t('Step', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      { key: 'attempt', dataIndex: 'attempt', title: t('Attempt', { ns: 'titles' }) },
      {
        key: 'testDate',
        dataIndex: 'testDate',
        title: t('Test date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      {
        key: 'result',
        dataIndex: 'result',
        title: t('Result', { ns: 'titles' }),
        render: (v: string) => (
          <StatusTag status={v === 'Pass' ? 'completed' : 'cancelled'} label={translateTitle(v)} />
        ),
      },
      {
        key: 'score',
        dataIndex: 'score',
        title: t('Score', { ns: 'titles' }),
        render: (v: number | null) => v ?? '—',
      },
      ...(canEdit || canDelete
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, a: UsmleRow) => (
                <RowActions
                  name={`${a.step} ${formatDate(a.testDate)}`}
                  onEdit={canEdit ? () => setTarget({ attempt: a }) : undefined}
                  onDelete={
                    canDelete
                      ? () =>
                          remove.mutateAsync(a.id).then(
                            () => toast.success(t(USMLE_TOASTS.deleted, { ns: 'titles' })),
                            (e: unknown) => {
                              toast.error(t(USMLE_TOASTS.deleteFailed, { ns: 'titles' }));
                              throw e;
                            },
                          )
                      : undefined
                  }
                />
              ),
            },
          ]
        : []),
    ],
    [t, canEdit, canDelete, remove],
  );

  return (
    <Card
      title={<h2 className="card-h2">{t('USMLE', { ns: 'titles' })}</h2>}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ attempt: null })}>
            {t('Add USMLE attempt', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <DataTable<UsmleRow>
        path={usmlePath(studentId)}
        columns={columns}
        rowKey="id"
        label={t('USMLE attempts', { ns: 'titles' })}
        search={false}
        emptyText={t('No USMLE attempts recorded', { ns: 'titles' })}
        itemName={[t('attempt', { ns: 'titles' }), t('attempts', { ns: 'titles' })]}
      />
      <UsmleDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
