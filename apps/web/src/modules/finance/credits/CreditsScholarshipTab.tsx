import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlView } from '../../../components/useUrlView';
import { Button, Card, Flex, Segmented } from 'antd';
import { GiftOutlined, PlusOutlined } from '@ant-design/icons';
import { CREDIT_KINDS, STUDENT_ACTION_COMPONENTS, STUDENT_LINK } from '@caduceus/contracts';
import { useRecordRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { formatMoney } from '../shared/money';
import { CREDIT_PATHS, useCreditWrites, type CreditRow } from './api';
import { CreditSummary } from './CreditSummary';
import { creditColumns, creditKindText, creditStatusText, deletedColumns } from './columns';
import type { CreditEdit } from './EditCreditDialog';

const AddCreditDialog = lazyOnOpen(
  () => import('./AddCreditDialog').then((m) => m.AddCreditDialog),
  (p) => p.open,
);
const AwardScholarshipDialog = lazyOnOpen(
  () => import('./AwardScholarshipDialog').then((m) => m.AwardScholarshipDialog),
  (p) => p.open,
);
const ApplyCreditDialog = lazyOnOpen(
  () => import('./ApplyCreditDialog').then((m) => m.ApplyCreditDialog),
  (p) => p.credit !== null,
);
const RefundCreditDialog = lazyOnOpen(
  () => import('./RefundCreditDialog').then((m) => m.RefundCreditDialog),
  (p) => p.credit !== null,
);
const EditCreditDialog = lazyOnOpen(
  () => import('./EditCreditDialog').then((m) => m.EditCreditDialog),
  (p) => p.target !== null,
);
const ReasonModal = lazyOnOpen(
  () => import('../shared/ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);

const CreditUsesModal = lazyOnOpen(
  () => import('../extras/CreditUsesModal').then((m) => m.CreditUsesModal),
  (p) => p.credit !== null,
);

const VIEWS = ['credits', 'deleted'] as const;
type View = (typeof VIEWS)[number];

/**
 * credits-scholarship: the student's credit summary, then their credits and scholarships (or the deleted
 * ones, kept in the URL). A bursar adds a credit with a reason, awards a scholarship, applies what a credit
 * holds to an open invoice, refunds it (with the refunds right), deletes it with a reason (a reversal) and
 * changes its created-on day and reference, as the rights and the credit allow; read-only viewers see the
 * same lists without the actions.
 */
export default function CreditsScholarshipTab({ studentId, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  const refundRights = useRecordRights(STUDENT_LINK, STUDENT_ACTION_COMPONENTS.refunds);
  const { remove } = useCreditWrites(studentId);
  const [view, setView] = useUrlView(VIEWS);

  const [adding, setAdding] = useState(false);
  const [awarding, setAwarding] = useState(false);
  const [applying, setApplying] = useState<CreditRow | null>(null);
  const [refunding, setRefunding] = useState<CreditRow | null>(null);
  const [editing, setEditing] = useState<CreditEdit | null>(null);
  const [deleting, setDeleting] = useState<CreditRow | null>(null);
  const [viewing, setViewing] = useState<CreditRow | null>(null);
  const canWrite = !readOnly && rights.write;

  const columns = useMemo(
    () => ({
      credits: creditColumns(
        t,
        {
          apply: setApplying,
          refund: setRefunding,
          remove: setDeleting,
          createdOn: (credit) => setEditing({ field: 'createdOn', credit }),
          reference: (credit) => setEditing({ field: 'reference', credit }),
          uses: setViewing,
        },
        rights,
        refundRights,
        readOnly,
      ),
      deleted: deletedColumns(t),
    }),
    [t, rights, refundRights, readOnly],
  );

  const labels: Record<View, string> = {
    credits: t('Credits and scholarships', { ns: 'titles' }),
    deleted: t('Deleted', { ns: 'titles' }),
  };
  const kindFilter = {
    name: 'kind',
    label: t('Kind', { ns: 'titles' }),
    options: CREDIT_KINDS.map((k) => ({ value: k.value, label: creditKindText(t, k.value) })),
  };

  return (
    <Flex vertical gap={16}>
      <CreditSummary studentId={studentId} />
      <Card
        title={<h2 className="card-h2">{t('Credits & Scholarship', { ns: 'titles' })}</h2>}
        extra={
          canWrite && (
            <Flex gap={8} wrap>
              <Button icon={<GiftOutlined />} onClick={() => setAwarding(true)}>
                {t('Award scholarship', { ns: 'titles' })}
              </Button>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('Add credit', { ns: 'titles' })}
              </Button>
            </Flex>
          )
        }
      >
        <Segmented<View>
          aria-label={t('Show', { ns: 'titles' })}
          value={view}
          onChange={setView}
          options={VIEWS.map((v) => ({ value: v, label: labels[v] }))}
          style={{ marginBottom: 16 }}
        />
        {view === 'credits' && (
          <DataTable<CreditRow>
            key="credits"
            path={CREDIT_PATHS.credits(studentId)}
            prefix="cr"
            pinnedColumns={['kind', 'amount', 'left', 'createdOn', 'reference', 'status']}
            columns={columns.credits}
            rowKey="id"
            label={labels.credits}
            search={false}
            filters={[
              kindFilter,
              {
                name: 'status',
                label: t('Status', { ns: 'titles' }),
                options: (['held', 'used'] as const).map((s) => ({ value: s, label: creditStatusText(t, s) })),
              },
            ]}
            emptyText={t('No credits or scholarships yet', { ns: 'titles' })}
            itemName={[t('credit', { ns: 'titles' }), t('credits', { ns: 'titles' })]}
          />
        )}
        {view === 'deleted' && (
          <DataTable<CreditRow>
            key="deleted"
            path={CREDIT_PATHS.deleted(studentId)}
            prefix="dl"
            pinnedColumns={['kind', 'amount', 'deleteReason']}
            columns={columns.deleted}
            rowKey="id"
            label={labels.deleted}
            search={false}
            filters={[kindFilter]}
            emptyText={t('No deleted credits', { ns: 'titles' })}
          />
        )}
      </Card>
      {canWrite && <AddCreditDialog studentId={studentId} open={adding} onClose={() => setAdding(false)} />}
      {canWrite && <AwardScholarshipDialog studentId={studentId} open={awarding} onClose={() => setAwarding(false)} />}
      <ApplyCreditDialog studentId={studentId} credit={applying} onClose={() => setApplying(null)} />
      <RefundCreditDialog studentId={studentId} credit={refunding} onClose={() => setRefunding(null)} />
      <EditCreditDialog studentId={studentId} target={editing} onClose={() => setEditing(null)} />
      <CreditUsesModal studentId={studentId} credit={viewing} onClose={() => setViewing(null)} />
      <ReasonModal
        open={deleting !== null}
        source={deleting}
        title={t('Delete credit {{id}} of {{amount}}?', {
          ns: 'titles',
          id: deleting?.id ?? '',
          amount: formatMoney(deleting?.amount),
        })}
        okText={t('Delete', { ns: 'titles' })}
        warning={t(
          'This is a reversal: what the credit paid on invoices is owed again, what it held leaves the credit account. It moves to the deleted list.',
          { ns: 'titles' },
        )}
        save={(reason) => remove.mutateAsync({ creditId: deleting!.id, reason })}
        toasts={{
          ok: t('Credit Deleted Successfully', { ns: 'titles' }),
          failed: t('Failed to delete the credit. Try again!', { ns: 'titles' }),
        }}
        onClose={() => setDeleting(null)}
      />
    </Flex>
  );
}
