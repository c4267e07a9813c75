import { describe, expect, it } from 'vitest';
import { LEAD_HISTORY_ENTITY, activitySummary } from '../students/history.js';
import { leadBillingContactInput } from './records.js';

describe('history carried from a lead', () => {
  it('reads as from the lead, by the original entity and action', () => {
    expect(activitySummary(LEAD_HISTORY_ENTITY, 'lead.changeStatus')).toBe('From the lead: Changed the lead status');
    expect(activitySummary(LEAD_HISTORY_ENTITY, 'leadEstimate.sendEstimate')).toBe('From the lead: Send Estimate');
    // the student's own entries keep their words
    expect(activitySummary('student', 'create')).toBe('Created the student record');
  });
});

describe('the lead billing contact', () => {
  it('is always the billing contact, so its address is required', () => {
    const r = leadBillingContactInput.safeParse({
      name: 'Luis',
      relation: 'Father',
      email: 'luis@example.com',
      phone: '3055550167',
      isBillingContact: false,
    });
    expect(r.success).toBe(false);
    const fields = r.error!.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['address1', 'city', 'countryId', 'zip']));
    const ok = leadBillingContactInput.parse({
      name: 'Luis',
      relation: 'Father',
      email: 'luis@example.com',
      phone: '3055550167',
      address1: '1 Bay Rd',
      city: 'Miami',
      countryId: 5,
      zip: '33101',
    });
    expect(ok.isBillingContact).toBe(true);
  });
});
