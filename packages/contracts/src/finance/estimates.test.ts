import { describe, expect, it } from 'vitest';
import { ESTIMATE_MESSAGES, createEstimateInput, estimateStatusOf } from './estimates.js';
import { MONEY_MESSAGES } from './money.js';

describe('estimates', () => {
  it('reads the status from the amount and what is paid', () => {
    expect(estimateStatusOf(1000, 0)).toBe('open');
    expect(estimateStatusOf(1000, 1)).toBe('partial');
    expect(estimateStatusOf(1000, 1000)).toBe('paid');
  });
  it('takes exact amounts on each line, refuses zero, negatives and a third decimal', () => {
    const of = (amount: string) =>
      createEstimateInput.safeParse({ type: 'fullProgram', course: 'md', lines: [{ description: 'Tuition', amount }] });
    expect(of('$12,500.50').success).toBe(true);
    const msg = (amount: string) => {
      const r = of(amount);
      return r.success ? null : r.error.issues[0].message;
    };
    expect(msg('0')).toBe(MONEY_MESSAGES.positive);
    expect(msg('-1')).toBe(MONEY_MESSAGES.format);
    expect(msg('1.005')).toBe(MONEY_MESSAGES.format);
    const none = createEstimateInput.safeParse({ type: 'fullProgram', course: 'md', lines: [] });
    expect(none.success ? null : none.error.issues[0].message).toBe(ESTIMATE_MESSAGES.lines);
    expect(createEstimateInput.safeParse({ type: 'x', course: 'md', lines: [] }).success).toBe(false);
  });
});
