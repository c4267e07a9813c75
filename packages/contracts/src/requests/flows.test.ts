import { describe, expect, it } from 'vitest';
import { APPEAL_FLOW, REQUEST_FLOWS, STANDARD_FLOW, TRANSCRIPT_FLOW, moveOf, moveRefusal, movesFrom } from './flows.js';
import { REQUEST_KINDS, requestKindOf, requestKindOfPath } from './kinds.js';
import { requestAddInput } from './requests.api.js';
import { SPEC_ROUTES } from '../routes.js';

/** Every row of every transition table: who makes the move, and that the reverse or the other side cannot. */
const ROWS: [typeof STANDARD_FLOW, string, string, 'staff' | 'student'][] = [
  [STANDARD_FLOW, 'pending', 'review', 'staff'],
  [STANDARD_FLOW, 'pending', 'approved', 'staff'],
  [STANDARD_FLOW, 'pending', 'rejected', 'staff'],
  [STANDARD_FLOW, 'pending', 'cancelled', 'student'],
  [STANDARD_FLOW, 'review', 'approved', 'staff'],
  [STANDARD_FLOW, 'review', 'rejected', 'staff'],
  [STANDARD_FLOW, 'approved', 'completed', 'staff'],
  [TRANSCRIPT_FLOW, 'created', 'paid', 'staff'],
  [TRANSCRIPT_FLOW, 'created', 'cancelled', 'staff'],
  [TRANSCRIPT_FLOW, 'created', 'cancelled', 'student'],
  [TRANSCRIPT_FLOW, 'paid', 'review', 'staff'],
  [TRANSCRIPT_FLOW, 'paid', 'verified', 'staff'],
  [TRANSCRIPT_FLOW, 'paid', 'cancelled', 'staff'],
  [TRANSCRIPT_FLOW, 'review', 'verified', 'staff'],
  [TRANSCRIPT_FLOW, 'review', 'cancelled', 'staff'],
  [TRANSCRIPT_FLOW, 'verified', 'complete', 'staff'],
  [APPEAL_FLOW, 'draft', 'pending', 'student'],
  [APPEAL_FLOW, 'draft', 'cancelled', 'student'],
  [APPEAL_FLOW, 'pending', 'grantedAdmin', 'staff'],
  [APPEAL_FLOW, 'pending', 'denied', 'staff'],
  [APPEAL_FLOW, 'pending', 'cancelled', 'student'],
  [APPEAL_FLOW, 'grantedAdmin', 'grantedSignature', 'staff'],
  [APPEAL_FLOW, 'grantedSignature', 'grantedConditions', 'student'],
  [APPEAL_FLOW, 'grantedConditions', 'approved', 'staff'],
  [APPEAL_FLOW, 'grantedConditions', 'notApproved', 'staff'],
];

describe('request flows', () => {
  it.each(ROWS.map(([f, from, to, by]) => [f.key, from, to, by, f] as const))(
    '%s: %s to %s by %s',
    (_k, from, to, by, flow) => {
      expect(moveOf(flow, from, to, by)).toBeDefined();
      // the other side may not make the same move, unless the table gives it its own row
      const other = by === 'staff' ? 'student' : 'staff';
      const otherRow = ROWS.some(([f, a, b, who]) => f === flow && a === from && b === to && who === other);
      expect(moveOf(flow, from, to, other) !== undefined).toBe(otherRow);
      // nothing goes back to where it came from
      expect(moveOf(flow, to, from, by)).toBeUndefined();
    },
  );

  it('holds no move the rows above do not list, and none out of a final status', () => {
    for (const flow of Object.values(REQUEST_FLOWS)) {
      const all = Object.entries(flow.moves).flatMap(([from, ms]) => ms.map((m) => [from, m.to, m.by]));
      const listed = ROWS.filter(([f]) => f === flow).map(([, a, b, w]) => [a, b, w]);
      expect(all.sort()).toEqual(listed.sort());
      for (const s of flow.final) expect(movesFrom(flow, s, 'staff').concat(movesFrom(flow, s, 'student'))).toEqual([]);
      const codes = flow.statuses.map((s) => s.value);
      for (const [from, to] of all) expect(codes).toEqual(expect.arrayContaining([from, to]));
    }
  });

  it('names both statuses when refusing', () => {
    expect(moveRefusal(TRANSCRIPT_FLOW, 'complete', 'paid')).toBe('A request that is Complete cannot become Paid');
  });
});

describe('request kinds', () => {
  it('each has a screen of the spec and a form whose schema checks its values', () => {
    for (const k of REQUEST_KINDS) {
      if ('path' in k) {
        expect(SPEC_ROUTES).toContain(k.path);
        expect(requestKindOfPath(k.path)?.key).toBe(k.key);
      }
      expect(requestAddInput(k).safeParse({ data: {} }).success).toBe(false);
    }
    expect(requestKindOfPath('/medical/request/appeal/draft')?.key).toBe('appeal');
  });

  it('prices a transcript per copy and shipping, and checks the leave dates are in order', () => {
    const t = requestKindOf('transcript')!;
    expect(t.feeCents!({ copies: 2, shipping: 'Express courier' })).toBe(2 * 2500 + 4500);
    expect(t.feeCents!({ copies: 1, shipping: 'Electronic (PDF by email)' })).toBe(2500);
    const leave = requestAddInput(requestKindOf('absence')!);
    const bad = leave.safeParse({ data: { reason: 'Medical', fromDate: '2026-12-10', toDate: '2026-12-01' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].path).toEqual(['data', 'toDate']);
    expect(leave.safeParse({ data: { reason: 'Medical', fromDate: '2026-12-01', toDate: '2026-12-10' } }).success).toBe(
      true,
    );
  });
});
