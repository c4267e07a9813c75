import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@caduceus/contracts';
import { NotificationCountRegistry } from './notifications.counts.js';

const user = { id: 1, roleId: null } as SessionUser;

describe('top-bar count registry', () => {
  it('hides entries whose domain has not registered a count', async () => {
    const r = new NotificationCountRegistry();
    expect(await r.countsFor(user, async () => true)).toEqual({ items: [], total: 0 });
  });

  it('shows a registered entry only with read permission on its page, and sums the shown ones', async () => {
    const r = new NotificationCountRegistry()
      .add('invoiceRequests', async () => 4)
      .add('transcriptVerify', async () => 2)
      .add('unAssignedLeadCount', async () => 7);
    const asked: string[] = [];
    const mayRead = async (_u: SessionUser, link: string) => {
      asked.push(link);
      return link !== '/lead/list';
    };
    const res = await r.countsFor(user, mayRead);
    expect(res.items).toEqual([
      { key: 'invoiceRequests', label: 'Invoice requests', link: '/accounting/invoice-requests', count: 4 },
      {
        key: 'transcriptVerify',
        label: 'Transcript requests verified',
        link: '/medical/request/transcript-request?status=Verified',
        count: 2,
      },
    ]);
    expect(res.total).toBe(6);
    // the permission entry of each page (the query string and sub-path do not matter)
    expect(asked).toEqual(
      expect.arrayContaining(['/accounting/invoice-requests', '/medical/request/transcript-request', '/lead/list']),
    );
  });

  it('refuses a count registered twice', () => {
    const r = new NotificationCountRegistry().add('paymentsVerify', async () => 1);
    expect(() => r.add('paymentsVerify', async () => 2)).toThrow(/twice/);
  });
});
