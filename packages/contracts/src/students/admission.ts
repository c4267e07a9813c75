import { z } from 'zod';
import { MESSAGES, PATTERNS, email, optionalText, text, safeString, optionalMultilineText } from '../validation.js';
import { CONTACT_RELATIONS, requiredPhone } from './contacts.js';
import { MAX_ID } from './student.js';

/**
 * The admission forms (spec 001 "Admission forms"; the student's side only: staff do not see the tab).
 * Seven forms, each saved on its own with who and when, and three acceptances. Before the forms may be
 * filled, the person signed in proves their email with a code (VERIFICATION below).
 */

export const VERIFICATION = {
  digits: 6,
  /** a code is good for this long */
  ttlMinutes: 15,
  /** wrong tries a code survives; the next one voids it */
  maxTries: 5,
  /** wait between two codes */
  resendSeconds: 60,
  /** codes one person may ask for within an hour */
  maxPerHour: 5,
  /** a verification lasts for this sign-in, at most this long */
  validHours: 12,
} as const;

export const VERIFICATION_MESSAGES = {
  /** the spec's text (000 section 5) */
  required: 'Please Enter Verification Code, Verification code is required',
  format: `The verification code is the ${VERIFICATION.digits} digits we emailed you`,
  wrong: 'The verification code is not correct',
  expired: 'The verification code has expired. Send a new code.',
  noCode: 'No verification code was sent. Send a code first.',
  exhausted: 'Too many wrong tries. Send a new code.',
  notVerified: 'Verify your email with the code we send you before filling in the admission forms',
} as const;

export const verifyCodeInput = z.object({
  code: safeString({ error: VERIFICATION_MESSAGES.required })
    .trim()
    .min(1, VERIFICATION_MESSAGES.required)
    .regex(new RegExp(`^\\d{${VERIFICATION.digits}}$`), VERIFICATION_MESSAGES.format),
});
export type VerifyCodeInput = z.infer<typeof verifyCodeInput>;

/** Where the viewer stands with verification (part of the forms' read; the answer of send and verify). */
export const admissionVerification = z.object({
  verified: z.boolean(),
  verifiedUntil: safeString().nullable(),
  /** the masked address the last code went to */
  sentTo: safeString().nullable(),
  expiresAt: safeString().nullable(),
  /** when a new code may be asked for */
  resendAt: safeString().nullable(),
  triesLeft: z.number().int().nullable(),
});
export type AdmissionVerification = z.infer<typeof admissionVerification>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullable = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const refId = z.coerce
  .number({ error: MESSAGES.required })
  .int()
  .positive(MESSAGES.required)
  .max(MAX_ID, MESSAGES.required);
const yesNo = z.boolean({ error: 'Please answer Yes or No' });
const agreed = (message: string) => z.literal(true, { error: message });

export const admissionContactInput = z.object({
  phone: requiredPhone,
  alternatePhone: nullable(safeString().trim().regex(PATTERNS.phone, MESSAGES.phone)),
  emergencyName: text(120),
  emergencyRelation: z.enum(CONTACT_RELATIONS, { error: 'Choose a relation' }),
  emergencyPhone: requiredPhone,
  emergencyEmail: nullable(email),
});

export const DISCLOSURE_QUESTIONS = [
  {
    key: 'criminalConviction',
    text: 'Have you ever been convicted of a misdemeanor or felony, or pleaded guilty or no contest to a criminal charge?',
  },
  { key: 'pendingCharges', text: 'Are any criminal charges pending against you now?' },
  {
    key: 'academicDiscipline',
    text: 'Have you ever been placed on academic probation, suspended, dismissed or otherwise disciplined by a school?',
  },
  {
    key: 'conductAction',
    text: 'Have you ever been subject to disciplinary action for conduct, honesty or professionalism by a school or employer?',
  },
  {
    key: 'licenseAction',
    text: 'Has a professional license or certification of yours ever been denied, suspended, restricted or revoked?',
  },
] as const;
export type DisclosureQuestion = (typeof DISCLOSURE_QUESTIONS)[number]['key'];
export const DISCLOSURE_EXPLAIN_MESSAGE = 'Please explain each Yes answer';

export const admissionDisclosureInput = z
  .object({
    criminalConviction: yesNo,
    pendingCharges: yesNo,
    academicDiscipline: yesNo,
    conductAction: yesNo,
    licenseAction: yesNo,
    explanation: optionalMultilineText(2000),
    certified: agreed('Please certify that your answers are true and complete'),
  })
  .superRefine((v, ctx) => {
    if (DISCLOSURE_QUESTIONS.some((q) => v[q.key]) && !v.explanation)
      ctx.addIssue({ code: 'custom', path: ['explanation'], message: DISCLOSURE_EXPLAIN_MESSAGE });
  });

export const LICENSURE_TEXT =
  'Licensing requirements for physicians differ between countries and between US states. Some states do not license graduates of ' +
  'certain international schools, require a minimum number of clinical weeks in the US, or limit where clinical rotations may be done. It is my ' +
  'responsibility to learn the requirements of the place where I intend to practise and to plan my studies accordingly.';
export const admissionLicensureInput = z.object({
  intendedCountryId: refId,
  intendedStateId: nullable(z.coerce.number().int().positive().max(MAX_ID)),
  acknowledged: agreed('Please acknowledge the licensing requirements'),
});

export const MEMORANDUM_TEXT =
  'This Memorandum of Understanding sets out what the school and the student expect of each other: the student will follow ' +
  'the academic calendar, the student handbook and the honour code, attend the required classes and clinical rotations, and pay tuition and ' +
  'fees when due; the school will provide the curriculum, academic advising and clinical placements described in the catalog.';
export const admissionMemorandumInput = z.object({
  accepted: agreed('Please accept the Memorandum of Understanding'),
  signature: text(120),
});

export const STATEMENT_MAX = 5000;
export const admissionStatementInput = z.object({
  statement: safeString({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .max(STATEMENT_MAX, `At most ${STATEMENT_MAX} characters`),
});

export const MAX_TRANSFER_COURSES = 30;
export const transferCourse = z.object({
  course: text(120),
  credits: z.coerce
    .number({ error: 'Enter the credits' })
    .positive('Enter the credits')
    .max(30, 'At most 30 credits a course')
    .refine((n) => Number.isInteger(n * 2), 'Credits in steps of 0.5'),
  grade: nullable(safeString().trim().max(5, 'At most 5 characters')),
});
export const admissionTransferCreditInput = z
  .object({
    requestsTransfer: yesNo,
    institution: optionalText(200),
    courses: z.array(transferCourse).max(MAX_TRANSFER_COURSES, `At most ${MAX_TRANSFER_COURSES} courses`).default([]),
  })
  .superRefine((v, ctx) => {
    if (!v.requestsTransfer) return;
    if (!v.institution)
      ctx.addIssue({ code: 'custom', path: ['institution'], message: 'Enter the institution the credits come from' });
    if (!v.courses.length)
      ctx.addIssue({ code: 'custom', path: ['courses'], message: 'Add the courses you ask credit for' });
  });
/** Credits asked for in all (half-credit steps, so the sum is exact). */
export const transferCreditsTotal = (courses: readonly { credits: number }[]) =>
  courses.reduce((s, c) => s + Math.round(c.credits * 2), 0) / 2;

/** The sources are the rows of the lead control table 'referral-source'. */
export const REFERRAL_SOURCE_TABLE = 'referral-source';
export const admissionWhereYouHeardInput = z.object({
  sourceId: refId,
  detail: optionalText(500),
});

/** The seven forms: their schema, title and path under /api/students/:id/admission-forms/. */
export const ADMISSION_FORMS = {
  contact: { title: 'Contact', path: 'contact', schema: admissionContactInput },
  disclosure: { title: 'Disclosure', path: 'disclosure', schema: admissionDisclosureInput },
  licensure: { title: 'Licensure', path: 'licensure', schema: admissionLicensureInput },
  memorandum: { title: 'Memorandum of Understanding', path: 'memorandum', schema: admissionMemorandumInput },
  statement: { title: 'Personal Statement', path: 'statement', schema: admissionStatementInput },
  transferCredit: { title: 'Transfer Credit', path: 'transfer-credit', schema: admissionTransferCreditInput },
  whereYouHeard: { title: 'Where You Heard About Us', path: 'where-you-heard', schema: admissionWhereYouHeardInput },
} as const;
export type AdmissionFormKey = keyof typeof ADMISSION_FORMS;
export const ADMISSION_FORM_KEYS = Object.keys(ADMISSION_FORMS) as AdmissionFormKey[];
export type AdmissionFormData<K extends AdmissionFormKey> = z.infer<(typeof ADMISSION_FORMS)[K]['schema']>;

/** The acceptances: one click each, kept with who and when. */
export const ADMISSION_ACCEPTANCES = {
  disclosure: {
    title: 'Disclosure',
    path: 'disclosure',
    text: "I have read the school's disclosures on accreditation, licensure and outcomes, and I accept them.",
  },
  terms: {
    title: 'Terms and Conditions',
    path: 'terms',
    text: 'I accept the terms and conditions of enrolment, including the refund and withdrawal policies.',
  },
  policyGuide: {
    title: 'Policy Guide',
    path: 'policy-guide',
    text: 'I have received and read the student policy guide and will follow it.',
  },
} as const;
export type AdmissionAcceptanceKey = keyof typeof ADMISSION_ACCEPTANCES;
export const ADMISSION_ACCEPTANCE_KEYS = Object.keys(ADMISSION_ACCEPTANCES) as AdmissionAcceptanceKey[];
export const acceptanceInput = z.object({ accepted: agreed('Please tick the box to accept') });

const savedBy = { savedAt: safeString().nullable(), savedByName: safeString().nullable() };
/** One form as read: saved or not, by whom and when; the answers only once the viewer is verified. */
export const savedAdmissionForm = z.object({
  saved: z.boolean(),
  ...savedBy,
  data: z.record(safeString(), z.unknown()).nullable(),
});
export const savedAcceptance = z.object({ accepted: z.boolean(), ...savedBy });
export const admissionFormsView = z.object({
  verification: admissionVerification,
  forms: z.object(
    Object.fromEntries(ADMISSION_FORM_KEYS.map((k) => [k, savedAdmissionForm])) as Record<
      AdmissionFormKey,
      typeof savedAdmissionForm
    >,
  ),
  acceptances: z.object(
    Object.fromEntries(ADMISSION_ACCEPTANCE_KEYS.map((k) => [k, savedAcceptance])) as Record<
      AdmissionAcceptanceKey,
      typeof savedAcceptance
    >,
  ),
});
export interface SavedAdmissionForm<K extends AdmissionFormKey> {
  saved: boolean;
  savedAt: string | null;
  savedByName: string | null;
  data: AdmissionFormData<K> | null;
}
export type AdmissionFormsView = Omit<z.infer<typeof admissionFormsView>, 'forms'> & {
  forms: { [K in AdmissionFormKey]: SavedAdmissionForm<K> };
};

export const ADMISSION_TOASTS = {
  codeSent: 'Verification code sent to your email',
  codeSendFailed: 'Failed to send the verification code, Try again!',
  verified: 'Email verified. You may fill in the admission forms.',
  saved: 'Form saved successfully',
  saveFailed: 'Failed to save the form, Try again!',
  accepted: 'Accepted successfully',
  acceptFailed: 'Failed to save your acceptance, Try again!',
} as const;
