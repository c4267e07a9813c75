import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { TestApp } from './harness.js';

/** A multipart/form-data body (text fields and files) for app.inject. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
) {
  const boundary = `----caduceus${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real 1x1 PNG. */
export function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A minimal PDF whose bytes carry `text` (distinct files for distinct texts). */
export const tinyPdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

/** A file part of a form: `field` defaults to `files` (an upload of several). */
export type FormFile = { filename: string; type: string; bytes: Buffer; field?: string };

/** Sends a multipart form (text fields and files) through the app, as the web's upload forms do. */
export const sendForm = (
  t: Pick<TestApp, 'call'>,
  method: 'POST' | 'PUT',
  url: string,
  token: string,
  fields: Record<string, string>,
  files: FormFile[] = [],
) => {
  const mp = multipart(
    fields,
    files.map((f) => ({ field: f.field ?? 'files', filename: f.filename, type: f.type, bytes: f.bytes })),
  );
  return t.call(method, url, token, { body: mp.body, headers: mp.headers });
};
