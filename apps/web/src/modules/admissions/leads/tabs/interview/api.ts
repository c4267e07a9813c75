import type { InterviewEvaluationInput, InterviewScheduleInput, LeadDecisionInput } from '@caduceus/contracts';
import { queryString, useApiMutation } from '../../../../../app/api';
import { apiUrl, call, useGet } from '../../../../../app/client';

/** The decision letters' URLs (PDFs) that screens use as such (server module lead-interviews). */
export const INTERVIEW_PATHS = {
  /** the letter as it would be sent now (PDF, inline) */
  preview: (leadId: number, v: LeadDecisionInput) =>
    apiUrl('/api/leads/{leadId}/decision/letter', { leadId }) +
    queryString({ decision: v.decision, message: v.message ?? undefined }),
  letter: (leadId: number, decisionId: number) =>
    apiUrl('/api/leads/{leadId}/decisions/{decisionId}/letter', { leadId, decisionId }),
} as const;

/** Every query of the lead (header, status history, emails, these cards) refetches after a change. */
const STALE = [apiUrl('/api/leads'), '/api/lead-interviews'];
const opts = { invalidate: STALE, errorToast: false as const };

export const useInterviewFaculty = (enabled: boolean) => useGet('/api/lead-interviews/faculty', undefined, { enabled });
export const useAvailability = (facultyId: number | null | undefined, date: string | null | undefined) =>
  useGet('/api/lead-interviews/availability', facultyId && date ? { query: { facultyId, date } } : null);
export const useLeadInterviews = (leadId: number) => useGet('/api/leads/{leadId}/interviews', { path: { leadId } });
export const useScheduleInterview = (leadId: number) =>
  useApiMutation(
    (v: InterviewScheduleInput) => call('post', '/api/leads/{leadId}/interviews', { path: { leadId }, body: v }),
    opts,
  );
export const useCancelInterview = (leadId: number) =>
  useApiMutation(
    (interviewId: number) =>
      call('post', '/api/leads/{leadId}/interviews/{interviewId}/cancel', { path: { leadId, interviewId } }),
    { invalidate: STALE },
  );

export const useEvaluations = (leadId: number) =>
  useGet('/api/leads/{leadId}/interview-evaluations', { path: { leadId } });
export const useSaveEvaluation = (leadId: number) =>
  useApiMutation(
    ({ id, values }: { id: number | null; values: InterviewEvaluationInput }) =>
      id
        ? call('put', '/api/leads/{leadId}/interview-evaluations/{evaluationId}', {
            path: { leadId, evaluationId: id },
            body: values,
          })
        : call('post', '/api/leads/{leadId}/interview-evaluations', { path: { leadId }, body: values }),
    opts,
  );

export const useDecisionState = (leadId: number) => useGet('/api/leads/{leadId}/decision', { path: { leadId } });
export const useSendDecision = (leadId: number) =>
  useApiMutation(
    (v: LeadDecisionInput) => call('post', '/api/leads/{leadId}/decisions', { path: { leadId }, body: v }),
    opts,
  );
