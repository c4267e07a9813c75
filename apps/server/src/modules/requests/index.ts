import { TRANSCRIPT_EXAM_NAMES } from '@caduceus/contracts';
import type { Core } from '../../platform/core.js';
import type { Academics } from '../academics/index.js';
import type { Clinical } from '../clinical/index.js';
import type { Kit } from '../kit/index.js';
import type { Workspace } from '../workspace/index.js';
import { createRequestDocuments } from './engine/request-documents.js';
import { requestDocumentRoutes } from './engine/request-documents.routes.js';
import { createRequestService } from './engine/requests.service.js';
import { requestRoutes } from './engine/requests.routes.js';
import { clinicalKindRules, createClinicalRequestService } from './clinical/clinical.service.js';
import { clinicalRequestRoutes } from './clinical/clinical.routes.js';
import { createLeaveService } from './leaves/leaves.service.js';
import { leaveRoutes } from './leaves/leaves.routes.js';
import { createSurveysService } from './surveys/surveys.service.js';
import { surveysRoutes } from './surveys/surveys.routes.js';

/**
 * Student requests: one request engine for every kind contracts declare (transcripts, letters, leaves,
 * withdrawals, appeals and the rest): the student's form and history on her Requests tab, each kind's staff
 * queue, the moves of its flow, letters with a verification code; documents filed with a request; a complete
 * transcript request offers the official transcript PDF. Surveys: the graduation survey, the preceptor's evaluation
 * of her student and the student's feedback on a rotation, answered once each, their responses and reports. The
 * transcript queue feeds two top-bar counts. The Leave tab: the
 * leaves the registrar records on a student's record.
 */
export function registerRequests(
  core: Core,
  {
    kit,
    workspace,
    academics,
    clinical,
  }: {
    kit: Kit;
    workspace: Workspace;
    academics?: Pick<Academics, 'transcripts' | 'usmleStepsTaken' | 'studentClasses'>;
    clinical: Pick<Clinical, 'rotations' | 'requests'>;
  },
) {
  // a complete transcript request issues the official transcript (academics), not a letter about it
  const requests = createRequestService({
    db: core.db,
    now: core.now,
    officialTranscript: academics && ((studentId) => academics.transcripts.pdf(studentId)),
    // a clinical request names a placement the clinical context checks and names
    kindRules: clinical ? { clinical: clinicalKindRules(clinical) } : {},
  });
  requestRoutes(core.app, requests, {
    examNames: async (studentId) => [
      ...new Set([
        ...(academics ? await academics.usmleStepsTaken(studentId) : []).map((step) => `USMLE ${step}`),
        ...TRANSCRIPT_EXAM_NAMES,
      ]),
    ],
  });
  requestDocumentRoutes(core.app, createRequestDocuments({ db: core.db, files: kit.files }));
  // the clinical office's card of the student's clinical facts, and the rotation an approved request creates
  clinicalRequestRoutes(core.app, createClinicalRequestService({ requests, clinical, now: core.now }));
  leaveRoutes(core.app, createLeaveService({ db: core.db }));
  // surveys answered here: graduation, the preceptor's evaluation, the student's feedback on a rotation and
  // her evaluation of each class
  const surveys = createSurveysService({
    db: core.db,
    now: core.now,
    rotations: clinical.rotations,
    classes: academics?.studentClasses,
  });
  surveysRoutes(core.app, surveys);
  // 000: the bell's transcript counts (paid, waiting to be verified; verified, waiting to be completed)
  workspace.notificationCounts.add('transcriptCompletion', () => requests.countOf('transcript', 'paid'));
  workspace.notificationCounts.add('transcriptVerify', () => requests.countOf('transcript', 'verified'));
  return { requests, surveys };
}

export { seedDemoRequests } from './engine/requests.demo.js';
export { seedDemoSurveys } from './surveys/surveys.demo.js';
