import { eq, sql } from 'drizzle-orm';
import {
  CLINICAL_LOG_ENTITY,
  CLINICAL_LOG_MESSAGES,
  CLINICAL_OPTION_TABLE,
  CLINICAL_PROBLEM_TABLE,
  CLINICAL_PROCEDURE_TABLE,
  ERROR_CODES,
  LOGGABLE_ROTATION_STATUSES,
  clinicalLogFilename,
  logDateRefusal,
  type ClinicalLogEntry,
  type ClinicalLogInput,
  type ClinicalLogListQuery,
  type ClinicalLogRow,
  type LogVerification,
  type LogVerificationInput,
  type LogVerificationStatus,
  type RotationLog,
} from '@caduceus/contracts';
import { audit, type Actor } from '../../../platform/audit.js';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { AppError, notFound } from '../../../platform/errors.js';
import type { UploadedFile } from '../../../platform/multipart.js';
import { toPage } from '../../../platform/paging.js';
import { writeSheet } from '../../../platform/sheets.js';
import { createEntryDocuments, type FilesService } from '../../kit/index.js';
import { renderLogPdf } from './logs.pdf.js';
import * as repo from './logs.repo.js';
import {
  clinicalLogAcademics,
  clinicalLogEntries,
  clinicalLogFiles,
  clinicalLogProblems,
  clinicalLogProcedures,
} from './logs.schema.js';

const refused = (field: string, message: string) => new AppError(422, ERROR_CODES.rule, message, { [field]: message });

/** Who reaches a rotation's log: its student (the student tab's routes), its preceptor (the portal), or the office. */
export type LogOwner = { studentId: number } | { preceptorId: number } | { office: true };
const ownerFilter = (o: LogOwner) =>
  'studentId' in o ? { studentId: o.studentId } : 'preceptorId' in o ? { preceptorId: o.preceptorId } : {};

const verificationOut = (x: repo.FullEntry, rotation: repo.LogRotation): LogVerification => ({
  status: x.e.verification as LogVerificationStatus,
  comment: x.e.verificationComment,
  verifiedByName: x.verifiedByName ?? null,
  verifiedAt: toIso(x.e.verifiedAt),
  preceptorName: rotation.preceptorName,
});

const entryOut = (x: repo.FullEntry, rotation: repo.LogRotation): ClinicalLogEntry => ({
  id: x.e.id,
  rotationId: x.e.rotationId,
  studentId: x.e.studentId,
  logDate: x.e.logDate,
  setting: x.e.setting,
  hours: x.e.hours,
  patientsSeen: x.e.patientsSeen,
  patientAge: x.e.patientAge,
  patientGender: x.e.patientGender,
  notes: x.e.notes,
  problems: x.problems,
  procedures: x.procedures,
  academics: x.academics,
  files: x.files,
  verification: verificationOut(x, rotation),
  updatedAt: toIso(x.e.updatedAt),
});

/**
 * The clinical log: a student logs the days of her Scheduled or Accepted rotation (not a day to come, not
 * outside the rotation), the rotation's preceptor or the clinical office verifies a day or returns it with a
 * comment; a verified day no longer changes. Every write is audited, in one transaction with its lines.
 */
export function createLogsService(deps: { db: Db; files: FilesService; now?: () => Date }) {
  const { db } = deps;
  const today = () => (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const documents = createEntryDocuments({
    db,
    files: deps.files,
    entries: clinicalLogEntries,
    documents: clinicalLogFiles,
    entity: 'clinicalLogFile',
    what: 'Clinical log',
  });

  async function rotation(ex: Executor, rotationId: number, owner: LogOwner, lock = false) {
    const r = await repo.rotationOf(ex, rotationId, ownerFilter(owner), lock);
    if (!r) throw notFound('Rotation');
    return r;
  }
  async function day(rotationId: number, owner: LogOwner, logDate: string) {
    const r = await rotation(db, rotationId, owner);
    const [x] = await repo.entriesOf(db, rotationId, logDate);
    if (!x) throw notFound('Clinical log');
    return { r, x };
  }

  /** Every problem, procedure and option of the day must be an active row that fits the rotation (422 naming the line). */
  async function checkLines(tx: Executor, r: repo.LogRotation, v: ClinicalLogInput) {
    const [problems, procedures, options] = await Promise.all([
      repo.knownIds(
        tx,
        CLINICAL_PROBLEM_TABLE,
        v.problems.map((l) => l.problemId),
        r.rotationRefId,
      ),
      repo.knownIds(
        tx,
        CLINICAL_PROCEDURE_TABLE,
        v.procedures.map((l) => l.procedureId),
        r.rotationRefId,
      ),
      repo.knownIds(tx, CLINICAL_OPTION_TABLE, [
        ...v.problems.map((l) => l.optionId),
        ...v.procedures.map((l) => l.optionId),
      ]),
    ]);
    v.problems.forEach((l, i) => {
      if (!problems.has(l.problemId)) throw refused(`problems.${i}.problemId`, CLINICAL_LOG_MESSAGES.problem);
      if (!options.has(l.optionId)) throw refused(`problems.${i}.optionId`, CLINICAL_LOG_MESSAGES.option);
    });
    v.procedures.forEach((l, i) => {
      if (!procedures.has(l.procedureId)) throw refused(`procedures.${i}.procedureId`, CLINICAL_LOG_MESSAGES.procedure);
      if (!options.has(l.optionId)) throw refused(`procedures.${i}.optionId`, CLINICAL_LOG_MESSAGES.option);
    });
  }

  async function writeLines(tx: Executor, entryId: number, v: ClinicalLogInput) {
    await tx.delete(clinicalLogProblems).where(eq(clinicalLogProblems.entryId, entryId));
    await tx.delete(clinicalLogProcedures).where(eq(clinicalLogProcedures.entryId, entryId));
    await tx.delete(clinicalLogAcademics).where(eq(clinicalLogAcademics.entryId, entryId));
    if (v.problems.length) await tx.insert(clinicalLogProblems).values(v.problems.map((l) => ({ ...l, entryId })));
    if (v.procedures.length)
      await tx.insert(clinicalLogProcedures).values(v.procedures.map((l) => ({ ...l, entryId })));
    if (v.academics.length)
      await tx
        .insert(clinicalLogAcademics)
        .values(v.academics.map((l) => ({ activity: l.activity, topic: l.topic!, hours: l.hours, entryId })));
  }

  async function rotationLog(r: repo.LogRotation): Promise<RotationLog> {
    const items = (await repo.entriesOf(db, r.id)).map((x) => entryOut(x, r));
    return {
      rotationId: r.id,
      startDate: r.startDate,
      endDate: r.endDate,
      loggable: (LOGGABLE_ROTATION_STATUSES as readonly string[]).includes(r.status) && r.startDate <= today(),
      totals: {
        days: items.length,
        verified: items.filter((i) => i.verification.status === 'Verified').length,
        hours: items.reduce((t, i) => t + i.hours, 0),
        problems: items.reduce((t, i) => t + i.problems.length, 0),
        procedures: items.reduce((t, i) => t + i.procedures.reduce((n, p) => n + p.count, 0), 0),
      },
      items,
    };
  }

  /** A day's entry that may still change (a verified one: 422). */
  async function changeable(rotationId: number, owner: LogOwner, logDate: string) {
    const { r, x } = await day(rotationId, owner, logDate);
    if (x.e.verification === 'Verified') throw refused('logDate', CLINICAL_LOG_MESSAGES.verified);
    return { r, x };
  }

  return {
    async options(rotationRefId?: number) {
      const [problems, procedures, options] = await Promise.all([
        repo.choices(db, CLINICAL_PROBLEM_TABLE, rotationRefId),
        repo.choices(db, CLINICAL_PROCEDURE_TABLE, rotationRefId),
        repo.choices(db, CLINICAL_OPTION_TABLE),
      ]);
      return { problems, procedures, options };
    },
    /** the choices of a rotation's day form (its problems and procedures) */
    async optionsFor(rotationId: number, owner: LogOwner) {
      return this.options((await rotation(db, rotationId, owner)).rotationRefId);
    },

    async log(rotationId: number, owner: LogOwner) {
      return rotationLog(await rotation(db, rotationId, owner));
    },

    async day(rotationId: number, owner: LogOwner, logDate: string) {
      const { r, x } = await day(rotationId, owner, logDate);
      return entryOut(x, r);
    },

    async verification(rotationId: number, owner: LogOwner, logDate: string) {
      const { r, x } = await day(rotationId, owner, logDate);
      return verificationOut(x, r);
    },

    /** Writes the whole day (new, or its lines replaced); a returned day goes back to Pending for the preceptor. */
    async save(actor: Actor, rotationId: number, owner: LogOwner, logDate: string, v: ClinicalLogInput) {
      await db.transaction(async (tx) => {
        const r = await rotation(tx, rotationId, owner, true);
        const refusal = logDateRefusal(r, logDate, today());
        if (refusal) throw refused(refusal.field, refusal.message);
        const before = await repo.entryOn(tx, rotationId, logDate, true);
        if (before?.verification === 'Verified') throw refused('logDate', CLINICAL_LOG_MESSAGES.verified);
        await checkLines(tx, r, v);
        const values = {
          setting: v.setting,
          hours: v.hours,
          patientsSeen: v.patientsSeen,
          patientAge: v.patientAge ?? null,
          patientGender: v.patientGender ?? null,
          notes: v.notes ?? null,
          verification: 'Pending',
          updatedBy: actor.userId,
        };
        const [after] = before
          ? await tx
              .update(clinicalLogEntries)
              .set({ ...values, updatedAt: sql`now()` })
              .where(eq(clinicalLogEntries.id, before.id))
              .returning()
          : await tx
              .insert(clinicalLogEntries)
              .values({ ...values, rotationId, studentId: r.studentId, logDate, createdBy: actor.userId })
              .returning();
        await writeLines(tx, after.id, v);
        await audit(tx, actor, {
          action: before ? 'update' : 'create',
          entity: CLINICAL_LOG_ENTITY,
          entityId: after.id,
          before,
          after: { ...after, problems: v.problems, procedures: v.procedures, academics: v.academics },
        });
      });
      return this.day(rotationId, owner, logDate);
    },

    async remove(actor: Actor, rotationId: number, owner: LogOwner, logDate: string) {
      const { x } = await changeable(rotationId, owner, logDate);
      await db.transaction(async (tx) => {
        await tx.delete(clinicalLogEntries).where(eq(clinicalLogEntries.id, x.e.id));
        await audit(tx, actor, { action: 'delete', entity: CLINICAL_LOG_ENTITY, entityId: x.e.id, before: x });
      });
    },

    /** The preceptor's (portal) or the office's word on a day: Verified, or Returned with a comment. */
    async verify(actor: Actor, rotationId: number, owner: LogOwner, logDate: string, v: LogVerificationInput) {
      const { x } = await day(rotationId, owner, logDate);
      await db.transaction(async (tx) => {
        const [after] = await tx
          .update(clinicalLogEntries)
          .set({
            verification: v.status,
            verificationComment: v.comment ?? null,
            verifiedBy: actor.userId,
            verifiedAt: sql`now()`,
          })
          .where(eq(clinicalLogEntries.id, x.e.id))
          .returning();
        await audit(tx, actor, {
          action: 'verify',
          entity: CLINICAL_LOG_ENTITY,
          entityId: x.e.id,
          before: { verification: x.e.verification, comment: x.e.verificationComment },
          after: { verification: after.verification, comment: after.verificationComment },
        });
      });
      return this.day(rotationId, owner, logDate);
    },

    async list(q: ClinicalLogListQuery & { preceptorId?: number }) {
      const { rows, total } = await repo.listEntries(db, q);
      const items: ClinicalLogRow[] = rows.map(({ total: _, ...r }) => ({
        ...r,
        verification: r.verification as LogVerificationStatus,
        updatedAt: toIso(r.updatedAt),
      }));
      return toPage(q, { items, total });
    },

    async pdf(rotationId: number, owner: LogOwner) {
      const r = await rotation(db, rotationId, owner);
      const log = await rotationLog(r);
      return {
        filename: clinicalLogFilename(rotationId, 'pdf'),
        contentType: 'application/pdf',
        bytes: await renderLogPdf(r, log),
      };
    },

    async workbook(rotationId: number, owner: LogOwner) {
      const r = await rotation(db, rotationId, owner);
      const log = await rotationLog(r);
      const rows = log.items.map((i) => [
        i.logDate,
        i.setting,
        i.hours,
        i.patientsSeen,
        i.problems.map((p) => `${p.problem} (${p.option})`).join('; '),
        i.procedures.map((p) => `${p.procedure} ×${p.count} (${p.option})`).join('; '),
        i.academics.map((a) => `${a.activity}: ${a.topic} (${a.hours} h)`).join('; '),
        i.verification.status,
        i.verification.comment,
      ]);
      return {
        filename: clinicalLogFilename(rotationId, 'xlsx'),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes: await writeSheet(
          'Clinical Log',
          [
            'Date',
            'Setting',
            'Hours',
            'Patients Seen',
            'Problems',
            'Procedures',
            'Academic Activities',
            'Verification',
            'Comment',
          ],
          rows,
        ),
      };
    },

    files: {
      async list(rotationId: number, owner: LogOwner, logDate: string) {
        const { x } = await day(rotationId, owner, logDate);
        return documents.list(x.e.studentId, x.e.id);
      },
      async upload(
        actor: Actor,
        rotationId: number,
        owner: LogOwner,
        logDate: string,
        title: string | null | undefined,
        parts: UploadedFile[],
      ) {
        const { x } = await changeable(rotationId, owner, logDate);
        return documents.upload(actor, x.e.studentId, x.e.id, title, parts);
      },
      async download(rotationId: number, owner: LogOwner, logDate: string, fileId: number) {
        const { x } = await day(rotationId, owner, logDate);
        return documents.download(x.e.studentId, x.e.id, fileId);
      },
      async remove(actor: Actor, rotationId: number, owner: LogOwner, logDate: string, fileId: number) {
        const { x } = await changeable(rotationId, owner, logDate);
        await documents.remove(actor, x.e.studentId, x.e.id, fileId);
      },
    },
  };
}
export type LogsService = ReturnType<typeof createLogsService>;
