import type {
  ApplicationAcademicsInput,
  ApplicationAddressInput,
  ApplicationBackgroundInput,
  ApplicationQuestionsInput,
} from '@caduceus/contracts';
import { transcriptField } from '@caduceus/contracts';
import { useApiMutation } from '../../../../../app/api';
import { apiUrl, call, callForm, useGet } from '../../../../../app/client';

/** The application's URLs that screens use as such (files, the PDF; server module lead-application). */
export const APPLICATION_PATHS = {
  file: (leadId: number, fileId: number) =>
    apiUrl('/api/leads/{leadId}/application/files/{fileId}', { leadId, fileId }),
  pdf: (leadId: number) => apiUrl('/api/leads/{leadId}/application/pdf', { leadId }),
} as const;
type Step = 'terms' | 'address' | 'background' | 'academics' | 'questions' | 'submit';
const step = <S extends Step>(s: S) => `/api/leads/{leadId}/application/${s}` as const;
const stale = (leadId: number) => [
  apiUrl('/api/leads/{leadId}/application', { leadId }),
  apiUrl('/api/leads/{leadId}/header', { leadId }),
];

export const useApplicationSummary = (id: number) =>
  useGet('/api/leads/{leadId}/application', { path: { leadId: id } });
export const useApplicationTerms = (id: number) => useGet(step('terms'), { path: { leadId: id } });
export const useApplicationAddress = (id: number) => useGet(step('address'), { path: { leadId: id } });
export const useApplicationBackground = (id: number) => useGet(step('background'), { path: { leadId: id } });
export const useApplicationAcademics = (id: number) => useGet(step('academics'), { path: { leadId: id } });
export const useApplicationQuestions = (id: number) => useGet(step('questions'), { path: { leadId: id } });

const opts = (leadId: number, s: Step) => ({
  invalidate: [...stale(leadId), apiUrl(step(s), { leadId })],
  errorToast: false as const,
});
export const useSaveAddress = (id: number) =>
  useApiMutation(
    (v: ApplicationAddressInput) => call('put', step('address'), { path: { leadId: id }, body: v }),
    opts(id, 'address'),
  );
export const useSaveQuestions = (id: number) =>
  useApiMutation(
    (v: ApplicationQuestionsInput) => call('put', step('questions'), { path: { leadId: id }, body: v }),
    opts(id, 'questions'),
  );
export const useSaveBackground = (id: number) =>
  useApiMutation(
    ({ values, cv }: { values: ApplicationBackgroundInput; cv: File | null }) => {
      const fd = new FormData();
      fd.set('data', JSON.stringify(values));
      if (cv) fd.set('cv', cv);
      return callForm('post', step('background'), { leadId: id }, fd);
    },
    opts(id, 'background'),
  );
export const useSaveAcademics = (id: number) =>
  useApiMutation(
    ({ values, transcripts }: { values: ApplicationAcademicsInput; transcripts: (File | null)[] }) => {
      const fd = new FormData();
      fd.set('data', JSON.stringify(values));
      transcripts.forEach((f, i) => {
        if (f) fd.set(transcriptField(i), f);
      });
      return callForm('post', step('academics'), { leadId: id }, fd);
    },
    opts(id, 'academics'),
  );
export const useAcceptTerms = (id: number) =>
  useApiMutation(() => call('post', step('terms'), { path: { leadId: id }, body: { accepted: true } }), {
    invalidate: stale(id),
    errorToast: false,
  });
export const useSubmitApplication = (id: number) =>
  useApiMutation(() => call('post', step('submit'), { path: { leadId: id } }), {
    invalidate: [apiUrl('/api/leads')],
    errorToast: false,
  });
