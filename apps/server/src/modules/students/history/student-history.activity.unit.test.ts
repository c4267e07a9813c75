import { describe, expect, it } from 'vitest';
import { LEAD_ACTIVITY_KINDS, LEAD_DESCRIBERS, describeChange, type ChangeLookups } from '@caduceus/contracts';
import { describeActivity, type ActivityRow } from './student-history.activity.js';

const row = (v: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  at: '2026-03-15T15:00:00.000Z',
  actorName: 'Rita Registrar',
  entity: 'student',
  entityId: '100001',
  action: 'create',
  before: null,
  after: null,
  ...v,
});
const lookups = (v: Partial<Record<keyof ChangeLookups, [number | string, string][]>>): ChangeLookups => ({
  refs: new Map((v.refs ?? []) as [number, string][]),
  users: new Map((v.users ?? []) as [number, string][]),
  files: new Map((v.files ?? []) as [number, string][]),
  records: new Map((v.records ?? []) as [string, string][]),
});
const SHA = 'b3df1934a60c995b81bb11e78c0ce9eb8d81e104b3c69723c918b19eab974ee3';

describe('activity log sentences', () => {
  it('a document upload names the file, the folder and who sees it; no ids, hashes or bookkeeping', () => {
    const a = describeActivity(
      row({
        entity: 'studentDocument',
        entityId: '7',
        after: {
          id: 7,
          studentId: 100001,
          title: 'Transcript',
          filename: 'Transcript.pdf',
          folderId: 1251,
          categoryId: null,
          fileId: 2,
          sha256: SHA,
          version: 1,
          active: true,
          verified: false,
          verifiedBy: null,
          sharedWithStudent: true,
          uploadedBySelf: false,
          createdAt: '2026-03-15T15:00:00.000Z',
          createdBy: 1,
        },
      }),
      lookups({ refs: [[1251, 'Academic']], files: [[2, 'Transcript.pdf']] }),
    );
    expect(a.sentence).toBe(
      'Rita Registrar uploaded Transcript.pdf to Documents (Academic folder), visible to the student',
    );
    expect(a.kind).toBe('documents');
    const shown = JSON.stringify(a.changes);
    expect(shown).not.toContain(SHA);
    expect(shown).not.toContain('1251');
    expect(a.changes.map((c) => c.label)).not.toContain('Sha256');
    expect(a.changes).toContainEqual({ field: 'folderId', label: 'Folder', from: null, to: 'Academic' });
    // a document hidden from the student, uploaded by nobody signed in
    const hidden = describeActivity(
      row({ entity: 'studentDocument', actorName: null, after: { filename: 'Memo.docx', sharedWithStudent: false } }),
    );
    expect(hidden.sentence).toBe('The system uploaded Memo.docx to Documents, hidden from the student');
  });

  it("a verification names the document by the title the server looked up; the student's own upload is filed under Student Documents", () => {
    const v = describeActivity(
      row({
        entity: 'studentDocument',
        entityId: '7',
        action: 'verify',
        before: { verified: false },
        after: { verified: true },
      }),
      lookups({ records: [['studentDocument:7', 'Transcript']] }),
    );
    expect(v.sentence).toBe('Rita Registrar verified the document Transcript');
    const own = describeActivity(
      row({
        entity: 'studentDocument',
        actorName: 'Stella Student',
        after: { filename: 'Visa.pdf', folderId: 5, uploadedBySelf: true, sharedWithStudent: true },
      }),
      lookups({ refs: [[5, 'Immigration']] }),
    );
    expect(own.sentence).toBe(
      'Stella Student uploaded Visa.pdf to Student Documents (Immigration folder), visible to the student',
    );
  });

  it('a note names its tab and subject; the text is a detail, in full', () => {
    const long = 'Payment plan agreed: '.padEnd(400, 'x');
    const a = describeActivity(
      row({
        entity: 'studentNote',
        entityId: '3',
        after: { studentId: 5, type: 2, subject: 'Spring invoice', note: long },
      }),
    );
    expect(a.sentence).toBe('Rita Registrar added a note “Spring invoice” to Accounting Notes');
    expect(a.summary).toBe('Added a note (Accounting Notes)');
    expect(a.kind).toBe('notes');
    expect(a.changes).toEqual([
      { field: 'subject', label: 'Subject', from: null, to: 'Spring invoice' },
      { field: 'note', label: 'Note', from: null, to: long },
    ]);
    const del = describeActivity(
      row({
        entity: 'studentNote',
        action: 'delete',
        before: { studentId: 5, type: 3, note: 'Plan' },
        after: { studentId: 5, deleted: true },
      }),
    );
    expect(del.sentence).toBe('Rita Registrar deleted a note from Academic Advising');
    expect(del.changes).toEqual([{ field: 'note', label: 'Note', from: 'Plan', to: null }]);
  });

  it('a status change reads from -> to by the status names, with its effective date', () => {
    const a = describeActivity(
      row({
        action: 'changeStatus',
        before: { statusId: 11 },
        after: { statusId: 12, reason: 'Family emergency', effectiveDate: '2026-03-02' },
      }),
      lookups({
        refs: [
          [11, 'Student'],
          [12, 'On-LOA'],
        ],
      }),
    );
    expect(a.sentence).toBe('Rita Registrar changed the status from Student to On-LOA, effective 03/02/2026');
    expect(a.kind).toBe('status');
    expect(a.changes).toEqual([
      { field: 'statusId', label: 'Status', from: 'Student', to: 'On-LOA' },
      { field: 'reason', label: 'Reason', from: null, to: 'Family emergency' },
      { field: 'effectiveDate', label: 'Effective Date', from: null, to: '03/02/2026' },
    ]);
    // an id the server could not name still reads as what it is, never a bare number
    const unknown = describeActivity(
      row({ action: 'changeStatus', before: { statusId: 11 }, after: { statusId: 99 } }),
    );
    expect(unknown.sentence).toBe('Rita Registrar changed the status from row #11 to row #99');
  });

  it('an accounting change names the option lists, money exactly and the scholarship row', () => {
    const a = describeActivity(
      row({
        entity: 'studentAccounting',
        action: 'updateInfo',
        before: {
          studentId: 5,
          invoiceFinancialStatus: 1,
          invoiceTypes: [],
          paymentPlan: 'full',
          installments: null,
          tuitionLockedAmount: null,
          scholarshipId: null,
        },
        after: {
          studentId: 5,
          invoiceFinancialStatus: 2,
          invoiceTypes: [1, 10],
          paymentPlan: 'installments',
          installments: 3,
          tuitionLockedAmount: '19500.00',
          scholarshipId: 40,
        },
      }),
      lookups({ refs: [[40, 'Dean’s Merit']] }),
    );
    expect(a.kind).toBe('accounting');
    expect(a.sentence).toBe(
      'Rita Registrar updated the accounting information (Invoice Financial Status, Invoice Types, Payment Plan, Installments, +2 more)',
    );
    expect(a.changes).toEqual([
      { field: 'invoiceFinancialStatus', label: 'Invoice Financial Status', from: 'Cleared', to: 'Hold' },
      { field: 'invoiceTypes', label: 'Invoice Types', from: null, to: 'Pre-Med, Housing Fee' },
      { field: 'paymentPlan', label: 'Payment Plan', from: 'Pay in full', to: 'Installments' },
      { field: 'installments', label: 'Installments', from: null, to: '3' },
      { field: 'scholarshipId', label: 'Scholarship', from: null, to: 'Dean’s Merit' },
      { field: 'tuitionLockedAmount', label: 'Locked-in Tuition', from: null, to: '$19,500.00' },
    ]);
    const bulk = describeActivity(
      row({
        entity: 'studentAccounting',
        action: 'updateInvoiceFinancialStatus',
        before: { studentId: 5, invoiceFinancialStatus: 1 },
        after: { studentId: 5, invoiceFinancialStatus: 3 },
      }),
    );
    expect(bulk.sentence).toBe(
      'Rita Registrar changed the invoice financial status from Cleared to Blocked (bulk update)',
    );
  });

  it("the record's own edits list what changed; the lead's carried history says so; unknown entities still read", () => {
    const addr = describeActivity(
      row({
        action: 'updateAddress',
        before: { city: 'Miami', zip: '33101', countryId: 3 },
        after: { city: 'Miami', zip: '33102', countryId: 4 },
      }),
      lookups({
        refs: [
          [3, 'Aruba'],
          [4, 'Curaçao'],
        ],
      }),
    );
    expect(addr.sentence).toBe('Rita Registrar updated the address (Country, Zip Code)');
    expect(addr.kind).toBe('record');
    const carried = describeActivity(
      row({
        entity: 'leadHistory',
        action: 'lead.changeStatus',
        before: { statusId: 'New' },
        after: { statusId: 'Contacted', studentId: 5 },
      }),
    );
    expect(carried.sentence).toBe(
      'Rita Registrar changed the lead status from New to Contacted (on the lead, before enrollment)',
    );
    expect(carried.kind).toBe('lead');
    const sms = describeActivity(
      row({ entity: 'studentSms', action: 'sendSms', after: { studentId: 5, to: '+12025550101' } }),
    );
    expect(sms.sentence).toBe('Rita Registrar sent an SMS to +12025550101');
    expect(sms.kind).toBe('messages');
    const portal = describeActivity(row({ action: 'createPortalAccount', after: { username: 'stella' } }));
    expect(portal.sentence).toBe('Rita Registrar create portal account (Username)');
    expect(portal.kind).toBe('record');
    const other = describeActivity(row({ entity: 'leadEstimate', action: 'sendEstimate', after: { studentId: 5 } }));
    expect(other.sentence).toBe('Rita Registrar send estimate (Lead Estimate)');
    expect(other.kind).toBe('other');
    const carriedForm = describeActivity(
      row({ entity: 'leadHistory', action: 'leadAdmission.saveForm', after: { studentId: 5 } }),
    );
    expect(carriedForm.sentence).toBe('Rita Registrar saved an admission form (on the lead, before enrollment)');
  });

  it("the lead's log uses the lead's describers: representatives and document types by name", () => {
    const describe = (r: ActivityRow, l?: ChangeLookups) => describeChange(r, LEAD_DESCRIBERS, l);
    const rep = describeActivity(
      row({ entity: 'lead', action: 'assignRep', before: { representativeId: null }, after: { representativeId: 9 } }),
      lookups({ users: [[9, 'Ana Rep']] }),
      describe,
      LEAD_ACTIVITY_KINDS,
    );
    expect(rep.sentence).toBe('Rita Registrar assigned the lead to Ana Rep');
    expect(rep.changes).toEqual([{ field: 'representativeId', label: 'Representative', from: null, to: 'Ana Rep' }]);
    const doc = describeActivity(
      row({ entity: 'leadDocument', after: { leadId: 4, filename: 'Passport.pdf', typeId: 60, sha256: SHA } }),
      lookups({ refs: [[60, 'Passport']] }),
      describe,
      LEAD_ACTIVITY_KINDS,
    );
    expect(doc.sentence).toBe('Rita Registrar uploaded Passport.pdf as Passport');
    expect(doc.kind).toBe('documents');
    expect(JSON.stringify(doc.changes)).not.toContain(SHA);
  });
});
