import { z } from 'zod';
import { cleanText } from './students/richText.js';

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
  controlChars: 'Remove control characters (such as NUL or escape codes)',
  singleLine: 'Remove line breaks, tabs and control characters',
} as const;

/**
 * Text a caller sends is refused (400 with the field named) when it holds a C0 control character other
 * than tab, line feed and carriage return, DEL, or half of a UTF-16 surrogate pair: the database
 * cannot store a NUL, and the others are never typed by a person (terminal escapes, bells, form feeds).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const CONTROL_CHARS = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f\p{Cs}]/u;
/** One line of text: every C0 control character (tab and line breaks too), DEL, U+2028/U+2029, half a surrogate pair. */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const LINE_CONTROL_CHARS = /[\0-\x1f\x7f\u2028\u2029\p{Cs}]/u;
/** `params.rule` of the issue these checks raise. */
export const TEXT_RULE = 'text-characters';
/** > 0 while withoutTextRule runs */
let relaxed = 0;
/**
 * Runs a synchronous parse or encode of what the server answers with the text rule off: text stored
 * before the rule (or by a path that does not check it) is answered as it is, not turned into an error.
 * Requests are always checked.
 */
export function withoutTextRule<T>(read: () => T): T {
  relaxed++;
  try {
    return read();
  } finally {
    relaxed--;
  }
}
const refuseIn = (pattern: RegExp, message: string) => (payload: { value: string; issues: unknown[] }) => {
  if (relaxed === 0 && pattern.test(payload.value))
    payload.issues.push({ code: 'custom', message, input: payload.value, params: { rule: TEXT_RULE } });
};
type StringParams = Parameters<typeof z.string>[0];
/**
 * The string of every request schema (body, query, path) in place of `z.string()`: tab and line breaks
 * allowed, other control characters refused. Chains like `z.string()` (.min, .max, .trim, .regex, .email, .optional).
 */
export const safeString = (params?: StringParams) =>
  z.string(params).check(refuseIn(CONTROL_CHARS, MESSAGES.controlChars));
/** A string of one line (names, codes, search text, sign-in names): no tab or line break either. */
export const singleLine = (params?: StringParams) =>
  z.string(params).check(refuseIn(LINE_CONTROL_CHARS, MESSAGES.singleLine));
/**
 * A message as typed or pasted (email bodies, SMS): line endings become \n and control characters are
 * dropped rather than refused (programs put them in copied text); half a surrogate pair is refused.
 */
export const messageText = (params?: StringParams) => z.string(params).transform(cleanText).pipe(safeString());

/**
 * `record[key]` for a key a caller chose (a sort, a list's name, a placeholder): only the record's own
 * entries count, never what every object inherits (constructor, toString, __proto__).
 */
export const ownValue = <V>(record: Readonly<Record<string, V>>, key: string): V | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A required line of text with no leading or trailing spaces. */
export const text = (max = 200) =>
  singleLine({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`)
    .regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace);
export const optionalText = (max = 200) =>
  singleLine().max(max, `At most ${max} characters`).regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace).nullish();
/** A required text of one or more lines (descriptions, messages) with no leading or trailing spaces. */
export const multilineText = (max = 2000) =>
  safeString({ error: MESSAGES.required })
    .min(1, MESSAGES.required)
    .max(max, `At most ${max} characters`)
    .regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace);
export const optionalMultilineText = (max = 2000) =>
  safeString().max(max, `At most ${max} characters`).regex(PATTERNS.noOuterSpace, MESSAGES.noOuterSpace).nullish();
export const password = singleLine({ error: MESSAGES.required }).regex(PATTERNS.password, MESSAGES.password);
export const email = singleLine({ error: MESSAGES.required }).trim().email(MESSAGES.email).max(254);
export const phone = singleLine().regex(PATTERNS.phone, MESSAGES.phone);
export const zip = singleLine().regex(PATTERNS.zip, MESSAGES.zip);
export const passport = singleLine().regex(PATTERNS.passport, MESSAGES.passport);
export const amount = singleLine().regex(PATTERNS.amount, MESSAGES.amount);
export const gpa = singleLine().regex(PATTERNS.gpa, MESSAGES.gpa);

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
