import { isValidElement, type ReactNode } from 'react';

/**
 * The columns a list shows: by default the ones that fit the screen (in their order), or the user's own
 * choice, kept in the browser per user and per list. Pure parts of DataTable's column chooser.
 */

/** A list column as the chooser sees it. */
export interface ColumnInfo {
  key: string;
  /** its name in the chooser */
  title: string;
  /** the width it needs (px): its header and the longest sampled cell, within the cell cap */
  width: number;
  /** always shown: the record's link, the actions */
  required: boolean;
}

/** What the user chose: the keys shown, out of the keys the list had then (a column added later gets its default). */
export interface ColumnChoice {
  shown: string[];
  known: string[];
}

/** The part of localStorage the choice needs (tests give a Map-backed one). */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Horizontal padding of a table cell (16 px each side). */
export const CELL_PADDING = 32;
/** The sort arrows beside a sortable column's title. */
export const SORTER_WIDTH = 26;
/** The widest a cell's content grows before it is cut with an ellipsis (its full text in a tooltip). */
export const CELL_CAP = 320;
/** The narrowest a column is counted, and the guess for a column before any row came. */
export const MIN_COLUMN = 64;
export const GUESS_COLUMN = 120;

/** A screen's path without its record ids, so that every record's tab shares one choice: /student/details/notes/:id. */
export function listPathOf(pathname: string): string {
  return (
    pathname
      .split('/')
      .map((s) => (/^\d+$/.test(s) || /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(s) ? ':id' : s))
      .join('/')
      .replace(/\/+$/, '') || '/'
  );
}

/** Where a user's choice for one list (a screen's path and the list's name) is kept. */
export function choiceKey(userId: number | string, pathname: string, list: string): string {
  return `columns:${userId}:${listPathOf(pathname)}#${list}`;
}

const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

/** The kept choice, or null when there is none (or it cannot be read: a hand-edited or foreign value). */
export function readChoice(storage: ChoiceStorage | undefined, key: string): ColumnChoice | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<ColumnChoice> | null;
    return v && strings(v.shown) && strings(v.known) ? { shown: v.shown, known: v.known } : null;
  } catch {
    return null;
  }
}

/** Keeps a choice; null forgets it (back to the defaults). A full or refused storage only loses the choice. */
export function writeChoice(storage: ChoiceStorage | undefined, key: string, choice: ColumnChoice | null) {
  try {
    if (choice) storage?.setItem(key, JSON.stringify(choice));
    else storage?.removeItem(key);
  } catch {
    // private windows and full storage: the choice lasts until the page is left
  }
}

/**
 * The columns shown by default: the required ones, then the others in their order while they fit in
 * `budget` px; the first that does not fit ends the run (a later narrow column is not picked over an
 * earlier wide one, so the default set reads like the list's start).
 */
export function fitColumns(columns: readonly ColumnInfo[], budget: number): string[] {
  let used = columns.filter((c) => c.required).reduce((s, c) => s + c.width, 0);
  const shown = new Set(columns.filter((c) => c.required).map((c) => c.key));
  for (const c of columns) {
    if (c.required) continue;
    if (used + c.width > budget) break;
    used += c.width;
    shown.add(c.key);
  }
  return columns.filter((c) => shown.has(c.key)).map((c) => c.key);
}

/** The keys shown, in the list's order: required ones always, chosen ones as chosen, the rest by default. */
export function visibleKeys(
  columns: readonly ColumnInfo[],
  defaults: readonly string[],
  choice: ColumnChoice | null,
): string[] {
  return columns
    .filter((c) => {
      if (c.required) return true;
      if (choice && choice.known.includes(c.key)) return choice.shown.includes(c.key);
      return defaults.includes(c.key);
    })
    .map((c) => c.key);
}

/** The choice to keep when the user shows `shown`: the required ones count as shown. */
export function choiceOf(columns: readonly ColumnInfo[], shown: readonly string[]): ColumnChoice {
  return {
    shown: columns.filter((c) => c.required || shown.includes(c.key)).map((c) => c.key),
    known: columns.map((c) => c.key),
  };
}

/**
 * The content caps of the shown columns that would be cut at CELL_CAP, when the list has room to spare:
 * the spare width shared among them (a note column then uses the width the table gives it). Other
 * columns keep CELL_CAP.
 */
export function cellCaps(
  columns: readonly ColumnInfo[],
  shown: readonly string[],
  budget: number,
): Record<string, number> {
  const visible = columns.filter((c) => shown.includes(c.key));
  const used = visible.reduce((s, c) => s + c.width, 0);
  const full = visible.filter((c) => c.width >= CELL_CAP + CELL_PADDING);
  const spare = Number.isFinite(budget) && full.length ? Math.max(0, Math.floor((budget - used) / full.length)) : 0;
  return Object.fromEntries(full.map((c) => [c.key, CELL_CAP + spare]));
}

/** The text a rendered cell shows (strings and numbers inside its elements), for its tooltip and width. */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement(node)) {
    const props = node.props as { children?: ReactNode; name?: unknown; label?: unknown; title?: unknown };
    if (props.children !== undefined) return textOf(props.children);
    // a tag component of its own (a status tag): what it is named by
    for (const p of [props.label, props.name, props.title]) if (typeof p === 'string') return p;
  }
  return '';
}

/**
 * The width a column needs: its declared width, or its title (bold, with the sort arrows) and its longest
 * sampled cell, each with the cell's padding, within [MIN_COLUMN, CELL_CAP + padding]. With no sample yet
 * a column counts as GUESS_COLUMN wide at least.
 */
export function naturalWidth(c: {
  title: string;
  sorter: boolean;
  declared?: number;
  texts: readonly string[] | null;
  measure: (text: string, bold?: boolean) => number;
}): number {
  if (c.declared) return c.declared;
  const head = c.measure(c.title, true) + CELL_PADDING + (c.sorter ? SORTER_WIDTH : 0);
  const body = c.texts ? c.texts.reduce((m, t) => Math.max(m, t ? c.measure(t) + CELL_PADDING : 0), 0) : GUESS_COLUMN;
  return Math.ceil(Math.min(Math.max(head, body, MIN_COLUMN), CELL_CAP + CELL_PADDING));
}

/** Text widths in the page's font (a canvas measures; results are kept). */
export function canvasMeasure(fontFamily: string, fontSize: number): (text: string, bold?: boolean) => number {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const seen = new Map<string, number>();
  return (text, bold = false) => {
    const k = `${bold ? 'b' : 'n'}${text}`;
    let w = seen.get(k);
    if (w === undefined) {
      if (ctx) {
        ctx.font = `${bold ? 600 : 400} ${fontSize}px ${fontFamily}`;
        w = ctx.measureText(text).width;
      } else w = text.length * fontSize * 0.55;
      seen.set(k, w);
    }
    return w;
  };
}
