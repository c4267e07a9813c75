import { useSearchParams } from 'react-router';
import { useGet } from '../../../app/client';

/** The four revenue screens and the endpoint each reads. */
export const REVENUE_PATHS = {
  summary: '/api/accounting/revenue',
  monthly: '/api/accounting/revenue/monthly',
  weekly: '/api/accounting/revenue/weekly',
  nonClinical: '/api/accounting/revenue/non-clinical',
} as const;
export type RevenueScreen = keyof typeof REVENUE_PATHS;
/** A view as rows, which the kit's export writes to Excel. */
export const REVENUE_ROWS_PATH = '/api/accounting/revenue/rows';

/** The range kept in the URL (`from`, `to`; the server's default, this year to today, when absent). */
export function useRevenueRange() {
  const [sp] = useSearchParams();
  return { from: sp.get('from') ?? undefined, to: sp.get('to') ?? undefined };
}

/** One revenue report over the URL's range. */
export function useRevenue(screen: RevenueScreen) {
  const query = useRevenueRange();
  return useGet(REVENUE_PATHS[screen], { query });
}
