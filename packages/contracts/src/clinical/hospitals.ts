import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { moneyText } from '../finance/money.js';
import { isoDate } from '../students/student.js';
import { MESSAGES, PATTERNS, email, optionalMultilineText, optionalText, safeString, text } from '../validation.js';

/**
 * The clinical office's hospitals (002 "Clinical hospitals, preceptors, rotations": hospitalList,
 * hospitalDataById, saveHospital, getReplyToMails), the third parties some are reached through (thirdParty)
 * and the rotations each offers (a row of the Rotations control table with its price per week, seats per
 * week and the days it is offered: rotationListActive, pricePerWeekHospi, clinicalsRotationList).
 * Every clinical screen (/medical/clinicals/*, /preceptor/*) is guarded by the Clinicals menu entry.
 */
export const CLINICALS_MENU_LINK = '/medical/clinicals/assign-rotation/list';
/** The control table the offered rotations come from (reference tables, clinicals group). */
export const ROTATION_TABLE = 'rotation';
export const HOSPITAL_ENTITY = 'hospital';
export const HOSPITAL_ROTATION_ENTITY = 'hospitalRotation';
export const THIRD_PARTY_ENTITY = 'clinicalThirdParty';
/** The most seats a hospital offers in one rotation in any one week. */
export const MAX_OFFER_SEATS = 100;

export const HOSPITAL_TOASTS = {
  added: 'Hospital added succesfully!',
  updated: 'Hospital updated successfully!',
  saveFailed: 'Failed to save the hospital, Try again!',
  offerAdded: 'Rotation added successfully!',
  offerUpdated: 'Rotation updated successfully!',
  offerSaveFailed: 'Failed to save the rotation, Try again!',
  statusUpdated: 'Status updated successfully!',
  statusFailed: 'Failed to update the status, Try again!',
  thirdPartyAdded: 'Third party added successfully!',
  thirdPartyUpdated: 'Third party updated successfully!',
  thirdPartySaveFailed: 'Failed to save the third party, Try again!',
} as const;

export const HOSPITAL_MESSAGES = {
  duplicate: 'A hospital with this name exists',
  thirdParty: 'Choose a third party from the list',
  state: 'Choose a state from the list',
  country: 'Choose a country from the list',
  notFound: 'Hospital not found',
  rotation: 'Choose a rotation from the list',
  duplicateOffer: 'This hospital already offers this rotation',
  offerNotFound: 'Offered rotation not found',
  seats: `Seats must be a whole number from 1 to ${MAX_OFFER_SEATS}`,
  dates: 'Available To must be on or after Available From',
  inactiveHospital: 'This hospital is inactive: activate it before offering rotations',
  thirdPartyDuplicate: 'A third party with this name exists',
  thirdPartyNotFound: 'Third party not found',
} as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const nullable = <T extends z.ZodTypeAny>(s: T) => z.preprocess(blankToNull, s.nullish());
const optRef = (message: string) =>
  z.preprocess(blankToNull, z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID).nullish());
const refId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
/** A phone as every form of the app takes it (shown with formatPhone). */
export const optionalPhone = nullable(safeString().trim().regex(PATTERNS.phone, MESSAGES.phone));
const optionalEmail = nullable(email);
const optionalZip = nullable(safeString().trim().regex(PATTERNS.zip, MESSAGES.zip));
const activeFlag = z.enum(['true', 'false']).optional();

/* ---------- third parties ---------- */

export const thirdPartyInput = z.object({
  name: text(160),
  contactName: optionalText(160),
  email: optionalEmail,
  phone: optionalPhone,
  notes: optionalMultilineText(2000),
  active: z.boolean().default(true),
});
export type ThirdPartyInput = z.infer<typeof thirdPartyInput>;

export const thirdParty = z.object({
  id: z.number().int(),
  name: safeString(),
  contactName: safeString().nullable(),
  email: safeString().nullable(),
  phone: safeString().nullable(),
  notes: safeString().nullable(),
  active: z.boolean(),
  /** hospitals reached through it */
  hospitalCount: z.number().int(),
  updatedAt: safeString(),
});
export type ThirdParty = z.infer<typeof thirdParty>;
export const THIRD_PARTY_SORTS = ['name', 'contactName', 'updatedAt'] as const;
export const thirdPartyListQuery = pageQuery.extend({ active: activeFlag });
export type ThirdPartyListQuery = z.infer<typeof thirdPartyListQuery>;

/** Activate or deactivate a third party, a hospital, an offered rotation or a preceptor. */
export const activeInput = z.object({ active: z.boolean({ error: 'Say whether it is active' }) });
export type ActiveInput = z.infer<typeof activeInput>;

/* ---------- hospitals ---------- */

export const hospitalInput = z.object({
  name: text(160),
  code: optionalText(20),
  address1: optionalText(200),
  address2: optionalText(200),
  city: optionalText(80),
  stateId: optRef(HOSPITAL_MESSAGES.state),
  countryId: optRef(HOSPITAL_MESSAGES.country),
  zip: optionalZip,
  phone: optionalPhone,
  email: optionalEmail,
  website: optionalText(200),
  contactName: optionalText(160),
  /** where the clinical office's mails about this hospital are answered to (a Reply-To address, getReplyToMails) */
  replyToEmail: optionalEmail,
  thirdPartyId: optRef(HOSPITAL_MESSAGES.thirdParty),
  notes: optionalMultilineText(2000),
  active: z.boolean().default(true),
});
export type HospitalInput = z.infer<typeof hospitalInput>;

export const hospital = z.object({
  id: z.number().int(),
  name: safeString(),
  code: safeString().nullable(),
  address1: safeString().nullable(),
  address2: safeString().nullable(),
  city: safeString().nullable(),
  stateId: z.number().int().nullable(),
  stateName: safeString().nullable(),
  countryId: z.number().int().nullable(),
  countryName: safeString().nullable(),
  zip: safeString().nullable(),
  phone: safeString().nullable(),
  email: safeString().nullable(),
  website: safeString().nullable(),
  contactName: safeString().nullable(),
  replyToEmail: safeString().nullable(),
  thirdPartyId: z.number().int().nullable(),
  thirdPartyName: safeString().nullable(),
  notes: safeString().nullable(),
  active: z.boolean(),
  /** active rotations it offers */
  rotationCount: z.number().int(),
  /** active preceptors */
  preceptorCount: z.number().int(),
  updatedAt: safeString(),
});
export type Hospital = z.infer<typeof hospital>;
export const HOSPITAL_SORTS = ['name', 'city', 'thirdPartyName', 'updatedAt'] as const;
export const hospitalListQuery = pageQuery.extend({
  active: activeFlag,
  thirdPartyId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type HospitalListQuery = z.infer<typeof hospitalListQuery>;

/** A dropdown of hospitals: the active ones (those offering `rotationId` when given), plus `include`d ids. */
export const hospitalOptionsQuery = z.object({
  rotationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  include: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const hospitalOption = z.object({
  value: z.number().int(),
  label: safeString(),
  active: z.boolean(),
  thirdPartyName: safeString().nullable(),
});
export const hospitalOptions = z.object({ items: z.array(hospitalOption) });

/* ---------- the rotations a hospital offers ---------- */

/** The dates problem of an offer (null when none): both optional, the end on or after the start. */
export function offerDatesError(from: string | null | undefined, to: string | null | undefined): string | null {
  return from && to && to < from ? HOSPITAL_MESSAGES.dates : null;
}

/** Is the offer open for the whole of [start, end] (ISO days)? An open-ended side is no limit. */
export function offerCovers(
  offer: { active: boolean; availableFrom: string | null; availableTo: string | null },
  start: string,
  end: string = start,
): boolean {
  if (!offer.active) return false;
  if (offer.availableFrom && start < offer.availableFrom) return false;
  if (offer.availableTo && end > offer.availableTo) return false;
  return true;
}

export const hospitalRotationInput = z
  .object({
    /** a row of the Rotations control table */
    rotationId: refId(HOSPITAL_MESSAGES.rotation),
    /** dollars with at most 2 decimals ("450.00"); kept in cents */
    pricePerWeek: moneyText,
    seats: z.coerce
      .number({ error: HOSPITAL_MESSAGES.seats })
      .int(HOSPITAL_MESSAGES.seats)
      .min(1, HOSPITAL_MESSAGES.seats)
      .max(MAX_OFFER_SEATS, HOSPITAL_MESSAGES.seats),
    availableFrom: z.preprocess(blankToNull, isoDate.nullish()),
    availableTo: z.preprocess(blankToNull, isoDate.nullish()),
    active: z.boolean().default(true),
  })
  .refine((v) => !offerDatesError(v.availableFrom, v.availableTo), {
    path: ['availableTo'],
    message: HOSPITAL_MESSAGES.dates,
    // checked beside the other fields' errors (once both dates are dates), so a form shows every error at once
    when: (payload) => !payload.issues.some((i) => ['availableFrom', 'availableTo'].includes(String(i.path?.[0]))),
  });
export type HospitalRotationInput = z.infer<typeof hospitalRotationInput>;

/** An offered rotation: the hospital, the Rotations row (name, code, type, weeks), price per week, seats, dates. */
export const hospitalRotation = z.object({
  id: z.number().int(),
  hospitalId: z.number().int(),
  hospitalName: safeString(),
  hospitalActive: z.boolean(),
  rotationId: z.number().int(),
  rotationName: safeString(),
  rotationCode: safeString().nullable(),
  /** Core or Elective */
  rotationType: safeString().nullable(),
  /** the rotation's length in weeks (the control table's) */
  weeks: z.number().int().nullable(),
  pricePerWeekCents: z.number().int(),
  /** the same, as text with 2 decimals ("450.00") */
  pricePerWeek: safeString(),
  seats: z.number().int(),
  availableFrom: safeString().nullable(),
  availableTo: safeString().nullable(),
  active: z.boolean(),
  updatedAt: safeString(),
});
export type HospitalRotation = z.infer<typeof hospitalRotation>;
export const HOSPITAL_ROTATION_SORTS = [
  'rotationName',
  'hospitalName',
  'pricePerWeek',
  'seats',
  'availableFrom',
] as const;

/** Offers across hospitals (clinicalsRotationList): words in hospital and rotation, a hospital, a rotation, active. */
export const hospitalRotationListQuery = pageQuery.extend({
  active: activeFlag,
  hospitalId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  rotationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type HospitalRotationListQuery = z.infer<typeof hospitalRotationListQuery>;
export const hospitalRotationParams = z.object({ offerId: z.coerce.number().int().positive().max(MAX_ID) });

/** The rotations one may choose (avaliableRotations, rotationDropdown): active offers of active hospitals. */
export const rotationOffersQuery = z.object({
  hospitalId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  rotationId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  /** only offers open on this day (YYYY-MM-DD) */
  on: isoDate.optional(),
});
export const rotationOffers = z.object({ items: z.array(hospitalRotation) });

/** A document of a hospital (its documents tab): the hospital and the document, each 404 when unknown. */
export const hospitalDocumentParams = z.object({
  id: z.coerce.number({ error: 'Hospital not found' }).int().positive().max(MAX_ID),
  fileId: z.coerce.number({ error: 'Document not found' }).int().positive().max(MAX_ID),
});
