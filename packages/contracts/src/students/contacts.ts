import { z } from 'zod';
import { MESSAGES, PATTERNS, email, optionalText, text, safeString } from '../validation.js';
import { MAX_ID } from './student.js';

/**
 * The student's contacts (parents-details, "Billing Contact") and the billing-educational tab: who
 * pays and the educational background. At most one contact per student is the billing contact.
 */

export const CONTACT_RELATIONS = [
  'Father',
  'Mother',
  'Guardian',
  'Spouse',
  'Sibling',
  'Grandparent',
  'Sponsor',
  'Other',
] as const;
export type ContactRelation = (typeof CONTACT_RELATIONS)[number];
/** How many contacts one student may keep. */
export const MAX_STUDENT_CONTACTS = 10;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullable = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const refId = z.coerce
  .number({ error: MESSAGES.required })
  .int()
  .positive(MESSAGES.required)
  .max(MAX_ID, MESSAGES.required);
const optRef = z.preprocess(blankToNull, z.coerce.number().int().positive().max(MAX_ID).nullish());
export const requiredPhone = safeString({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(PATTERNS.phone, MESSAGES.phone);
const optionalPhone = nullable(safeString().trim().regex(PATTERNS.phone, MESSAGES.phone));
const optionalZip = nullable(safeString().trim().regex(PATTERNS.zip, MESSAGES.zip));

/** A billing contact is mailed invoices: the address must be complete. */
export const BILLING_ADDRESS_MESSAGE = 'The billing contact needs a full address';

export const studentContactInput = z
  .object({
    name: text(120),
    relation: z.enum(CONTACT_RELATIONS, { error: 'Choose a relation' }),
    email,
    phone: requiredPhone,
    alternatePhone: optionalPhone,
    address1: optionalText(200),
    address2: optionalText(200),
    city: optionalText(80),
    stateId: optRef,
    countryId: optRef,
    zip: optionalZip,
    isBillingContact: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (!v.isBillingContact) return;
    for (const k of ['address1', 'city', 'countryId', 'zip'] as const) {
      if (v[k] == null || v[k] === '') ctx.addIssue({ code: 'custom', path: [k], message: BILLING_ADDRESS_MESSAGE });
    }
  });
export type StudentContactInput = z.infer<typeof studentContactInput>;

export const studentContact = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  name: safeString(),
  relation: safeString(),
  email: safeString(),
  phone: safeString(),
  alternatePhone: safeString().nullable(),
  address1: safeString().nullable(),
  address2: safeString().nullable(),
  city: safeString().nullable(),
  stateId: z.number().int().nullable(),
  stateLabel: safeString().nullable(),
  countryId: z.number().int().nullable(),
  countryLabel: safeString().nullable(),
  zip: safeString().nullable(),
  isBillingContact: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type StudentContact = z.infer<typeof studentContact>;
export const studentContactList = z.object({ items: z.array(studentContact) });
export const studentContactParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  contactId: z.coerce.number().int().positive().max(MAX_ID),
});

/** Who pays the student's fees (the billing-educational tab). */
export const PAYERS = ['Self', 'Parent', 'Sponsor', 'Loan'] as const;
export type Payer = (typeof PAYERS)[number];
export const PAYER_LABELS: Record<Payer, string> = {
  Self: 'Self-paid',
  Parent: 'Parent or guardian',
  Sponsor: 'Sponsor',
  Loan: 'Student loan',
};
export const SPONSOR_REQUIRED_MESSAGE = 'Enter the sponsor or lender';

export const billingInfoInput = z
  .object({
    payer: z.enum(PAYERS, { error: 'Choose who pays' }),
    sponsorName: optionalText(120),
    address1: text(200),
    address2: optionalText(200),
    city: text(80),
    stateId: optRef,
    countryId: refId,
    zip: safeString({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).regex(PATTERNS.zip, MESSAGES.zip),
  })
  .superRefine((v, ctx) => {
    if ((v.payer === 'Sponsor' || v.payer === 'Loan') && !v.sponsorName)
      ctx.addIssue({ code: 'custom', path: ['sponsorName'], message: SPONSOR_REQUIRED_MESSAGE });
  });
export type BillingInfoInput = z.infer<typeof billingInfoInput>;

export const billingInfo = z.object({
  payer: z.enum(PAYERS),
  sponsorName: safeString().nullable(),
  address1: safeString(),
  address2: safeString().nullable(),
  city: safeString(),
  stateId: z.number().int().nullable(),
  stateLabel: safeString().nullable(),
  countryId: z.number().int(),
  countryLabel: safeString().nullable(),
  zip: safeString(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type BillingInfo = z.infer<typeof billingInfo>;
/** The billing tab's read: the saved billing information (null until saved) and the billing contact of parents-details. */
export const billingInfoView = z.object({
  billing: billingInfo.nullable(),
  billingContact: z
    .object({
      id: z.number().int(),
      name: safeString(),
      relation: safeString(),
      email: safeString(),
      phone: safeString(),
    })
    .nullable(),
});
export type BillingInfoView = z.infer<typeof billingInfoView>;

/** Educational background: a year a school could have been attended in. */
export const EDUCATION_FIRST_YEAR = 1950;
export const educationLastYear = () => new Date().getFullYear() + 10;
const year = (label: string) =>
  z.coerce
    .number({ error: `${label} is required` })
    .int(`${label} must be a year`)
    .min(EDUCATION_FIRST_YEAR, `${label} must be ${EDUCATION_FIRST_YEAR} or later`)
    .refine((y) => y <= educationLastYear(), `${label} is too far in the future`);

export const educationInput = z
  .object({
    institution: text(200),
    degree: text(120),
    field: optionalText(120),
    fromYear: year('From year'),
    toYear: z.preprocess(blankToNull, year('To year').nullish()),
    gpa: nullable(safeString().trim().regex(PATTERNS.gpa, MESSAGES.gpa).max(5, MESSAGES.gpa)),
  })
  .superRefine((v, ctx) => {
    if (v.toYear != null && v.toYear < v.fromYear)
      ctx.addIssue({ code: 'custom', path: ['toYear'], message: 'To year cannot be before From year' });
  });
export type EducationInput = z.infer<typeof educationInput>;

export const educationEntry = z.object({
  id: z.number().int(),
  institution: safeString(),
  degree: safeString(),
  field: safeString().nullable(),
  fromYear: z.number().int(),
  toYear: z.number().int().nullable(),
  gpa: safeString().nullable(),
  updatedAt: safeString(),
  updatedByName: safeString().nullable(),
});
export type EducationEntry = z.infer<typeof educationEntry>;
export const educationList = z.object({ items: z.array(educationEntry) });
export const educationParam = z.object({
  studentId: z.coerce.number().int().positive().max(MAX_ID),
  educationId: z.coerce.number().int().positive().max(MAX_ID),
});
export const MAX_EDUCATION_ENTRIES = 20;

export const CONTACT_TOASTS = {
  added: 'Contact added successfully',
  addFailed: 'Failed to add contact, Try again!',
  updated: 'Contact updated successfully',
  updateFailed: 'Failed to update contact, Try again!',
  deleted: 'Contact deleted successfully',
  deleteFailed: 'Failed to delete contact, Try again!',
  billingSaved: 'Billing information saved successfully',
  billingSaveFailed: 'Failed to save billing information, Try again!',
  educationAdded: 'Educational information added successfully',
  educationUpdated: 'Educational information updated successfully',
  educationSaveFailed: 'Failed to save educational information, Try again!',
  educationDeleted: 'Educational information deleted successfully',
  educationDeleteFailed: 'Failed to delete educational information, Try again!',
} as const;
