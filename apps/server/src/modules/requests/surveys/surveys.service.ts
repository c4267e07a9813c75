import { eq, sql } from 'drizzle-orm';
import {
  formatDate,
  LOGGABLE_ROTATION_STATUSES,
  OPEN_SURVEY_AUDIENCES,
  mayAnswerOpenSurvey,
  openSurveyLink,
  SURVEY_MESSAGES,
  SURVEY_RESPONSE_ENTITY,
  surveyAnswersInput,
  surveyRefusal,
  surveyReportOf,
  type FeedbackApproval,
  type FeedbackApprovalInput,
  type PendingSurvey,
  type StudentRotation,
  type SurveyAnswersBody,
  type SurveyForm,
  type SurveyResponseListQuery,
  type SurveyResponseOut,
  type SurveySubjectKind,
} from '@caduceus/contracts';
import type { Db, Executor } from '../../../platform/db/index.js';
import { toIso } from '../../../platform/db/columns.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { conflict, forbidden, notFound, ruleRefused } from '../../../platform/errors.js';
import { toPage } from '../../../platform/paging.js';
import * as repo from './surveys.repo.js';
import { surveyResponses } from './surveys.schema.js';

/** What the engine needs of clinical (its face): a rotation seen by its preceptor or by its student, 404 otherwise. */
export interface SurveyRotations {
  preceptorRotation(actor: Actor, rotationId: number): Promise<StudentRotation>;
  preceptorRotations(actor: Actor): Promise<StudentRotation[]>;
  studentRotation(studentId: number, rotationId: number): Promise<StudentRotation>;
  studentRotations(studentId: number): Promise<StudentRotation[]>;
}

/** What the engine needs of academics (its face): a student's classes, stage by stage. */
export interface SurveyClass {
  id: number;
  studentId: number;
  className: string;
  classCode: string | null;
  stageName: string;
  semesterName: string | null;
  current: boolean;
  transfer: boolean;
}
export type SurveyClasses = (studentId: number) => Promise<SurveyClass[]>;

export const AUDIENCE = {
  graduation: 'graduating',
  evaluation: 'preceptor-evaluation',
  feedback: 'rotation-feedback',
  course: 'course-evaluation',
} as const;

/** Who answers and about what; `lookup` says how an earlier response is found (the respondent's, or the subject's). */
interface Target {
  audience: string;
  /** this survey of the audience (an open-audience survey), not the audience's current one */
  surveyId?: number;
  userId?: number;
  studentId?: number;
  subjectKind: SurveySubjectKind;
  subjectId: number;
  subjectLabel?: string | null;
}

const rotationLabel = (r: StudentRotation) =>
  `${r.rotationName} at ${r.hospitalName}, ${formatDate(r.startDate)} to ${formatDate(r.endDate)}`;
const classLabel = (c: SurveyClass) =>
  [c.classCode ? `${c.className} (${c.classCode})` : c.className, c.stageName, c.semesterName]
    .filter(Boolean)
    .join(', ');
const placed = (r: StudentRotation) => (LOGGABLE_ROTATION_STATUSES as readonly string[]).includes(r.status);

function responseOut(x: repo.ResponseRow): SurveyResponseOut {
  const r = x.r;
  return {
    id: r.id,
    surveyId: r.surveyId,
    surveyTitle: x.surveyTitle,
    audience: x.audience,
    respondentName: x.respondentName ?? '',
    studentId: r.studentId,
    studentName: x.studentName,
    subjectKind: r.subjectKind as SurveySubjectKind,
    subjectId: r.subjectKind === 'none' ? null : r.subjectId,
    subjectLabel: r.subjectLabel,
    status: r.status as SurveyResponseOut['status'],
    submittedAt: toIso(r.submittedAt),
    approval: r.approval as FeedbackApproval | null,
    approvalNote: r.approvalNote,
    approvedByName: x.approvedByName,
    approvedAt: toIso(r.approvedAt),
    answers: r.answers,
  };
}

/**
 * The survey engine: the form of an audience's current survey for a respondent and subject, the submission
 * (once, while the survey is Open and today within its dates, checked by the survey's answer schema, audited),
 * the staff's responses, a survey's report and the clinical office's approval of a rotation feedback.
 */
export function createSurveysService({
  db,
  now,
  rotations,
  classes = async () => [],
}: {
  db: Db;
  now: () => Date;
  rotations: SurveyRotations;
  classes?: SurveyClasses;
}) {
  const today = () => now().toISOString().slice(0, 10);
  async function studentClass(studentId: number, classRowId: number) {
    const c = (await classes(studentId)).find((x) => x.id === classRowId);
    if (!c) throw notFound('Class');
    return c;
  }

  async function surveyWithQuestions(ex: Executor, s: repo.SurveyRow) {
    const questions = await repo.questionsOf(ex, s.id);
    return {
      survey: {
        id: s.id,
        title: s.title,
        audience: s.audience,
        status: s.status,
        startDate: s.startDate,
        endDate: s.endDate,
        description: s.description,
        questions: questions.map((q) => ({ ...q, options: q.options ?? null, required: !!q.required })),
      },
      questions,
    };
  }

  async function form(t: Target): Promise<SurveyForm> {
    const answered = await repo.responseFor(db, t);
    if (answered) {
      const s = await repo.findSurvey(db, answered.r.surveyId);
      const { survey } = await surveyWithQuestions(db, s!);
      return { survey, open: false, reason: SURVEY_MESSAGES.submitted, response: responseOut(answered) };
    }
    const [current] = t.surveyId
      ? [await repo.findSurvey(db, t.surveyId)]
      : await repo.surveysOf(db, t.audience, today());
    if (!current) return { survey: null, open: false, reason: SURVEY_MESSAGES.noSurvey, response: null };
    const { survey } = await surveyWithQuestions(db, current);
    const reason = surveyRefusal(current, today());
    return { survey, open: !reason, reason, response: null };
  }

  async function submit(actor: Actor, t: Target & { userId: number }, body: SurveyAnswersBody) {
    const id = await db.transaction(async (tx) => {
      const [current] = t.surveyId
        ? [await repo.findSurvey(tx, t.surveyId)]
        : await repo.surveysOf(tx, t.audience, today());
      if (!current) throw ruleRefused(SURVEY_MESSAGES.noSurvey, { survey: SURVEY_MESSAGES.noSurvey });
      const refusal = surveyRefusal(current, today());
      if (refusal) throw ruleRefused(refusal, { survey: refusal });
      // one answer a respondent and subject (or, for an evaluation, a subject): a second is a conflict
      const earlier = await repo.responseFor(tx, t);
      if (earlier) throw conflict(SURVEY_MESSAGES.submitted, { survey: SURVEY_MESSAGES.submitted });
      const { questions } = await surveyWithQuestions(tx, current);
      const answers = surveyAnswersInput(questions).parse(body.answers);
      const [row] = await tx
        .insert(surveyResponses)
        .values({
          surveyId: current.id,
          respondentUserId: t.userId,
          studentId: t.studentId ?? null,
          subjectKind: t.subjectKind,
          subjectId: t.subjectId,
          subjectLabel: t.subjectLabel ?? null,
          status: 'Submitted',
          submittedAt: now().toISOString(),
          answers,
          approval: t.audience === AUDIENCE.feedback ? 'Pending' : null,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning();
      await audit(tx, actor, {
        action: 'submit',
        entity: SURVEY_RESPONSE_ENTITY,
        entityId: row!.id,
        after: { surveyId: current.id, audience: t.audience, subjectKind: t.subjectKind, subjectId: t.subjectId },
      });
      return row!.id;
    });
    return responseOut((await repo.findResponse(db, id))!);
  }

  /** The signed-in student's own record (staff and others: 403 on her answers). */
  async function ownStudent(actor: Actor, studentId: number) {
    const own = actor.userType === 'Student' ? await repo.studentOfUser(db, actor.userId) : null;
    if (own !== studentId) throw forbidden(SURVEY_MESSAGES.onlyStudent);
  }
  const graduationTarget = (studentId: number, userId?: number): Target => ({
    audience: AUDIENCE.graduation,
    studentId,
    userId,
    subjectKind: 'none',
    subjectId: 0,
  });
  const feedbackTarget = (r: StudentRotation, userId?: number): Target => ({
    audience: AUDIENCE.feedback,
    studentId: r.studentId,
    userId,
    subjectKind: 'rotation',
    subjectId: r.id,
    subjectLabel: rotationLabel(r),
  });
  /** A survey sent to an open audience (basic science, class chairs, alumni...): hers to answer if she is of it. */
  async function openTarget(actor: Actor, surveyId: number): Promise<Target & { userId: number }> {
    const s = await repo.findSurvey(db, surveyId);
    if (!s || !s.active) throw notFound('Survey');
    if (!Object.hasOwn(OPEN_SURVEY_AUDIENCES, s.audience))
      throw ruleRefused(SURVEY_MESSAGES.subjectSurvey, { survey: SURVEY_MESSAGES.subjectSurvey });
    if (!mayAnswerOpenSurvey(s.audience, actor.userType)) throw forbidden(SURVEY_MESSAGES.wrongAudience);
    const studentId = actor.userType === 'Student' ? await repo.studentOfUser(db, actor.userId) : null;
    return {
      audience: s.audience,
      surveyId: s.id,
      userId: actor.userId,
      studentId: studentId ?? undefined,
      subjectKind: 'none',
      subjectId: 0,
    };
  }
  const courseTarget = (c: SurveyClass, userId?: number): Target => ({
    audience: AUDIENCE.course,
    studentId: c.studentId,
    userId,
    subjectKind: 'course',
    subjectId: c.id,
    subjectLabel: classLabel(c),
  });
  // an evaluation is the rotation's: found by the rotation, whoever of its preceptors wrote it
  const evaluationTarget = (r: StudentRotation): Target => ({
    audience: AUDIENCE.evaluation,
    studentId: r.studentId,
    subjectKind: 'rotation',
    subjectId: r.id,
    subjectLabel: rotationLabel(r),
  });

  async function decide(actor: Actor, responseId: number, input: FeedbackApprovalInput) {
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(surveyResponses).where(eq(surveyResponses.id, responseId)).for('update');
      if (!before) throw notFound('Response');
      if (!before.approval) throw ruleRefused(SURVEY_MESSAGES.onlyFeedback, { approval: SURVEY_MESSAGES.onlyFeedback });
      if (before.approval !== 'Pending') {
        const message = SURVEY_MESSAGES.decided.replace('{status}', before.approval);
        throw conflict(message, { approval: message });
      }
      const [after] = await tx
        .update(surveyResponses)
        .set({
          approval: input.approval,
          approvalNote: input.note ?? null,
          approvedBy: actor.userId,
          approvedAt: now().toISOString(),
          updatedBy: actor.userId,
          updatedAt: sql`now()` as never,
        })
        .where(eq(surveyResponses.id, responseId))
        .returning();
      await audit(tx, actor, {
        action: input.approval === 'Approved' ? 'approve' : 'reject',
        entity: SURVEY_RESPONSE_ENTITY,
        entityId: responseId,
        before: { approval: before.approval },
        after: { approval: after!.approval, note: after!.approvalNote },
      });
    });
    return approvalOf(responseId);
  }
  async function approvalOf(responseId: number) {
    const x = await repo.findResponse(db, responseId);
    if (!x) throw notFound('Response');
    if (!x.r.approval) throw ruleRefused(SURVEY_MESSAGES.onlyFeedback, { approval: SURVEY_MESSAGES.onlyFeedback });
    return {
      responseId,
      approval: x.r.approval as FeedbackApproval,
      note: x.r.approvalNote,
      approvedByName: x.approvedByName,
      approvedAt: toIso(x.r.approvedAt),
    };
  }

  return {
    graduation: {
      form: (studentId: number) => form(graduationTarget(studentId)),
      async submit(actor: Actor, studentId: number, body: SurveyAnswersBody) {
        await ownStudent(actor, studentId);
        return submit(actor, { ...graduationTarget(studentId), userId: actor.userId }, body);
      },
    },
    evaluation: {
      async form(actor: Actor, rotationId: number) {
        return form(evaluationTarget(await rotations.preceptorRotation(actor, rotationId)));
      },
      async submit(actor: Actor, rotationId: number, body: SurveyAnswersBody) {
        const r = await rotations.preceptorRotation(actor, rotationId);
        if (!placed(r)) throw ruleRefused(SURVEY_MESSAGES.notPlaced, { rotation: SURVEY_MESSAGES.notPlaced });
        return submit(actor, { ...evaluationTarget(r), userId: actor.userId }, body);
      },
    },
    feedback: {
      async form(studentId: number, rotationId: number) {
        return form(feedbackTarget(await rotations.studentRotation(studentId, rotationId)));
      },
      async submit(actor: Actor, studentId: number, rotationId: number, body: SurveyAnswersBody) {
        const r = await rotations.studentRotation(studentId, rotationId);
        await ownStudent(actor, studentId);
        if (!placed(r)) throw ruleRefused(SURVEY_MESSAGES.notPlaced, { rotation: SURVEY_MESSAGES.notPlaced });
        return submit(actor, { ...feedbackTarget(r), userId: actor.userId }, body);
      },
    },
    /** A survey of an open audience, answered once by whoever of that audience opens it (its email's link). */
    open: {
      form: async (actor: Actor, surveyId: number) => form(await openTarget(actor, surveyId)),
      submit: async (actor: Actor, surveyId: number, body: SurveyAnswersBody) =>
        submit(actor, await openTarget(actor, surveyId), body),
    },

    /** The student's evaluation of one of her classes (a transferred class was not taught here: 422). */
    course: {
      async form(studentId: number, classRowId: number) {
        return form(courseTarget(await studentClass(studentId, classRowId)));
      },
      async submit(actor: Actor, studentId: number, classRowId: number, body: SurveyAnswersBody) {
        const c = await studentClass(studentId, classRowId);
        await ownStudent(actor, studentId);
        if (c.transfer)
          throw ruleRefused(SURVEY_MESSAGES.transferredClass, { class: SURVEY_MESSAGES.transferredClass });
        return submit(actor, { ...courseTarget(c), userId: actor.userId }, body);
      },
    },

    /** A rotation's evaluation and feedback: the office sees both, the student only her feedback. */
    async rotationSurveys(actor: Actor, studentId: number, rotationId: number) {
      const r = await rotations.studentRotation(studentId, rotationId);
      const feedback = await repo.responseFor(db, feedbackTarget(r));
      const evaluation = actor.userType === 'Student' ? undefined : await repo.responseFor(db, evaluationTarget(r));
      return {
        evaluation: evaluation ? responseOut(evaluation) : null,
        feedback: feedback ? responseOut(feedback) : null,
      };
    },

    /** The surveys the signed-in user still has to answer, each with the screen where she answers it. */
    async pending(actor: Actor): Promise<{ items: PendingSurvey[] }> {
      const items: PendingSurvey[] = [];
      const done = await repo.answeredBy(db, actor.userId);
      const answered = (kind: string, subjectId: number, surveyId: number) =>
        done.some((d) => d.surveyId === surveyId && d.subjectKind === kind && d.subjectId === subjectId);
      const openOf = async (audience: string) => {
        const [s] = await repo.surveysOf(db, audience, today());
        return s && !surveyRefusal(s, today()) ? s : undefined;
      };
      const item = (
        s: repo.SurveyRow,
        link: string,
        subject?: { kind: SurveySubjectKind; id: number; label: string },
      ): PendingSurvey => ({
        surveyId: s.id,
        title: s.title,
        audience: s.audience,
        endDate: s.endDate,
        subjectKind: subject?.kind ?? 'none',
        subjectId: subject?.id ?? null,
        subjectLabel: subject?.label ?? null,
        link,
      });
      const ofRotation = (r: StudentRotation) => ({ kind: 'rotation' as const, id: r.id, label: rotationLabel(r) });
      if (actor.userType === 'Student') {
        const studentId = await repo.studentOfUser(db, actor.userId);
        if (!studentId) return { items };
        const grad = await openOf(AUDIENCE.graduation);
        if (grad && !answered('none', 0, grad.id)) items.push(item(grad, `/student/details/graduation/${studentId}`));
        const fb = await openOf(AUDIENCE.feedback);
        if (fb)
          for (const r of (await rotations.studentRotations(studentId)).filter(placed))
            if (!answered('rotation', r.id, fb.id))
              items.push(item(fb, `/student/details/courses/clinical-rotation/${r.id}/${studentId}`, ofRotation(r)));
        const ce = await openOf(AUDIENCE.course);
        if (ce)
          for (const c of (await classes(studentId)).filter((x) => x.current && !x.transfer))
            if (!answered('course', c.id, ce.id))
              items.push(
                item(ce, `/student/details/courses/${studentId}?evaluate=${c.id}`, {
                  kind: 'course',
                  id: c.id,
                  label: classLabel(c),
                }),
              );
      }
      // the open audiences' surveys she is of, open today and not answered yet
      for (const audience of Object.keys(OPEN_SURVEY_AUDIENCES).filter((a) => mayAnswerOpenSurvey(a, actor.userType)))
        for (const s of await repo.surveysOf(db, audience, today()))
          if (s.active && !surveyRefusal(s, today()) && !answered('none', 0, s.id))
            items.push(item(s, openSurveyLink(s.id)));
      if (actor.userType === 'Preceptor') {
        const ev = await openOf(AUDIENCE.evaluation);
        if (ev)
          for (const r of (await rotations.preceptorRotations(actor)).filter(placed)) {
            const other = await repo.responseFor(db, evaluationTarget(r));
            if (!other) items.push(item(ev, `/preceptor/rotation?rotation=${r.id}`, ofRotation(r)));
          }
      }
      return { items };
    },

    async list(q: SurveyResponseListQuery) {
      const { rows, total } = await repo.listResponses(db, q);
      return toPage(q, { items: rows.map((x) => ({ ...responseOut(x), answers: undefined })), total });
    },
    async one(responseId: number) {
      const x = await repo.findResponse(db, responseId);
      if (!x) throw notFound('Response');
      const s = await repo.findSurvey(db, x.r.surveyId);
      const { survey } = await surveyWithQuestions(db, s!);
      return { survey, open: false, reason: null, response: responseOut(x) };
    },
    async report(surveyId: number) {
      const s = await repo.findSurvey(db, surveyId);
      if (!s) throw notFound('Survey');
      const questions = await repo.questionsOf(db, surveyId);
      const answers = await repo.answersOf(db, surveyId);
      return { surveyId, title: s.title, responses: answers.length, questions: surveyReportOf(questions, answers) };
    },
    approval: approvalOf,
    decide,
  };
}
export type SurveysService = ReturnType<typeof createSurveysService>;
