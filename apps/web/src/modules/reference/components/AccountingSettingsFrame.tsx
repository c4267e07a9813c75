import type { ReactNode } from 'react';
import { ACCOUNTING_SETTING_PAGES } from '@caduceus/contracts';
import { Page } from '../../../components/Page';
import { SideNav } from './SideNav';
import { ACCOUNTING_BASE, ACCOUNTING_BULK_PAGES } from '../accountingNav';

/** The accounting settings' page frame and side menu (tables and bulk updates). */
export function AccountingSettingsFrame({ selected, children }: { selected: string | undefined; children: ReactNode }) {
  return (
    <Page
      title="Accounting settings"
      subtitle="Fee heads, accounting heads, master values and the fees charged per program"
    >
      <SideNav
        label="Accounting settings"
        selected={selected ?? ''}
        items={[...ACCOUNTING_SETTING_PAGES, ...ACCOUNTING_BULK_PAGES].map((p) => ({
          key: p.slug,
          label: p.title,
          to: `${ACCOUNTING_BASE}/${p.slug}`,
        }))}
      >
        {children}
      </SideNav>
    </Page>
  );
}
