import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Drawer, Flex, Skeleton, Table, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import { PLAN_TOASTS, formatDate } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { ErrorState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { deleteWithToasts } from '../../../components/saveWithToasts';
import { useUrlRecord } from '../../../components/useUrlView';
import { CLINICAL_PATHS, useClinicalWrites, usePlan, usePlanActivity, type PlanRow } from '../rotationsApi';
import { AssignWizard } from './AssignWizard';
import { ClinicalNav } from './ClinicalNav';

/** A plan: its students and their answers, its activity log; schedule it for those who accepted. */
function PlanDrawer({ planId, onClose, canWrite }: { planId: number | null; onClose: () => void; canWrite: boolean }) {
  const { t } = useTranslation();
  const plan = usePlan(planId);
  const log = usePlanActivity(planId);
  const { schedule } = useClinicalWrites();
  const p = plan.data;
  return (
    <Drawer
      open={planId !== null}
      onClose={onClose}
      width={640}
      title={p ? `${p.rotationName} · ${p.hospitalName}` : t('Planned rotation', { ns: 'titles' })}
    >
      {plan.isLoading ? (
        <Skeleton active />
      ) : plan.error || !p ? (
        <ErrorState error={plan.error} onRetry={() => void plan.refetch()} />
      ) : (
        <>
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Typography.Text>
              {formatDate(p.startDate)} – {formatDate(p.endDate)} ({p.weeks} {t('weeks', { ns: 'titles' })}){' '}
              <StatusTag status={p.state} />
            </Typography.Text>
            {canWrite && p.state === 'Open' && (
              <Button
                type="primary"
                icon={<CalendarOutlined />}
                disabled={p.accepted === 0}
                loading={schedule.isPending}
                onClick={() =>
                  void schedule.mutateAsync(p.id).then(() => toast.success(t(PLAN_TOASTS.scheduled, { ns: 'titles' })))
                }
              >
                {t('Schedule', { ns: 'titles' })}
              </Button>
            )}
          </Flex>
          <Table
            size="small"
            rowKey="studentId"
            pagination={false}
            dataSource={p.members}
            columns={[
              { key: 'name', dataIndex: 'name', title: t('Student', { ns: 'titles' }) },
              {
                key: 'status',
                dataIndex: 'status',
                title: t('Status', { ns: 'titles' }),
                render: (v: string) => <StatusTag status={v} />,
              },
              {
                key: 'answeredAt',
                dataIndex: 'answeredAt',
                title: t('Answered on', { ns: 'titles' }),
                render: (v: string | null) => (v ? formatDate(v) : ''),
              },
            ]}
          />
          <Typography.Title level={3} style={{ fontSize: 15, marginTop: 16 }}>
            {t('Activity log', { ns: 'titles' })}
          </Typography.Title>
          {log.isLoading ? (
            <Skeleton active />
          ) : (
            <Timeline
              items={(log.data?.items ?? []).map((e) => ({
                children: `${formatDate(e.at)} · ${e.action}${e.studentName ? ` · ${e.studentName}` : ''}${e.actorName ? ` (${e.actorName})` : ''}`,
              }))}
            />
          )}
        </>
      )}
    </Drawer>
  );
}

/** /medical/clinicals/assign-rotation/planned: planned rotations and their answers; plan one, schedule, delete. */
export default function PlannedPage() {
  const { t } = useTranslation();
  const rights = useRights('/medical/clinicals/assign-rotation/list');
  const [wizard, setWizard] = useState(false);
  const [open, setOpen] = useUrlRecord('plan');
  const { removePlan } = useClinicalWrites();
  const columns = useMemo<ColumnsType<PlanRow>>(
    () => [
      {
        key: 'rotationName',
        dataIndex: 'rotationName',
        title: t('Rotation', { ns: 'titles' }),
        render: (v: string, p) => (
          <Button type="link" style={{ padding: 0 }} onClick={() => setOpen(p.id)}>
            {v}
          </Button>
        ),
      },
      { key: 'hospitalName', dataIndex: 'hospitalName', title: t('Hospital', { ns: 'titles' }) },
      {
        key: 'startDate',
        dataIndex: 'startDate',
        title: t('Start date', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'weeks', dataIndex: 'weeks', title: t('Weeks', { ns: 'titles' }), align: 'right' },
      { key: 'students', dataIndex: 'students', title: t('Students', { ns: 'titles' }), align: 'right' },
      { key: 'accepted', dataIndex: 'accepted', title: t('Accepted', { ns: 'titles' }), align: 'right' },
      { key: 'declined', dataIndex: 'declined', title: t('Declined', { ns: 'titles' }), align: 'right' },
      {
        key: 'state',
        dataIndex: 'state',
        title: t('Status', { ns: 'titles' }),
        render: (v: string) => <StatusTag status={v} />,
      },
      ...(rights.delete
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, p: PlanRow) =>
                p.state === 'Open' ? (
                  <RowActions
                    name={p.rotationName}
                    onDelete={() =>
                      deleteWithToasts(() => removePlan.mutateAsync(p.id), {
                        ok: t(PLAN_TOASTS.deleted, { ns: 'titles' }),
                        failed: t('Failed to delete the plan. Try again!', { ns: 'titles' }),
                      })
                    }
                  />
                ) : null,
            },
          ]
        : []),
    ],
    [t, rights.delete, removePlan, setOpen],
  );
  return (
    <Page
      title="Planned rotations"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setWizard(true)}>
            {t('Plan a rotation', { ns: 'titles' })}
          </Button>
        )
      }
    >
      <ClinicalNav />
      <Card>
        <DataTable<PlanRow>
          path={CLINICAL_PATHS.plans}
          prefix="pl"
          columns={columns}
          rowKey="id"
          search={false}
          label={t('Planned rotations', { ns: 'titles' })}
          emptyText={t('No planned rotations', { ns: 'titles' })}
        />
      </Card>
      <PlanDrawer planId={open} onClose={() => setOpen(null)} canWrite={rights.write} />
      <AssignWizard open={wizard} mode="plan" onClose={() => setWizard(false)} />
    </Page>
  );
}
