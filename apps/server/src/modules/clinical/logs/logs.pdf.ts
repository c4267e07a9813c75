import { formatDate, type RotationLog } from '@caduceus/contracts';
import { facts, heading, renderPdf, table } from '../../../platform/pdf.js';
import type { LogRotation } from './logs.repo.js';

/** A rotation's clinical log as a PDF: the rotation, the totals, then each day with its lines and verification. */
export function renderLogPdf(r: LogRotation, log: RotationLog): Promise<Buffer> {
  return renderPdf(
    { title: `Clinical Log ${r.id}`, subject: `Clinical log of ${r.studentName}, ${r.rotationName}` },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).fillColor('#1f3a5f').text('Clinical Log');
      doc.font('Helvetica').fontSize(10).fillColor('black').text(`${r.studentName} · ${r.rotationName}`);
      heading(doc, 'Rotation');
      facts(doc, [
        ['Student', r.studentName],
        ['Student ID', r.studentId],
        ['Hospital', r.hospitalName],
        ['Rotation', r.rotationName],
        ['Preceptor', r.preceptorName],
        ['Dates', `${formatDate(r.startDate)} to ${formatDate(r.endDate)}`],
        ['Days logged', log.totals.days],
        ['Days verified', log.totals.verified],
        ['Hours', log.totals.hours],
        ['Problems', log.totals.problems],
        ['Procedures', log.totals.procedures],
      ]);
      heading(doc, 'Days');
      if (!log.items.length) {
        doc.font('Helvetica').fontSize(9.5).text('No day logged yet.');
        return;
      }
      table(
        doc,
        ['Date', 'Setting', 'Hours', 'Problems', 'Procedures', 'Academic', 'Verification'],
        [0.11, 0.12, 0.07, 0.22, 0.22, 0.14, 0.12],
        [...log.items]
          .sort((a, b) => a.logDate.localeCompare(b.logDate))
          .map((i) => [
            formatDate(i.logDate),
            i.setting,
            i.hours,
            i.problems.map((p) => `${p.problem} (${p.option})`).join('; '),
            i.procedures.map((p) => `${p.procedure} ×${p.count} (${p.option})`).join('; '),
            i.academics.map((a) => `${a.activity}: ${a.topic}`).join('; '),
            i.verification.status === 'Returned' && i.verification.comment
              ? `Returned: ${i.verification.comment}`
              : i.verification.status,
          ]),
      );
    },
    { footer: (page, pages) => `Clinical log ${r.id} · page ${page} of ${pages}` },
  );
}
