import {
  FINANCIAL_STATUSES,
  LIBRARY_CATALOG_FILENAME,
  formatDate,
  snapshotFilename,
  type LibraryCatalog,
  type StudentRecord,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { writeSheet } from '../../../platform/sheets.js';
import type { StudentView } from '../record/students.gate.js';
import { labelsOf } from '../record/students.repo.js';
import { findDetails } from './immigration.repo.js';
import { facts, heading, renderPdf, table } from './pdf.js';
import * as repo from './records.repo.js';

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null);
const when = (iso: string | null | undefined) => (iso ? formatDate(iso.slice(0, 10)) : null);

export interface RecordsDeps {
  db: Db;
  /** the student record with the labels of its dropdowns (the students service) */
  studentRecord: (id: number) => Promise<StudentRecord>;
  clock?: () => Date;
}

/** Downloads made from the whole record: the library catalogue of the student's course and the snapshot PDF. */
export function createRecordsService({ db, studentRecord, clock = () => new Date() }: RecordsDeps) {
  async function catalog(view: StudentView): Promise<LibraryCatalog> {
    const courseId = view.header.s.courseId;
    const rows = await repo.libraryItems(db, courseId);
    return {
      courseName: view.header.courseName ?? null,
      items: rows.map((r) => ({
        id: r.id,
        title: r.title,
        author: str(r.data.author) ?? '',
        edition: str(r.data.edition),
        isbn: str(r.data.isbn) ?? '',
        courseName: r.courseName ?? null,
        copies: num(r.data.copies),
      })),
    };
  }

  return {
    catalog,

    async catalogWorkbook(view: StudentView) {
      const c = await catalog(view);
      const bytes = await writeSheet(
        'Library Catalog',
        ['Title', 'Author', 'Edition', 'ISBN', 'Course', 'Copies'],
        c.items.map((i) => [i.title, i.author, i.edition, i.isbn, i.courseName ?? 'All courses', i.copies]),
      );
      return { filename: LIBRARY_CATALOG_FILENAME, bytes };
    },

    /** The record on paper: header facts, personal, address, program, immigration, documents (the student's side: those it sees) and status history. */
    async snapshot(view: StudentView) {
      const s = await studentRecord(view.studentId);
      const h = view.header;
      const L = (k: string) => s.labels[k] ?? null;
      const [documents, history, immigration] = await Promise.all([
        repo.activeDocuments(db, view.studentId, view.viewer === 'self'),
        repo.statusHistory(db, view.studentId),
        s.immigrationRequired ? findDetails(db, view.studentId) : undefined,
      ]);
      const statusLabels = await labelsOf(
        db,
        history.map((x) => num(x.statusId)),
      );
      const name = [s.salutation, s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ');
      const bytes = await renderPdf({ title: `Student Snapshot ${s.id}`, subject: name }, (doc) => {
        doc.font('Helvetica-Bold').fontSize(18).text('Student Snapshot');
        doc
          .font('Helvetica')
          .fontSize(9)
          .fillColor('#555555')
          .text(`Generated ${formatDate(clock().toISOString().slice(0, 10))}`)
          .fillColor('black');
        doc.moveDown(0.4).font('Helvetica-Bold').fontSize(14).text(`${name} (${s.id})`);
        heading(doc, 'Record');
        facts(doc, [
          ['Student ID', s.id],
          ['Status', h.statusName],
          ['Student Type', h.studentTypeName],
          ['Course', h.courseName],
          ['Course Status', s.currentCourseStatus],
          ['Stage', h.stageName],
          ['Cohort', s.cohort],
          ['Campus', h.campusName],
          ['Campus Status', s.campusStatus],
          ['Financial Status', FINANCIAL_STATUSES.find((f) => f.value === s.financialStatus)?.label ?? null],
          ['USMLE Status', s.usmleTestStatus],
          ['Immigration Required', s.immigrationRequired ? 'Yes' : 'No'],
        ]);
        heading(doc, 'Personal');
        facts(doc, [
          ['Preferred Name', s.preferredName],
          ['Gender', s.gender],
          ['Date of Birth', when(s.dateOfBirth)],
          ['Email', s.email],
          ['Alternate Email', s.alternateEmail],
          ['Phone', s.phone],
          ['Alternate Phone', s.alternatePhone],
          ['Nationality', L('nationalityId')],
          ['Country of Birth', L('birthCountryId')],
          ['Passport Number', s.passportNumber],
          ['Passport Expiry', when(s.passportExpiry)],
        ]);
        heading(doc, 'Address');
        facts(doc, [
          ['Address', [s.address1, s.address2].filter(Boolean).join(', ') || null],
          ['City', s.city],
          ['State', L('stateId')],
          ['Country', L('countryId')],
          ['Zip', s.zip],
        ]);
        heading(doc, 'Program');
        facts(doc, [
          ['Course', L('courseId')],
          ['Start Semester', L('startSemesterId')],
          ['Campus', L('campusId')],
          ['Stage', L('stageId')],
          ['Enrolled Since', when(s.createdAt)],
        ]);
        if (immigration) {
          heading(doc, 'Immigration');
          const i = immigration.i;
          facts(doc, [
            ['Visa Type', i.visaType],
            ['Visa Number', i.visaNumber],
            ['Visa Expiry', when(i.visaExpiry)],
            ['I-20 / Permit Number', i.permitNumber],
            ['Arrival Date', when(i.arrivalDate)],
          ]);
        }
        heading(doc, `Documents (${documents.length})`);
        if (documents.length)
          table(
            doc,
            ['Title', 'Folder', 'Version', 'Verified', 'Uploaded'],
            [0.4, 0.24, 0.1, 0.1, 0.16],
            documents.map((d) => [d.title, d.folderName, d.version, d.verified ? 'Yes' : 'No', when(d.createdAt)]),
          );
        else doc.font('Helvetica').fontSize(9.5).text('No documents on file.');
        heading(doc, 'Status History');
        if (history.length)
          table(
            doc,
            ['Date', 'Status', 'Reason', 'Changed By'],
            [0.16, 0.26, 0.36, 0.22],
            history.map((x) => [
              when(x.effectiveDate ?? x.at),
              statusLabels.get(num(x.statusId) ?? -1) ?? '—',
              x.reason ?? (x.action === 'create' ? 'Record added' : null),
              x.byName ?? '—',
            ]),
          );
        else doc.font('Helvetica').fontSize(9.5).text('No status changes recorded.');
      });
      return { filename: snapshotFilename(s.id), bytes };
    },
  };
}
export type RecordsService = ReturnType<typeof createRecordsService>;
