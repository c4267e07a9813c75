import { z } from 'zod';
import { MAX_ID, pageQuery } from '../kit/common.js';
import { email, optionalText, safeString, text } from '../validation.js';
import { optionalPhone } from './hospitals.js';

/**
 * Preceptors (002 clinicalPreceptorAdd, clinicalPreceptorList, preceptorDataById; 001 getPreceptor,
 * getPreceptorList, getPreceptorDetails, preceptors, rotationPreceptor): the physicians who supervise
 * students at a hospital. Every preceptor belongs to one hospital; an email names one preceptor. Some sign
 * in as Preceptor users: they see their own record (/preceptor/user/profile) and change only their phone
 * and speciality there; another preceptor's record does not exist for them (404).
 */
export const PRECEPTOR_ENTITY = 'preceptor';
export const PRECEPTOR_TITLES = ['Dr.', 'Prof.', 'Mr.', 'Ms.', 'Mrs.'] as const;
/** The preceptor's own page, and the spec's landing page of a Preceptor user, which shows it. */
export const PRECEPTOR_PROFILE_PATH = '/preceptor/user/profile';
export const PRECEPTOR_LIST_PATH = '/medical/clinicals/preceptors/list';
/** The screens a Preceptor user opens as herself, whatever her menu rights: her profile and her landing page. */
/** the preceptor portal's list of her rotations and their students */
export const PRECEPTOR_ROTATIONS_PATH = '/preceptor/rotation';
export const PRECEPTOR_OWN_PAGES: readonly string[] = [
  PRECEPTOR_PROFILE_PATH,
  PRECEPTOR_LIST_PATH,
  PRECEPTOR_ROTATIONS_PATH,
];

export const PRECEPTOR_TOASTS = {
  added: 'Preceptor added successfully!',
  updated: 'Preceptor updated successfully!',
  saveFailed: 'Failed to save the preceptor, Try again!',
  photoUpdated: 'Picture updated successfully!',
  profileUpdated: 'Profile updated successfully!',
} as const;

export const PRECEPTOR_MESSAGES = {
  hospital: 'Choose a hospital from the list',
  inactiveHospital: 'This hospital is inactive: choose an active one',
  duplicateEmail: 'A preceptor with this email exists',
  notFound: 'Preceptor not found',
  title: 'Choose a title from the list',
  photo: 'Choose a PNG or JPEG picture',
} as const;

/** "Dr. Petra Preceptor". */
export const preceptorName = (p: { title?: string | null; firstName: string; lastName: string }) =>
  [p.title, p.firstName, p.lastName].filter(Boolean).join(' ');

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export const preceptorInput = z.object({
  hospitalId: z.coerce
    .number({ error: PRECEPTOR_MESSAGES.hospital })
    .int(PRECEPTOR_MESSAGES.hospital)
    .positive(PRECEPTOR_MESSAGES.hospital)
    .max(MAX_ID, PRECEPTOR_MESSAGES.hospital),
  title: z.preprocess(blankToNull, z.enum(PRECEPTOR_TITLES, { error: PRECEPTOR_MESSAGES.title }).nullish()),
  firstName: text(80),
  lastName: text(80),
  speciality: optionalText(120),
  email,
  phone: optionalPhone,
  active: z.boolean().default(true),
});
export type PreceptorInput = z.infer<typeof preceptorInput>;

/** What a preceptor changes on her own profile: her phone and her speciality, nothing else. */
export const preceptorProfileInput = z.object({
  speciality: optionalText(120),
  phone: optionalPhone,
});
export type PreceptorProfileInput = z.infer<typeof preceptorProfileInput>;

export const preceptor = z.object({
  id: z.number().int(),
  hospitalId: z.number().int(),
  hospitalName: safeString(),
  title: safeString().nullable(),
  firstName: safeString(),
  lastName: safeString(),
  speciality: safeString().nullable(),
  email: safeString().nullable(),
  phone: safeString().nullable(),
  hasPhoto: z.boolean(),
  /** signs in to the preceptor portal */
  hasAccount: z.boolean(),
  active: z.boolean(),
  updatedAt: safeString(),
});
export type Preceptor = z.infer<typeof preceptor>;

/** A preceptor with the hospital's contact (the details page, the preceptor's own profile). */
export const preceptorDetail = preceptor.extend({
  hospital: z.object({
    id: z.number().int(),
    name: safeString(),
    address1: safeString().nullable(),
    address2: safeString().nullable(),
    city: safeString().nullable(),
    stateName: safeString().nullable(),
    countryName: safeString().nullable(),
    zip: safeString().nullable(),
    phone: safeString().nullable(),
    email: safeString().nullable(),
    contactName: safeString().nullable(),
  }),
});
export type PreceptorDetail = z.infer<typeof preceptorDetail>;

export const PRECEPTOR_SORTS = ['lastName', 'hospitalName', 'speciality', 'email', 'updatedAt'] as const;
export const preceptorListQuery = pageQuery.extend({
  active: z.enum(['true', 'false']).optional(),
  hospitalId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type PreceptorListQuery = z.infer<typeof preceptorListQuery>;
export const preceptorParams = z.object({
  preceptorId: z.coerce.number().int().positive().max(MAX_ID),
});

/** A hospital's preceptors for a dropdown (rotationPreceptor): the active ones, plus an `include`d id. */
export const preceptorOptionsQuery = z.object({
  hospitalId: z.coerce.number().int().positive().max(MAX_ID).optional(),
  include: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const preceptorOptions = z.object({
  items: z.array(
    z.object({
      value: z.number().int(),
      label: safeString(),
      hospitalId: z.number().int(),
      active: z.boolean(),
    }),
  ),
});
