import { z } from 'zod';
import { MESSAGES, PATTERNS, email as emailSchema, multilineText, text, safeString } from '../validation.js';

/**
 * The control-table engine: a reference table is declared once here (its fields, list columns, unique
 * key, group and seed rows). The server derives its storage checks, API, audit, export and bulk upload
 * from the declaration; the web derives its list, form and upload screens. Adding a table is a
 * declaration, not new code.
 */
export const CONTROL_GROUPS = {
  admin: 'Admin',
  registrar: 'Registrar',
  clinicals: 'Clinicals',
  lead: 'Lead',
  hr: 'HR',
  accounting: 'Accounting',
  housing: 'Housing',
  applicant: 'Applicant',
  survey: 'Survey',
} as const;
export type ControlGroup = keyof typeof CONTROL_GROUPS;
export const CONTROL_GROUP_KEYS = Object.keys(CONTROL_GROUPS) as ControlGroup[];
/** The menu link (permission entry) of a group's screen. */
export const controlGroupLink = (group: ControlGroup) => `/admin/control-table/${group}`;

/**
 * Who may read a table's dropdown (GET /api/lookups/:table; the answer is names, ids and the table's
 * safe lookupFields, never its sensitive fields):
 * - 'everyone': every signed-in user, self-service accounts (students, parents, alumni) included: the
 *   forms of their own record use it (countries, states, lead sources);
 * - 'staff': back-office users: a super role, or read on any menu entry (self-service accounts hold none);
 * - { menus }: read on one of these menu entries (the area that owns the table) or on the table's own screen.
 */
export type LookupAccess = 'everyone' | 'staff' | { menus: string[] };
/** A group's dropdowns when its tables do not say otherwise (default 'staff'): HR's belong to the HR area. */
export const CONTROL_GROUP_LOOKUP: Partial<Record<ControlGroup, LookupAccess>> = {
  hr: { menus: ['/employee/list'] },
};

export interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
}

/**
 * text, textarea, email: strings; int: whole number; decimal: number as exact text ("12.5");
 * money: amount as exact text with at most 2 decimals ("1250.00"); date: YYYY-MM-DD; time: HH:MM (24h);
 * bool: true/false; enum: one of `options`; ref: the id of a row of table `ref`; user: a user id.
 */
export type FieldKind =
  'text' | 'textarea' | 'email' | 'int' | 'decimal' | 'money' | 'date' | 'time' | 'bool' | 'enum' | 'ref' | 'user';

export interface FieldDef {
  key: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** text length limit (default 200, textarea 4000); number upper bound */
  max?: number;
  /** number lower bound */
  min?: number;
  /** enum choices */
  options?: readonly Option[];
  /** ref: the table whose rows it names */
  ref?: string;
  /** ref: only rows of `ref` whose field `filterBy.field` equals this row's field `filterBy.from` (state by country) */
  filterBy?: { field: string; from: string };
  /** a validation pattern of the contracts (zip, phone, ...) */
  pattern?: keyof typeof PATTERNS & keyof typeof MESSAGES;
  /** shown as a column of the list (default: the first five fields) */
  list?: boolean;
  /** offered as a filter of the list (enum, ref, bool) */
  filter?: boolean;
  help?: string;
  /** example value in the upload template */
  example?: string;
  /** shown only on the table's own screen (salary amounts, account numbers): never in a dropdown's answer, never a dropdown's filter */
  sensitive?: boolean;
}

export interface TableDef {
  /** URL-safe key, e.g. 'semester' */
  key: string;
  group: ControlGroup;
  /** plural title, e.g. 'Semesters' */
  title: string;
  /** one row, e.g. 'Semester' */
  singular: string;
  description?: string;
  fields: FieldDef[];
  /** the field shown as the row's name in lists and dropdowns (default 'name') */
  labelField?: string;
  /** fields whose values together are unique, case-insensitively (default [labelField]) */
  unique?: string[];
  /** rows carry files (e.g. a rotation's syllabus): the label of the files section */
  files?: string;
  /** the permission entry (menu link) that guards it, when not its group's control-table screen */
  link?: string;
  /** other screens that show it and whose right also opens it (lead sources on the lead settings screen) */
  alsoLinks?: string[];
  /** shown only on its own screen (lead settings, assign class, accounting settings), not in the control-table index */
  standalone?: boolean;
  /** rows may be deleted for good when nothing uses them (otherwise only deactivated) */
  deletable?: boolean;
  /** default sort of the list */
  sort?: string;
  /** extra fields handed out by the lookup (dropdown) endpoint besides value and label (never a sensitive one) */
  lookupFields?: string[];
  /** who may read its dropdown (default: its group's CONTROL_GROUP_LOOKUP, else 'staff') */
  lookup?: LookupAccess;
  /** a rule across fields: the field in error and its message, or null */
  check?: (values: Record<string, unknown>) => { field: string; message: string } | null;
  /** rows loaded on first start (refs named by the referenced row's label); `id` pins a fixed identifier */
  seed?: Record<string, unknown>[];
  /** the old system's call names this table's screen and API cover */
  specCalls?: string[];
}

/** Keys a field may not take: they are the row's own properties on the wire. */
export const RESERVED_FIELD_KEYS = [
  'id',
  'label',
  'active',
  'sortOrder',
  'createdAt',
  'updatedAt',
  'fileCount',
  'table',
] as const;

export const labelFieldOf = (def: TableDef) => def.labelField ?? 'name';
export const uniqueOf = (def: TableDef) => def.unique ?? [labelFieldOf(def)];
export const linkOf = (def: TableDef) => def.link ?? controlGroupLink(def.group);
/** Every permission entry that opens the table: its own and the screens that also show it. */
export const linksOf = (def: TableDef) => [linkOf(def), ...(def.alsoLinks ?? [])];
/** Who may read the table's dropdown; a { menus } requirement always includes the table's own screens. */
export function lookupAccessOf(def: TableDef): LookupAccess {
  const declared = def.lookup ?? CONTROL_GROUP_LOOKUP[def.group] ?? 'staff';
  return typeof declared === 'object' ? { menus: [...new Set([...declared.menus, ...linksOf(def)])] } : declared;
}
/** The extra fields a dropdown answers with: the declared lookupFields minus any sensitive field. */
export const lookupFieldsOf = (def: TableDef) =>
  (def.lookupFields ?? []).filter((k) => !def.fields.find((f) => f.key === k)?.sensitive);
/** The fields shown as list columns. */
export const listFieldsOf = (def: TableDef) => {
  const marked = def.fields.filter((f) => f.list);
  return marked.length ? marked : def.fields.slice(0, 5);
};
/** The key under which a row carries the label of a ref or user field: country -> countryLabel. */
export const refLabelKey = (fieldKey: string) => `${fieldKey}Label`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isRealDate = (s: string) =>
  DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** A blank input ('' or whitespace) is no value. */
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function numberIn(f: FieldDef, whole: boolean) {
  let n = z.number({ error: `${f.label} must be a number` });
  if (whole) n = n.int(`${f.label} must be a whole number`);
  if (f.min !== undefined) n = n.min(f.min, `${f.label} must be at least ${f.min}`);
  if (f.max !== undefined) n = n.max(f.max, `${f.label} must be at most ${f.max}`);
  return z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v), n);
}

/** The zod schema of one field's value as a form or an API client sends it. */
export function fieldSchema(f: FieldDef): z.ZodType {
  let s: z.ZodType;
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const max = f.max ?? (f.kind === 'textarea' ? 4000 : 200);
      let t = f.kind === 'textarea' ? multilineText(max) : text(max);
      if (f.pattern) t = t.regex(PATTERNS[f.pattern], MESSAGES[f.pattern]);
      s = t;
      break;
    }
    case 'email':
      s = emailSchema;
      break;
    case 'int':
      s = numberIn(f, true);
      break;
    case 'decimal':
      s = z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
        safeString({ error: `${f.label} must be a number` }).regex(
          /^-?\d{1,12}(\.\d{1,4})?$/,
          `${f.label} must be a number with at most 4 decimals`,
        ),
      );
      break;
    case 'money':
      s = z.preprocess(
        (v) =>
          typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim().replace(/^\$/, '').replace(/,/g, '') : v,
        safeString({ error: `${f.label} must be an amount` })
          .regex(PATTERNS.amount, MESSAGES.amount)
          .refine((a) => a.length <= 15, `${f.label} is too large`),
      );
      break;
    case 'date':
      s = z.preprocess(
        (v) => {
          if (typeof v !== 'string') return v;
          const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v.trim()); // MM/DD/YYYY as shown on screens
          return us ? `${us[3]}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}` : v.trim().slice(0, 10);
        },
        safeString({ error: `${f.label} must be a date` }).refine(
          isRealDate,
          `${f.label} must be a valid date (MM/DD/YYYY)`,
        ),
      );
      break;
    case 'time':
      s = z.preprocess(
        (v) => (typeof v === 'string' ? v.trim().slice(0, 5) : v),
        safeString({ error: `${f.label} must be a time` }).regex(TIME, `${f.label} must be a time (HH:MM)`),
      );
      break;
    case 'bool':
      s = z.preprocess((v) => (typeof v === 'string' ? !/^(no|n|false|0|inactive)$/i.test(v.trim()) : v), z.boolean());
      break;
    case 'enum': {
      const values = (f.options ?? []).map((o) => o.value);
      s = z.preprocess(
        (v) => {
          if (typeof v !== 'string') return v;
          const hit = (f.options ?? []).find(
            (o) =>
              String(o.value).toLowerCase() === v.trim().toLowerCase() ||
              o.label.toLowerCase() === v.trim().toLowerCase(),
          );
          return hit ? hit.value : v;
        },
        z
          .any()
          .refine(
            (v) => values.includes(v as never),
            `${f.label} must be one of: ${(f.options ?? []).map((o) => o.label).join(', ')}`,
          ),
      );
      break;
    }
    case 'ref':
    case 'user':
      s = z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
        z
          .number({ error: `Choose a ${f.label.toLowerCase()}` })
          .int()
          .positive(),
      );
      break;
  }
  if (f.required)
    return z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.custom((v) => v !== undefined, { message: `${f.label} is required` }).pipe(s),
    ) as z.ZodType;
  return z.preprocess((v) => (blank(v) ? null : v), s.nullable()) as z.ZodType;
}

/** The schema of a whole row's values (create and edit), with the table's cross-field rule. */
export function rowSchema(def: TableDef) {
  const shape = Object.fromEntries(def.fields.map((f) => [f.key, fieldSchema(f)]));
  return z.object(shape).superRefine((values, ctx) => {
    const broken = def.check?.(values as Record<string, unknown>);
    if (broken) ctx.addIssue({ code: 'custom', path: [broken.field], message: broken.message });
  });
}
