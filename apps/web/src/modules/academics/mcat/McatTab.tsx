import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { MCAT_TOASTS, formatDate } from '@caduceus/contracts';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { mcatPath, useMcatWrites, type McatRow } from './api';

const McatDialog = lazyOnOpen(
  () => import('./McatDialog').then((m) => m.McatDialog),
  (p) => p.target !== null,
);

const McatDocuments = lazyOnOpen(
  () => import('./McatDocuments').then((m) => m.McatDocuments),
  () => true,
);

/** The MCAT tab: the student's MCAT scores by section with their total, the latest first. */
export default function McatTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = useMcatWrites(studentId);
  const [target, setTarget] = useState<{ score: McatRow | null } | null>(null);
  const [filed, setFiled] = useState<McatRow | null>(null);
  const columns = useMemo<ColumnsType<McatRow>>(
    () => [
      {
        key: 'testDate',
        dataIndex: 'testDate',
        title: t('Test date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'chemPhys', dataIndex: 'chemPhys', title: t('Chem/Phys', { ns: 'titles' }) },
      { key: 'cars', dataIndex: 'cars', title: t('CARS', { ns: 'titles' }) },
      { key: 'bioBiochem', dataIndex: 'bioBiochem', title: t('Bio/Biochem', { ns: 'titles' }) },
      { key: 'psychSoc', dataIndex: 'psychSoc', title: t('Psych/Soc', { ns: 'titles' }) },
      { key: 'total', dataIndex: 'total', title: t('Total', { ns: 'titles' }) },
      {
        key: 'percentile',
        dataIndex: 'percentile',
        title: t('Percentile', { ns: 'titles' }),
        render: (v: number | null) => v ?? '—',
      },
      {
        key: 'documents',
        title: t('Documents', { ns: 'titles' }),
        render: (_: unknown, m: McatRow) => (
          <Button
            size="small"
            icon={<PaperClipOutlined />}
            aria-label={`${t('Documents', { ns: 'titles' })} ${t('MCAT', { ns: 'titles' })} ${formatDate(m.testDate)}`}
            onClick={() => setFiled(m)}
          >
            {t('Documents', { ns: 'titles' })}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <EntriesCard<McatRow>
      title={t('MCAT', { ns: 'titles' })}
      addText={t('Add MCAT', { ns: 'titles' })}
      label={t('MCAT scores', { ns: 'titles' })}
      emptyText={t('No MCAT recorded', { ns: 'titles' })}
      itemName={[t('MCAT', { ns: 'titles' }), t('MCATs', { ns: 'titles' })]}
      path={mcatPath(studentId)}
      columns={columns}
      rowName={(m) => `MCAT ${formatDate(m.testDate)}`}
      can={{ add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete }}
      onAdd={() => setTarget({ score: null })}
      onEdit={(m) => setTarget({ score: m })}
      onDelete={(m) => remove.mutateAsync(m.id)}
      deleteToasts={{ ok: MCAT_TOASTS.deleted, failed: MCAT_TOASTS.deleteFailed }}
    >
      <McatDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
      {filed && (
        <McatDocuments
          studentId={studentId}
          score={filed}
          can={{ upload: !readOnly && rights.write, delete: !readOnly && rights.delete }}
          onClose={() => setFiled(null)}
        />
      )}
    </EntriesCard>
  );
}
