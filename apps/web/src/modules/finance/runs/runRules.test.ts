import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES, INVOICE_RUN_MESSAGES } from '@caduceus/contracts';
import { fieldOf, runBodyOf, runErrors } from './runRules';

describe('invoice run choices', () => {
  const valid = { type: 2, semesterId: 5, feeHeadIds: [7], title: 'Fall', dueDate: '2026-09-30', billedOnly: true };

  it('make the body the server reads, the filters apart and empty choices null', () => {
    expect(runBodyOf('non-clinical', { ...valid, campusId: 3 })).toEqual({
      kind: 'non-clinical',
      type: 2,
      semesterId: 5,
      feeHeadIds: [7],
      feeGroupHeadId: null,
      periodEnd: null,
      title: 'Fall',
      invoiceDate: null,
      dueDate: '2026-09-30',
      filters: { courseId: null, campusId: 3, stageId: null, statusId: null, startSemesterId: null, billedOnly: true },
    });
    expect(runErrors(runBodyOf('non-clinical', valid))).toEqual({});
  });

  it("take a clinical run's single head and its period's end, and ask for the end when missing", () => {
    const body = runBodyOf('clinical', { ...valid, type: 4, feeHeadId: 9, periodEnd: '2026-10-31' });
    expect(body).toMatchObject({ feeHeadIds: [9], periodEnd: '2026-10-31', feeGroupHeadId: null });
    expect(body.filters?.billedOnly).toBe(false);
    const missing = runErrors(runBodyOf('clinical', { ...valid, type: 4, feeHeadId: 9 }));
    expect(missing.periodEnd).toBe(INVOICE_RUN_MESSAGES.periodEnd);
  });

  it("name the form's fields in error with the contracts' messages", () => {
    const errors = runErrors(runBodyOf('housing', { ...valid, feeHeadIds: [], invoiceDate: '2026-10-01', title: '' }));
    expect(errors).toMatchObject({
      type: INVOICE_RUN_MESSAGES.typeOfKind,
      feeHeadIds: INVOICE_RUN_MESSAGES.heads,
      dueDate: INVOICE_MESSAGES.dueBeforeDate,
      title: expect.any(String),
    });
    expect(fieldOf('filters.courseId')).toBe('courseId');
    expect(fieldOf('feeHeadIds.0')).toBe('feeHeadIds');
  });
});
