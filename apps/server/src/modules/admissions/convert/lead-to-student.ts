import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  LEAD_DOCUMENTS_STUDENT_FOLDER,
  LEAD_ENTITY,
  LEAD_HISTORY_ENTITY,
  LEAD_MESSAGES,
  LEAD_MIGRATE_MIN_STATUS,
  LEAD_NOTE_ENTITY,
  LEAD_STATUS,
  LEAD_TO_STUDENT_STATUS,
  STUDENT_ENTITY,
  STUDENT_FOLDER_TABLE,
  leadStatusName,
  studentTabUrl,
  type LeadCarried,
  type LeadMigrateResult,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { conflict, notFound, ruleRefused } from '../../../platform/errors.js';
import { auditLog } from '../../../platform/db/tables.js';
import { refRows } from '../../reference/tables.js';
import { leadDocumentVersions, leadDocuments } from '../documents/lead-documents.schema.js';
import { leadImmigrationDocuments } from '../immigration/lead-immigration.schema.js';
import { carryImmigrationToStudent } from '../immigration/lead-immigration.carry.js';
import { LEAD_IMMIGRATION_ENTITY } from '../immigration/lead-immigration.service.js';
import { carryAdmissionToStudent } from '../admission/lead-admission.carry.js';
import {
  LEAD_ADMISSION_ENTITY,
  LEAD_BILLING_ENTITY,
  LEAD_EDUCATION_ENTITY,
} from '../admission/lead-admission.service.js';
import { leads } from '../leads/leads.schema.js';
import * as leadsRepo from '../leads/leads.repo.js';
import { studentsRepo } from '../../students/index.js';
import { studentDocumentVersions, studentDocuments } from '../../students/tables.js';
import { studentNotes } from '../../students/tables.js';

/** Lead records whose audit rows carry the lead's id in their values (`leadId`), carried into the student's history. */
const LEAD_CHILD_ENTITIES = [
  LEAD_NOTE_ENTITY,
  'leadDocument',
  LEAD_IMMIGRATION_ENTITY,
  LEAD_ADMISSION_ENTITY,
  LEAD_BILLING_ENTITY,
  LEAD_EDUCATION_ENTITY,
  'leadEmail',
  'leadEstimate',
];

type Values = Record<string, unknown>;
const valuesOf = (v: unknown): Values | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Values) } : null;
/** Lead status ids are not control-table rows: in the student's log they are shown by their names. */
const namedStatus = (entity: string, v: Values | null) =>
  v && entity === LEAD_ENTITY && typeof v.statusId === 'number'
    ? { ...v, statusId: leadStatusName(v.statusId) ?? v.statusId }
    : v;

/** The lead's documents (active or not) become student documents in the admission folder, each version pointing at the same stored file. */
async function carryDocuments(tx: Executor, leadId: number, studentId: number) {
  const docs = await tx
    .select({ d: leadDocuments, typeName: refRows.label })
    .from(leadDocuments)
    .leftJoin(refRows, eq(refRows.id, leadDocuments.typeId))
    .where(eq(leadDocuments.leadId, leadId))
    .orderBy(asc(leadDocuments.id));
  if (!docs.length) return { count: 0, ids: [] as number[] };
  const folders = await tx
    .select({ id: refRows.id, label: refRows.label })
    .from(refRows)
    .where(and(eq(refRows.tableKey, STUDENT_FOLDER_TABLE), eq(refRows.active, true)))
    .orderBy(asc(refRows.id));
  const folder = folders.find((f) => f.label === LEAD_DOCUMENTS_STUDENT_FOLDER) ?? folders[0];
  if (!folder) throw ruleRefused("There is no active student document folder to file the lead's documents in");
  const versions = await tx
    .select()
    .from(leadDocumentVersions)
    .where(
      inArray(
        leadDocumentVersions.documentId,
        docs.map((r) => r.d.id),
      ),
    )
    .orderBy(asc(leadDocumentVersions.version));
  for (const { d, typeName } of docs) {
    const [row] = await tx
      .insert(studentDocuments)
      .values({
        studentId,
        folderId: folder.id,
        title: d.title,
        description: d.description ?? (typeName ? `Lead document: ${typeName}` : null),
        fileId: d.fileId,
        version: d.version,
        active: d.active,
        verified: d.verified,
        verifiedBy: d.verifiedBy,
        verifiedAt: d.verifiedAt,
        createdBy: d.createdBy,
        createdAt: d.createdAt,
        updatedBy: d.updatedBy,
        updatedAt: d.updatedAt,
      })
      .returning({ id: studentDocuments.id });
    const mine = versions.filter((v) => v.documentId === d.id);
    if (mine.length) {
      await tx.insert(studentDocumentVersions).values(
        mine.map((v) => ({
          documentId: row.id,
          version: v.version,
          fileId: v.fileId,
          uploadedBy: v.uploadedBy,
          uploadedAt: v.uploadedAt,
        })),
      );
    }
  }
  return { count: docs.length, ids: docs.map((r) => r.d.id) };
}

async function carryNotes(tx: Executor, leadId: number, studentId: number, userId: number) {
  const notes = await leadsRepo.allNotes(tx, leadId);
  if (notes.length) {
    await tx.insert(studentNotes).values(
      notes.map((n) => ({
        studentId,
        noteType: 1,
        subject: n.subject ?? (n.kind === 'phone' ? 'Lead phone note' : 'Lead note'),
        note: n.note,
        createdBy: n.createdBy,
        createdAt: n.createdAt,
        updatedBy: userId,
      })),
    );
  }
  return notes.length;
}

/**
 * The lead's activity and status history (its audit rows and those of its notes, documents, forms, ...)
 * copied into the student's activity log as entries marked as from the lead: entity 'leadHistory', the
 * lead's id, the original `<entity>.<action>`, the original time and actor, `studentId` in the values.
 */
async function carryHistory(tx: Executor, leadId: number, studentId: number, byId: [string, number[]][]) {
  const id = String(leadId);
  const rows = await tx
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entity, LEAD_ENTITY), eq(auditLog.entityId, id)),
        and(
          inArray(auditLog.entity, LEAD_CHILD_ENTITIES),
          sql`coalesce(${auditLog.after}->>'leadId', ${auditLog.before}->>'leadId') = ${id}`,
        ),
        ...byId
          .filter(([, ids]) => ids.length)
          .map(([entity, ids]) => and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String)))),
      ),
    )
    .orderBy(asc(auditLog.at), asc(auditLog.id));
  if (!rows.length) return 0;
  await tx.insert(auditLog).values(
    rows.map((r) => ({
      at: r.at,
      actorId: r.actorId,
      action: `${r.entity}.${r.action}`,
      entity: LEAD_HISTORY_ENTITY,
      entityId: id,
      before: namedStatus(r.entity, valuesOf(r.before)) as never,
      after: { ...namedStatus(r.entity, valuesOf(r.after)), studentId } as never,
      requestId: r.requestId,
      ip: r.ip,
    })),
  );
  return rows.length;
}

/**
 * Migrates an accepted lead to a student in ONE transaction: the student (status by the lead's status,
 * course, campus, semester, contact and address carried over, lead id set); the lead's documents (same
 * stored files), immigration documents, notes and phone notes, admission forms and acceptances, billing,
 * billing contact, education and history; then the lead at status 10 linked to the student. Any failure
 * rolls all of it back.
 */
export async function migrateLeadToStudent(db: Db, actor: Actor, leadId: number): Promise<LeadMigrateResult> {
  return db.transaction(async (tx) => {
    // locked: two migrations of one lead queue up, and the second sees the first's student
    const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!lead || lead.deletedAt) throw notFound('Lead');
    if (lead.studentId != null || lead.statusId === LEAD_STATUS.student) throw conflict(LEAD_MESSAGES.alreadyMigrated);
    if (lead.closedAt) throw ruleRefused(LEAD_MESSAGES.closed);
    if (lead.statusId < LEAD_MIGRATE_MIN_STATUS) throw ruleRefused(LEAD_MESSAGES.notAccepted);
    if (await studentsRepo.emailTaken(tx, lead.email))
      throw conflict(LEAD_MESSAGES.emailTaken, { email: LEAD_MESSAGES.emailTaken });
    const code = LEAD_TO_STUDENT_STATUS[lead.statusId];
    const [status] = await tx
      .select({ id: refRows.id })
      .from(refRows)
      .where(and(eq(refRows.tableKey, 'student-status'), sql`${refRows.data}->>'code' = ${code}`));
    const student = await studentsRepo.insertStudent(tx, {
      firstName: lead.firstName,
      middleName: lead.middleName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      alternatePhone: lead.alternatePhone,
      gender: lead.gender,
      dateOfBirth: lead.dateOfBirth,
      birthCountryId: lead.birthCountryId,
      nationalityId: lead.nationalityId,
      photoFileId: lead.photoFileId,
      address1: lead.address1,
      address2: lead.address2,
      city: lead.city,
      stateId: lead.stateId,
      countryId: lead.countryId,
      zip: lead.zip,
      statusId: status?.id ?? null,
      courseId: lead.courseId,
      campusId: lead.campusId,
      startSemesterId: lead.semesterId,
      immigrationRequired: lead.immigrationRequired,
      leadId: lead.id,
      currentCourseStatus: 'Pre-Medical',
      createdBy: actor.userId,
      updatedBy: actor.userId,
    });
    const { searchText: _s, ...created } = student;
    await audit(tx, actor, {
      action: 'create',
      entity: STUDENT_ENTITY,
      entityId: student.id,
      after: { ...created, fromLeadId: lead.id },
    });

    const documents = await carryDocuments(tx, lead.id, student.id);
    const immigrationIds = (
      await tx
        .select({ id: leadImmigrationDocuments.id })
        .from(leadImmigrationDocuments)
        .where(eq(leadImmigrationDocuments.leadId, lead.id))
    ).map((r) => r.id);
    const carried: LeadCarried = {
      documents: documents.count,
      immigrationDocuments: await carryImmigrationToStudent(tx, lead.id, student.id),
      notes: await carryNotes(tx, lead.id, student.id, actor.userId),
      // documents are audited under their own ids: those of this lead's documents belong to its history too
      history: await carryHistory(tx, lead.id, student.id, [
        ['leadDocument', documents.ids],
        [LEAD_IMMIGRATION_ENTITY, immigrationIds],
      ]),
      ...(await carryAdmissionToStudent(tx, lead.id, student.id, actor.userId)),
    };
    await audit(tx, actor, {
      action: 'carryFromLead',
      entity: STUDENT_ENTITY,
      entityId: student.id,
      after: { fromLeadId: lead.id, ...carried },
    });

    await leadsRepo.insertStatusChange(tx, {
      leadId: lead.id,
      fromStatusId: lead.statusId,
      toStatusId: LEAD_STATUS.student,
      note: `Migrated to student ${student.id}`,
      changedBy: actor.userId,
    });
    await leadsRepo.updateLead(tx, lead.id, {
      statusId: LEAD_STATUS.student,
      studentId: student.id,
      updatedBy: actor.userId,
    });
    // the student is named as migratedToStudentId: a `studentId` would put this lead row (with lead status ids) into the student's log
    await audit(tx, actor, {
      action: 'migrate',
      entity: LEAD_ENTITY,
      entityId: lead.id,
      before: { statusId: lead.statusId },
      after: { statusId: LEAD_STATUS.student, migratedToStudentId: student.id },
    });
    return { studentId: student.id, studentUrl: studentTabUrl('personal', student.id), carried };
  });
}
