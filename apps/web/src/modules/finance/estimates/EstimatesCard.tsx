import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Flex, Segmented, Table } from 'antd';
import { DollarOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ESTIMATE_STATUSES, formatDate, type SeatDeposit } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import type { Rights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { formatMoney } from '../shared/money';
import { VerificationTag } from '../shared/VerificationTag';
import { ESTIMATE_PATHS, useEstimationValue, useSeatDeposits, type EstimateRow } from './api';
import { estimateColumns, paidHow } from './columns';
import type { PayTarget } from './PayEstimateDialog';

const CreateEstimateDialog = lazyOnOpen(
  () => import('./CreateEstimateDialog').then((m) => m.CreateEstimateDialog),
  (p) => p.open,
);
const PayEstimateDialog = lazyOnOpen(
  () => import('./PayEstimateDialog').then((m) => m.PayEstimateDialog),
  (p) => p.target !== null,
);
const CancelEstimateDialog = lazyOnOpen(
  () => import('./CancelEstimateDialog').then((m) => m.CancelEstimateDialog),
  (p) => p.estimate !== null,
);

type View = 'estimates' | 'seatDeposits';

/** The student's seat deposits: each held as a credit, with what is left of it. */
function SeatDeposits({ studentId }: { studentId: number }) {
  const { t } = useTranslation();
  const q = useSeatDeposits(studentId);
  const columns: ColumnsType<SeatDeposit> = [
    { key: 'paidOn', dataIndex: 'paidOn', title: t('Payment date', { ns: 'titles' }), render: formatDate },
    { key: 'how', title: t('Payment method', { ns: 'titles' }), render: (_: unknown, r) => paidHow(r) },
    { key: 'amount', dataIndex: 'amount', title: t('Amount', { ns: 'titles' }), align: 'right', render: formatMoney },
    {
      key: 'creditLeft',
      dataIndex: 'creditLeft',
      title: t('Credit left', { ns: 'titles' }),
      align: 'right',
      render: formatMoney,
    },
    {
      key: 'verification',
      dataIndex: 'verification',
      title: t('Verification', { ns: 'titles' }),
      render: (_: unknown, r) => <VerificationTag verification={r.verification} />,
    },
  ];
  return (
    <QueryState query={q}>
      {(rows) => (
        <Table<SeatDeposit>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          aria-label={t('Seat deposits', { ns: 'titles' })}
          locale={{ emptyText: t('No seat deposits yet', { ns: 'titles' }) }}
        />
      )}
    </QueryState>
  );
}

/**
 * Estimates and seat deposits on the Invoices & Payments tab: the estimation value, the estimates (created,
 * paid by card or cheque or wire, cancelled with a reason) and the seat deposits. What is paid is the
 * student's credit (the Credits & Scholarship tab). The student reads hers; staff record the payments.
 */
export function EstimatesCard({
  studentId,
  rights,
  readOnly,
}: {
  studentId: number;
  rights: Rights;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('estimates');
  const [creating, setCreating] = useState(false);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const [cancelling, setCancelling] = useState<EstimateRow | null>(null);
  const value = useEstimationValue(studentId);
  const write = !readOnly && rights.write;
  const columns = useMemo(
    () =>
      estimateColumns(t, {
        pay: write ? (estimate) => setPaying({ kind: 'estimate', estimate }) : undefined,
        cancel: !readOnly && rights.delete ? setCancelling : undefined,
      }),
    [t, write, readOnly, rights.delete],
  );
  const labels: Record<View, string> = {
    estimates: t('Estimates', { ns: 'titles' }),
    seatDeposits: t('Seat deposits', { ns: 'titles' }),
  };
  return (
    <Card
      title={<h2 className="card-h2">{t('Estimates & Seat Deposits', { ns: 'titles' })}</h2>}
      extra={
        write && (
          <Flex gap={8} wrap>
            <Button icon={<DollarOutlined />} onClick={() => setPaying({ kind: 'seatDeposit' })}>
              {t('Record seat deposit', { ns: 'titles' })}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('Create estimate', { ns: 'titles' })}
            </Button>
          </Flex>
        )
      }
    >
      {value.data && (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, md: 4 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'e', label: t('Estimated', { ns: 'titles' }), children: formatMoney(value.data.estimated) },
            { key: 'p', label: t('Paid', { ns: 'titles' }), children: formatMoney(value.data.paid) },
            { key: 'd', label: t('Balance', { ns: 'titles' }), children: formatMoney(value.data.due) },
            { key: 's', label: t('Seat deposits', { ns: 'titles' }), children: formatMoney(value.data.seatDeposits) },
          ]}
        />
      )}
      <Segmented<View>
        aria-label={t('Show', { ns: 'titles' })}
        value={view}
        onChange={setView}
        options={(['estimates', 'seatDeposits'] as const).map((v) => ({ value: v, label: labels[v] }))}
        style={{ marginBottom: 16 }}
      />
      {view === 'estimates' ? (
        <DataTable<EstimateRow>
          key="estimates"
          path={ESTIMATE_PATHS.estimates(studentId)}
          prefix="est"
          columns={columns}
          rowKey="id"
          label={labels.estimates}
          search={false}
          filters={[
            {
              name: 'status',
              label: t('Status', { ns: 'titles' }),
              options: ESTIMATE_STATUSES.map((o) => ({ value: o.value, label: translateTitle(o.label) })),
            },
          ]}
          emptyText={t('No estimates yet', { ns: 'titles' })}
        />
      ) : (
        <SeatDeposits studentId={studentId} />
      )}
      {write && <CreateEstimateDialog studentId={studentId} open={creating} onClose={() => setCreating(false)} />}
      <PayEstimateDialog studentId={studentId} target={paying} onClose={() => setPaying(null)} />
      <CancelEstimateDialog studentId={studentId} estimate={cancelling} onClose={() => setCancelling(null)} />
    </Card>
  );
}
