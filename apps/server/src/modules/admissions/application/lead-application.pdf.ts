import { formatDate, formatPhone, type ApplicationSummary } from '@caduceus/contracts';
import { facts, heading, renderPdf, table, type Pdf } from '../../../platform/pdf.js';
import type { LeadRow } from '../leads/leads.repo.js';
import type { LeadApplicationService } from './lead-application.service.js';

type View<K extends 'address' | 'background' | 'academics' | 'questions'> = Awaited<
  ReturnType<LeadApplicationService[K]>
>;
interface Input {
  summary: ApplicationSummary;
  lead: LeadRow;
  address: View<'address'>;
  background: View<'background'>;
  academics: View<'academics'>;
  questions: View<'questions'>;
  tests: { testName: string | null; score: number; testDate: string }[];
}

const yesNo = (v: boolean | undefined) => (v == null ? null : v ? 'Yes' : 'No');
const addressLine = (
  a: { address1: string; address2?: string | null; city: string; zip: string } | null | undefined,
  state: string | null,
  country: string | null,
) => (a ? [a.address1, a.address2, a.city, state, a.zip, country].filter(Boolean).join(', ') : null);
const when = (iso: string | null | undefined, by: string | null | undefined) =>
  iso ? `${formatDate(iso)}${by ? ` by ${by}` : ''}` : null;

function essay(doc: Pdf, title: string, body: string | null | undefined) {
  doc.font('Helvetica-Bold').fontSize(9.5).text(title);
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(body || '—', { align: 'left' })
    .moveDown(0.5);
}

/** The submitted application as the admissions office files it: one section per step. */
export function renderApplicationPdf({
  summary,
  lead,
  address,
  background,
  academics,
  questions,
  tests,
}: Input): Promise<Buffer> {
  return renderPdf({ title: `Application of ${summary.leadName}`, subject: 'Application for admission' }, (doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Application for Admission');
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(summary.leadName)
      .fontSize(9)
      .text(`Lead #${lead.id} · ${lead.email}${lead.phone ? ` · ${formatPhone(lead.phone)}` : ''}`);
    doc.text(`Submitted ${when(summary.submitted?.savedAt, summary.submitted?.savedByName) ?? ''}`);

    const a = address.data;
    heading(doc, 'Address');
    facts(doc, [
      [
        'Permanent address',
        addressLine(a?.permanent, address.labels['permanent.stateId'], address.labels['permanent.countryId']),
      ],
      [
        'Mailing address',
        a?.mailingSameAsPermanent
          ? 'Same as permanent address'
          : addressLine(a?.mailing, address.labels['mailing.stateId'], address.labels['mailing.countryId']),
      ],
    ]);

    const b = background.data;
    heading(doc, 'Background');
    facts(doc, [
      ['Citizenship', background.labels.citizenshipCountryId],
      ['Second citizenship', background.labels.secondCitizenshipCountryId],
      ['Country of birth', background.labels.birthCountryId],
      ['Languages', b?.languages.join(', ')],
      ['Criminal conviction', yesNo(b?.criminalConviction)],
      ...(b?.criminalConviction ? [['Explanation', b.criminalExplanation] as [string, string | null | undefined]] : []),
      ['Disciplinary action', yesNo(b?.disciplinaryAction)],
      ...(b?.disciplinaryAction
        ? [['Explanation', b.disciplinaryExplanation] as [string, string | null | undefined]]
        : []),
      ['CV', background.cvFileName ?? 'Not uploaded'],
    ]);

    const ac = academics.data;
    heading(doc, 'Academics');
    table(
      doc,
      ['School', 'Degree', 'Major', 'GPA', 'From', 'To', 'Transcript'],
      [0.26, 0.14, 0.14, 0.07, 0.11, 0.11, 0.17],
      (ac?.schools ?? []).map((s, i) => [
        s.institution,
        academics.labels[`schools.${i}.degreeId`],
        s.major ?? null,
        s.gpa,
        formatDate(s.fromDate),
        s.toDate ? formatDate(s.toDate) : 'Present',
        s.transcriptFileId ? (academics.transcriptNames[String(s.transcriptFileId)] ?? 'Uploaded') : 'Not uploaded',
      ]),
    );
    doc.moveDown(0.5);
    doc.font('Helvetica-Bold').fontSize(10).text('Standardized tests').moveDown(0.2);
    if (tests.length)
      table(
        doc,
        ['Test', 'Score', 'Date'],
        [0.5, 0.2, 0.3],
        tests.map((t) => [t.testName, t.score, formatDate(t.testDate)]),
      );
    else doc.font('Helvetica').fontSize(9.5).text('None reported');

    const q = questions.data;
    heading(doc, 'Additional Questions');
    facts(doc, [['How did you hear about us?', questions.labels.heardFromSourceId]]);
    doc.moveDown(0.3);
    essay(doc, 'Why do you want to study medicine?', q?.whyMedicine);
    essay(doc, 'Personal statement', q?.personalStatement);
    if (q?.additionalInformation) essay(doc, 'Additional information', q.additionalInformation);

    heading(doc, 'Declaration');
    facts(doc, [
      [
        'Terms and conditions',
        summary.terms.accepted ? `Accepted (version ${summary.terms.version ?? ''})` : 'Not accepted',
      ],
      ['Accepted', when(summary.terms.acceptedAt, summary.terms.acceptedByName)],
      ...summary.steps.map((s) => [`${s.label} saved`, when(s.savedAt, s.savedByName)] as [string, string | null]),
    ]);
  });
}
