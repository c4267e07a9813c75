import ExcelJS from 'exceljs';
import { badInput } from './errors.js';
import { sniff } from './storage.js';

export type SheetRow = Record<string, string>;

/** Normalises a header cell: 'First Name' and 'firstName' both become 'firstname'. */
export const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

function cellText(v: ExcelJS.CellValue): string {
  if (v == null) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('hyperlink' in v) return String((v as { text?: string }).text ?? '');
  }
  return String(v);
}

/** CSV per RFC 4180: quoted fields, doubled quotes, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [], field = '', quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; }
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

/** Reads the first sheet of an .xlsx or a .csv into rows keyed by normalised header. */
export async function readSheet(bytes: Buffer, filename: string, maxRows = 20_000): Promise<{ headers: string[]; rows: SheetRow[] }> {
  let grid: string[][];
  if (sniff(bytes) === 'xlsx') {
    const wb = new ExcelJS.Workbook();
    try {
      await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw badInput('The spreadsheet cannot be read', { file: 'Upload an .xlsx or .csv file' });
    }
    const ws = wb.worksheets[0];
    grid = [];
    // exceljs works columnCount out over every row on each read: once, not once per cell
    const columns = ws?.columnCount ?? 0;
    ws?.eachRow({ includeEmpty: false }, (r) => {
      const values: string[] = [];
      for (let c = 1; c <= columns; c++) values.push(cellText(r.getCell(c).value).trim());
      grid.push(values);
    });
  } else if (/\.csv$/i.test(filename) && !bytes.includes(0)) {
    grid = parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } else {
    throw badInput('This type of file is not accepted', { file: 'Upload an .xlsx or .csv file' });
  }
  if (!grid.length) throw badInput('The file has no rows', { file: 'The file has no rows' });
  const headers = grid[0].map((h) => h.trim());
  if (grid.length - 1 > maxRows) throw badInput(`At most ${maxRows} rows per file`, { file: `At most ${maxRows} rows per file` });
  const rows = grid.slice(1).map((cells) => Object.fromEntries(headers.map((h, i) => [headerKey(h), (cells[i] ?? '').trim()])));
  return { headers, rows };
}

/** An .xlsx with a header row and the given rows (exports, error reports, templates). */
export async function writeSheet(sheetName: string, headers: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  ws.addRow(headers).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  ws.columns.forEach((c) => { c.width = 20; });
  return Buffer.from(await wb.xlsx.writeBuffer());
}
