import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlRecord, useUrlView } from '../../../components/useUrlView';
import { Button, Card, Flex, Segmented } from 'antd';
import { FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { invoicePdfFilename, invoiceStatusLabel, receiptFilename, selfServiceMayWrite } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { downloadGet } from '../../../components/download';
import { errorText } from '../../../components/QueryState';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import type { StudentTabProps } from '../../students';
import { INVOICE_PATHS, type InvoiceRow, type LedgerRow, type PaymentRow } from './api';
import { BalanceSummary } from './BalanceSummary';
import { cancelledColumns, invoiceColumns, ledgerColumns, paymentColumns, paymentStatusText } from './columns';
import type { ReasonTarget } from './ReasonDialog';
import { EstimatesCard } from '../estimates/EstimatesCard';
import { EXTRA_PATHS, type DirectPaymentRow, type OldPaymentRow } from '../extras/api';
import { directColumns, oldColumns } from '../extras/columns';
import { INVOICE_REQUEST_PATHS, type InvoiceRequestRow } from '../requests/api';
import { requestColumns } from '../requests/columns';

const CreateInvoiceDialog = lazyOnOpen(
  () => import('./CreateInvoiceDialog').then((m) => m.CreateInvoiceDialog),
  (p) => p.open,
);
const PayInvoiceDialog = lazyOnOpen(
  () => import('./PayInvoiceDialog').then((m) => m.PayInvoiceDialog),
  (p) => p.invoice !== null,
);
const DueDateDialog = lazyOnOpen(
  () => import('./DueDateDialog').then((m) => m.DueDateDialog),
  (p) => p.invoice !== null,
);
const ReasonDialog = lazyOnOpen(
  () => import('./ReasonDialog').then((m) => m.ReasonDialog),
  (p) => p.target !== null,
);
const RequestInvoiceDialog = lazyOnOpen(
  () => import('../requests/RequestInvoiceDialog').then((m) => m.RequestInvoiceDialog),
  (p) => p.open,
);
const InvoiceDrawer = lazyOnOpen(
  () => import('./InvoiceDrawer').then((m) => m.InvoiceDrawer),
  (p) => p.invoiceId !== null,
);

const DirectPaymentDialog = lazyOnOpen(
  () => import('../extras/DirectPaymentDialog').then((m) => m.DirectPaymentDialog),
  (p) => p.open,
);

const CreatedOnDialog = lazyOnOpen(
  () => import('../extras/CreatedOnDialog').then((m) => m.CreatedOnDialog),
  (p) => p.payment !== null,
);

const VIEWS = ['invoices', 'cancelled', 'payments', 'noInvoice', 'oldPayments', 'ledger', 'requests'] as const;
type View = (typeof VIEWS)[number];

/**
 * invoice-payments: the student's balance, then their invoices (open and cancelled), payments and ledger
 * in one card, one view at a time (kept in the URL). A bursar creates invoices, pays them (card, cheque or
 * wire), changes due dates, cancels invoices with nothing paid and reverses payments, as the rights and
 * the contracts' invoice transitions allow; read-only viewers see the same lists without the actions.
 */
export default function InvoicePaymentsTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const { t } = useTranslation();
  // the student's own side pays her own open invoices by card (the rest of the tab stays read-only to her)
  const selfPay = header.viewer === 'student' && header.canEdit && selfServiceMayWrite('invoicePayments', 'payInvoice');
  // and asks to be invoiced for a fee head (the accounting office's invoice requests)
  const selfRequest =
    header.viewer === 'student' && header.canEdit && selfServiceMayWrite('invoicePayments', 'requestInvoice');
  const [requesting, setRequesting] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async (path: string, filename: string) => {
    setBusy(true);
    try {
      await downloadGet(path, filename);
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const [view, setView] = useUrlView(VIEWS);

  const [creating, setCreating] = useState(false);
  const [directPaying, setDirectPaying] = useState(false);
  const [redating, setRedating] = useState<DirectPaymentRow | null>(null);
  const [paying, setPaying] = useState<InvoiceRow | null>(null);
  const [dating, setDating] = useState<InvoiceRow | null>(null);
  const [reason, setReason] = useState<ReasonTarget | null>(null);
  const [viewing, setViewing] = useUrlRecord('invoice');
  const canCreate = !readOnly && rights.write;

  const columns = useMemo(
    () => ({
      invoices: invoiceColumns(
        t,
        {
          view: setViewing,
          pdf: (r) => void download(INVOICE_PATHS.pdf(studentId, r.id), invoicePdfFilename(r.id)),
          pay: setPaying,
          dueDate: setDating,
          cancel: (invoice) => setReason({ kind: 'invoice', invoice }),
        },
        rights,
        readOnly,
        selfPay,
      ),
      cancelled: cancelledColumns(t, setViewing),
      payments: paymentColumns(
        t,
        {
          view: setViewing,
          cancel: (payment) => setReason({ kind: 'payment', payment }),
          receipt: (p) => void download(INVOICE_PATHS.receipt(studentId, p.id), receiptFilename(p.id)),
        },
        rights,
        readOnly,
      ),
      ledger: ledgerColumns(t),
      noInvoice: directColumns(t, !readOnly && rights.edit ? setRedating : undefined),
      oldPayments: oldColumns(t),
      requests: requestColumns(t),
    }),
    [t, rights, readOnly, selfPay, studentId],
  );

  const labels: Record<View, string> = {
    invoices: t('Invoices', { ns: 'titles' }),
    cancelled: t('Cancelled invoices', { ns: 'titles' }),
    payments: t('Payments', { ns: 'titles' }),
    noInvoice: t('No-invoice payments', { ns: 'titles' }),
    oldPayments: t('Old payments', { ns: 'titles' }),
    ledger: t('Ledger', { ns: 'titles' }),
    requests: t('Invoice requests', { ns: 'titles' }),
  };

  return (
    <Flex vertical gap={16}>
      <BalanceSummary studentId={studentId} />
      <Card
        title={<h2 className="card-h2">{t('Invoices & Payments', { ns: 'titles' })}</h2>}
        extra={
          <Flex gap={8} wrap>
            {selfRequest && (
              <Button icon={<PlusOutlined />} onClick={() => setRequesting(true)}>
                {t('Request an invoice', { ns: 'titles' })}
              </Button>
            )}
            <Button
              icon={<FilePdfOutlined />}
              loading={busy}
              onClick={() => void download(INVOICE_PATHS.statement(studentId), `Payment_Statement_${studentId}.pdf`)}
            >
              {t('Payment statement', { ns: 'titles' })}
            </Button>
            {canCreate && (
              <Button icon={<PlusOutlined />} onClick={() => setDirectPaying(true)}>
                {t('Direct payment', { ns: 'titles' })}
              </Button>
            )}
            {canCreate && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('Create invoice', { ns: 'titles' })}
              </Button>
            )}
          </Flex>
        }
      >
        <Segmented<View>
          aria-label={t('Show', { ns: 'titles' })}
          value={view}
          onChange={setView}
          options={VIEWS.map((v) => ({ value: v, label: labels[v] }))}
          style={{ marginBottom: 16 }}
        />
        {view === 'invoices' && (
          <DataTable<InvoiceRow>
            key="invoices"
            path={INVOICE_PATHS.invoices(studentId)}
            prefix="inv"
            pinnedColumns={['id', 'dueDate', 'due', 'status']}
            columns={columns.invoices}
            rowKey="id"
            label={labels.invoices}
            search={false}
            filters={[
              {
                name: 'status',
                label: t('Status', { ns: 'titles' }),
                options: (['CR', 'PP', 'FP'] as const).map((s) => ({
                  value: s,
                  label: translateTitle(invoiceStatusLabel(s)),
                })),
              },
            ]}
            emptyText={t('No invoices yet', { ns: 'titles' })}
            itemName={[t('invoice', { ns: 'titles' }), t('invoices', { ns: 'titles' })]}
          />
        )}
        {view === 'cancelled' && (
          <DataTable<InvoiceRow>
            key="cancelled"
            path={INVOICE_PATHS.cancelled(studentId)}
            prefix="cn"
            pinnedColumns={['id', 'status']}
            columns={columns.cancelled}
            rowKey="id"
            label={labels.cancelled}
            search={false}
            emptyText={t('No cancelled invoices', { ns: 'titles' })}
          />
        )}
        {view === 'payments' && (
          <DataTable<PaymentRow>
            key="payments"
            path={INVOICE_PATHS.payments(studentId)}
            prefix="pay"
            pinnedColumns={['paidOn', 'amount', 'status']}
            columns={columns.payments}
            rowKey="id"
            label={labels.payments}
            search={false}
            filters={[
              {
                name: 'status',
                label: t('Status', { ns: 'titles' }),
                options: (['posted', 'cancelled'] as const).map((s) => ({
                  value: s,
                  label: paymentStatusText(t, s),
                })),
              },
            ]}
            emptyText={t('No payments yet', { ns: 'titles' })}
          />
        )}
        {view === 'noInvoice' && (
          <DataTable<DirectPaymentRow>
            key="noInvoice"
            path={EXTRA_PATHS.direct(studentId)}
            prefix="ni"
            pinnedColumns={['id', 'amount']}
            columns={columns.noInvoice}
            rowKey="id"
            label={labels.noInvoice}
            search={false}
            emptyText={t('No payments yet', { ns: 'titles' })}
          />
        )}
        {view === 'oldPayments' && (
          <DataTable<OldPaymentRow>
            key="oldPayments"
            path={EXTRA_PATHS.old(studentId)}
            prefix="old"
            pinnedColumns={['paidOn', 'amount']}
            columns={columns.oldPayments}
            rowKey="id"
            label={labels.oldPayments}
            search={false}
            emptyText={t('No payments yet', { ns: 'titles' })}
          />
        )}
        {view === 'ledger' && (
          <DataTable<LedgerRow>
            key="ledger"
            path={INVOICE_PATHS.ledger(studentId)}
            prefix="led"
            pinnedColumns={['postedAt', 'debit', 'credit', 'balance']}
            columns={columns.ledger}
            rowKey="id"
            label={labels.ledger}
            search={false}
            emptyText={t('No ledger lines yet', { ns: 'titles' })}
          />
        )}
        {view === 'requests' && (
          <DataTable<InvoiceRequestRow>
            key="requests"
            path={INVOICE_REQUEST_PATHS.ofStudent(studentId)}
            prefix="req"
            pinnedColumns={['id', 'status']}
            columns={columns.requests}
            rowKey="id"
            label={labels.requests}
            search={false}
            emptyText={t('No invoice requests', { ns: 'titles' })}
          />
        )}
      </Card>
      <EstimatesCard studentId={studentId} rights={rights} readOnly={readOnly} />
      <CreatedOnDialog studentId={studentId} payment={redating} onClose={() => setRedating(null)} />
      {canCreate && (
        <DirectPaymentDialog studentId={studentId} open={directPaying} onClose={() => setDirectPaying(false)} />
      )}
      {canCreate && <CreateInvoiceDialog studentId={studentId} open={creating} onClose={() => setCreating(false)} />}
      {selfRequest && (
        <RequestInvoiceDialog studentId={studentId} open={requesting} onClose={() => setRequesting(false)} />
      )}
      <PayInvoiceDialog studentId={studentId} invoice={paying} selfService={selfPay} onClose={() => setPaying(null)} />
      <DueDateDialog studentId={studentId} invoice={dating} onClose={() => setDating(null)} />
      <ReasonDialog studentId={studentId} target={reason} onClose={() => setReason(null)} />
      <InvoiceDrawer
        studentId={studentId}
        invoiceId={viewing}
        rights={rights}
        readOnly={readOnly}
        selfPay={selfPay}
        onClose={() => setViewing(null)}
        onPay={setPaying}
        onDueDate={setDating}
        onCancelPayment={(payment) => setReason({ kind: 'payment', payment })}
      />
    </Flex>
  );
}
