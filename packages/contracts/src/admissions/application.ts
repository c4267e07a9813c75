import { z } from 'zod';
import { MESSAGES, PATTERNS, optionalText, text, safeString } from '../validation.js';
import { MAX_ID, isoDate, studentAddressInput } from '../students/student.js';
import type { LeadTab } from './tabs.js';

/**
 * The lead's online application (spec 002 "Application and estimates"): four steps saved one at a
 * time (address, background, academics, additional questions), the terms and conditions, then the
 * submission that locks it, and the PDF of what was submitted. Each step's saved values are stored
 * with who saved them and when; a submitted application is read-only.
 */

/** The steps that must be complete before submitting, with their tab and label (in order). */
export const APPLICATION_STEPS = [
  { key: 'address', tab: 'applicationAddress', label: 'Address' },
  { key: 'background', tab: 'applicationBackground', label: 'Background' },
  { key: 'academics', tab: 'applicationAcademics', label: 'Academics' },
  { key: 'questions', tab: 'applicationQuestions', label: 'Additional Questions' },
] as const satisfies readonly { key: string; tab: LeadTab; label: string }[];
export type ApplicationStep = (typeof APPLICATION_STEPS)[number]['key'];
/** What the missing list says for the terms and conditions. */
export const APPLICATION_TERMS_LABEL = 'Terms and Conditions';

export const APPLICATION_ESSAY_MAX = 4000;
export const APPLICATION_MAX_SCHOOLS = 10;
export const APPLICATION_MAX_TESTS = 10;
export const APPLICATION_MAX_LANGUAGES = 10;

export const APPLICATION_MESSAGES = {
  locked: 'The application has been submitted and can no longer be changed',
  notSubmitted: 'The application has not been submitted yet',
  incomplete: 'Complete these parts before submitting',
  explain: 'Please explain',
  dates: 'The end date cannot be before the start date',
  score: (min: number, max: number) => `The score must be between ${min} and ${max}`,
  terms: 'Please accept the terms and conditions',
  cv: 'Upload the CV as a PDF or Word document',
  transcript: 'Upload the transcript as a PDF or image',
} as const;

/** The toasts of spec 002 section 8 for the application. */
export const APPLICATION_TOASTS = {
  addressSaved: 'Address saved successfully!',
  addressFailed: 'Failed to save the address. Try again!',
  backgroundSaved: 'Background saved successfully',
  backgroundFailed: 'Failed to save the background. Try again!',
  academicsSaved: 'Applicant Academic details saved successfully',
  academicsFailed: 'Failed to save Applicant Academic details, Please try again!',
  questionsSaved: 'Additional questions saved successfully',
  questionsFailed: 'Failed to save the additional questions. Try again!',
  termsAccepted: 'Terms and conditions accepted',
  termsFailed: 'Failed to accept the terms and conditions. Try again!',
  submitted: 'Application submitted successfully',
  submitFailed: 'Failed to submit the form. Try again!',
} as const;

/** The terms the applicant accepts (postTermsAndConditions); the version is recorded with the acceptance. */
export const APPLICATION_TERMS = {
  version: '2026-1',
  text:
    'I certify that the information in this application is complete and accurate. I understand that false or missing information may lead to the ' +
    'withdrawal of an offer of admission or dismissal, and I authorize the school to verify it with the institutions and agencies named.',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const refId = z.coerce.number({ error: MESSAGES.required }).int().positive(MESSAGES.required).max(MAX_ID);
const optRef = z.preprocess(blankToNull, z.coerce.number().int().positive().max(MAX_ID).nullish());
const fileId = z.number().int().positive().max(MAX_ID).nullish();
const essayMax = `At most ${APPLICATION_ESSAY_MAX} characters`;
const essay = () =>
  safeString({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(APPLICATION_ESSAY_MAX, essayMax);
const optionalEssay = () =>
  z.preprocess(blankToNull, safeString().trim().max(APPLICATION_ESSAY_MAX, essayMax).nullish());

/** Step 1 (getAddressApplicantDetails): the permanent address and the mailing address (or the same). */
export const applicationAddressInput = z
  .object({
    permanent: studentAddressInput,
    mailingSameAsPermanent: z.boolean().default(true),
    mailing: studentAddressInput.nullish(),
  })
  .superRefine((v, ctx) => {
    if (!v.mailingSameAsPermanent && !v.mailing)
      ctx.addIssue({ code: 'custom', path: ['mailing', 'address1'], message: MESSAGES.required });
  });
export type ApplicationAddressInput = z.infer<typeof applicationAddressInput>;

/** Step 2 (applicationBackGroundSave, multipart: `data` JSON and an optional `cv` file). */
export const applicationBackgroundInput = z
  .object({
    citizenshipCountryId: refId,
    secondCitizenshipCountryId: optRef,
    birthCountryId: refId,
    languages: z
      .array(text(60))
      .min(1, 'Add at least one language')
      .max(APPLICATION_MAX_LANGUAGES, `At most ${APPLICATION_MAX_LANGUAGES} languages`),
    criminalConviction: z.boolean({ error: MESSAGES.required }),
    criminalExplanation: optionalEssay(),
    disciplinaryAction: z.boolean({ error: MESSAGES.required }),
    disciplinaryExplanation: optionalEssay(),
    /** the CV already stored (kept when no new file comes) */
    cvFileId: fileId,
  })
  .superRefine((v, ctx) => {
    if (v.criminalConviction && !v.criminalExplanation)
      ctx.addIssue({ code: 'custom', path: ['criminalExplanation'], message: APPLICATION_MESSAGES.explain });
    if (v.disciplinaryAction && !v.disciplinaryExplanation)
      ctx.addIssue({ code: 'custom', path: ['disciplinaryExplanation'], message: APPLICATION_MESSAGES.explain });
  });
export type ApplicationBackgroundInput = z.infer<typeof applicationBackgroundInput>;

export const applicationSchool = z
  .object({
    institution: text(200),
    degreeId: refId,
    major: optionalText(120),
    gpa: safeString({ error: MESSAGES.required })
      .trim()
      .min(1, MESSAGES.required)
      .max(5, MESSAGES.gpa)
      .regex(PATTERNS.gpa, MESSAGES.gpa),
    fromDate: isoDate,
    toDate: z.preprocess(blankToNull, isoDate.nullish()),
    /** the transcript already stored (kept when no new file comes) */
    transcriptFileId: fileId,
  })
  .superRefine((v, ctx) => {
    if (v.toDate && v.toDate < v.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: APPLICATION_MESSAGES.dates });
  });
export const applicationTest = z.object({
  testTypeId: refId,
  score: z.coerce.number({ error: MESSAGES.required }).int('A whole number').min(0).max(10000),
  testDate: isoDate,
});
/**
 * Step 3 (saveAcademics, multipart: `data` JSON and files `transcript<i>` for school i). The test
 * score must lie in the range of its control-table 'test-type' row (checked by the server).
 */
export const applicationAcademicsInput = z.object({
  schools: z
    .array(applicationSchool)
    .min(1, 'Add at least one school')
    .max(APPLICATION_MAX_SCHOOLS, `At most ${APPLICATION_MAX_SCHOOLS} schools`),
  tests: z.array(applicationTest).max(APPLICATION_MAX_TESTS, `At most ${APPLICATION_MAX_TESTS} tests`).default([]),
});
export type ApplicationAcademicsInput = z.infer<typeof applicationAcademicsInput>;
export const transcriptField = (i: number) => `transcript${i}`;

/** Step 4 (saveAdditionalQuestions). */
export const applicationQuestionsInput = z.object({
  whyMedicine: essay(),
  heardFromSourceId: refId,
  personalStatement: essay(),
  additionalInformation: optionalEssay(),
});
export type ApplicationQuestionsInput = z.infer<typeof applicationQuestionsInput>;

/** postTermsAndConditions. */
export const applicationTermsInput = z.object({ accepted: z.literal(true, { error: APPLICATION_MESSAGES.terms }) });

const saved = { savedAt: safeString(), savedByName: safeString().nullable() };
const labels = z.record(safeString(), safeString().nullable());
/*
 * The views answer the stored values in plain shapes (the response serializer encodes with them, so
 * no preprocessing or coercion here; the inputs above validated the values when they were saved).
 */
const addressOut = z.object({
  address1: safeString(),
  address2: safeString().nullish(),
  city: safeString(),
  stateId: z.number().int().nullish(),
  countryId: z.number().int(),
  zip: safeString(),
});
const stepMeta = {
  labels,
  savedAt: safeString().nullable(),
  savedByName: safeString().nullable(),
  locked: z.boolean(),
};
export const applicationAddressView = z.object({
  data: z
    .object({ permanent: addressOut, mailingSameAsPermanent: z.boolean(), mailing: addressOut.nullish() })
    .nullable(),
  ...stepMeta,
});
export const applicationBackgroundView = z.object({
  data: z
    .object({
      citizenshipCountryId: z.number().int(),
      secondCitizenshipCountryId: z.number().int().nullish(),
      birthCountryId: z.number().int(),
      languages: z.array(safeString()),
      criminalConviction: z.boolean(),
      criminalExplanation: safeString().nullish(),
      disciplinaryAction: z.boolean(),
      disciplinaryExplanation: safeString().nullish(),
      cvFileId: z.number().int().nullish(),
    })
    .nullable(),
  cvFileName: safeString().nullable(),
  ...stepMeta,
});
export const applicationAcademicsView = z.object({
  data: z
    .object({
      schools: z.array(
        z.object({
          institution: safeString(),
          degreeId: z.number().int(),
          major: safeString().nullish(),
          gpa: safeString(),
          fromDate: safeString(),
          toDate: safeString().nullish(),
          transcriptFileId: z.number().int().nullish(),
        }),
      ),
      tests: z.array(z.object({ testTypeId: z.number().int(), score: z.number().int(), testDate: safeString() })),
    })
    .nullable(),
  transcriptNames: z.record(safeString(), safeString()),
  ...stepMeta,
});
export const applicationQuestionsView = z.object({
  data: z
    .object({
      whyMedicine: safeString(),
      heardFromSourceId: z.number().int(),
      personalStatement: safeString(),
      additionalInformation: safeString().nullish(),
    })
    .nullable(),
  ...stepMeta,
});
export type ApplicationAddressView = z.infer<typeof applicationAddressView>;
export type ApplicationBackgroundView = z.infer<typeof applicationBackgroundView>;
export type ApplicationAcademicsView = z.infer<typeof applicationAcademicsView>;
export type ApplicationQuestionsView = z.infer<typeof applicationQuestionsView>;
/** getleadTestData: the tests the lead reported, with names. */
export const applicationTests = z.object({
  items: z.array(
    z.object({
      testTypeId: z.number().int(),
      testName: safeString().nullable(),
      score: z.number().int(),
      testDate: safeString(),
    }),
  ),
});

/** getApplicationData: where the application stands. */
export const applicationSummary = z.object({
  leadId: z.number().int(),
  leadName: safeString(),
  steps: z.array(
    z.object({
      key: safeString(),
      label: safeString(),
      tab: safeString(),
      complete: z.boolean(),
      savedAt: safeString().nullable(),
      savedByName: safeString().nullable(),
    }),
  ),
  terms: z.object({
    accepted: z.boolean(),
    version: safeString().nullable(),
    acceptedAt: safeString().nullable(),
    acceptedByName: safeString().nullable(),
  }),
  /** labels of what is still missing before it can be submitted */
  missing: z.array(safeString()),
  submitted: z.object(saved).nullable(),
  locked: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;
