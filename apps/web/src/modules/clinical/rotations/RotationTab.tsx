import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Dropdown, Flex, List, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckOutlined, CloseOutlined, DownOutlined, PlusOutlined, TrophyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  PLAN_TOASTS,
  ROTATION_DELETABLE,
  ROTATION_TOASTS,
  ROTATION_TRANSITIONS,
  formatDate,
  selfServiceMayWrite,
  type RotationStatus,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { toast } from '../../../app/bridge';
import { DataTable } from '../../../components/DataTable';
import { IconAction, RowActions } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { deleteWithToasts } from '../../../components/saveWithToasts';
import { ErrorState } from '../../../components/QueryState';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { rotationScreen, rotationsPath, useRotationWrites, useStudentPlans, type RotationRow } from '../rotationsApi';
import type { RotationTarget } from './RotationDialog';
import { TransfersCard } from '../transfers/TransfersCard';

const RotationDialog = lazyOnOpen(
  () => import('./RotationDialog').then((m) => m.RotationDialog),
  (p: { target: RotationTarget | null }) => p.target !== null,
);
const GradeDialog = lazyOnOpen(
  () => import('./GradeDialog').then((m) => m.GradeDialog),
  (p: { rotation: RotationRow | null }) => p.rotation !== null,
);

/** The plans made for the student: she accepts or declines each once. */
function PlannedRotations({ studentId, canAnswer }: { studentId: number; canAnswer: boolean }) {
  const { t } = useTranslation();
  const plans = useStudentPlans(studentId);
  const { answer } = useRotationWrites(studentId);
  if (plans.error) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  const items = plans.data?.items ?? [];
  if (!plans.isLoading && items.length === 0) return null;
  const reply = async (planId: number, accept: boolean) => {
    await answer.mutateAsync({ planId, accept });
    toast.success(t(accept ? PLAN_TOASTS.accepted : PLAN_TOASTS.declined, { ns: 'titles' }));
  };
  return (
    <Card title={t('Planned rotations', { ns: 'titles' })} style={{ marginBottom: 16 }} loading={plans.isLoading}>
      <List
        dataSource={items}
        renderItem={(p) => (
          <List.Item
            actions={
              canAnswer && p.myStatus === 'Waiting for acceptance' && p.state === 'Open'
                ? [
                    <Button
                      key="a"
                      type="primary"
                      icon={<CheckOutlined />}
                      onClick={() => void reply(p.id, true)}
                      loading={answer.isPending}
                    >
                      {t('Accept', { ns: 'titles' })}
                    </Button>,
                    <Button
                      key="d"
                      icon={<CloseOutlined />}
                      onClick={() => void reply(p.id, false)}
                      disabled={answer.isPending}
                    >
                      {t('Decline', { ns: 'titles' })}
                    </Button>,
                  ]
                : [<StatusTag key="s" status={p.myStatus} />]
            }
          >
            <List.Item.Meta
              title={`${p.rotationName} · ${p.hospitalName}`}
              description={`${formatDate(p.startDate)} – ${formatDate(p.endDate)} (${p.weeks} ${t('weeks', { ns: 'titles' })})${p.preceptorName ? ` · ${p.preceptorName}` : ''}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}

/**
 * The Rotation tab: the student's clinical rotations (hospital, rotation, preceptor, dates, status, grade), each
 * linking to its own screen; staff add, edit, move by the status table, grade and delete (while Requested or
 * Pending); the student reads hers, requests one and answers the plans made for her.
 */
export default function RotationTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const self = header.viewer === 'student' && header.canEdit;
  const staff = header.viewer === 'staff' && !readOnly;
  const canRequest = staff ? rights.write : self && selfServiceMayWrite('rotation', 'addStudentRotation');
  const canAnswer = staff || (self && selfServiceMayWrite('rotation', 'answerStudentPlannedRotation'));
  const writes = useRotationWrites(studentId);
  const [target, setTarget] = useState<RotationTarget | null>(null);
  const [grading, setGrading] = useState<RotationRow | null>(null);
  const columns = useMemo<ColumnsType<RotationRow>>(
    () => [
      {
        key: 'rotationName',
        dataIndex: 'rotationName',
        title: t('Rotation', { ns: 'titles' }),
        render: (v: string, r) => <Link to={rotationScreen(r)}>{v}</Link>,
      },
      { key: 'hospital', dataIndex: 'hospitalName', title: t('Hospital', { ns: 'titles' }), sorter: true },
      { key: 'preceptorName', dataIndex: 'preceptorName', title: t('Preceptor', { ns: 'titles' }) },
      {
        key: 'startDate',
        dataIndex: 'startDate',
        title: t('Start date', { ns: 'titles' }),
        sorter: true,
        render: (v: string) => formatDate(v),
      },
      {
        key: 'endDate',
        dataIndex: 'endDate',
        title: t('End date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'weeks', dataIndex: 'weeks', title: t('Weeks', { ns: 'titles' }), align: 'right' },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        sorter: true,
        render: (v: string) => <StatusTag status={v} />,
      },
      {
        key: 'grade',
        title: t('Grade', { ns: 'titles' }),
        render: (_: unknown, r) => (r.gradeType === 'marks' ? r.marks : r.grade ? translateTitle(r.grade) : ''),
      },
      ...(staff
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, r: RotationRow) => {
                const moves = ROTATION_TRANSITIONS[r.status as RotationStatus];
                return (
                  <RowActions
                    name={r.rotationName}
                    onEdit={rights.edit && moves.length ? () => setTarget({ rotation: r }) : undefined}
                    onDelete={
                      rights.delete && ROTATION_DELETABLE.includes(r.status as RotationStatus)
                        ? () =>
                            deleteWithToasts(() => writes.remove.mutateAsync(r.id), {
                              ok: t(ROTATION_TOASTS.deleted, { ns: 'titles' }),
                              failed: t('Failed to delete the rotation. Try again!', { ns: 'titles' }),
                            })
                        : undefined
                    }
                  >
                    {rights.edit && (
                      <IconAction
                        title={t('Grade', { ns: 'titles' })}
                        label={t('Grade {{name}}', { ns: 'titles', name: r.rotationName })}
                        icon={<TrophyOutlined />}
                        onClick={() => setGrading(r)}
                      />
                    )}
                    {rights.edit && moves.length > 0 && (
                      <Dropdown
                        menu={{
                          items: moves.map((s) => ({ key: s, label: translateTitle(s) })),
                          onClick: ({ key }) =>
                            void writes.move
                              .mutateAsync({ rotationId: r.id, status: key as RotationStatus })
                              .then(() => toast.success(t(ROTATION_TOASTS.moved, { ns: 'titles' }))),
                        }}
                      >
                        <Button
                          size="small"
                          type="link"
                          aria-label={t('Change status of {{name}}', { ns: 'titles', name: r.rotationName })}
                        >
                          <Space size={4}>
                            {t('Status', { ns: 'titles' })}
                            <DownOutlined />
                          </Space>
                        </Button>
                      </Dropdown>
                    )}
                  </RowActions>
                );
              },
            },
          ]
        : []),
    ],
    [t, staff, rights, writes.remove, writes.move],
  );
  return (
    <>
      <PlannedRotations studentId={studentId} canAnswer={canAnswer} />
      <Card
        title={
          <Flex justify="space-between" align="center">
            <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
              {t('Rotation', { ns: 'titles' })}
            </Typography.Title>
            {canRequest && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ rotation: null })}>
                {staff ? t('Add rotation', { ns: 'titles' }) : t('Request a rotation', { ns: 'titles' })}
              </Button>
            )}
          </Flex>
        }
      >
        <DataTable<RotationRow>
          path={rotationsPath(studentId)}
          prefix="rot"
          columns={columns}
          rowKey="id"
          label={t('Rotations', { ns: 'titles' })}
          search={false}
          emptyText={t('No rotations yet', { ns: 'titles' })}
          itemName={[t('rotation', { ns: 'titles' }), t('rotations', { ns: 'titles' })]}
        />
      </Card>
      <TransfersCard
        studentId={studentId}
        hideEmpty={!staff}
        can={{ add: staff && rights.write, edit: staff && rights.edit, delete: staff && rights.delete }}
      />
      <RotationDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
      <GradeDialog studentId={studentId} rotation={grading} onClose={() => setGrading(null)} />
    </>
  );
}
