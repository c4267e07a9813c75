import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  clinicalLogEntry,
  clinicalLogInput,
  clinicalLogListQuery,
  clinicalLogOptions,
  clinicalLogOptionsQuery,
  clinicalLogRow,
  examDocument,
  examDocumentInput,
  examDocumentList,
  logDayParams,
  logFileParams,
  logVerification,
  logVerificationInput,
  okBody,
  pageOf,
  portalLogDayParams,
  rotationIdParam,
  rotationLog,
  rotationParams,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { readForm } from '../../../platform/multipart.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import { sendFile } from '../../../platform/send-file.js';
import type { PreceptorsService } from '../preceptors/preceptors.service.js';
import { CLINICAL_MENU } from '../rotations/rotations.routes.js';
import type { LogOwner, LogsService } from './logs.service.js';

const op = routeOps('clinical log');
const tab = (bit: 'read' | 'write' | 'edit' | 'delete') => ({ student: 'rotation', bit }) as const;
const office = (bit: 'read' | 'edit') => ({ menu: CLINICAL_MENU, bit }) as const;
const base = '/api/students/:studentId/rotations/:rotationId/log';
const portal = '/api/preceptor/rotations/:rotationId/log';
const PDF = 'application/pdf';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const portalFileParams = logFileParams.omit({ studentId: true });
const entryOfficeParams = rotationIdParam.extend({ logDate: logDayParams.shape.logDate });

/**
 * The clinical log: the student's days of a rotation (the rotation's screen under her record), the preceptor
 * portal's verification of her students' days, and the clinical office's list of every logged day.
 */
export function logRoutes(app: FastifyInstance, svc: LogsService, preceptors: PreceptorsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const student = (p: { studentId: number }): LogOwner => ({ studentId: p.studentId });
  const own = async (req: Parameters<typeof actorOf>[0]): Promise<LogOwner> => ({
    preceptorId: await preceptors.ownId(actorOf(req)),
  });

  r.get(
    '/api/clinical/log-options',
    op('listClinicalLogOptions', 'authenticated', ['clinicalProcedures', 'problemSearch', 'optionSearch'], {
      querystring: clinicalLogOptionsQuery,
      ok: clinicalLogOptions,
      description:
        'The choices of a logged day: the active clinical problems and procedures (those of the Rotations row `rotationId` and those of any rotation) and the clinical options (how the student took part).',
    }),
    async (req) => svc.options(req.query.rotationId),
  );

  // ---- the student's log (the student tab's rights: staff, or the student herself) ----
  r.get(
    base,
    op('getRotationLog', tab('read'), ['clinicalLogAcademicData', 'clinicalLogRAcademicList'], {
      params: rotationParams,
      ok: rotationLog,
      description:
        "A rotation's clinical log: every logged day (latest first) with its clerical information, problems, procedures, academic activities, files and verification, and the totals.",
    }),
    async (req) => svc.log(req.params.rotationId, student(req.params)),
  );
  r.get(
    `${base}/options`,
    op('getRotationLogOptions', tab('read'), ['getClinicalLogProblemOption'], {
      params: rotationParams,
      ok: clinicalLogOptions,
      description: "The day form's choices for this rotation: its problems and procedures and the clinical options.",
    }),
    async (req) => svc.optionsFor(req.params.rotationId, student(req.params)),
  );
  r.get(
    `${base}/pdf`,
    op('downloadRotationLogPdf', tab('read'), ['clinicalLogsPdf'], {
      params: rotationParams,
      produces: [PDF],
      description: 'Clinical_Log_<rotation>.pdf: the rotation, the totals and every day with its verification.',
    }),
    async (req, reply) => sendFile(reply, await svc.pdf(req.params.rotationId, student(req.params))),
  );
  r.get(
    `${base}/xlsx`,
    op('exportRotationLog', tab('read'), ['getDownloadExportClinicalLoginfo'], {
      params: rotationParams,
      produces: [XLSX],
      description: 'Clinical_Log_<rotation>.xlsx: one row per logged day.',
    }),
    async (req, reply) => sendFile(reply, await svc.workbook(req.params.rotationId, student(req.params))),
  );
  r.get(
    `${base}/:logDate`,
    op('getRotationLogDay', tab('read'), ['clericalInfo'], {
      params: logDayParams,
      ok: clinicalLogEntry,
      description: 'One logged day of the rotation (none: 404).',
    }),
    async (req) => svc.day(req.params.rotationId, student(req.params), req.params.logDate),
  );
  r.get(
    `${base}/:logDate/verification`,
    op('getRotationLogVerification', tab('read'), ['getVerificationInfo'], {
      params: logDayParams,
      ok: logVerification,
      description: "A day's verification: Pending, Verified or Returned, by whom, when, the comment and the preceptor.",
    }),
    async (req) => svc.verification(req.params.rotationId, student(req.params), req.params.logDate),
  );
  r.put(
    `${base}/:logDate`,
    op('saveRotationLogDay', tab('write'), ['clinicalLogAcademicInfo'], {
      params: logDayParams,
      body: clinicalLogInput,
      ok: clinicalLogEntry,
      description:
        "Writes a whole day: setting, hours, patients seen, a patient's age and gender, notes, problems and procedures with how she took part, academic activities (its lines replace the day's). Only a Scheduled or Accepted rotation, a day inside it and not to come (422 naming the field); a verified day no longer changes (422); a returned day goes back to Pending. Audited.",
    }),
    async (req) => svc.save(actorOf(req), req.params.rotationId, student(req.params), req.params.logDate, req.body),
  );
  r.delete(
    `${base}/:logDate`,
    op('deleteRotationLogDay', tab('delete'), {
      params: logDayParams,
      ok: okBody,
      description: 'Deletes a day not yet verified (verified: 422). Audited.',
    }),
    async (req) => okAfter(svc.remove(actorOf(req), req.params.rotationId, student(req.params), req.params.logDate)),
  );
  r.get(
    `${base}/:logDate/files`,
    op('listRotationLogFiles', tab('read'), {
      params: logDayParams,
      ok: examDocumentList,
      description: 'The files filed with the day, the latest first.',
    }),
    async (req) => svc.files.list(req.params.rotationId, student(req.params), req.params.logDate),
  );
  r.post(
    `${base}/:logDate/files`,
    op('uploadRotationLogFile', tab('write'), ['clinicalLogUpload'], {
      params: logDayParams,
      consumes: ['multipart/form-data'],
      created: examDocument,
      description:
        'multipart/form-data: an optional `title` and one `file` (PDF, PNG or JPEG, checked by content) filed with the day (a signed log sheet). Not on a verified day (422). Audited.',
    }),
    async (req, reply) => {
      const { fields, files } = await readForm(req, examDocumentInput);
      const p = req.params;
      return created(reply, svc.files.upload(actorOf(req), p.rotationId, student(p), p.logDate, fields.title, files));
    },
  );
  r.get(
    `${base}/:logDate/files/:fileId`,
    op('downloadRotationLogFile', tab('read'), {
      params: logFileParams,
      description: 'A file filed with the day, as an attachment.',
    }),
    async (req, reply) => {
      const p = req.params;
      return sendFile(reply, await svc.files.download(p.rotationId, student(p), p.logDate, p.fileId));
    },
  );
  r.delete(
    `${base}/:logDate/files/:fileId`,
    op('deleteRotationLogFile', tab('delete'), {
      params: logFileParams,
      ok: okBody,
      description: 'Removes a file from a day not yet verified. Audited.',
    }),
    async (req) => {
      const p = req.params;
      return okAfter(svc.files.remove(actorOf(req), p.rotationId, student(p), p.logDate, p.fileId));
    },
  );

  // ---- the preceptor portal: her students' days ----
  r.get(
    portal,
    op('getOwnPreceptorRotationLog', 'authenticated', {
      params: rotationIdParam,
      ok: rotationLog,
      description: "The log of a rotation the signed-in preceptor supervises (another preceptor's: 404).",
    }),
    async (req) => svc.log(req.params.rotationId, await own(req)),
  );
  r.post(
    `${portal}/:logDate/verification`,
    op('verifyOwnPreceptorRotationLog', 'authenticated', ['clinicalLogSaveVerification'], {
      params: portalLogDayParams,
      body: logVerificationInput,
      ok: clinicalLogEntry,
      description:
        'The preceptor verifies a day of her student (Verified) or returns it with a comment (Returned: the comment is required). Audited.',
    }),
    async (req) => svc.verify(actorOf(req), req.params.rotationId, await own(req), req.params.logDate, req.body),
  );
  r.get(
    `${portal}/:logDate/files/:fileId`,
    op('downloadOwnPreceptorRotationLogFile', 'authenticated', {
      params: portalFileParams,
      description: 'A file filed with a day of her student, as an attachment.',
    }),
    async (req, reply) => {
      const p = req.params;
      return sendFile(reply, await svc.files.download(p.rotationId, await own(req), p.logDate, p.fileId));
    },
  );
  r.get(
    `${portal}/pdf`,
    op('downloadOwnPreceptorRotationLogPdf', 'authenticated', {
      params: rotationIdParam,
      produces: [PDF],
      description: 'The PDF of a rotation log she supervises.',
    }),
    async (req, reply) => sendFile(reply, await svc.pdf(req.params.rotationId, await own(req))),
  );

  // ---- the clinical office ----
  r.get(
    '/api/clinical/logs',
    op('listClinicalLogs', office('read'), ['clinicalsClinicalLog', 'clericalInfoListadmin'], {
      querystring: clinicalLogListQuery,
      ok: pageOf(clinicalLogRow),
      description:
        'Every logged day across students, latest first; filters verification, hospitalId, rotationStatus, from, to and q (student, hospital or rotation). Sorts: logDate, student, hospital, verification, hours.',
    }),
    async (req) => svc.list(req.query),
  );
  r.post(
    '/api/clinical/rotations/:rotationId/log/:logDate/verification',
    op('verifyClinicalLog', office('edit'), ['clinicalLogSaveVerification'], {
      params: entryOfficeParams,
      body: logVerificationInput,
      ok: clinicalLogEntry,
      description: "The clinical office verifies or returns a day in the preceptor's stead. Audited.",
    }),
    async (req) => svc.verify(actorOf(req), req.params.rotationId, { office: true }, req.params.logDate, req.body),
  );
}
