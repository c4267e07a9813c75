import zlib from 'node:zlib';

/** A smallest PDF that its content check accepts, as an upload. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The text a PDF shows: its deflated content streams' hex strings, in order. */
export function pdfText(b: Buffer) {
  let out = '';
  for (const m of b.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let s: string;
    try {
      s = zlib.inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const h of s.matchAll(/<([0-9a-fA-F]+)>/g)) out += Buffer.from(h[1], 'hex').toString('latin1');
  }
  return out;
}
