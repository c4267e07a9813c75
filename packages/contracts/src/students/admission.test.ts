import { describe, expect, it } from 'vitest';
import {
  admissionDisclosureInput,
  admissionTransferCreditInput,
  transferCreditsTotal,
  verifyCodeInput,
  VERIFICATION_MESSAGES,
} from './admission.js';
import { educationInput, studentContactInput } from './contacts.js';

const firstMessage = (
  r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
  field: string,
) => r.error?.issues.find((i) => i.path[0] === field)?.message;

describe('admission and contact rules', () => {
  it("ask for the code with the spec's message, and for 6 digits", () => {
    expect(firstMessage(verifyCodeInput.safeParse({}), 'code')).toBe(
      'Please Enter Verification Code, Verification code is required',
    );
    expect(firstMessage(verifyCodeInput.safeParse({ code: '  ' }), 'code')).toBe(VERIFICATION_MESSAGES.required);
    expect(firstMessage(verifyCodeInput.safeParse({ code: '12345' }), 'code')).toBe(VERIFICATION_MESSAGES.format);
    expect(verifyCodeInput.parse({ code: ' 012345 ' }).code).toBe('012345');
  });

  it('want an explanation for any Yes on the disclosure', () => {
    const answers = {
      criminalConviction: false,
      pendingCharges: false,
      academicDiscipline: false,
      conductAction: false,
      licenseAction: false,
      certified: true,
    };
    expect(admissionDisclosureInput.safeParse(answers).success).toBe(true);
    expect(firstMessage(admissionDisclosureInput.safeParse({ ...answers, pendingCharges: true }), 'explanation')).toBe(
      'Please explain each Yes answer',
    );
    expect(
      firstMessage(admissionDisclosureInput.safeParse({ ...answers, certified: false }), 'certified'),
    ).toBeTruthy();
  });

  it('count transfer credits in half steps', () => {
    expect(transferCreditsTotal([{ credits: 3.5 }, { credits: 4 }, { credits: 0.5 }])).toBe(8);
    expect(
      admissionTransferCreditInput.safeParse({
        requestsTransfer: true,
        institution: 'UF',
        courses: [{ course: 'Biology', credits: 3.3 }],
      }).success,
    ).toBe(false);
    expect(admissionTransferCreditInput.parse({ requestsTransfer: false }).courses).toEqual([]);
  });

  it('need a full address for a billing contact and a sane GPA and years', () => {
    const c = { name: 'Maria Lopez', relation: 'Mother', email: 'maria@example.com', phone: '3055550100' };
    expect(studentContactInput.safeParse(c).success).toBe(true);
    expect(firstMessage(studentContactInput.safeParse({ ...c, isBillingContact: true }), 'address1')).toBe(
      'The billing contact needs a full address',
    );
    const e = { institution: 'UF', degree: 'BSc', fromYear: 2016 };
    for (const gpa of ['', '3', '3.7', '3.75', '12.5'])
      expect(educationInput.safeParse({ ...e, gpa }).success).toBe(true);
    for (const gpa of ['3.756', '100', 'A', '.5']) expect(educationInput.safeParse({ ...e, gpa }).success).toBe(false);
    expect(educationInput.safeParse({ ...e, toYear: 2015 }).success).toBe(false);
  });
});
