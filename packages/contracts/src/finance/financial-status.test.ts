import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINANCIAL_STATUS,
  FINANCIAL_STATUS_RULE,
  daysFromTo,
  effectiveFinancialStatus,
  financialStatusByRule,
  financialStatusChangeInput,
  financialStatusLabel,
  type OpenInvoiceDue,
} from './financial-status.js';
import { OPTION_LISTS } from '../reference/options.js';
import { STUDENT_TAB_SETS, visibleStudentTabs, type StudentTabFacts } from '../students/tabs.js';
import { bulkFinancialStatusInput } from '../students/student.js';
import { STUDENT_ACTIVITY_KINDS, STUDENT_DESCRIBERS } from '../students/activity.js';
import { describeChange, kindOf } from '../kit/changes.js';

const today = '2026-11-28';
const dueDaysAgo = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const inv = (days: number, owedCents = 10_000): OpenInvoiceDue => ({ dueDate: dueDaysAgo(days), owedCents });

describe('financial status rule', () => {
  it('gives Cleared, Hold and Blocked by the days the oldest owing invoice is overdue', () => {
    expect(financialStatusByRule([], today)).toBe(FINANCIAL_STATUS.cleared);
    expect(financialStatusByRule([inv(30)], today)).toBe(FINANCIAL_STATUS.cleared);
    expect(financialStatusByRule([inv(31)], today)).toBe(FINANCIAL_STATUS.hold);
    expect(financialStatusByRule([inv(60)], today)).toBe(FINANCIAL_STATUS.hold);
    expect(financialStatusByRule([inv(61)], today)).toBe(FINANCIAL_STATUS.blocked);
    expect(financialStatusByRule([inv(-5), inv(61, 0)], today)).toBe(FINANCIAL_STATUS.cleared);
    expect(financialStatusByRule([inv(10), inv(45)], today)).toBe(FINANCIAL_STATUS.hold);
    expect(financialStatusByRule([inv(45)], today, { holdAfterDays: 10, blockAfterDays: 40 })).toBe(
      FINANCIAL_STATUS.blocked,
    );
  });

  it('matches the thresholds for any invoices (property)', () => {
    const invoice = fc.record({
      days: fc.integer({ min: -400, max: 400 }),
      owed: fc.integer({ min: 0, max: 10 ** 9 }),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 8 }), (list) => {
        const owing = list.filter((i) => i.owed > 0).map((i) => i.days);
        const worst = owing.length ? Math.max(...owing) : -Infinity;
        const expected =
          worst > FINANCIAL_STATUS_RULE.blockAfterDays ? 3 : worst > FINANCIAL_STATUS_RULE.holdAfterDays ? 2 : 1;
        expect(
          financialStatusByRule(
            list.map((i) => inv(i.days, i.owed)),
            today,
          ),
        ).toBe(expected);
      }),
    );
  });

  it('never gets better when an invoice is added (property)', () => {
    const days = fc.integer({ min: -100, max: 200 });
    fc.assert(
      fc.property(fc.array(days, { maxLength: 6 }), days, (list, extra) => {
        const before = financialStatusByRule(
          list.map((d) => inv(d)),
          today,
        );
        expect(
          financialStatusByRule(
            [...list, extra].map((d) => inv(d)),
            today,
          ),
        ).toBeGreaterThanOrEqual(before);
      }),
    );
  });

  it('counts days between dates', () => {
    expect(daysFromTo('2026-02-27', '2026-03-01')).toBe(2);
    expect(daysFromTo('2026-03-01', '2026-02-27')).toBe(-2);
  });

  it('lets a manual override stand over the rule', () => {
    expect(effectiveFinancialStatus(3, null)).toBe(3);
    expect(effectiveFinancialStatus(3, { status: 1, reason: 'Payment plan agreed' })).toBe(1);
    expect(effectiveFinancialStatus(1, { status: 3, reason: 'Cheque bounced' })).toBe(3);
  });

  it('has one wording: Cleared, Hold, Blocked', () => {
    expect(OPTION_LISTS['financial-status'].map((o) => o.label)).toEqual(['Cleared', 'Hold', 'Blocked']);
    expect(OPTION_LISTS['financial-status'].map((o) => o.label)).toEqual(
      OPTION_LISTS['invoice-financial-status'].map((o) => o.label),
    );
    expect([1, 2, 3].map(financialStatusLabel)).toEqual(['Cleared', 'Hold', 'Blocked']);
  });

  it('accepts 1 to 3 with a reason, and a Block in the bulk update', () => {
    expect(financialStatusChangeInput.safeParse({ financialStatus: 3, reason: 'Overdue' }).success).toBe(true);
    expect(financialStatusChangeInput.safeParse({ financialStatus: 4, reason: 'Overdue' }).success).toBe(false);
    expect(financialStatusChangeInput.safeParse({ financialStatus: 2, reason: '' }).success).toBe(false);
    expect(bulkFinancialStatusInput.safeParse({ studentIds: [1], financialStatus: 3 }).success).toBe(true);
    expect(bulkFinancialStatusInput.safeParse({ studentIds: [1], financialStatus: 4 }).success).toBe(false);
  });

  it('restricts a Blocked student to the financial-block tabs, not staff', () => {
    const facts: StudentTabFacts = {
      statusCode: 'ACT',
      financialStatus: FINANCIAL_STATUS.blocked,
      forcePersonalInfoUpdate: false,
      immigrationRequired: false,
      leadId: null,
      currentCourseStatus: null,
      usmleTestStatus: null,
      stageName: null,
      cohort: null,
    };
    expect(visibleStudentTabs(facts, 'self')).toEqual(STUDENT_TAB_SETS.financialBlock);
    expect(visibleStudentTabs({ ...facts, financialStatus: FINANCIAL_STATUS.hold }, 'self')).not.toEqual(
      STUDENT_TAB_SETS.financialBlock,
    );
    expect(visibleStudentTabs(facts, 'staff').length).toBeGreaterThan(2);
  });

  it('reads in the activity log as a status change, with how and why', () => {
    const row = (action: string, after: Record<string, unknown>) => ({
      id: 1,
      at: '2026-11-28T12:00:00Z',
      actorName: 'Ann Bursar',
      entity: 'student',
      action,
      before: { financialStatus: 1 },
      after,
    });
    const manual = describeChange(
      row('financialStatusChange', { financialStatus: 3, manual: true, reason: 'Chargeback' }),
      STUDENT_DESCRIBERS,
    );
    expect(manual.sentence).toBe('Ann Bursar changed the financial status from Cleared to Blocked by hand: Chargeback');
    const rule = describeChange(row('financialStatusRule', { financialStatus: 2 }), STUDENT_DESCRIBERS);
    expect(rule.sentence).toBe('Ann Bursar changed the financial status from Cleared to Hold by the overdue rule');
    expect(kindOf(STUDENT_ACTIVITY_KINDS, 'student', 'financialStatusRule')).toBe('status');
  });
});
