import { describe, expect, it } from 'vitest';
import { PAYMENT_VERIFICATION_CODES } from '@caduceus/contracts';
import { VERIFICATION_TONE, verificationActions } from './paymentRules';

const ALL = { read: true, write: true, edit: true, delete: true };
const RW = { read: true, write: true, edit: false, delete: false };
const READ = { read: true, write: false, edit: false, delete: false };

describe('verification actions', () => {
  it('offers step 1 and a rejection on an unverified payment', () => {
    expect(verificationActions({ verification: 'unverified', status: 'posted' }, ALL)).toEqual({
      step1: true,
      step2: false,
      reject: true,
    });
  });

  it('offers step 2 and a rejection once step 1 is done', () => {
    expect(verificationActions({ verification: 'step1', status: 'posted' }, ALL)).toEqual({
      step1: false,
      step2: true,
      reject: true,
    });
  });

  it('offers nothing on a verified, rejected or cancelled payment', () => {
    const none = { step1: false, step2: false, reject: false };
    expect(verificationActions({ verification: 'verified', status: 'posted' }, ALL)).toEqual(none);
    expect(verificationActions({ verification: 'rejected', status: 'cancelled' }, ALL)).toEqual(none);
    expect(verificationActions({ verification: 'unverified', status: 'cancelled' }, ALL)).toEqual(none);
  });

  it('verifies with the write right and rejects with the edit right', () => {
    expect(verificationActions({ verification: 'unverified', status: 'posted' }, RW)).toEqual({
      step1: true,
      step2: false,
      reject: false,
    });
    expect(verificationActions({ verification: 'step1', status: 'posted' }, READ)).toEqual({
      step1: false,
      step2: false,
      reject: false,
    });
  });

  it('has a tag colour for every state', () => {
    for (const v of PAYMENT_VERIFICATION_CODES) expect(VERIFICATION_TONE[v]).toBeTruthy();
  });
});
