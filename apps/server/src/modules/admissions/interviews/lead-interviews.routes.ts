import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LEAD_LINK,
  interviewAvailability,
  interviewAvailabilityQuery,
  interviewEvaluation,
  interviewEvaluationInput,
  interviewEvaluationParam,
  interviewFaculty,
  interviewScheduleInput,
  leadDecision,
  leadDecisionInput,
  leadDecisionParam,
  leadDecisionPreviewQuery,
  leadDecisionState,
  leadIdParam,
  leadInterview,
  leadInterviewParam,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { sendFile } from '../../../platform/send-file.js';
import { created, routeOps } from '../../../platform/route-op.js';
import type { LeadDecisionsService } from './lead-decisions.service.js';
import type { LeadInterviewsService } from './lead-interviews.service.js';

const op = routeOps('lead interviews');
const items = <T extends z.ZodTypeAny>(s: T) => z.object({ items: z.array(s) });
const tab = (bit: 'read' | 'write' | 'edit') => ({ lead: 'statusChange' as const, bit });

/**
 * Interviews, evaluations and decisions: the Interview, Evaluation and Decision cards of the lead's
 * Status Change tab (`{ lead: 'statusChange' }`: the Lead menu bit, then the lead gate). The faculty
 * and their free slots are read on the Lead menu.
 */
export function leadInterviewsRoutes(
  app: FastifyInstance,
  interviews: LeadInterviewsService,
  decisions: LeadDecisionsService,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/lead-interviews/faculty',
    op('interviewFaculty', { menu: LEAD_LINK, bit: 'read' }, ['facultyTimeSlot'], {
      ok: items(interviewFaculty),
      description:
        'Active faculty (staff of the faculty role) with their active time slots (the faculty-timeslot control table).',
    }),
    async () => ({ items: await interviews.faculty() }),
  );

  r.get(
    '/api/lead-interviews/availability',
    op('interviewAvailability', { menu: LEAD_LINK, bit: 'read' }, ['facultyTimeSlot'], {
      querystring: interviewAvailabilityQuery,
      ok: interviewAvailability,
      description: "A faculty member's slots on the date's weekday, each with whether it is already booked.",
    }),
    async (req) => interviews.availability(req.query.facultyId, req.query.date),
  );

  r.get(
    '/api/leads/:leadId/interviews',
    op('listLeadInterviews', tab('read'), {
      params: leadIdParam,
      ok: items(leadInterview),
      description: "The lead's interviews, latest first, cancelled ones included.",
    }),
    async (req) => ({ items: await interviews.list(req.params.leadId) }),
  );

  r.post(
    '/api/leads/:leadId/interviews',
    op('scheduleLeadInterview', tab('edit'), {
      params: leadIdParam,
      body: interviewScheduleInput,
      created: leadInterview,
      description:
        "Books a faculty member's time slot on a date of the slot's weekday (400 when already booked); an Application Submitted lead moves to Interview Scheduled; the interviewer and the lead are emailed.",
    }),
    async (req, reply) => created(reply, interviews.schedule(actorOf(req), req.params.leadId, req.body)),
  );

  r.post(
    '/api/leads/:leadId/interviews/:interviewId/cancel',
    op('cancelLeadInterview', tab('edit'), {
      params: leadInterviewParam,
      ok: leadInterview,
      description:
        'Frees the slot; the last interview of an Interview Scheduled lead takes it back to Application Submitted.',
    }),
    async (req) => interviews.cancel(actorOf(req), req.params.leadId, req.params.interviewId),
  );

  // ---- evaluations ----
  r.get(
    '/api/leads/:leadId/interview-evaluations',
    op('listInterviewEvaluations', tab('read'), ['getLeadInterviewEvalInfo'], {
      params: leadIdParam,
      ok: items(interviewEvaluation),
      description: "Every evaluation of the lead; `mine` marks the viewer's own.",
    }),
    async (req) => ({ items: await interviews.evaluations(req.params.leadId, req.user!.id) }),
  );

  r.post(
    '/api/leads/:leadId/interview-evaluations',
    op('addInterviewEvaluation', tab('write'), ['saveLeadInterviewEvalInfo'], {
      params: leadIdParam,
      body: interviewEvaluationInput,
      created: interviewEvaluation,
      description:
        "The viewer's evaluation (one per evaluator; 409 when they already wrote one). Toast 'Evaluation form added successfully'.",
    }),
    async (req, reply) => created(reply, interviews.addEvaluation(actorOf(req), req.params.leadId, req.body)),
  );

  r.put(
    '/api/leads/:leadId/interview-evaluations/:evaluationId',
    op('updateInterviewEvaluation', tab('write'), ['saveLeadInterviewEvalInfo'], {
      params: interviewEvaluationParam,
      body: interviewEvaluationInput,
      ok: interviewEvaluation,
      description: 'Its author only (403 for anyone else).',
    }),
    async (req) => interviews.updateEvaluation(actorOf(req), req.params.leadId, req.params.evaluationId, req.body),
  );

  // ---- decisions ----
  r.get(
    '/api/leads/:leadId/decision',
    op('leadDecisionState', tab('read'), {
      params: leadIdParam,
      ok: leadDecisionState,
      description: 'Whether a decision may be sent now (and why not), what the letter names, and the decisions sent.',
    }),
    async (req) => decisions.state(req.params.leadId),
  );

  r.get(
    '/api/leads/:leadId/decision/letter',
    op('previewDecisionLetter', tab('read'), ['acceptanceFilePreview'], {
      params: leadIdParam,
      querystring: leadDecisionPreviewQuery,
      description:
        'The letter (PDF, inline) as it would be sent now: decision (accept by default) and the optional message.',
    }),
    async (req, reply) => sendFile(reply, await decisions.preview(req.user!.id, req.params.leadId, req.query), true),
  );

  r.post(
    '/api/leads/:leadId/decisions',
    op('sendLeadDecision', tab('edit'), ['sendDecision'], {
      params: leadIdParam,
      body: leadDecisionInput,
      created: leadDecision,
      description:
        'Emails the letter (PDF attached) through the outbox and records the decision; accept moves the lead to Accepted, decline closes it (422 unless the lead is at Application Submitted, Interview Scheduled or Accepted).',
    }),
    async (req, reply) => created(reply, decisions.send(actorOf(req), req.params.leadId, req.body)),
  );

  r.get(
    '/api/leads/:leadId/decisions/:decisionId/letter',
    op('leadDecisionLetter', tab('read'), {
      params: leadDecisionParam,
      description: 'The letter a decision sent (PDF).',
    }),
    async (req, reply) => sendFile(reply, await decisions.letterFile(req.params.leadId, req.params.decisionId)),
  );
}
