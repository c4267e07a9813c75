import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from 'antd';
import { CloseCircleOutlined, FileAddOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { INVOICE_REQUEST_STATUSES, studentTabUrl } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { INVOICE_REQUEST_PATHS, useInvoiceRequestWrites, useRequestHeads, type InvoiceRequestRow } from './api';
import { InvoiceRequestDialog } from './InvoiceRequestDialog';
import { requestColumns } from './columns';

const ReasonModal = lazyOnOpen(
  () => import('../shared/ReasonModal').then((m) => m.ReasonModal),
  (p) => p.open,
);
const QUEUE = '/accounting/invoice-requests';

/**
 * /accounting/invoice-requests: the students' requests to be invoiced for a fee head (filters: status, fee head,
 * student). A pending one is invoiced (the invoice made as any other) or rejected with a reason.
 */
export default function InvoiceRequestsPage() {
  const { t } = useTranslation();
  const rights = useRights(QUEUE);
  const heads = useRequestHeads();
  const { reject } = useInvoiceRequestWrites();
  const [invoicing, setInvoicing] = useState<InvoiceRequestRow | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceRequestRow | null>(null);

  const columns = useMemo<ColumnsType<InvoiceRequestRow>>(
    () => [
      ...requestColumns(t).flatMap((c) =>
        c.key === 'id'
          ? [c, { key: 'studentName', dataIndex: 'studentName', title: t('Student', { ns: 'titles' }) }]
          : [c],
      ),
      { key: 'decidedByName', dataIndex: 'decidedByName', title: t('Decided by', { ns: 'titles' }) },
      {
        key: 'actions',
        title: t('Actions', { ns: 'titles' }),
        render: (_: unknown, r) =>
          r.status === 'pending' && (
            <Flex gap={4}>
              {rights.write && (
                <Button
                  type="link"
                  size="small"
                  icon={<FileAddOutlined />}
                  aria-label={t('Invoice request {{id}}', { ns: 'titles', id: r.id })}
                  onClick={() => setInvoicing(r)}
                >
                  {t('Invoice', { ns: 'titles' })}
                </Button>
              )}
              {rights.edit && (
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<CloseCircleOutlined />}
                  aria-label={t('Reject request {{id}}', { ns: 'titles', id: r.id })}
                  onClick={() => setRejecting(r)}
                >
                  {t('Reject', { ns: 'titles' })}
                </Button>
              )}
            </Flex>
          ),
      },
    ],
    [t, rights.write, rights.edit],
  );

  return (
    <Page title="Invoice Requests" subtitle="Students' requests to be invoiced for a fee head">
      <DataTable<InvoiceRequestRow>
        path={INVOICE_REQUEST_PATHS.requests}
        columns={columns}
        rowKey="id"
        rowHref={(r) => studentTabUrl('invoicePayments', r.studentId)}
        label={t('Invoice requests', { ns: 'titles' })}
        filters={[
          {
            name: 'status',
            label: t('Status', { ns: 'titles' }),
            options: INVOICE_REQUEST_STATUSES.map((s) => ({ value: s.value, label: translateTitle(s.label) })),
          },
          {
            name: 'feeHeadId',
            label: t('Fee head', { ns: 'titles' }),
            options: (heads.data?.items ?? []).map((h) => ({ value: String(h.value), label: h.label })),
            width: 220,
          },
        ]}
        emptyText={t('No invoice requests', { ns: 'titles' })}
        itemName={[t('request', { ns: 'titles' }), t('requests', { ns: 'titles' })]}
        exportAs="invoice-requests"
      />
      <InvoiceRequestDialog request={invoicing} onClose={() => setInvoicing(null)} />
      <ReasonModal
        open={rejecting !== null}
        source={rejecting}
        title={t('Reject request {{id}}', { ns: 'titles', id: rejecting?.id ?? '' })}
        okText={t('Reject', { ns: 'titles' })}
        warning={t('The student is not invoiced; the reason is kept with the request.', { ns: 'titles' })}
        save={(reason) => reject.mutateAsync({ requestId: rejecting!.id, reason })}
        toasts={{
          ok: t('Request Rejected Successfully', { ns: 'titles' }),
          failed: t('Failed to update the request, please try again!', { ns: 'titles' }),
        }}
        onClose={() => setRejecting(null)}
      />
    </Page>
  );
}
