import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { DEGREE_TOASTS, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { degreesPath, useDegreeWrites, type DegreeRow } from './api';

const DegreeDialog = lazyOnOpen(
  () => import('./DegreeDialog').then((m) => m.DegreeDialog),
  (p) => p.target !== null,
);

/**
 * The Degree tab: the degrees a student holds or is earning (those in progress first, then the latest
 * conferred), each named from the Degrees control table with its level; the registrar adds, corrects and removes
 * them (the tab's rights), the student (alumni, graduates) reads her own.
 */
export default function DegreeTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = useDegreeWrites(studentId);
  const [target, setTarget] = useState<{ degree: DegreeRow | null } | null>(null);
  const columns = useMemo<ColumnsType<DegreeRow>>(
    () => [
      {
        key: 'degreeName',
        dataIndex: 'degreeName',
        title: t('Degree', { ns: 'titles' }),
        render: (_: unknown, d) => (d.abbreviation ? `${d.degreeName} (${d.abbreviation})` : d.degreeName),
      },
      {
        key: 'level',
        dataIndex: 'level',
        title: t('Level', { ns: 'titles' }),
        render: (v: string | null) => (v ? translateTitle(v) : ''),
      },
      { key: 'institution', dataIndex: 'institution', title: t('Institution', { ns: 'titles' }), sorter: true },
      { key: 'major', dataIndex: 'major', title: t('Major', { ns: 'titles' }) },
      {
        key: 'awardedOn',
        dataIndex: 'awardedOn',
        title: t('Conferred on', { ns: 'titles' }),
        sorter: true,
        render: (v: string | null) => (v ? formatDate(v) : t('In progress', { ns: 'titles' })),
      },
      { key: 'honors', dataIndex: 'honors', title: t('Honors', { ns: 'titles' }) },
    ],
    [t],
  );
  return (
    <EntriesCard<DegreeRow>
      title={t('Degree', { ns: 'titles' })}
      addText={t('Add degree', { ns: 'titles' })}
      label={t('Degrees', { ns: 'titles' })}
      emptyText={t('No degrees recorded', { ns: 'titles' })}
      itemName={[t('degree', { ns: 'titles' }), t('degrees', { ns: 'titles' })]}
      path={degreesPath(studentId)}
      columns={columns}
      rowName={(d) => d.degreeName}
      can={{ add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete }}
      onAdd={() => setTarget({ degree: null })}
      onEdit={(d) => setTarget({ degree: d })}
      onDelete={(d) => remove.mutateAsync(d.id)}
      deleteToasts={{ ok: DEGREE_TOASTS.deleted, failed: DEGREE_TOASTS.deleteFailed }}
    >
      <DegreeDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </EntriesCard>
  );
}
