import { z } from 'zod';

/** Validation patterns of the spec (000 section 5, 002 section 5), with our messages. */
export const PATTERNS = {
  password: /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&_])[A-Za-z\d@$!%*#?&_]{8,}$/,
  zip: /^[A-Za-z0-9][A-Za-z0-9\- ]{2,9}$/,
  phone: /^(\+?\d{1,4}[\s-]?)?(\(?\d{3}\)?[\s-]?\d{3}[\s-]?\d{4}|\d{10,})$/,
  passport: /^[A-Za-z0-9]+$/,
  amount: /^\d+(\.\d{1,2})?$/,
  gpa: /^(\d{1,2}(\.\d{1,2})?)?$/,
  noOuterSpace: /^(\S(.*\S)?)?$/s,
  username: /^[A-Za-z0-9._@-]{3,64}$/,
} as const;

export const MESSAGES = {
  required: 'This field is required',
  password: 'Please enter valid password',
  passwordRule: 'At least 8 characters with a letter, a digit and one of @ $ ! % * # ? & _',
  passwordMismatch: 'Passwords do not match',
  zip: 'Please enter a valid zip code',
  phone: 'Please enter a valid phone number',
  passport: 'Passport number may contain letters and digits only',
  amount: 'Amount may have at most 2 decimals',
  gpa: 'GPA must be up to 2 digits with up to 2 decimals',
  noOuterSpace: 'Remove leading or trailing spaces',
  email: 'Please enter a valid email address',
  username: 'Username: 3 to 64 letters, digits or . _ @ -',
} as const;

/** A required text with no leading or trailing spaces. */
export const text = (max = 200) =>
  z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(max, `At most ${max} characters`).regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace);
export const optionalText = (max = 200) =>
  z.string().max(max, `At most ${max} characters`).regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace).nullish();
export const password = z.string({ error: MESSAGES.required }).regex(PATTERNS.password, MESSAGES.password);
export const email = z.string({ error: MESSAGES.required }).trim().email(MESSAGES.email).max(254);
export const phone = z.string().regex(PATTERNS.phone, MESSAGES.phone);
export const zip = z.string().regex(PATTERNS.zip, MESSAGES.zip);
export const passport = z.string().regex(PATTERNS.passport, MESSAGES.passport);
export const amount = z.string().regex(PATTERNS.amount, MESSAGES.amount);
export const gpa = z.string().regex(PATTERNS.gpa, MESSAGES.gpa);

/** Phone display rule: last 10 digits as (xxx) xxx-xxxx, up to 4 leading digits with a + prefix. */
export function formatPhone(raw: string | null | undefined): string {
  const digits = (raw ?? '').replace(/\D/g, '');
  if (digits.length < 10) return digits;
  const last = digits.slice(-10);
  const lead = digits.slice(0, -10).slice(-4);
  const local = `(${last.slice(0, 3)}) ${last.slice(3, 6)}-${last.slice(6)}`;
  return lead ? `+${lead} ${local}` : local;
}

/** Dates are ISO on the wire and shown MM/DD/YYYY. */
export function formatDate(iso: string | Date | null | undefined): string {
  if (!iso) return '';
  const s = typeof iso === 'string' ? iso : iso.toISOString();
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}
