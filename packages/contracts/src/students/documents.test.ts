import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_STATUSES,
  IMMIGRATION_DOCUMENT_TYPE_KEYS,
  canMoveEnvelope,
  immigrationTypeStatus,
  studentDocumentEmailInput,
  studentFolderTable,
} from './documents.js';

describe('document rules', () => {
  it('files nursing and ESL students in their own folder tables, everyone else in the student folders', () => {
    expect(studentFolderTable('Nursing')).toBe('nursing-student-folder');
    expect(studentFolderTable('ESL')).toBe('esl-student-folder');
    expect(studentFolderTable('Regular')).toBe('student-folder');
    expect(studentFolderTable(null)).toBe('student-folder');
  });

  it('an immigration type is missing without files, verified when all are, uploaded otherwise', () => {
    expect(immigrationTypeStatus([])).toBe('missing');
    expect(immigrationTypeStatus([{ verified: true }, { verified: false }])).toBe('uploaded');
    expect(immigrationTypeStatus([{ verified: true }, { verified: true }])).toBe('verified');
    expect(IMMIGRATION_DOCUMENT_TYPE_KEYS).toHaveLength(9);
  });

  it('envelopes move forward only, and a finished one never moves again', () => {
    expect(canMoveEnvelope('Sent', 'Delivered')).toBe(true);
    expect(canMoveEnvelope('Delivered', 'Completed')).toBe(true);
    expect(canMoveEnvelope('Delivered', 'Sent')).toBe(false);
    for (const to of ENVELOPE_STATUSES)
      for (const from of ['Completed', 'Declined', 'Voided'] as const) expect(canMoveEnvelope(from, to)).toBe(false);
  });

  it('sending to another address needs the address', () => {
    const r = studentDocumentEmailInput.safeParse({ documentIds: [1], recipient: 'other', subject: 'Docs' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['email']);
    expect(
      studentDocumentEmailInput.safeParse({ documentIds: [1], recipient: 'student', subject: 'Docs' }).success,
    ).toBe(true);
  });
});
