import { useLocation } from 'react-router';
import { ACCOUNTING_SETTING_PAGES } from '@caduceus/contracts';
import { Page } from '../../../components/Page';
import { EmptyState } from '../../../components/QueryState';
import { SideNav } from '../components/SideNav';
import { TableSection } from '../components/TableSection';
import { BulkFinancialStatus } from '../components/BulkFinancialStatus';
import { BulkAccounting, BulkInvoiceFinancialStatus } from '../components/BulkAccounting';

const BASE = '/admin/accounting-settings';
/** Bulk updates of students (not tables), each a use of the one BulkStudentUpdate. */
const BULK_PAGES = [
  { slug: 'bulk-update/accounting', title: 'Bulk Update: Accounting', Component: BulkAccounting },
  { slug: 'bulk-update/financial-status', title: 'Bulk Update: Financial Status', Component: BulkFinancialStatus },
  { slug: 'bulk-update/invoice-financial-status', title: 'Bulk Update: Invoice Financial Status', Component: BulkInvoiceFinancialStatus },
];

/** /admin/accounting-settings and its pages: the settings in a side menu, each page the table behind it. */
export default function AccountingSettingsPage() {
  const { pathname } = useLocation();
  const slug = pathname.slice(BASE.length + 1);
  const bulk = BULK_PAGES.find((p) => p.slug === slug);
  const chosen = ACCOUNTING_SETTING_PAGES.find((p) => p.slug === slug) ?? ACCOUNTING_SETTING_PAGES[0];
  return (
    <Page title="Accounting settings" subtitle="Fee heads, accounting heads, master values and the fees charged per program">
      {!chosen ? <EmptyState text="No accounting settings yet" /> : (
        <SideNav label="Accounting settings" selected={bulk?.slug ?? chosen.slug}
          items={[...ACCOUNTING_SETTING_PAGES, ...BULK_PAGES].map((p) => ({ key: p.slug, label: p.title, to: `${BASE}/${p.slug}` }))}>
          {bulk ? <bulk.Component key={bulk.slug} /> : <TableSection key={chosen.table} table={chosen.table} />}
        </SideNav>
      )}
    </Page>
  );
}
