import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { SHEET_LIMITS, SHEET_MESSAGES } from '@caduceus/contracts';
import { xlsxBomb, xlsxWithRows } from '../../test/xlsx-bomb.js';
import type { AppError } from './errors.js';
import type { SpooledFile } from './multipart.js';
import { createSheetReader } from './sheets.js';
import { sniff } from './storage.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-sheets-'));
const sheets = createSheetReader({ unpackedBytes: 100 * 1024 * 1024, timeoutMs: 20_000, memoryMb: 256, workers: 2 });
afterAll(async () => {
  await sheets.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let n = 0;
const fileOf = (bytes: Buffer, filename: string): SpooledFile => {
  const p = path.join(dir, String(++n));
  fs.writeFileSync(p, bytes);
  return {
    field: 'file',
    filename,
    mimetype: 'application/octet-stream',
    path: p,
    size: bytes.length,
    sha256: '',
    kind: sniff(bytes),
  };
};
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: AppError) => err,
  );
  expect(e, 'the file was read').toBeDefined();
  expect(e!.status).toBe(400);
  return { message: e!.message, file: e!.fields?.file };
};

describe('reading spreadsheets', () => {
  it('reads an .xlsx as exceljs wrote it: strings, numbers, dates, booleans, rich text and formula results', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('First');
    ws.addRow(['First Name', 'Born', 'Count', 'Ok', 'Note', 'Sum']);
    ws.addRow([
      '  Ann  ',
      new Date(Date.UTC(2001, 4, 17)),
      42,
      true,
      { richText: [{ text: 'bold ' }, { text: 'and plain' }] },
      { formula: 'C2*2', result: 84 },
    ]);
    ws.addRow([]);
    ws.addRow(['Bob\u0007', null, 0.5, false, 'x,"y"', null]);
    wb.addWorksheet('Second').addRow(['not read']);
    const r = await sheets.read(fileOf(Buffer.from(await wb.xlsx.writeBuffer()), 'people.xlsx'));
    expect(r.headers).toEqual(['First Name', 'Born', 'Count', 'Ok', 'Note', 'Sum']);
    expect(r.rows).toEqual([
      { firstname: 'Ann', born: '2001-05-17', count: '42', ok: 'true', note: 'bold and plain', sum: '84' },
      { firstname: 'Bob', born: '', count: '0.5', ok: 'false', note: 'x,"y"', sum: '' },
    ]);
  });

  it('reads a .csv: quotes, doubled quotes, line breaks in quotes, CRLF, a BOM; control characters taken out', async () => {
    const csv = '\uFEFFName,Note\r\n"Smith, Ann","said ""hi""\nthen left"\r\n\r\nBob\u0001,\tplain\n';
    const r = await sheets.read(fileOf(Buffer.from(csv), 'people.csv'));
    expect(r.rows).toEqual([
      { name: 'Smith, Ann', note: 'said "hi"\nthen left' },
      { name: 'Bob', note: 'plain' },
    ]);
  });

  it('refuses what is not a spreadsheet, and a file without rows', async () => {
    expect(await refusal(sheets.read(fileOf(Buffer.from('a,b\n1,2'), 'people.txt')))).toEqual({
      message: SHEET_MESSAGES.fileType,
      file: SHEET_MESSAGES.accepted,
    });
    expect((await refusal(sheets.read(fileOf(Buffer.from('a,b\0\n'), 'people.csv')))).message).toBe(
      SHEET_MESSAGES.fileType,
    );
    expect((await refusal(sheets.read(fileOf(Buffer.from('PK\u0003\u0004 xl/ broken'), 'people.xlsx')))).message).toBe(
      SHEET_MESSAGES.unreadable,
    );
    expect((await refusal(sheets.read(fileOf(Buffer.from('\n \n'), 'people.csv')))).message).toBe(
      SHEET_MESSAGES.noRows,
    );
  });

  it('stops at the first row, column or cell past the limits', async () => {
    const rows = (k: number) => ['h', ...Array.from({ length: k }, (_, i) => String(i))].join('\n');
    expect((await sheets.read(fileOf(Buffer.from(rows(5)), 'a.csv'), { maxRows: 5 })).rows).toHaveLength(5);
    expect((await refusal(sheets.read(fileOf(Buffer.from(rows(6)), 'a.csv'), { maxRows: 5 }))).message).toBe(
      SHEET_MESSAGES.tooManyRows(5),
    );
    const wide = `${Array.from({ length: SHEET_LIMITS.columns + 1 }, (_, i) => `c${i}`).join(',')}\n`;
    expect((await refusal(sheets.read(fileOf(Buffer.from(wide), 'a.csv')))).message).toBe(
      SHEET_MESSAGES.tooManyColumns,
    );
    const long = `h\n${'x'.repeat(SHEET_LIMITS.cellChars + 1)}\n`;
    expect((await refusal(sheets.read(fileOf(Buffer.from(long), 'a.csv')))).message).toBe(
      SHEET_MESSAGES.cellTooLong('A2'),
    );
    const longCell = xlsxWithRows(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>h</t></is></c></row><row r="2"><c r="B2" t="inlineStr"><is><t>${'y'.repeat(SHEET_LIMITS.cellChars + 1)}</t></is></c></row>`,
    );
    expect((await refusal(sheets.read(fileOf(longCell, 'a.xlsx')))).message).toBe(SHEET_MESSAGES.cellTooLong('B2'));
    const huge = xlsxWithRows(
      `<row><c t="inlineStr"><is><t>${'z'.repeat(SHEET_LIMITS.cellChars * 8)}</t></is></c></row>`,
    );
    expect((await refusal(sheets.read(fileOf(huge, 'a.xlsx')))).message).toBe(SHEET_MESSAGES.cellTooLong());
  });

  it('refuses a compressed bomb: by the sizes it declares before unpacking, by counting when it lies, by rows', async () => {
    const t0 = Date.now();
    const declared = xlsxBomb({ rows: 400_000, cells: 34, declare: 'truth' });
    expect(declared.length).toBeLessThan(2 * 1024 * 1024);
    expect(await refusal(sheets.read(fileOf(declared, 'bomb.xlsx')))).toEqual({
      message: SHEET_MESSAGES.tooLarge(100),
      file: SHEET_MESSAGES.tooLarge(100),
    });
    expect(
      (await refusal(sheets.read(fileOf(xlsxBomb({ rows: 400_000, cells: 34, declare: 'small' }), 'bomb.xlsx'))))
        .message,
    ).toBe(SHEET_MESSAGES.damaged);
    expect((await refusal(sheets.read(fileOf(xlsxBomb({ rows: 100_000, cells: 34 }), 'bomb.xlsx')))).message).toBe(
      SHEET_MESSAGES.tooManyRows(SHEET_LIMITS.rows),
    );
    expect(Date.now() - t0).toBeLessThan(15_000);
  });

  it('stops a read that takes longer than its time limit', async () => {
    const slow = createSheetReader({ unpackedBytes: 100 * 1024 * 1024, timeoutMs: 1, memoryMb: 256, workers: 1 });
    try {
      expect((await refusal(slow.read(fileOf(Buffer.from('a\n1\n'), 'a.csv')))).message).toBe(SHEET_MESSAGES.tooSlow);
    } finally {
      await slow.close();
    }
  });
});
