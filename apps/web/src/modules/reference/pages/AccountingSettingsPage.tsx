import { useLocation } from 'react-router';
import { ACCOUNTING_SETTING_PAGES } from '@caduceus/contracts';
import { EmptyState } from '../../../components/QueryState';
import { TableSection } from '../components/TableSection';
import { ACCOUNTING_BASE } from '../accountingNav';
import { AccountingSettingsFrame } from '../components/AccountingSettingsFrame';

/**
 * /admin/accounting-settings and its table pages: the settings in a side menu, each page the table
 * behind it. The bulk-update pages share the side menu but are their own screen (AccountingBulkPage).
 */
export default function AccountingSettingsPage() {
  const { pathname } = useLocation();
  const slug = pathname.slice(ACCOUNTING_BASE.length + 1);
  const chosen = ACCOUNTING_SETTING_PAGES.find((p) => p.slug === slug) ?? ACCOUNTING_SETTING_PAGES[0];
  return (
    <AccountingSettingsFrame selected={chosen?.slug}>
      {chosen ? (
        <TableSection key={chosen.table} table={chosen.table} />
      ) : (
        <EmptyState text="No accounting settings yet" />
      )}
    </AccountingSettingsFrame>
  );
}
