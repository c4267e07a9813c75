import { useLocation } from 'react-router';
import { BulkFinancialStatus } from '../components/BulkFinancialStatus';
import { BulkAccounting, BulkInvoiceFinancialStatus } from '../components/BulkAccounting';
import { ACCOUNTING_BASE, ACCOUNTING_BULK_PAGES } from '../accountingNav';
import { AccountingSettingsFrame } from '../components/AccountingSettingsFrame';

const BULK = {
  'bulk-update/accounting': BulkAccounting,
  'bulk-update/financial-status': BulkFinancialStatus,
  'bulk-update/invoice-financial-status': BulkInvoiceFinancialStatus,
} as const;

/** /admin/accounting-settings/bulk-update/*: each a use of the one BulkStudentUpdate, in the settings' frame. */
export default function AccountingBulkPage() {
  const { pathname } = useLocation();
  const page =
    ACCOUNTING_BULK_PAGES.find((p) => `${ACCOUNTING_BASE}/${p.slug}` === pathname) ?? ACCOUNTING_BULK_PAGES[0];
  const Bulk = BULK[page.slug];
  return (
    <AccountingSettingsFrame selected={page.slug}>
      <Bulk key={page.slug} />
    </AccountingSettingsFrame>
  );
}
