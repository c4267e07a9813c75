import { describe, expect, it } from 'vitest';
import { SEARCH_DESTINATIONS } from '@caduceus/contracts';
import { allDestinations, filterByTitle } from './destinations';

describe('global search destinations', () => {
  it("hold the spec's list first, then the other menu screens, each once", () => {
    const all = allDestinations();
    expect(all.slice(0, SEARCH_DESTINATIONS.length).map((d) => d.link)).toEqual(SEARCH_DESTINATIONS.map((d) => d.link));
    expect(new Set(all.map((d) => d.link)).size).toBe(all.length);
    expect(all).toContainEqual({ link: '/admin/banner', title: 'Banner', menuKey: 'admin.banner', trail: ['admin'] });
    expect(all.find((d) => d.link === '/admin/control-table/lead')?.trail).toEqual(['admin', 'admin.controlTable']);
  });

  it('are filtered by title, ignoring case; no text suggests nothing', () => {
    const all = allDestinations();
    expect(filterByTitle(all, 'BANN').map((d) => d.link)).toEqual(['/admin/banner']);
    expect(filterByTitle(all, 'invoice').map((d) => d.link)).toEqual(
      expect.arrayContaining(['/accounting/invoices/non-clinical', '/accounting/invoice-requests']),
    );
    expect(filterByTitle(all, '   ')).toEqual([]);
  });
});
