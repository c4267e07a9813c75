import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { DEGREE_TOASTS, formatDate } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { RowActions } from '../../../components/RowActions';
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
  const canAdd = !readOnly && rights.write;
  const canEdit = !readOnly && rights.edit;
  const canDelete = !readOnly && rights.delete;

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
      ...(canEdit || canDelete
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, d: DegreeRow) => (
                <RowActions
                  name={d.degreeName}
                  onEdit={canEdit ? () => setTarget({ degree: d }) : undefined}
                  onDelete={
                    canDelete
                      ? () =>
                          remove.mutateAsync(d.id).then(
                            () => toast.success(t(DEGREE_TOASTS.deleted, { ns: 'titles' })),
                            (e: unknown) => {
                              toast.error(t(DEGREE_TOASTS.deleteFailed, { ns: 'titles' }));
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
      title={<h2 className="card-h2">{t('Degree', { ns: 'titles' })}</h2>}
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ degree: null })}>
            {t('Add degree', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <DataTable<DegreeRow>
        path={degreesPath(studentId)}
        columns={columns}
        rowKey="id"
        label={t('Degrees', { ns: 'titles' })}
        search={false}
        emptyText={t('No degrees recorded', { ns: 'titles' })}
        itemName={[t('degree', { ns: 'titles' }), t('degrees', { ns: 'titles' })]}
      />
      <DegreeDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </Card>
  );
}
