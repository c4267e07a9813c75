import type { Executor } from '../../../platform/db/index.js';
import { immigrationDocuments } from '../../students/tables.js';
import { currentDocuments } from './lead-immigration.repo.js';

/**
 * Part of the migration to a student (commands/lead-to-student.ts, inside its transaction): the lead's
 * current immigration documents become the student's, pointing at the same stored files (no bytes are
 * copied), with who uploaded and verified them and when. Answers their ids on the lead (for the history).
 */
export async function carryImmigrationToStudent(tx: Executor, leadId: number, studentId: number) {
  const docs = await currentDocuments(tx, leadId);
  if (docs.length) {
    await tx.insert(immigrationDocuments).values(
      docs.map((d) => ({
        studentId,
        type: d.type,
        fileId: d.fileId,
        uploadedBySelf: false,
        uploadedBy: d.uploadedBy,
        uploadedAt: d.uploadedAt,
        verified: d.verified,
        verifiedBy: d.verifiedBy,
        verifiedAt: d.verifiedAt,
      })),
    );
  }
  return docs.length;
}
