import { ADMISSIONS_LETTERHEAD, type DecisionLetter } from '@caduceus/contracts';
import { renderPdf } from '../../../platform/pdf.js';

export interface LetterAddress {
  name: string;
  lines: string[];
}

/**
 * A decision letter on the school's letterhead: the school and office, a rule, the date, the applicant's
 * name and address, the title, the paragraphs, the seat-deposit note (acceptance) in a box, the signature.
 */
export function renderDecisionLetter(letter: DecisionLetter, date: string, to: LetterAddress): Promise<Buffer> {
  return renderPdf({ title: `${letter.title} — ${to.name}`, subject: letter.subject }, (doc) => {
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor('#1f3a5f')
      .text(ADMISSIONS_LETTERHEAD.school, { align: 'center' });
    doc.font('Helvetica').fontSize(11).fillColor('#1f3a5f').text(ADMISSIONS_LETTERHEAD.office, { align: 'center' });
    doc
      .fontSize(8.5)
      .fillColor('#555555')
      .text(`${ADMISSIONS_LETTERHEAD.address} · ${ADMISSIONS_LETTERHEAD.contact}`, { align: 'center' });
    const ruleY = doc.y + 6;
    doc
      .moveTo(left, ruleY)
      .lineTo(left + width, ruleY)
      .lineWidth(1)
      .strokeColor('#1f3a5f')
      .stroke();
    doc.y = ruleY + 18;

    doc.font('Helvetica').fontSize(10.5).fillColor('black').text(date, left, doc.y, { width, align: 'right' });
    doc.moveDown(1);
    doc.font('Helvetica-Bold').text(to.name, left);
    doc.font('Helvetica');
    for (const line of to.lines) doc.text(line);
    doc.moveDown(1.2);

    doc.font('Helvetica-Bold').fontSize(13).fillColor('#1f3a5f').text(letter.title, { width });
    doc.moveDown(0.8).font('Helvetica').fontSize(10.5).fillColor('black').text(letter.salutation).moveDown(0.6);
    for (const p of letter.paragraphs) doc.text(p, { width, align: 'justify' }).moveDown(0.6);

    if (letter.seatDeposit) {
      const top = doc.y + 4;
      doc
        .font('Helvetica-Bold')
        .fontSize(10)
        .text('Seat deposit', left + 10, top + 8, { width: width - 20 });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(letter.seatDeposit, { width: width - 20 });
      const bottom = doc.y + 8;
      doc
        .rect(left, top, width, bottom - top)
        .lineWidth(0.75)
        .strokeColor('#9aa9bd')
        .stroke();
      doc.x = left;
      doc.y = bottom + 10;
    }

    doc.moveDown(0.6).font('Helvetica').fontSize(10.5).text(letter.closing, left).moveDown(2);
    doc.font('Helvetica-Bold').text(letter.signer, left);
  });
}
