/**
 * What the reading thread shares with its readers. It imports nothing of the server or of contracts (the
 * thread starts small): a refusal is a reason, which sheets.ts turns into contracts' SHEET_MESSAGES.
 */

/** What one read may take: contracts' SHEET_LIMITS, the rows of the upload type and how far an .xlsx may unpack. */
export interface SheetLimits {
  rows: number;
  columns: number;
  cellChars: number;
  unpackedBytes: number;
}

export type SheetRefusal =
  | { reason: 'fileType' | 'unreadable' | 'tooManyColumns' | 'tooLarge' | 'damaged' }
  | { reason: 'tooManyRows'; max: number }
  | { reason: 'cellTooLong'; cell?: string };

/** A spreadsheet refused for what it holds (a 400 on `file`). */
export class SheetError extends Error {
  constructor(readonly refusal: SheetRefusal) {
    super(refusal.reason);
  }
}

/** A column's letters: 0 -> A, 26 -> AA. */
export function colName(i: number): string {
  let s = '';
  for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/** Control characters other than tab, line feed and carriage return are taken out of every cell. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
export const cleanCell = (v: string) => v.replace(CONTROL, '').trim();

/**
 * Collects the rows of a sheet within the limits: blank rows are skipped, cells are cleaned and trimmed,
 * and the first cell or row past a limit refuses the file at once (nothing more is read).
 */
export class GridBuilder {
  readonly grid: string[][] = [];
  private row: string[] = [];
  constructor(private readonly limits: SheetLimits) {}

  /** A cell of the current row (0-based column); `ref` names it in a refusal (C12). */
  cell(col: number, value: string, ref: () => string) {
    const v = cleanCell(value);
    if (!v) return;
    if (col >= this.limits.columns) throw new SheetError({ reason: 'tooManyColumns' });
    if (v.length > this.limits.cellChars) throw new SheetError({ reason: 'cellTooLong', cell: ref() });
    this.row[col] = v;
  }

  endRow() {
    if (this.row.length) {
      this.grid.push(Array.from(this.row, (v) => v ?? ''));
      // the first row is the header
      if (this.grid.length - 1 > this.limits.rows)
        throw new SheetError({ reason: 'tooManyRows', max: this.limits.rows });
    }
    this.row = [];
  }
}
