import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NBME_UPLOAD_TYPES,
  examScoreParams,
  examUploadLine,
  examUploadsQuery,
  kaplanListQuery,
  kaplanScore,
  kaplanScoreForStudent,
  kaplanScoreInput,
  nbmeAttemptCount,
  nbmeAttemptsQuery,
  nbmeDetailedReport,
  nbmeDisciplineCounts,
  nbmeListQuery,
  nbmeReport,
  nbmeReportQuery,
  nbmeScore,
  nbmeScoreForStudent,
  nbmeScoreInput,
  pageOf,
  pageQuery,
  retakeListQuery,
  retakeOptions,
  retakeParams,
  retakeRequest,
  retakeRequestInput,
  retakeStatusInput,
  studentIdParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { ExamsService } from './exams.service.js';

const op = routeOps('exams');
const tabOp = routeOps('student exams');
const tab = 'exams' as const;
const SHELF = '/exams/nbme-shelf';
const COMP = '/exams/nbme-comprehensive';
const KAPLAN = '/exams/kaplan';
const RETAKE = '/exams/retake-exams';
const BULK = '/exams/bulk-update/nbme-system';
const exams = { anyMenu: [SHELF, COMP, KAPLAN, RETAKE, BULK] };

/** The exams office's screens (NBME shelf and comprehensive, Kaplan, retakes, bulk uploads) and the Exams tab. */
export function examsRoutes(app: FastifyInstance, svc: ExamsService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // ---- NBME (shelf: kind=Subject, comprehensive: kind=Comprehensive) ----
  r.get(
    '/api/exams/nbme',
    op('listNbmeScores', { ...exams, bit: 'read' }, ['getShelfExamsList', 'nbmeCompExamList'], {
      querystring: nbmeListQuery,
      ok: pageOf(nbmeScore),
      description:
        "NBME scores of a kind (Subject: the shelf exams, Comprehensive: CBSE and CCSE), the latest first, each numbered within the student's sittings of that exam; filter by discipline or exam type, search by student name or ID.",
    }),
    async (req) => svc.nbme.list(req.query),
  );
  r.get(
    '/api/exams/nbme/report',
    op('nbmeReport', { ...exams, bit: 'read' }, ['getNbmeShelfReport', 'nbmeCompReport'], {
      querystring: nbmeReportQuery,
      ok: nbmeReport,
      description: 'Per exam (discipline, or CBSE/CCSE): sittings, students, average, lowest and highest score.',
    }),
    async (req) => svc.nbme.report(req.query.kind),
  );
  r.get(
    '/api/exams/nbme/detailed-report',
    op('nbmeDetailedReport', { ...exams, bit: 'read' }, ['getNbmeShelfDetailedReport', 'nbmeCompDetailedReport'], {
      querystring: nbmeReportQuery,
      ok: nbmeDetailedReport,
      description: 'Per student and exam: the attempts, the latest and the best score, the last day sat.',
    }),
    async (req) => svc.nbme.detailed(req.query.kind),
  );
  r.post(
    '/api/exams/nbme',
    op('addNbmeScore', { ...exams, bit: 'write' }, ['addNbmeShelf', 'addNbmeCompFile'], {
      body: nbmeScoreForStudent,
      created: nbmeScore,
      description:
        "Records a student's NBME score by hand: a shelf discipline (0-100) or a comprehensive exam, CBSE or CCSE (0-300). 422 for a second record of the exam on that day or a fourth sitting of a discipline. Audited.",
    }),
    async (req, reply) => {
      const { studentId, ...score } = req.body;
      return created(reply, svc.nbme.add(actorOf(req), studentId, score));
    },
  );
  r.get(
    '/api/exams/uploads',
    op(
      'listExamUploads',
      { ...exams, bit: 'read' },
      ['getBulkUpdateList', 'comprehensiveBulkUploadList', 'sendUploadDFile', 'uploadFileByNbme', 'nbmeCompUploadFile'],
      {
        querystring: examUploadsQuery,
        ok: pageOf(examUploadLine),
        description: `The results files imported (through POST /api/admin/uploads/${NBME_UPLOAD_TYPES.Subject} or ${NBME_UPLOAD_TYPES.Comprehensive}: preview with per-row errors, then one transaction), the latest first: who, when, rows taken and refused.`,
      },
    ),
    async (req) => svc.uploads.list(req.query.type ? [req.query.type] : Object.values(NBME_UPLOAD_TYPES), req.query),
  );

  // ---- Kaplan ----
  r.get(
    '/api/exams/kaplan',
    op('listKaplanScores', { ...exams, bit: 'read' }, ['getKaplanListBySemesterId', 'getKaplanSearch'], {
      querystring: kaplanListQuery,
      ok: pageOf(kaplanScore),
      description: 'Kaplan scores, the latest first; filter by semester and test, search by student name or ID.',
    }),
    async (req) => svc.kaplan.list(req.query),
  );
  r.post(
    '/api/exams/kaplan',
    op('addKaplanScore', { menu: KAPLAN, bit: 'write' }, ['addKaplanDiagonistic'], {
      body: kaplanScoreForStudent,
      created: kaplanScore,
      description:
        "Records a student's Kaplan score (0-100) in a semester. 422 for the same test on the same day. Audited.",
    }),
    async (req, reply) => {
      const { studentId, ...score } = req.body;
      return created(reply, svc.kaplan.add(actorOf(req), studentId, score));
    },
  );

  // ---- retake requests ----
  r.get(
    '/api/exams/retakes/options',
    op(
      'retakeOptions',
      { ...exams, bit: 'read' },
      ['getRetakeExamDropdown', 'getRetakeRotationExamDropdown', 'getRetakeExamClinicalRotationList'],
      {
        ok: retakeOptions,
        description:
          'The exams a student may retake, the disciplines (clinical rotations) of a shelf retake and the statuses.',
      },
    ),
    async () => svc.retakes.options(),
  );
  r.get(
    '/api/exams/retakes',
    op('listRetakeRequests', { menu: RETAKE, bit: 'read' }, ['getRetakeExamStudentList'], {
      querystring: retakeListQuery,
      ok: pageOf(retakeRequest),
      description: 'Retake requests, the latest first; filter by status and exam, search by student.',
    }),
    async (req) => svc.retakes.list(req.query),
  );
  r.get(
    '/api/exams/retakes/requested',
    op('listRequestedRetakes', { menu: RETAKE, bit: 'read' }, ['getRetakeExamRequestedStudentsList'], {
      querystring: retakeListQuery.omit({ status: true }),
      ok: pageOf(retakeRequest),
      description: 'The requests still to act on (Pending or Under Review).',
    }),
    async (req) => svc.retakes.list({ ...req.query, requested: true }),
  );
  r.get(
    '/api/exams/retakes/:id',
    op('getRetakeRequest', { menu: RETAKE, bit: 'read' }, ['getExamRequestDetails'], {
      params: retakeParams,
      ok: retakeRequest,
      description: 'One retake request.',
    }),
    async (req) => svc.retakes.get(req.params.id),
  );
  r.post(
    '/api/exams/retakes',
    op('requestRetake', { menu: RETAKE, bit: 'write' }, ['postRetakeExamStudentDetails'], {
      body: retakeRequestInput,
      created: retakeRequest,
      description:
        'Records a request to retake an exam (a shelf retake names its discipline); it starts Pending with the retake fee. 422 while the student has an open request for the same exam. Audited.',
    }),
    async (req, reply) => created(reply, svc.retakes.request(actorOf(req), req.body)),
  );
  r.post(
    '/api/exams/retakes/:id/status',
    op(
      'moveRetakeRequest',
      { menu: RETAKE, bit: 'edit' },
      ['paidExamUpdate', 'schduleExamRequest', 'retakExamComplete'],
      {
        params: retakeParams,
        body: retakeStatusInput,
        ok: retakeRequest,
        description:
          "Moves a request along the transitions table (contracts' RETAKE_TRANSITIONS): Paid records the payment day, Scheduled wants the exam day, Completed the score. A move the table refuses is a 422 naming the current and the wanted status. Audited.",
      },
    ),
    async (req) => svc.retakes.move(actorOf(req), req.params.id, req.body),
  );

  // ---- the student record's Exams tab ----
  const base = '/api/students/:studentId/exams';
  r.get(
    `${base}/nbme`,
    tabOp('listStudentNbmeScores', { student: tab, bit: 'read' }, ['studentAcademicNBMEList'], {
      params: studentIdParam,
      querystring: pageQuery.pick({ page: true, pageSize: true }),
      ok: pageOf(nbmeScore),
      description:
        "The student's NBME subject and comprehensive scores, the latest first, each numbered within its exam.",
    }),
    async (req) => svc.nbme.forStudent(req.params.studentId, req.query),
  );
  r.get(
    `${base}/nbme/disciplines`,
    tabOp('studentNbmeDisciplines', { student: tab, bit: 'read' }, ['disciplineList', 'getNbmeNoOfAttempts'], {
      params: studentIdParam,
      ok: nbmeDisciplineCounts,
      description: 'Every shelf discipline with the sittings so far and the attempts left (at most 3).',
    }),
    async (req) => svc.nbme.counts(req.params.studentId),
  );
  r.get(
    `${base}/nbme/attempts`,
    tabOp('studentNbmeAttempts', { student: tab, bit: 'read' }, ['nbmeAttemptsNumber'], {
      params: studentIdParam,
      querystring: nbmeAttemptsQuery,
      ok: nbmeAttemptCount,
      description: "How many times the student sat a discipline's shelf exam and the attempts left.",
    }),
    async (req) => svc.nbme.attempts(req.params.studentId, req.query.discipline),
  );
  r.get(
    `${base}/nbme/:scoreId`,
    tabOp('getStudentNbmeScore', { student: tab, bit: 'read' }, ['getNbmeScoreDetails'], {
      params: examScoreParams,
      ok: nbmeScore,
      description: "One NBME score of the student (another student's: 404).",
    }),
    async (req) => svc.nbme.one(req.params.studentId, req.params.scoreId),
  );
  r.post(
    `${base}/nbme`,
    tabOp('addStudentNbmeScore', { student: tab, bit: 'write' }, ['addStudentNbmeScore'], {
      params: studentIdParam,
      body: nbmeScoreInput,
      created: nbmeScore,
      description: 'Records an NBME score from the student record, under the same rules as the exams office. Audited.',
    }),
    async (req, reply) => created(reply, svc.nbme.add(actorOf(req), req.params.studentId, req.body)),
  );
  r.get(
    `${base}/kaplan`,
    tabOp('listStudentKaplanScores', { student: tab, bit: 'read' }, ['studentAcademicKaplanList'], {
      params: studentIdParam,
      querystring: pageQuery.pick({ page: true, pageSize: true }),
      ok: pageOf(kaplanScore),
      description: "The student's Kaplan scores, the latest first.",
    }),
    async (req) => svc.kaplan.list({ ...req.query, studentId: req.params.studentId }),
  );
  r.get(
    `${base}/kaplan/:scoreId`,
    tabOp('getStudentKaplanScore', { student: tab, bit: 'read' }, ['getKaplanScoreDetails'], {
      params: examScoreParams,
      ok: kaplanScore,
      description: "One Kaplan score of the student (another student's: 404).",
    }),
    async (req) => svc.kaplan.one(req.params.studentId, req.params.scoreId),
  );
  r.post(
    `${base}/kaplan`,
    tabOp('addStudentKaplanScore', { student: tab, bit: 'write' }, ['addStudentKaplanScore'], {
      params: studentIdParam,
      body: kaplanScoreInput,
      created: kaplanScore,
      description: 'Records a Kaplan score from the student record. Audited.',
    }),
    async (req, reply) => created(reply, svc.kaplan.add(actorOf(req), req.params.studentId, req.body)),
  );
  r.get(
    `${base}/retakes`,
    tabOp('listStudentRetakes', { student: tab, bit: 'read' }, ['getRetakeExamByStudent'], {
      params: studentIdParam,
      querystring: pageQuery.pick({ page: true, pageSize: true }),
      ok: pageOf(retakeRequest),
      description: "The student's retake requests, the latest first.",
    }),
    async (req) => svc.retakes.list({ ...req.query, studentId: req.params.studentId }),
  );
}
