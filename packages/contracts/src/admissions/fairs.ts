import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * College fairs (002 section 7, /lead/notifications/fairlist, "College Fair"): the recruiting events
 * the admissions office attends; a lead may name the fair it was met at (leads.fair_id).
 * Country comes from the control table 'country'.
 */
export const FAIR_LINK = '/lead/list';
export const FAIR_SCREEN = '/lead/notifications/fairlist';

export const FAIR_TOASTS = {
  added: 'Fair Added Successfully',
  addFailed: 'Failed to add Fair, Try again!',
  updated: 'Fair Updated Successfully',
  updateFailed: 'Failed to update Fair, Try again!',
  fetchFailed: 'Failed to fetch Fair, Try again!',
} as const;

export const FAIR_MESSAGES = {
  country: 'Choose a country from the list',
  duplicate: 'A fair with this name on this date exists',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return ISO_DATE.test(s) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
/** ISO (YYYY-MM-DD) or MM/DD/YYYY as shown on screens, to ISO. */
const toIsoDate = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim());
  return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : v.trim();
};
const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    safeString({ error: `${label} is required` })
      .trim()
      .max(max, `${label} can be at most ${max} characters`),
  );
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? null : v),
    safeString().trim().max(max, `${label} can be at most ${max} characters`).nullable(),
  );
const toId = (v: unknown) => (blank(v) ? null : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v);

export const fairInput = z.object({
  name: requiredText('Fair Name', 200),
  fairDate: z.preprocess(
    (v) => (blank(v) ? undefined : toIsoDate(v)),
    safeString({ error: 'Fair Date is required' }).refine(isRealDate, 'Fair Date must be a valid date (MM/DD/YYYY)'),
  ),
  city: optionalText('Location', 200),
  country: z.preprocess(
    toId,
    z.number({ error: FAIR_MESSAGES.country }).int().positive(FAIR_MESSAGES.country).nullable(),
  ),
  organiser: optionalText('Organiser', 200),
  notes: optionalText('Notes', 2000),
  active: z.boolean().default(true),
});
export type FairInput = z.infer<typeof fairInput>;

export const fair = z.object({
  id: z.number().int(),
  name: safeString(),
  fairDate: safeString(),
  city: safeString().nullable(),
  country: z.number().int().nullable(),
  countryLabel: safeString().nullable(),
  organiser: safeString().nullable(),
  notes: safeString().nullable(),
  active: z.boolean(),
  /** leads met at this fair (not deleted) */
  leadCount: z.number().int(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type Fair = z.infer<typeof fair>;

/** The list: words in name, location, organiser and notes; active; country; a date range. */
export const fairListQuery = pageQuery.extend({
  active: z.enum(['true', 'false']).optional(),
  country: z.coerce.number().int().positive().optional(),
  from: safeString().regex(ISO_DATE, 'From must be a date (YYYY-MM-DD)').optional(),
  to: safeString().regex(ISO_DATE, 'To must be a date (YYYY-MM-DD)').optional(),
});
export type FairListQuery = z.infer<typeof fairListQuery>;

/** A lead met at a fair, as the fair's lead list shows it. */
export const fairLead = z.object({
  id: z.number().int(),
  firstName: safeString().nullable(),
  lastName: safeString().nullable(),
  email: safeString().nullable(),
  createdAt: safeString().nullable(),
});
export type FairLead = z.infer<typeof fairLead>;
export const fairLeadsQuery = pageQuery;
