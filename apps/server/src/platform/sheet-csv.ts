import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { GridBuilder, SheetError, colName, type SheetLimits } from './sheet-grid.js';

/**
 * Reads a CSV file (RFC 4180: quoted fields, doubled quotes, CRLF or LF; UTF-8, a BOM is dropped) as a
 * stream, within the limits: a field longer than a cell may be stops the read as soon as it gets there.
 * A NUL byte means the file is not text.
 */
export async function readCsvGrid(file: string, limits: SheetLimits): Promise<string[][]> {
  const out = new GridBuilder(limits);
  const decoder = new StringDecoder('utf8');
  let field = '',
    col = 0,
    line = 1;
  let quoted = false,
    afterQuote = false,
    skipLf = false,
    first = true;
  const ref = () => `${colName(col)}${line}`;
  const endField = () => {
    out.cell(col, field, ref);
    field = '';
    col++;
  };
  const endRow = () => {
    endField();
    out.endRow();
    col = 0;
    line++;
  };
  const take = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (skipLf) {
        skipLf = false;
        if (c === '\n') continue;
      }
      if (afterQuote) {
        afterQuote = false;
        if (c === '"') {
          field += '"';
          continue;
        }
        quoted = false;
      }
      if (quoted) {
        if (c === '"') afterQuote = true;
        else field += c;
      } else if (c === '"' && field === '') quoted = true;
      else if (c === ',') endField();
      else if (c === '\n' || c === '\r') {
        endRow();
        skipLf = c === '\r';
      } else field += c;
      if (field.length > limits.cellChars) throw new SheetError({ reason: 'cellTooLong', cell: ref() });
    }
  };
  for await (const chunk of fs.createReadStream(file, { highWaterMark: 64 * 1024 }) as AsyncIterable<Buffer>) {
    if (chunk.includes(0)) throw new SheetError({ reason: 'fileType' });
    let text = decoder.write(chunk);
    if (first) {
      text = text.replace(/^\uFEFF/, '');
      first = false;
    }
    take(text);
  }
  take(decoder.end());
  if (field !== '' || col > 0) endRow();
  return out.grid;
}
