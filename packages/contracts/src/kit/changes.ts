import { z } from 'zod';
import { formatDate, formatPhone, safeString } from '../validation.js';

/**
 * A record's change log in words: an audit row {action, entity, before, after, actor} becomes a sentence a
 * registrar reads ("Rita Registrar uploaded Transcript.pdf to Documents (Academic folder), visible to the
 * student") and the fields it changed, with ids named, dates MM/DD/YYYY and bookkeeping, hashes and keys left
 * out.
 *
 * Why a contracts function that the server runs: the words are declarations (one describer per audited
 * entity, beside the context's other rules), the server is the only side that can turn ids into names (control
 * tables, users, stored files, a document's title) and answers them already written, so an export, an
 * alert or another screen reuses the same sentence without a second copy of the rules. A new record
 * (employee, invoice...) adds its describers and the kinds its log is filtered by; nothing else changes.
 */

type Values = Record<string, unknown>;

/** An audit row as the log reads it. */
export interface ChangeRow {
  id: number;
  at: string;
  actorName: string | null;
  entity: string;
  entityId?: string | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * How a field is shown: `ref` a control-table row, `user` a user, `file` a stored file (by their names),
 * `option` one of `options`, `options` several, `money` an amount, `text` as written (`long`: a note's text,
 * shortened on screen), `hidden` never shown.
 */
export type ChangeFieldKind = 'text' | 'long' | 'ref' | 'user' | 'file' | 'option' | 'options' | 'money' | 'hidden';
export interface FieldSpec {
  label?: string;
  kind?: ChangeFieldKind;
  options?: readonly { value: string | number; label: string }[];
}

/** Names the server looked up for a page of rows. */
export interface ChangeLookups {
  refs: ReadonlyMap<number, string>;
  users: ReadonlyMap<number, string>;
  files: ReadonlyMap<number, string>;
  /** a record's own name by `entity:id` (a document's title), for rows that do not carry it */
  records: ReadonlyMap<string, string>;
}
export const NO_LOOKUPS: ChangeLookups = { refs: new Map(), users: new Map(), files: new Map(), records: new Map() };

/** What a describer's sentence is made from. */
export interface ChangeContext {
  action: string;
  before: Values;
  after: Values;
  /** a field's value in words, after the change (or before it, when it went away); `side` picks one */
  show(key: string, side?: 'before' | 'after'): string | null;
  /** the fields that changed, labelled, in order */
  changedLabels: string[];
  /** the record's own name when the row does not carry it (see ChangeLookups.records) */
  record: string | undefined;
}

export interface ChangeDescriber {
  fields?: Record<string, FieldSpec>;
  /** the sentence after the actor's name: "uploaded Transcript.pdf to Documents" */
  sentence(c: ChangeContext): string;
}
export type Describers = Readonly<Record<string, ChangeDescriber>>;

/**
 * The kinds a log is filtered by: each names the audit rows it holds (entities, optionally only or all but some
 * actions). A row's kind is the first that holds it.
 */
export interface ChangeKind {
  value: string;
  label: string;
  match: readonly { entity: string; actions?: readonly string[]; notActions?: readonly string[] }[];
}
export const kindOf = (kinds: readonly ChangeKind[], entity: string, action: string): string =>
  kinds.find((k) =>
    k.match.some(
      (m) => m.entity === entity && (!m.actions || m.actions.includes(action)) && !m.notActions?.includes(action),
    ),
  )?.value ?? 'other';

/** Bookkeeping never shown (every record's). */
export const CHANGE_HIDDEN_FIELDS: readonly string[] = [
  'id',
  'studentId',
  'leadId',
  'searchText',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'deleted',
  'deletedAt',
  'deletedBy',
  'sha256',
  'hash',
  'storageKey',
  'key',
  'token',
  'outboxId',
  'requestId',
];
/** A digest or token (a 32+ character hex or base64url run without spaces): never shown. */
const SECRET_LIKE = /^(?:[0-9a-f]{32,}|[A-Za-z0-9_-]{40,})$/i;

/** A field's name as staff read it: "emergencyContactName" -> "Emergency Contact Name", "folderId" -> "Folder". */
export const fieldLabel = (key: string): string =>
  key
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());

/** A plain value in words: dates MM/DD/YYYY, phones grouped, yes/no, lists joined; null for nothing. */
export function plainValue(v: unknown, key = ''): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string' && /phone$/i.test(key)) return formatPhone(v) || v;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (Array.isArray(v)) return v.length ? v.map((x) => plainValue(x, key) ?? '').join(', ') : null;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d\d:?\d\d)$/.test(v))
    return formatDate(v.slice(0, 10));
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** "$1,250.00" from "1250.00" (exact: the digits are regrouped, never passed through a float). */
export function moneyWords(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(v));
  if (!m) return String(v);
  return `${m[1]}$${m[2].replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${(m[3] ?? '').padEnd(2, '0')}`;
}

/** "a, b and c" */
export const listWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const valuesOf = (v: unknown): Values => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Values) : {});
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function valueOf(spec: FieldSpec | undefined, key: string, v: unknown, l: ChangeLookups): string | null {
  if (v === null || v === undefined || v === '') return null;
  const name = (m: ReadonlyMap<number, string>, what: string) =>
    typeof v === 'number' ? (m.get(v) ?? `${what} #${v}`) : plainValue(v, key);
  switch (spec?.kind) {
    case 'ref':
      return name(l.refs, 'row');
    case 'user':
      return name(l.users, 'user');
    case 'file':
      return name(l.files, 'file');
    case 'option':
      return spec.options?.find((o) => o.value === v)?.label ?? plainValue(v, key);
    case 'options':
      return Array.isArray(v)
        ? v.length
          ? v.map((x) => spec.options?.find((o) => o.value === x)?.label ?? String(x)).join(', ')
          : null
        : plainValue(v, key);
    case 'money':
      return moneyWords(v);
    default:
      return plainValue(v, key);
  }
}

const isHidden = (spec: FieldSpec | undefined, key: string, values: unknown[]) =>
  spec?.kind === 'hidden' ||
  (!spec && CHANGE_HIDDEN_FIELDS.includes(key)) ||
  values.some((v) => typeof v === 'string' && SECRET_LIKE.test(v));

export const changeDetail = z.object({
  field: safeString(),
  label: safeString(),
  /** null: not set before (a creation) */
  from: safeString().nullable(),
  /** null: cleared (a deletion) */
  to: safeString().nullable(),
});
export type ChangeDetail = z.infer<typeof changeDetail>;
export interface DescribedChange {
  sentence: string;
  details: ChangeDetail[];
}

/**
 * An audit row in words, by its entity's describer (`describers`); an entity without one reads as its action's
 * words ("send estimate") and its fields. `order` ranks fields first (a record's form order), then the
 * describer's declared order, then the rest.
 */
export function describeChange(
  row: ChangeRow,
  describers: Describers,
  lookups: ChangeLookups = NO_LOOKUPS,
  order: (key: string) => number = () => Number.MAX_SAFE_INTEGER,
): DescribedChange {
  const d = describers[row.entity];
  const before = valuesOf(row.before);
  const after = valuesOf(row.after);
  const fields = d?.fields ?? {};
  const declared = Object.keys(fields);
  // the record's form order first, then the describer's, then the rest as stored
  const rank = (k: string) => {
    const o = order(k);
    if (o < Number.MAX_SAFE_INTEGER) return o;
    return declared.includes(k) ? 1e9 + declared.indexOf(k) : 2e9;
  };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort((a, b) => rank(a) - rank(b));
  const details: ChangeDetail[] = [];
  for (const k of keys) {
    const spec = fields[k];
    if (isHidden(spec, k, [before[k], after[k]]) || same(before[k], after[k])) continue;
    const from = k in before ? valueOf(spec, k, before[k], lookups) : null;
    const to = k in after ? valueOf(spec, k, after[k], lookups) : null;
    if (from !== to) details.push({ field: k, label: spec?.label ?? fieldLabel(k), from, to });
  }
  const show = (k: string, side?: 'before' | 'after') => {
    const from = side !== 'after' && k in before ? before[k] : undefined;
    const to = side !== 'before' && k in after ? after[k] : undefined;
    return valueOf(fields[k], k, side === 'before' ? from : (to ?? from), lookups);
  };
  const record = row.entityId != null ? lookups.records.get(`${row.entity}:${row.entityId}`) : undefined;
  const ctx: ChangeContext = {
    action: row.action,
    before,
    after,
    show,
    changedLabels: details.map((x) => x.label),
    record,
  };
  const what = d ? d.sentence(ctx) : `${fieldLabel(row.action).toLowerCase()} (${fieldLabel(row.entity)})`;
  return { sentence: `${row.actorName ?? 'The system'} ${what}`, details };
}

/** The ids a page of rows names, by kind, for the server to look their names up in one query each. */
export function lookupsWanted(rows: readonly ChangeRow[], describers: Describers) {
  const want = { refs: new Set<number>(), users: new Set<number>(), files: new Set<number>() };
  for (const r of rows) {
    const fields = describers[r.entity]?.fields ?? {};
    for (const side of [valuesOf(r.before), valuesOf(r.after)]) {
      for (const [k, spec] of Object.entries(fields)) {
        const v = side[k];
        if (typeof v !== 'number') continue;
        if (spec.kind === 'ref') want.refs.add(v);
        else if (spec.kind === 'user') want.users.add(v);
        else if (spec.kind === 'file') want.files.add(v);
      }
    }
  }
  return { refs: [...want.refs], users: [...want.users], files: [...want.files] };
}

/** "“Payment plan agreed…”": a text quoted in a sentence, shortened to `max` characters. */
export const quoted = (text: string | null | undefined, max = 60): string => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”`;
};
/** " (First Name, Email)": the changed fields after a sentence, or nothing. */
export const changedList = (c: ChangeContext, max = 4): string =>
  c.changedLabels.length
    ? ` (${c.changedLabels.slice(0, max).join(', ')}${c.changedLabels.length > max ? `, +${c.changedLabels.length - max} more` : ''})`
    : '';
