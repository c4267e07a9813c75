import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PRIOR_EDUCATION_KINDS, PRIOR_EDUCATION_TOASTS, formatDate } from '@caduceus/contracts';
import { EntriesCard } from '../../../components/records/EntriesCard';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { priorEducationPath, usePriorEducationWrites, type PriorEducationRow } from './api';
import type { PriorEducationTarget } from './PriorEducationDialog';

const PriorEducationDialog = lazyOnOpen(
  () => import('./PriorEducationDialog').then((m) => m.PriorEducationDialog),
  (p) => p.target !== null,
);

/**
 * The Academic Details tab: the schools the student attended before applying, and those she attends besides this
 * one, each with its program, dates and GPA; the registrar adds, corrects and removes them (the tab's rights).
 */
export default function AcademicDetailsTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const { remove } = usePriorEducationWrites(studentId);
  const [target, setTarget] = useState<PriorEducationTarget | null>(null);
  const columns = useMemo<ColumnsType<PriorEducationRow>>(
    () => [
      { key: 'institution', dataIndex: 'institution', title: t('Institution', { ns: 'titles' }) },
      {
        key: 'program',
        dataIndex: 'program',
        title: t('Program', { ns: 'titles' }),
        render: (v: string | null) => v ?? '—',
      },
      {
        key: 'fromDate',
        dataIndex: 'fromDate',
        title: t('From', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      {
        key: 'toDate',
        dataIndex: 'toDate',
        title: t('To', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : '—'),
      },
      { key: 'gpa', dataIndex: 'gpa', title: t('GPA', { ns: 'titles' }), render: (v: string | null) => v ?? '—' },
    ],
    [t],
  );
  const can = { add: !readOnly && rights.write, edit: !readOnly && rights.edit, delete: !readOnly && rights.delete };
  return (
    <Flex vertical gap={16}>
      {PRIOR_EDUCATION_KINDS.map((k) => (
        <EntriesCard<PriorEducationRow>
          key={k.value}
          title={t(k.label, { ns: 'titles' })}
          addText={t('Add education', { ns: 'titles' })}
          label={t(k.label, { ns: 'titles' })}
          emptyText={t('No education recorded', { ns: 'titles' })}
          itemName={[t('school', { ns: 'titles' }), t('schools', { ns: 'titles' })]}
          path={priorEducationPath(studentId, k.value)}
          columns={columns}
          rowName={(e) => `${e.institution} ${formatDate(e.fromDate)}`}
          can={can}
          onAdd={() => setTarget({ kind: k.value, entry: null })}
          onEdit={(e) => setTarget({ kind: k.value, entry: e })}
          onDelete={(e) => remove.mutateAsync(e.id)}
          deleteToasts={{ ok: PRIOR_EDUCATION_TOASTS.deleted, failed: PRIOR_EDUCATION_TOASTS.deleteFailed }}
        />
      ))}
      <PriorEducationDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </Flex>
  );
}
