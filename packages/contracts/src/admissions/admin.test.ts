import { describe, expect, it } from 'vitest';
import { centsToAmount, estimateInput, estimateTotalCents, formatCents, repVacationInput, toCents } from './admin.js';

describe('estimate money', () => {
  it('converts amounts to exact cents and back', () => {
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('0.07')).toBe(7);
    expect(toCents('100')).toBe(10000);
    expect(centsToAmount(1230)).toBe('12.30');
    expect(centsToAmount(5)).toBe('0.05');
    expect(formatCents(1234567)).toBe('$12,345.67');
    expect(() => toCents('1.234')).toThrow();
  });
  it('totals without floating-point drift', () => {
    const lines = Array.from({ length: 10 }, () => ({ amount: '0.10' }));
    expect(estimateTotalCents(lines)).toBe(100);
    expect(estimateTotalCents([{ amount: '0.1' }, { amount: '0.2' }])).toBe(30);
  });
  it('refuses lines with a bad amount', () => {
    const r = estimateInput.safeParse({
      title: 'Fall',
      lines: [
        { description: 'Tuition', amount: '1.999' },
        { description: 'Fee', amount: '0' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.'))).toEqual(['lines.0.amount', 'lines.1.amount']);
  });
});

describe('rep vacation input', () => {
  it('wants the end on or after the start and a different cover', () => {
    const r = repVacationInput.safeParse({
      representativeId: 3,
      coverId: 3,
      fromDate: '2026-05-10',
      toDate: '2026-05-01',
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0]).sort()).toEqual(['coverId', 'toDate']);
    expect(
      repVacationInput.safeParse({ representativeId: 3, coverId: 4, fromDate: '2026-05-01', toDate: '2026-05-01' })
        .success,
    ).toBe(true);
  });
});
