import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Descriptions, Drawer } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { formatDate, formatPhone } from '@caduceus/contracts';
import type { ListRow } from '../../../app/client';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { QueryState } from '../../../components/QueryState';
import { StatusTag } from '../../../components/StatusTag';
import { CLINICAL_PATHS, useOwnRotation } from '../api';
import { RotationLogCard } from '../logs/RotationLogCard';
import { EvaluationCard } from '../../requests';

type OwnRotation = ListRow<'/api/preceptor/rotations'>;

/** One of her rotations in a drawer: the student, how to reach them, the hospital, dates, weeks, status and the clinical log she verifies. */
function RotationDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('titles');
  const q = useOwnRotation(id);
  return (
    <Drawer open={id !== null} onClose={onClose} size={860} title={q.data?.studentName ?? t('Rotation')}>
      {id !== null && (
        <QueryState query={q}>
          {(r) => (
            <>
              <Descriptions column={2} bordered size="small">
                <Descriptions.Item label={t('Student')}>
                  {r.studentName} ({r.studentId})
                </Descriptions.Item>
                <Descriptions.Item label={t('Email')}>
                  <a href={`mailto:${r.studentEmail}`}>{r.studentEmail}</a>
                </Descriptions.Item>
                <Descriptions.Item label={t('Phone')}>
                  {r.studentPhone ? formatPhone(r.studentPhone) : ''}
                </Descriptions.Item>
                <Descriptions.Item label={t('Rotation')}>{r.rotationName}</Descriptions.Item>
                <Descriptions.Item label={t('Hospital')}>{r.hospitalName}</Descriptions.Item>
                <Descriptions.Item label={t('Start date')}>{formatDate(r.startDate)}</Descriptions.Item>
                <Descriptions.Item label={t('End date')}>{formatDate(r.endDate)}</Descriptions.Item>
                <Descriptions.Item label={t('Weeks')}>{r.weeks}</Descriptions.Item>
                <Descriptions.Item label={t('Status')}>
                  <StatusTag status={r.status} />
                </Descriptions.Item>
              </Descriptions>
              <RotationLogCard
                scope={{ kind: 'preceptor', rotationId: r.id }}
                rotation={r}
                can={{ write: false, verify: 'preceptor' }}
              />
              <EvaluationCard rotationId={r.id} />
            </>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}

/**
 * /preceptor/rotation: the preceptor portal's list of the rotations the signed-in preceptor supervises, with
 * their students; a row opens the rotation with the student's contact (in the address, so a link shares it).
 */
export default function PreceptorRotationsPage() {
  const { t } = useTranslation('titles');
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('rotation')) || null;
  const columns = useMemo<ColumnsType<OwnRotation>>(
    () => [
      { key: 'student', dataIndex: 'studentName', title: t('Student'), sorter: true },
      { key: 'rotationName', dataIndex: 'rotationName', title: t('Rotation') },
      { key: 'hospital', dataIndex: 'hospitalName', title: t('Hospital') },
      {
        key: 'startDate',
        dataIndex: 'startDate',
        title: t('Start date'),
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      { key: 'endDate', dataIndex: 'endDate', title: t('End date'), render: (v: string) => formatDate(v) },
      { key: 'weeks', dataIndex: 'weeks', title: t('Weeks'), align: 'right' },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status'),
        sorter: true,
        render: (v: string) => <StatusTag status={v} />,
      },
    ],
    [t],
  );
  const close = () =>
    setParams(
      (p) => {
        p.delete('rotation');
        return p;
      },
      { replace: true },
    );
  return (
    // i18n-ignore (the page title is a key of titles: Page translates it)
    <Page title="My Rotations" subtitle="The rotations you supervise and their students">
      <DataTable<OwnRotation>
        path={CLINICAL_PATHS.ownRotations}
        columns={columns}
        rowKey="id"
        rowHref={(r) => `/preceptor/rotation?rotation=${r.id}`}
        label={t('Rotations')}
        search={t('Search by student, hospital or rotation')}
        emptyText={t('No rotations found')}
        itemName={[t('rotation'), t('rotations')]}
      />
      <RotationDrawer id={open} onClose={close} />
    </Page>
  );
}
