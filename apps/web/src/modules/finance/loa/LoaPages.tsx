import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Flex, Form, Segmented } from 'antd';
import { CheckCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useSearchParams } from 'react-router';
import { LOA_ROUTES, LOA_VERIFICATIONS, formatDate, studentTabUrl, type LoaKind } from '@caduceus/contracts';
import { useGet } from '../../../app/client';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { LookupSelect } from '../../../components/LookupSelect';
import { Page } from '../../../components/Page';
import { deleteWithToasts } from '../../../components/saveWithToasts';
import { formatMoney, moneyColumn } from '../shared/money';
import { useUrlView } from '../../../components/useUrlView';
import { LOA_PATHS, useLoaWrites, type EligibleRow, type LoaRow } from './api';
import { CreateLoaDialog } from './CreateLoaDialog';

const VIEWS = ['create', 'created', 'verification'] as const;
type View = (typeof VIEWS)[number];
/** Both LOA screens are the one menu link's. */
const MENU = LOA_ROUTES.med6;

/**
 * /accounting/loa/med6Loa and /accounting/loa/clinicalLoa: for a semester, the students the kind may give an LOA to
 * (Create LOA: an invoice priced from the fee settings), the LOAs made with their invoice, and the LOAs paid in full
 * waiting for the verification of their payment.
 */
function LoaPage({ kind, title }: { kind: LoaKind; title: string }) {
  const { t } = useTranslation();
  const rights = useRights(MENU);
  const [view, setView] = useUrlView<View>(VIEWS);
  const [sp, setSp] = useSearchParams();
  // the semester chosen, or the one running today
  const running = useGet('/api/lookups/semester/current-next', {});
  const semesterId = Number(sp.get('semesterId')) || running.data?.current?.id || null;
  const setSemester = (v: number | string | null) =>
    setSp(
      (prev) => {
        const n = new URLSearchParams(prev);
        if (v) n.set('semesterId', String(v));
        else n.delete('semesterId');
        return n;
      },
      { replace: true },
    );
  const [creating, setCreating] = useState<EligibleRow | null>(null);
  const writes = useLoaWrites(kind);
  const labels: Record<View, string> = {
    create: t('Create LOA', { ns: 'titles' }),
    created: t('LOAs', { ns: 'titles' }),
    verification: t('Payment verification', { ns: 'titles' }),
  };

  const eligibleColumns = useMemo<ColumnsType<EligibleRow>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('Student', { ns: 'titles' }) },
      { key: 'studentId', dataIndex: 'studentId', title: t('Student ID', { ns: 'titles' }) },
      { key: 'email', dataIndex: 'email', title: t('Email', { ns: 'titles' }) },
      { key: 'course', dataIndex: 'course', title: t('Course', { ns: 'titles' }) },
      { key: 'stage', dataIndex: 'stage', title: t('Stage', { ns: 'titles' }) },
      { key: 'status', dataIndex: 'status', title: t('Status', { ns: 'titles' }) },
      {
        key: 'actions',
        title: t('Actions', { ns: 'titles' }),
        render: (_: unknown, s) =>
          rights.write && (
            <Button
              type="link"
              size="small"
              icon={<PlusOutlined />}
              aria-label={t('Create LOA for {{name}}', { ns: 'titles', name: s.name })}
              onClick={() => setCreating(s)}
            >
              {t('Create LOA', { ns: 'titles' })}
            </Button>
          ),
      },
    ],
    [t, rights.write],
  );

  const loaColumns = useMemo<ColumnsType<LoaRow>>(
    () => [
      { key: 'id', dataIndex: 'id', title: t('LOA', { ns: 'titles' }) },
      { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }) },
      { key: 'semester', dataIndex: 'semester', title: t('Semester', { ns: 'titles' }) },
      {
        key: 'fromDate',
        dataIndex: 'fromDate',
        title: t('From', { ns: 'titles' }),
        render: (v: string) => formatDate(v),
      },
      { key: 'toDate', dataIndex: 'toDate', title: t('To', { ns: 'titles' }), render: (v: string) => formatDate(v) },
      { key: 'invoiceId', dataIndex: 'invoiceId', title: t('Invoice', { ns: 'titles' }) },
      moneyColumn('amount', t('Amount', { ns: 'titles' })),
      moneyColumn('due', t('Due', { ns: 'titles' })),
      {
        key: 'verification',
        dataIndex: 'verification',
        title: t('Verification', { ns: 'titles' }),
        render: (v: string) => translateTitle(LOA_VERIFICATIONS.find((o) => o.value === v)?.label ?? v),
      },
      { key: 'verifiedByName', dataIndex: 'verifiedByName', title: t('Verified by', { ns: 'titles' }) },
      {
        key: 'actions',
        title: t('Actions', { ns: 'titles' }),
        render: (_: unknown, l) =>
          rights.edit &&
          l.verification === 'pending' && (
            <ConfirmAction
              title={t('Verify the payment of LOA {{id}} ({{amount}}, {{name}})?', {
                ns: 'titles',
                id: l.id,
                amount: formatMoney(l.amount),
                name: l.studentName,
              })}
              okText={t('Verify', { ns: 'titles' })}
              icon={<CheckCircleOutlined />}
              onConfirm={() =>
                deleteWithToasts(() => writes.verify.mutateAsync(l.id), {
                  ok: t('LOA Payment Verified Successfully', { ns: 'titles' }),
                  failed: t('Failed to verify the LOA payment', { ns: 'titles' }),
                })
              }
            >
              {t('Verify payment', { ns: 'titles' })}
            </ConfirmAction>
          ),
      },
    ],
    [t, rights.edit, writes.verify],
  );

  const loaHref = (l: LoaRow) => studentTabUrl('invoicePayments', l.studentId);
  const params = semesterId ? { semesterId } : {};
  return (
    <Page title={title} subtitle="Letters of authorization: create, follow and verify their payment">
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented<View>
          aria-label={t('Show', { ns: 'titles' })}
          value={view}
          onChange={setView}
          options={VIEWS.map((v) => ({ value: v, label: labels[v] }))}
        />
        <Form.Item label={t('Semester', { ns: 'titles' })} htmlFor="loa-semester" style={{ margin: 0 }}>
          <LookupSelect
            id="loa-semester"
            table="semester"
            value={semesterId}
            onChange={setSemester}
            placeholder={t('Choose a semester', { ns: 'titles' })}
            style={{ minWidth: 220 }}
          />
        </Form.Item>
      </Flex>
      {view === 'create' &&
        (semesterId ? (
          <DataTable<EligibleRow>
            key={`create-${kind}`}
            path={LOA_PATHS.eligible(kind)}
            prefix="el"
            params={params}
            columns={eligibleColumns}
            rowKey="studentId"
            label={t('Students who may get an LOA', { ns: 'titles' })}
            emptyText={t('No student of this kind is without an LOA for the semester', { ns: 'titles' })}
            itemName={[t('student', { ns: 'titles' }), t('students', { ns: 'titles' })]}
          />
        ) : (
          <Alert type="info" showIcon message={t('Choose a semester to see the students', { ns: 'titles' })} />
        ))}
      {view !== 'create' && (
        <DataTable<LoaRow>
          key={`${view}-${kind}`}
          path={view === 'created' ? LOA_PATHS.list(kind) : LOA_PATHS.verification(kind)}
          prefix={view === 'created' ? 'loa' : 'ver'}
          params={params}
          columns={loaColumns}
          rowKey="id"
          rowHref={loaHref}
          label={labels[view]}
          emptyText={
            view === 'created'
              ? t('No LOAs yet', { ns: 'titles' })
              : t('No LOA payment waits for verification', { ns: 'titles' })
          }
          itemName={[t('LOA', { ns: 'titles' }), t('LOAs', { ns: 'titles' })]}
          exportAs={`${kind}-loas`}
        />
      )}
      <CreateLoaDialog kind={kind} semesterId={semesterId} student={creating} onClose={() => setCreating(null)} />
    </Page>
  );
}

// i18n-ignore (the page titles are keys of titles: Page translates them)
export const Med6LoaPage = () => <LoaPage kind="med6" title="Med6 LOA" />;
// i18n-ignore
export const ClinicalLoaPage = () => <LoaPage kind="clinical" title="Clinical LOA" />;
