import { z } from 'zod';
import { safeString } from '../validation.js';
import { pageQuery } from '../kit/common.js';

/**
 * Lead email templates (002 section 7, /lead/lead-admin/email-template): the rows of the control table
 * 'email-template' whose module is 'lead'. Their subject and body may carry placeholders such as
 * {{firstName}}, filled for one lead by `fillLeadTemplate` when previewing and when sending.
 */
export const LEAD_TEMPLATE_LINK = '/lead/list';
/** The email-template module lead templates belong to. */
export const LEAD_TEMPLATE_MODULE = 'lead';

export const LEAD_TEMPLATE_PLACEHOLDERS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'program', label: 'Program' },
  { key: 'semester', label: 'Semester' },
  { key: 'representative', label: 'Representative' },
] as const;
export type LeadTemplatePlaceholder = (typeof LEAD_TEMPLATE_PLACEHOLDERS)[number]['key'];
export type LeadTemplateValues = Partial<Record<string, string | null | undefined>>;

/** The lead the preview shows when no lead is chosen. */
export const SAMPLE_LEAD_VALUES: Record<LeadTemplatePlaceholder, string> = {
  firstName: 'Jane',
  lastName: 'Doe',
  program: 'Doctor of Medicine (MD)',
  semester: 'Fall 2026',
  representative: 'Alma Admissions',
};

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;
const KNOWN = new Set<string>(LEAD_TEMPLATE_PLACEHOLDERS.map((p) => p.key));

/** How a placeholder is written in a template. */
export const placeholderToken = (key: string) => `{{${key}}}`;

/**
 * Fills {{key}} (spaces inside the braces allowed) with values[key]. A known placeholder without a value
 * becomes empty (an email never shows braces to a lead); a placeholder that is neither known nor given stays as written.
 */
export function fillLeadTemplate(text: string, values: LeadTemplateValues): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    const v = Object.prototype.hasOwnProperty.call(values, key) ? values[key] : undefined;
    if (v !== undefined && v !== null) return v;
    return KNOWN.has(key) ? '' : whole;
  });
}

/** Placeholders a text uses that are not lead placeholders, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(PLACEHOLDER)) if (!KNOWN.has(m[1]) && !out.includes(m[1])) out.push(m[1]);
  return out;
}

export const LEAD_TEMPLATE_TOASTS = {
  fetchFailed: 'Failed to fetch Email Templates, Try again!',
  added: 'Email Template added successfully',
  addFailed: 'Failed to add Email Template, Try again!',
  updated: 'Email Template updated successfully',
  updateFailed: 'Failed to update Email Template, Try again!',
  activated: 'Email Template activated successfully',
  deactivated: 'Email Template deactivated successfully',
} as const;

/** Short, so it fits under the field; the form lists the placeholders beside it. */
const unknownMessage = (keys: string[]) => `Unknown placeholder ${keys.map(placeholderToken).join(', ')}`;
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    safeString({ error: `${label} is required` })
      .trim()
      .max(max, `${label} can be at most ${max} characters`)
      .superRefine((s, ctx) => {
        const u = unknownPlaceholders(s);
        if (u.length) ctx.addIssue({ code: 'custom', message: unknownMessage(u) });
      }),
  );

/** Add and edit (the module is always lead). */
export const leadTemplateInput = z.object({
  name: text('Name', 120),
  subject: text('Subject', 200),
  body: text('Body', 20000),
});
export type LeadTemplateInput = z.infer<typeof leadTemplateInput>;

export const leadTemplate = z.object({
  id: z.number().int(),
  name: safeString(),
  subject: safeString(),
  body: safeString(),
  active: z.boolean(),
  createdAt: safeString(),
  updatedAt: safeString(),
});
export type LeadTemplate = z.infer<typeof leadTemplate>;

/** Search: words in the name, subject or body; active (true|false). */
export const leadTemplateListQuery = pageQuery.extend({ active: z.enum(['true', 'false']).optional() });
export type LeadTemplateListQuery = z.infer<typeof leadTemplateListQuery>;

export const leadTemplateStatusInput = z.object({ active: z.boolean() });

/** A template filled for a lead (or the sample lead). */
export const leadTemplatePreview = z.object({
  subject: safeString(),
  body: safeString(),
  values: z.record(safeString(), safeString()),
});
export type LeadTemplatePreview = z.infer<typeof leadTemplatePreview>;

/** The preview's values: any placeholder given here replaces the sample lead's. */
export const leadTemplatePreviewQuery = z.object(
  Object.fromEntries(LEAD_TEMPLATE_PLACEHOLDERS.map((p) => [p.key, safeString().max(200).optional()])) as Record<
    LeadTemplatePlaceholder,
    z.ZodOptional<z.ZodString>
  >,
);
