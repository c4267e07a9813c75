import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  feedbackApproval,
  feedbackApprovalInput,
  idParam,
  linkOf,
  pageOf,
  pendingSurveys,
  responseIdParam,
  rotationIdParam,
  rotationParams,
  rotationSurveys,
  studentClassParams,
  studentIdParam,
  surveyAnswersBody,
  surveyForm,
  surveyReport,
  surveyResponseListQuery,
  surveyResponseOut,
  surveyResponseRow,
  tableDef,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { SurveysService } from './surveys.service.js';

const op = routeOps('surveys');
/** the Surveys control table's menu link: who keeps the surveys reads their responses */
const SURVEYS_MENU = linkOf(tableDef('survey')!);
/** the clinical office (the rotations' menu) approves a student's feedback on a rotation */
const CLINICAL_MENU = '/medical/clinicals/assign-rotation/list';
const ANSWERS =
  "The answers by field `q<questionId>`, each checked by its question's answer type (400 naming the field; a required question left blank too).";

/**
 * Surveys answered in Caduceus: the graduation survey on the student's Graduation Survey tab, the preceptor's
 * evaluation of the student of each of her rotations, the student's feedback on a rotation (approved by the
 * clinical office); the respondent's pending surveys; the staff's responses and a survey's report.
 */
export function surveysRoutes(app: FastifyInstance, svc: SurveysService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/surveys/pending',
    op('listPendingSurveys', 'authenticated', ['surveyResponsePending'], {
      ok: pendingSurveys,
      description:
        "The surveys the signed-in user has yet to answer (a student: the open graduation survey and the feedback on each placed rotation; a preceptor: the evaluation of each placed rotation's student), each with the screen where it is answered.",
    }),
    async (req) => svc.pending(actorOf(req)),
  );

  // ---- the graduation survey (the student's Graduation Survey tab) ----
  const grad = '/api/students/:studentId/graduation-survey';
  r.get(
    grad,
    op(
      'getGraduationSurvey',
      { student: 'graduation', bit: 'read' },
      ['graduationSurveyPending', 'graduationSurveyData', 'getRedirectUrlForSurvey'],
      {
        params: studentIdParam,
        ok: surveyForm,
        description:
          "The open graduation survey with its questions and whether it takes answers now, or the student's submitted response (staff read it).",
      },
    ),
    async (req) => svc.graduation.form(req.params.studentId),
  );
  r.post(
    grad,
    op(
      'submitGraduationSurvey',
      { student: 'graduation', bit: 'write' },
      ['submitGraduationSurvey', 'saveGraduationAlchmer'],
      {
        params: studentIdParam,
        body: surveyAnswersBody,
        created: surveyResponseOut,
        description: `The student answers the open graduation survey, once (again: 409); only the student herself (403); a closed survey or one outside its dates refuses (422). ${ANSWERS} Audited.`,
      },
    ),
    async (req, reply) => created(reply, svc.graduation.submit(actorOf(req), req.params.studentId, req.body)),
  );

  // ---- the student's feedback on a rotation (her Rotation tab) ----
  const fb = '/api/students/:studentId/rotations/:rotationId/feedback';
  r.get(
    fb,
    op('getRotationFeedback', { student: 'rotation', bit: 'read' }, ['getRotationFeedbackUrl'], {
      params: rotationParams,
      ok: surveyForm,
      description:
        "The rotation feedback survey for this rotation, or the student's submitted feedback with its approval.",
    }),
    async (req) => svc.feedback.form(req.params.studentId, req.params.rotationId),
  );
  r.post(
    fb,
    op(
      'submitRotationFeedback',
      { student: 'rotation', bit: 'write' },
      {
        params: rotationParams,
        body: surveyAnswersBody,
        created: surveyResponseOut,
        description: `The student's feedback on her Scheduled or Accepted rotation (otherwise 422), once (409), pending the clinical office's approval. ${ANSWERS} Audited.`,
      },
    ),
    async (req, reply) =>
      created(reply, svc.feedback.submit(actorOf(req), req.params.studentId, req.params.rotationId, req.body)),
  );
  r.get(
    '/api/students/:studentId/rotations/:rotationId/surveys',
    op(
      'getRotationSurveys',
      { student: 'rotation', bit: 'read' },
      ['getFeedbackResponseUrl', 'getPrecEvalResponseUrl'],
      {
        params: rotationParams,
        ok: rotationSurveys,
        description:
          "The rotation's preceptor evaluation and the student's feedback as submitted (the student herself sees only her feedback).",
      },
    ),
    async (req) => svc.rotationSurveys(actorOf(req), req.params.studentId, req.params.rotationId),
  );

  // ---- a survey of an open audience (basic science, clinical students, class chairs, alumni, employees) ----
  const open = '/api/surveys/:id/answer';
  r.get(
    open,
    op('getOpenSurvey', 'authenticated', ['getRedirectUrlForSurvey', 'basicScienceSurvey'], {
      params: idParam,
      ok: surveyForm,
      description:
        "A survey sent to an audience the signed-in user is of, with its questions, or her submitted response; another audience's: 403; a survey answered from its subject (a rotation, a class, graduation): 422.",
    }),
    async (req) => svc.open.form(actorOf(req), req.params.id),
  );
  r.post(
    open,
    op('answerOpenSurvey', 'authenticated', {
      params: idParam,
      body: surveyAnswersBody,
      created: surveyResponseOut,
      description: `Answers a survey of her audience once (again: 409) while it is open (otherwise 422). ${ANSWERS} Audited.`,
    }),
    async (req, reply) => created(reply, svc.open.submit(actorOf(req), req.params.id, req.body)),
  );

  // ---- the student's evaluation of a class (her Courses tab) ----
  const ce = '/api/students/:studentId/classes/:classRowId/evaluation';
  r.get(
    ce,
    op(
      'getClassEvaluation',
      { student: 'courses', bit: 'read' },
      ['courseEvalationForm', 'getSurveyDetails', 'getNCResponseUrl'],
      {
        params: studentClassParams,
        ok: surveyForm,
        description:
          "The class evaluation survey for one of the student's classes with its questions, or her submitted evaluation (staff read it).",
      },
    ),
    async (req) => svc.course.form(req.params.studentId, req.params.classRowId),
  );
  r.post(
    ce,
    op(
      'submitClassEvaluation',
      { student: 'courses', bit: 'write' },
      ['addCourseEvaluationForm', 'addSurveyFormCourse'],
      {
        params: studentClassParams,
        body: surveyAnswersBody,
        created: surveyResponseOut,
        description: `The student evaluates one of her classes, once (again: 409); only the student herself (403); a class transferred from another school (422). ${ANSWERS} Audited.`,
      },
    ),
    async (req, reply) =>
      created(reply, svc.course.submit(actorOf(req), req.params.studentId, req.params.classRowId, req.body)),
  );

  // ---- the preceptor portal: her evaluation of the student of a rotation ----
  const ev = '/api/preceptor/rotations/:rotationId/evaluation';
  r.get(
    ev,
    op('getOwnPreceptorEvaluation', 'authenticated', ['getPrecEvalResponseUrl', 'getResponseUrl'], {
      params: rotationIdParam,
      ok: surveyForm,
      description:
        "The evaluation survey of a rotation the signed-in preceptor supervises, or the evaluation submitted (another preceptor's rotation: 404).",
    }),
    async (req) => svc.evaluation.form(actorOf(req), req.params.rotationId),
  );
  r.post(
    ev,
    op('addOwnPreceptorEvaluation', 'authenticated', ['addEvaluation'], {
      params: rotationIdParam,
      body: surveyAnswersBody,
      created: surveyResponseOut,
      description: `The preceptor evaluates the student of her Scheduled or Accepted rotation (another's: 404; not placed: 422), once a rotation (409). ${ANSWERS} Audited.`,
    }),
    async (req, reply) => created(reply, svc.evaluation.submit(actorOf(req), req.params.rotationId, req.body)),
  );

  // ---- staff: responses, one response, a survey's report, the feedback approval ----
  r.get(
    '/api/surveys/responses',
    op('listSurveyResponses', { menu: SURVEYS_MENU, bit: 'read' }, ['graduationSurveyList'], {
      querystring: surveyResponseListQuery,
      ok: pageOf(surveyResponseRow),
      description:
        'Every submitted response, latest first; filters surveyId, audience, approval, studentId and q (survey, respondent or subject). Sorts: submittedAt, approval, survey, respondent.',
    }),
    async (req) => svc.list(req.query),
  );
  r.get(
    '/api/surveys/responses/:responseId',
    op('getSurveyResponse', { menu: SURVEYS_MENU, bit: 'read' }, ['getNCSubmitedResponseUrl', 'getResponseUrl'], {
      params: responseIdParam,
      ok: surveyForm,
      description: 'One response with its survey and questions, read only.',
    }),
    async (req) => svc.one(req.params.responseId),
  );
  r.get(
    '/api/surveys/:id/report',
    op(
      'getSurveyReport',
      { menu: SURVEYS_MENU, bit: 'read' },
      {
        params: idParam,
        ok: surveyReport,
        description:
          "A survey's report: the number of responses and per question how many answered, the count of each choice (ratings, Yes/No, Likert, matrix rows) and the average of ratings and numbers.",
      },
    ),
    async (req) => svc.report(req.params.id),
  );
  r.get(
    '/api/surveys/responses/:responseId/approval',
    op('getFeedbackApproval', { menu: CLINICAL_MENU, bit: 'read' }, ['approveFeedback'], {
      params: responseIdParam,
      ok: feedbackApproval,
      description:
        "A rotation feedback's approval: Pending, Approved or Rejected, by whom, when, the note (another survey: 422).",
    }),
    async (req) => svc.approval(req.params.responseId),
  );
  r.post(
    '/api/surveys/responses/:responseId/approval',
    op('approveFeedback', { menu: CLINICAL_MENU, bit: 'edit' }, ['approveFeedback'], {
      params: responseIdParam,
      body: feedbackApprovalInput,
      ok: feedbackApproval,
      description:
        'The clinical office approves a pending rotation feedback or rejects it with a note (already decided: 409; not a feedback: 422). Audited.',
    }),
    async (req) => svc.decide(actorOf(req), req.params.responseId, req.body),
  );
}
