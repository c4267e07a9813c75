import zlib from 'node:zlib';

/**
 * Hand-made .xlsx files for the spreadsheet reader's limits: a minimal zip writer, and a workbook whose
 * sheet unpacks to many megabytes of rows from a small file. The sheet's compressed bytes are one
 * compressed block of rows repeated (each block ends with a full flush, so the copies join into one valid
 * stream): a bomb of millions of cells is made in milliseconds.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

interface ZipPart {
  name: string;
  data: Buffer;
  size: number;
  crc: number;
}

/** A zip of deflated parts; `size` is what each part declares it unpacks to (the truth, or not). */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [],
    centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const l = Buffer.alloc(30);
    l.writeUInt32LE(0x04034b50, 0);
    l.writeUInt16LE(20, 4);
    l.writeUInt16LE(8, 8);
    l.writeUInt32LE(p.crc, 14);
    l.writeUInt32LE(p.data.length, 18);
    l.writeUInt32LE(p.size, 22);
    l.writeUInt16LE(name.length, 26);
    const c = Buffer.alloc(46);
    c.writeUInt32LE(0x02014b50, 0);
    c.writeUInt16LE(20, 4);
    c.writeUInt16LE(20, 6);
    c.writeUInt16LE(8, 10);
    c.writeUInt32LE(p.crc, 16);
    c.writeUInt32LE(p.data.length, 20);
    c.writeUInt32LE(p.size, 24);
    c.writeUInt16LE(name.length, 28);
    c.writeUInt32LE(offset, 42);
    locals.push(l, name, p.data);
    centrals.push(c, name);
    offset += 30 + name.length + p.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const part = (name: string, text: string): ZipPart => {
  const raw = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(raw), size: raw.length, crc: crc32(raw) };
};

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook here has, around the given sheet. */
function workbook(sheet: ZipPart, extra: ZipPart[] = []): Buffer {
  return zip([
    part(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    ...extra,
    sheet,
  ]);
}

/** A workbook with this sheet XML inside <sheetData> (small sheets for the reader's cases). */
export const xlsxWithRows = (rowsXml: string) =>
  workbook(
    part(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData>${rowsXml}</sheetData></worksheet>`,
    ),
  );

/**
 * A workbook of `rows` rows of `cells` numbers each (at most 702) after a header row (Name, Column 2, ...).
 * `declare` says what the sheet claims to unpack to: 'truth', or 'small' (1 KB: a lie the reader must
 * catch while unpacking). By default every data row says it is row 2, so that the compressed blocks of
 * rows are all the same and the file is made at once; `numbered` rows (2, 3, ...) are compressed for real
 * (fast settings; a second or so for 100,000 rows), as a spreadsheet program would write them.
 */
export function xlsxBomb(o: { rows: number; cells: number; declare?: 'truth' | 'small'; numbered?: boolean }): Buffer {
  const col = (i: number) =>
    (i >= 26 ? String.fromCharCode(64 + Math.floor(i / 26)) : '') + String.fromCharCode(65 + (i % 26));
  const rowXml = (r: number) =>
    `<row r="${r}">${Array.from({ length: o.cells }, (_, i) => `<c r="${col(i)}${r}"><v>${r}</v></c>`).join('')}</row>`;
  const header = `<row r="1">${Array.from({ length: o.cells }, (_, i) => `<c r="${col(i)}1" t="inlineStr"><is><t>${i ? `Column ${i + 1}` : 'Name'}</t></is></c>`).join('')}</row>`;
  const head = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData>${header}`);
  const tail = Buffer.from('</sheetData></worksheet>');
  let data: Buffer, size: number;
  if (o.numbered) {
    const body = Buffer.concat([head, ...Array.from({ length: o.rows }, (_, i) => Buffer.from(rowXml(i + 2))), tail]);
    data = zlib.deflateRawSync(body, { level: 1 });
    size = body.length;
  } else {
    const perBlock = 1000,
      blocks = Math.ceil(o.rows / perBlock);
    const block = Buffer.from(rowXml(2).repeat(perBlock));
    const full = { finishFlush: zlib.constants.Z_FULL_FLUSH, level: 9 };
    data = Buffer.concat([
      zlib.deflateRawSync(head, full),
      ...Array(blocks).fill(zlib.deflateRawSync(block, full)),
      zlib.deflateRawSync(tail),
    ]);
    size = head.length + block.length * blocks + tail.length;
  }
  // the checksum of the sheet is left out: no reader checks it before unpacking
  return workbook({ name: 'xl/worksheets/sheet1.xml', data, size: o.declare === 'small' ? 1024 : size, crc: 0 });
}
