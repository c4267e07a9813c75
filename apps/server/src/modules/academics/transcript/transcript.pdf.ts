import {
  OFFICIAL_TRANSCRIPT_TITLE,
  REGISTRAR_LETTERHEAD,
  TRANSFER_MARK,
  formatDate,
  type Transcript,
} from '@caduceus/contracts';
import { facts, heading, renderPdf, table, type Pdf } from '../../../platform/pdf.js';

const date = (d: string | null) => (d ? formatDate(d) : null);
const credits = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function letterhead(doc: Pdf, issuedOn: string) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f3a5f').text(REGISTRAR_LETTERHEAD.school, left, top);
  doc.font('Helvetica').fontSize(10).text(REGISTRAR_LETTERHEAD.office);
  doc.fontSize(8.5).fillColor('#555555').text(REGISTRAR_LETTERHEAD.address).text(REGISTRAR_LETTERHEAD.contact);
  const after = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(17)
    .fillColor('#1f3a5f')
    .text(OFFICIAL_TRANSCRIPT_TITLE.toUpperCase(), left, top, { width, align: 'right' })
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#555555')
    .text(`Issued ${formatDate(issuedOn)}`, { width, align: 'right' });
  const ruleY = Math.max(after, doc.y) + 6;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(1)
    .strokeColor('#1f3a5f')
    .stroke();
  doc.fillColor('black');
  doc.x = left;
  doc.y = ruleY + 12;
}

/** The official transcript on paper: who, every stage with its classes, credits and grades, GPA, standing, degrees. */
export function renderTranscriptPdf(t: Transcript): Promise<Buffer> {
  const s = t.student;
  return renderPdf(
    { title: `${OFFICIAL_TRANSCRIPT_TITLE} ${s.id}`, subject: `${OFFICIAL_TRANSCRIPT_TITLE} of ${s.name}` },
    (doc) => {
      letterhead(doc, t.issuedOn);
      heading(doc, 'Student');
      facts(doc, [
        ['Student', s.name],
        ['Student ID', s.id],
        ['Date of birth', date(s.dateOfBirth)],
        ['Program', s.program],
        ['Transcript type', t.type],
        ['Status', s.status],
        ['Campus', s.campus],
      ]);
      if (t.stages.length === 0) {
        heading(doc, 'Courses');
        doc.font('Helvetica').fontSize(9.5).text('No classes recorded.');
      }
      for (const st of t.stages) {
        heading(doc, `${st.semesterName ?? 'Semester not set'} · ${st.stageName} · ${st.courseName}`);
        table(
          doc,
          ['Class', 'Code', 'Credits', 'Marks', 'Grade', 'Points'],
          [0.42, 0.12, 0.1, 0.1, 0.14, 0.12],
          st.classes.map((c) => [
            c.transfer ? `${c.className} (transfer${c.school ? `: ${c.school}` : ''})` : c.className,
            c.classCode,
            c.credits,
            c.marks,
            c.transfer ? `${TRANSFER_MARK} ${c.grade ?? ''}`.trim() : c.grade,
            c.gradePoints,
          ]),
        );
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(
            `Stage credits ${credits(st.totals.credits)} · earned ${credits(st.totals.earned)} · stage GPA ${st.totals.gpa ?? '—'}` +
              (st.standing ? ` · standing ${st.standing}` : ''),
          );
      }
      heading(doc, 'Summary');
      facts(doc, [
        ['Credits attempted', credits(t.totals.credits)],
        ['Credits earned', credits(t.totals.earned)],
        ['GPA credits', credits(t.totals.gpaCredits)],
        ['Cumulative GPA', t.totals.gpa],
        ['Academic standing', t.standing],
      ]);
      heading(doc, 'Degrees conferred');
      if (t.degrees.length === 0) doc.font('Helvetica').fontSize(9.5).text('None recorded.');
      else
        table(
          doc,
          ['Degree', 'Institution', 'Major', 'Conferred', 'Honors'],
          [0.28, 0.28, 0.16, 0.14, 0.14],
          t.degrees.map((d) => [d.name, d.institution, d.major, date(d.awardedOn), d.honors]),
        );
      doc
        .moveDown(1.5)
        .font('Helvetica')
        .fontSize(8.5)
        .fillColor('#555555')
        .text(
          `Grades: H Honors (90-100), P Pass (70-89), F Fail (0-69); ${TRANSFER_MARK} a class transferred from another school, counted in credits, not in the GPA.`,
        )
        .fillColor('black');
      doc.moveDown(1.5).font('Helvetica').fontSize(10).text('Registrar');
    },
    { footer: (p, n) => `${OFFICIAL_TRANSCRIPT_TITLE} · ${s.name} (${s.id}) · Page ${p} of ${n}` },
  );
}
