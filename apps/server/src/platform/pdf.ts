import PDFDocument from 'pdfkit';

/** PDF helpers shared by every module that renders documents (transcripts, snapshots, applications). */

export type Pdf = PDFKit.PDFDocument;

/**
 * Builds a PDF (Letter, standard fonts, no compression tricks) and answers its bytes. `footer`: a line at the foot
 * of every page once all are laid out (e.g. "Page 2 of 3").
 */
export function renderPdf(
  info: { title: string; subject?: string },
  build: (doc: Pdf) => void,
  opts: { footer?: (page: number, pages: number) => string } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 50,
      bufferPages: !!opts.footer,
      info: {
        Title: info.title,
        ...(info.subject ? { Subject: info.subject } : {}),
        Producer: 'Caduceus',
        Creator: 'Caduceus',
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      build(doc);
      if (opts.footer) footers(doc, opts.footer);
      doc.end();
    } catch (e) {
      reject(e);
    }
  });
}

function footers(doc: Pdf, footer: (page: number, pages: number) => string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // writing inside the bottom margin would start a new page: lift it while the footer is written
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(footer(i - start + 1, count), doc.page.margins.left, doc.page.height - 35, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

/** A section heading with a rule under it. */
export function heading(doc: Pdf, text: string) {
  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1f3a5f').text(text);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#9aa9bd')
    .stroke();
  doc.moveDown(0.5).fillColor('black');
}

/** Label and value pairs in two columns. */
export function facts(doc: Pdf, pairs: [string, string | number | null | undefined][]) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const labelW = 150;
  for (const [label, value] of pairs) {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(9.5)
      .text(label, left, y, { width: labelW - 10 });
    const afterLabel = doc.y;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .text(value == null || value === '' ? '—' : String(value), left + labelW, y, { width: width - labelW });
    doc.y = Math.max(doc.y, afterLabel) + 2;
  }
  doc.x = left;
}

/** A simple table: a bold header row and rows of text, widths as fractions of the page width. */
export function table(doc: Pdf, headers: string[], widths: number[], rows: (string | number | null)[][]) {
  const left = doc.page.margins.left;
  const full = doc.page.width - left - doc.page.margins.right;
  const cols = widths.map((w) => w * full);
  const row = (cells: (string | number | null)[], bold: boolean) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    let x = left,
      bottom = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((c, i) => {
      doc.text(c == null || c === '' ? '—' : String(c), x, y, { width: cols[i] - 6 });
      bottom = Math.max(bottom, doc.y);
      x += cols[i];
    });
    doc.y = bottom + 3;
  };
  row(headers, true);
  for (const r of rows) row(r, false);
  doc.x = left;
}
