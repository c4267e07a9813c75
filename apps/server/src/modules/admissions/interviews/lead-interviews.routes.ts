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
import type { LeadDecisionsService } from './lead-decisions.service.js';
import type { LeadInterviewsService } from './lead-interviews.service.js';

const tags = ['lead interviews'];
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
    {
      schema: {
        operationId: 'interviewFaculty',
        tags,
        response: { 200: items(interviewFaculty) },
        description:
          'Active faculty (staff of the faculty role) with their active time slots (the faculty-timeslot control table).',
      },
      config: { access: { menu: LEAD_LINK, bit: 'read' }, specCalls: ['facultyTimeSlot'] },
    },
    async () => ({ items: await interviews.faculty() }),
  );

  r.get(
    '/api/lead-interviews/availability',
    {
      schema: {
        operationId: 'interviewAvailability',
        tags,
        querystring: interviewAvailabilityQuery,
        response: { 200: interviewAvailability },
        description: "A faculty member's slots on the date's weekday, each with whether it is already booked.",
      },
      config: { access: { menu: LEAD_LINK, bit: 'read' }, specCalls: ['facultyTimeSlot'] },
    },
    async (req) => interviews.availability(req.query.facultyId, req.query.date),
  );

  r.get(
    '/api/leads/:leadId/interviews',
    {
      schema: {
        operationId: 'listLeadInterviews',
        tags,
        params: leadIdParam,
        response: { 200: items(leadInterview) },
        description: "The lead's interviews, latest first, cancelled ones included.",
      },
      config: { access: tab('read'), specCalls: [] },
    },
    async (req) => ({ items: await interviews.list(req.params.leadId) }),
  );

  r.post(
    '/api/leads/:leadId/interviews',
    {
      schema: {
        operationId: 'scheduleLeadInterview',
        tags,
        params: leadIdParam,
        body: interviewScheduleInput,
        response: { 201: leadInterview },
        description:
          "Books a faculty member's time slot on a date of the slot's weekday (400 when already booked); an Application Submitted lead moves to Interview Scheduled; the interviewer and the lead are emailed.",
      },
      config: { access: tab('edit'), specCalls: [] },
    },
    async (req, reply) => {
      reply.status(201);
      return interviews.schedule(actorOf(req), req.params.leadId, req.body);
    },
  );

  r.post(
    '/api/leads/:leadId/interviews/:interviewId/cancel',
    {
      schema: {
        operationId: 'cancelLeadInterview',
        tags,
        params: leadInterviewParam,
        response: { 200: leadInterview },
        description:
          'Frees the slot; the last interview of an Interview Scheduled lead takes it back to Application Submitted.',
      },
      config: { access: tab('edit'), specCalls: [] },
    },
    async (req) => interviews.cancel(actorOf(req), req.params.leadId, req.params.interviewId),
  );

  // ---- evaluations ----
  r.get(
    '/api/leads/:leadId/interview-evaluations',
    {
      schema: {
        operationId: 'listInterviewEvaluations',
        tags,
        params: leadIdParam,
        response: { 200: items(interviewEvaluation) },
        description: "Every evaluation of the lead; `mine` marks the viewer's own.",
      },
      config: { access: tab('read'), specCalls: ['getLeadInterviewEvalInfo'] },
    },
    async (req) => ({ items: await interviews.evaluations(req.params.leadId, req.user!.id) }),
  );

  r.post(
    '/api/leads/:leadId/interview-evaluations',
    {
      schema: {
        operationId: 'addInterviewEvaluation',
        tags,
        params: leadIdParam,
        body: interviewEvaluationInput,
        response: { 201: interviewEvaluation },
        description:
          "The viewer's evaluation (one per evaluator; 409 when they already wrote one). Toast 'Evaluation form added successfully'.",
      },
      config: { access: tab('write'), specCalls: ['saveLeadInterviewEvalInfo'] },
    },
    async (req, reply) => {
      reply.status(201);
      return interviews.addEvaluation(actorOf(req), req.params.leadId, req.body);
    },
  );

  r.put(
    '/api/leads/:leadId/interview-evaluations/:evaluationId',
    {
      schema: {
        operationId: 'updateInterviewEvaluation',
        tags,
        params: interviewEvaluationParam,
        body: interviewEvaluationInput,
        response: { 200: interviewEvaluation },
        description: 'Its author only (403 for anyone else).',
      },
      config: { access: tab('write'), specCalls: ['saveLeadInterviewEvalInfo'] },
    },
    async (req) => interviews.updateEvaluation(actorOf(req), req.params.leadId, req.params.evaluationId, req.body),
  );

  // ---- decisions ----
  r.get(
    '/api/leads/:leadId/decision',
    {
      schema: {
        operationId: 'leadDecisionState',
        tags,
        params: leadIdParam,
        response: { 200: leadDecisionState },
        description: 'Whether a decision may be sent now (and why not), what the letter names, and the decisions sent.',
      },
      config: { access: tab('read'), specCalls: [] },
    },
    async (req) => decisions.state(req.params.leadId),
  );

  r.get(
    '/api/leads/:leadId/decision/letter',
    {
      schema: {
        operationId: 'previewDecisionLetter',
        tags,
        params: leadIdParam,
        querystring: leadDecisionPreviewQuery,
        description:
          'The letter (PDF, inline) as it would be sent now: decision (accept by default) and the optional message.',
      },
      config: { access: tab('read'), specCalls: ['acceptanceFilePreview'] },
    },
    async (req, reply) => sendFile(reply, await decisions.preview(req.user!.id, req.params.leadId, req.query), true),
  );

  r.post(
    '/api/leads/:leadId/decisions',
    {
      schema: {
        operationId: 'sendLeadDecision',
        tags,
        params: leadIdParam,
        body: leadDecisionInput,
        response: { 201: leadDecision },
        description:
          'Emails the letter (PDF attached) through the outbox and records the decision; accept moves the lead to Accepted, decline closes it (422 unless the lead is at Application Submitted, Interview Scheduled or Accepted).',
      },
      config: { access: tab('edit'), specCalls: ['sendDecision'] },
    },
    async (req, reply) => {
      reply.status(201);
      return decisions.send(actorOf(req), req.params.leadId, req.body);
    },
  );

  r.get(
    '/api/leads/:leadId/decisions/:decisionId/letter',
    {
      schema: {
        operationId: 'leadDecisionLetter',
        tags,
        params: leadDecisionParam,
        description: 'The letter a decision sent (PDF).',
      },
      config: { access: tab('read'), specCalls: [] },
    },
    async (req, reply) => sendFile(reply, await decisions.letterFile(req.params.leadId, req.params.decisionId)),
  );
}
