import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { USMLE_TOASTS, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { StatusTag } from '../../../components/StatusTag';
import type { StudentTabProps } from '../../students';
import { usmlePath, useUsmleWrites, type UsmleRow } from './api';

const UsmleDocuments = lazyOnOpen(
  () => import('./UsmleDocuments').then((m) => m.UsmleDocuments),
  () => true,
);
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
  const [filed, setFiled] = useState<UsmleRow | null>(null);
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
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }), render: (v: number | null) => v ?? '—' },
      {
        key: 'documents',
        title: t('Documents', { ns: 'titles' }),
        render: (_: unknown, a: UsmleRow) => (
          <Button
            size="small"
            icon={<PaperClipOutlined />}
            aria-label={`${t('Documents', { ns: 'titles' })} ${a.step} ${formatDate(a.testDate)}`}
            onClick={() => setFiled(a)}
          >
            {t('Documents', { ns: 'titles' })}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <EntriesCard<UsmleRow>
      title={t('USMLE', { ns: 'titles' })}
      addText={t('Add USMLE attempt', { ns: 'titles' })}
      label={t('USMLE attempts', { ns: 'titles' })}
      emptyText={t('No USMLE attempts recorded', { ns: 'titles' })}
      itemName={[t('attempt', { ns: 'titles' }), t('attempts', { ns: 'titles' })]}
      path={usmlePath(studentId)}
      columns={columns}
      rowName={(a) => `${a.step} ${formatDate(a.testDate)}`}
      can={{ add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete }}
      onAdd={() => setTarget({ attempt: null })}
      onEdit={(a) => setTarget({ attempt: a })}
      onDelete={(a) => remove.mutateAsync(a.id)}
      deleteToasts={{ ok: USMLE_TOASTS.deleted, failed: USMLE_TOASTS.deleteFailed }}
    >
      <UsmleDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
      {filed && (
        <UsmleDocuments
          studentId={studentId}
          attempt={filed}
          can={{ upload: !readOnly && rights.write, delete: !readOnly && rights.delete }}
          onClose={() => setFiled(null)}
        />
      )}
    </EntriesCard>
  );
}
