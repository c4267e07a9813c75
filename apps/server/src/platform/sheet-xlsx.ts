import path from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { GridBuilder, SheetError, colName, type SheetLimits } from './sheet-grid.js';
import { openZip, type UnpackBudget, type ZipEntry, type ZipFile } from './zip-reader.js';

/**
 * Reads the first worksheet of an .xlsx as a stream: the workbook, its relationships, the styles (which
 * number formats are dates) and the shared strings, then the sheet's rows, each XML part unpacked and
 * parsed piece by piece. The limits apply while reading: the read stops at the first row, column or cell
 * past them, or when the unpacked bytes pass the budget. Cells read as exceljs showed them (dates as
 * YYYY-MM-DD, numbers as JavaScript writes them, booleans as true/false, formulas by their last result).
 */

interface XmlHandlers {
  open?: (name: string, attrs: Record<string, string>) => void;
  close?: (name: string) => void;
  text?: (t: string) => void;
  /** stop reading (the part held what was wanted) */
  done?: () => boolean;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Text or a tag longer than this without a '<' is refused before the parser gathers it: a cell's
 * characters escaped (&amp; is 5) plus room for a tag's attributes.
 */
const maxRun = (limits: SheetLimits) => limits.cellChars * 6 + 4096;

function checkRuns(s: string, run: number, max: number): number {
  let last = -1;
  for (let i = s.indexOf('<'); i >= 0; i = s.indexOf('<', i + 1)) {
    if ((last < 0 ? run + i : i - last - 1) > max) throw new SheetError({ reason: 'cellTooLong' });
    last = i;
  }
  const after = last < 0 ? run + s.length : s.length - last - 1;
  if (after > max) throw new SheetError({ reason: 'cellTooLong' });
  return after;
}

async function walk(
  zip: ZipFile,
  entry: ZipEntry | undefined,
  budget: UnpackBudget,
  limits: SheetLimits,
  h: XmlHandlers,
) {
  if (!entry) return;
  const parser = new SaxesParser({ position: false });
  if (h.open) parser.on('opentag', (t) => h.open!(local(t.name), t.attributes as Record<string, string>));
  if (h.close) parser.on('closetag', (t) => h.close!(local(t.name)));
  if (h.text) {
    parser.on('text', h.text);
    parser.on('cdata', h.text);
  }
  const decoder = new StringDecoder('utf8');
  let run = 0;
  for await (const chunk of zip.read(entry, budget)) {
    const s = decoder.write(chunk);
    run = checkRuns(s, run, maxRun(limits));
    parser.write(s);
    if (h.done?.()) return;
  }
  parser.write(decoder.end());
  parser.close();
}

/** Number formats Excel builds in that show dates (14-22, 45-47 and the East Asian ones). */
const BUILTIN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
]);
/** A custom format shows a date when, quoted text, escapes and [colour] or [locale] parts aside, it has d, m, y, h or s. */
const isDateFormat = (code: string) => /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ''));

/** Excel's day number (1900 system, or 1904) as YYYY-MM-DD. */
const serialDate = (n: number, date1904: boolean) => {
  const d = new Date(Math.round((n - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(d.getTime()) ? String(n) : d.toISOString().slice(0, 10);
};

/** The part a relationship points at, from the folder of the part that holds it. */
const partPath = (from: string, target: string) =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(from, target));

export async function readXlsxGrid(file: string, limits: SheetLimits): Promise<string[][]> {
  const zip = await openZip(file);
  const budget: UnpackBudget = { used: 0, max: limits.unpackedBytes };
  const part = (name: string) => zip.entries.get(name);

  // the workbook: its first sheet's relationship id, the date system; the relationships: where the parts are
  let firstSheetRel: string | undefined,
    date1904 = false;
  const rels = new Map<string, { type: string; target: string }>();
  const head = [part('xl/workbook.xml'), part('xl/_rels/workbook.xml.rels')].filter((e): e is ZipEntry => !!e);
  zip.checkDeclared(head, budget);
  await walk(zip, part('xl/workbook.xml'), budget, limits, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheetRel === undefined)
        firstSheetRel = Object.entries(a).find(([k]) => k !== 'sheetId' && local(k) === 'id')?.[1] ?? '';
    },
  });
  await walk(zip, part('xl/_rels/workbook.xml.rels'), budget, limits, {
    open(name, a) {
      if (name === 'Relationship' && a.Id && a.Target)
        rels.set(a.Id, { type: a.Type ?? '', target: partPath('xl', a.Target) });
    },
  });
  const byType = (suffix: string) => [...rels.values()].find((r) => r.type.endsWith(suffix))?.target;
  const sheetName =
    (firstSheetRel && rels.get(firstSheetRel)?.target) ||
    [...zip.entries.keys()]
      .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
      .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
  const sheet = sheetName ? part(sheetName) : undefined;
  if (!sheet) throw new SheetError({ reason: 'unreadable' });
  const styles = part(byType('/styles') ?? 'xl/styles.xml');
  const shared = part(byType('/sharedStrings') ?? 'xl/sharedStrings.xml');
  zip.checkDeclared(
    [styles, shared, sheet].filter((e): e is ZipEntry => !!e),
    budget,
  );

  // styles: which cell formats (by index) show dates
  const dateFormats = new Set<number>();
  const dateStyles: boolean[] = [];
  let inCellXfs = false;
  await walk(zip, styles, budget, limits, {
    open(name, a) {
      if (name === 'numFmt' && isDateFormat(a.formatCode ?? '')) dateFormats.add(Number(a.numFmtId));
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(a.numFmtId ?? 0);
        dateStyles.push(BUILTIN_DATES.has(id) || dateFormats.has(id));
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });

  // shared strings (a phonetic reading, <rPh>, is not part of the text); a string too long for a cell is kept as null
  const strings: (string | null)[] = [];
  const maxStrings = limits.rows * limits.columns;
  let si: string | null = null,
    inT = false,
    inRph = 0;
  await walk(zip, shared, budget, limits, {
    open(name) {
      if (name === 'si') si = '';
      else if (name === 't') inT = true;
      else if (name === 'rPh') inRph++;
    },
    close(name) {
      if (name === 't') inT = false;
      else if (name === 'rPh') inRph--;
      else if (name === 'si') {
        if (strings.length >= maxStrings) throw new SheetError({ reason: 'tooLarge' });
        strings.push(si);
        si = null;
      }
    },
    text(t) {
      if (inT && !inRph && si !== null) si = si.length + t.length > limits.cellChars * 2 ? null : si + t;
    },
  });

  return readRows(zip, sheet, budget, limits, { strings, dateStyles, date1904 });
}

/** Column number (0-based) of a reference such as AB12, or -1. */
function refColumn(ref: string): number {
  let n = 0,
    i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    n = n * 26 + (c - 64);
  }
  return i === 0 ? -1 : n - 1;
}

async function readRows(
  zip: ZipFile,
  sheet: ZipEntry,
  budget: UnpackBudget,
  limits: SheetLimits,
  book: { strings: (string | null)[]; dateStyles: boolean[]; date1904: boolean },
): Promise<string[][]> {
  const out = new GridBuilder(limits);
  let rowNumber = 0,
    nextCol = 0,
    done = false;
  let cell: { col: number; ref: string; type: string; style: number; v: string; inline: string } | null = null;
  let inV = false,
    inIs = false,
    inT = false,
    inRph = 0;
  const cap = limits.cellChars * 2;

  const value = (c: NonNullable<typeof cell>): string => {
    switch (c.type) {
      case 's': {
        const s = book.strings[Number(c.v)];
        if (s === null) throw new SheetError({ reason: 'cellTooLong', cell: c.ref });
        return s ?? '';
      }
      case 'inlineStr':
        return c.inline;
      case 'b':
        return c.v === '1' ? 'true' : c.v === '0' ? 'false' : c.v;
      case 'd': {
        const d = new Date(c.v);
        return Number.isNaN(d.getTime()) ? c.v : d.toISOString().slice(0, 10);
      }
      case 'str':
      case 'e':
        return c.v;
      default: {
        const n = Number(c.v);
        if (c.v.trim() === '' || !Number.isFinite(n)) return c.v;
        return book.dateStyles[c.style] ? serialDate(n, book.date1904) : String(n);
      }
    }
  };

  await walk(zip, sheet, budget, limits, {
    open(name, a) {
      if (name === 'row') {
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        nextCol = 0;
      } else if (name === 'c') {
        const col = a.r ? refColumn(a.r) : nextCol;
        if (col < 0) throw new SheetError({ reason: 'unreadable' });
        nextCol = col + 1;
        cell = {
          col,
          ref: a.r ?? `${colName(col)}${rowNumber}`,
          type: a.t ?? 'n',
          style: Number(a.s ?? 0),
          v: '',
          inline: '',
        };
      } else if (name === 'v') inV = true;
      else if (name === 'is') inIs = true;
      else if (name === 't') inT = true;
      else if (name === 'rPh') inRph++;
    },
    close(name) {
      if (name === 'v') inV = false;
      else if (name === 'is') inIs = false;
      else if (name === 't') inT = false;
      else if (name === 'rPh') inRph--;
      else if (name === 'c' && cell) {
        const c = cell;
        out.cell(c.col, value(c), () => c.ref);
        cell = null;
      } else if (name === 'row') out.endRow();
      else if (name === 'sheetData') done = true;
    },
    text(t) {
      if (!cell) return;
      if (inV) cell.v += t;
      else if (inIs && inT && !inRph) cell.inline += t;
      if (cell.v.length > cap || cell.inline.length > cap)
        throw new SheetError({ reason: 'cellTooLong', cell: cell.ref });
    },
    done: () => done,
  });
  return out.grid;
}
