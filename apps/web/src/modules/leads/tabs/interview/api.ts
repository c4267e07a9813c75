import type {
  InterviewAvailability,
  InterviewEvaluation,
  InterviewEvaluationInput,
  InterviewFaculty,
  InterviewScheduleInput,
  LeadDecision,
  LeadDecisionInput,
  LeadDecisionState,
  LeadInterview,
} from '@caduceus/contracts';
import { api, queryString, useApiMutation, useApiQuery } from '../../../../app/api';

/** The interview and decision API (server module apps/server/src/modules/lead-interviews). */
export const INTERVIEW_PATHS = {
  faculty: '/api/lead-interviews/faculty',
  availability: '/api/lead-interviews/availability',
  interviews: (leadId: number) => `/api/leads/${leadId}/interviews`,
  cancel: (leadId: number, id: number) => `/api/leads/${leadId}/interviews/${id}/cancel`,
  evaluations: (leadId: number) => `/api/leads/${leadId}/interview-evaluations`,
  decision: (leadId: number) => `/api/leads/${leadId}/decision`,
  decisions: (leadId: number) => `/api/leads/${leadId}/decisions`,
  /** the letter as it would be sent now (PDF, inline) */
  preview: (leadId: number, v: LeadDecisionInput) =>
    `/api/leads/${leadId}/decision/letter${queryString({ decision: v.decision, message: v.message ?? undefined })}`,
  letter: (leadId: number, decisionId: number) => `/api/leads/${leadId}/decisions/${decisionId}/letter`,
} as const;

/** Every query of the lead (header, status history, emails, these cards) refetches after a change. */
const STALE = ['/api/leads', '/api/lead-interviews'];
const opts = { invalidate: STALE, errorToast: false as const };

export const useInterviewFaculty = (enabled: boolean) =>
  useApiQuery<{ items: InterviewFaculty[] }>(INTERVIEW_PATHS.faculty, undefined, { enabled });
export const useAvailability = (facultyId: number | null | undefined, date: string | null | undefined) =>
  useApiQuery<InterviewAvailability>(facultyId && date ? INTERVIEW_PATHS.availability : null, { facultyId, date });
export const useLeadInterviews = (leadId: number) =>
  useApiQuery<{ items: LeadInterview[] }>(INTERVIEW_PATHS.interviews(leadId));
export const useScheduleInterview = (leadId: number) =>
  useApiMutation((v: InterviewScheduleInput) => api.post<LeadInterview>(INTERVIEW_PATHS.interviews(leadId), v), opts);
export const useCancelInterview = (leadId: number) =>
  useApiMutation((id: number) => api.post<LeadInterview>(INTERVIEW_PATHS.cancel(leadId, id)), { invalidate: STALE });

export const useEvaluations = (leadId: number) =>
  useApiQuery<{ items: InterviewEvaluation[] }>(INTERVIEW_PATHS.evaluations(leadId));
export const useSaveEvaluation = (leadId: number) =>
  useApiMutation(
    ({ id, values }: { id: number | null; values: InterviewEvaluationInput }) =>
      id
        ? api.put<InterviewEvaluation>(`${INTERVIEW_PATHS.evaluations(leadId)}/${id}`, values)
        : api.post<InterviewEvaluation>(INTERVIEW_PATHS.evaluations(leadId), values),
    opts,
  );

export const useDecisionState = (leadId: number) => useApiQuery<LeadDecisionState>(INTERVIEW_PATHS.decision(leadId));
export const useSendDecision = (leadId: number) =>
  useApiMutation((v: LeadDecisionInput) => api.post<LeadDecision>(INTERVIEW_PATHS.decisions(leadId), v), opts);
