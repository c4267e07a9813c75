import type {
  ApplicationAcademicsInput,
  ApplicationAcademicsView,
  ApplicationAddressInput,
  ApplicationAddressView,
  ApplicationBackgroundInput,
  ApplicationBackgroundView,
  ApplicationQuestionsInput,
  ApplicationQuestionsView,
  ApplicationSummary,
} from '@caduceus/contracts';
import { transcriptField } from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../../../app/api';

/** The application API (server module apps/server/src/modules/lead-application). */
export const APPLICATION_PATHS = {
  summary: (id: number) => `/api/leads/${id}/application`,
  step: (id: number, step: string) => `/api/leads/${id}/application/${step}`,
  file: (id: number, fileId: number) => `/api/leads/${id}/application/files/${fileId}`,
  pdf: (id: number) => `/api/leads/${id}/application/pdf`,
} as const;
const stale = (id: number) => [APPLICATION_PATHS.summary(id), `/api/leads/${id}/header`];

export const useApplicationSummary = (id: number) => useApiQuery<ApplicationSummary>(APPLICATION_PATHS.summary(id));
export const useApplicationTerms = (id: number) =>
  useApiQuery<{ version: string; text: string }>(APPLICATION_PATHS.step(id, 'terms'));
export const useApplicationAddress = (id: number) =>
  useApiQuery<ApplicationAddressView>(APPLICATION_PATHS.step(id, 'address'));
export const useApplicationBackground = (id: number) =>
  useApiQuery<ApplicationBackgroundView>(APPLICATION_PATHS.step(id, 'background'));
export const useApplicationAcademics = (id: number) =>
  useApiQuery<ApplicationAcademicsView>(APPLICATION_PATHS.step(id, 'academics'));
export const useApplicationQuestions = (id: number) =>
  useApiQuery<ApplicationQuestionsView>(APPLICATION_PATHS.step(id, 'questions'));

const opts = (id: number, step: string) => ({
  invalidate: [...stale(id), APPLICATION_PATHS.step(id, step)],
  errorToast: false as const,
});
export const useSaveAddress = (id: number) =>
  useApiMutation(
    (v: ApplicationAddressInput) => api.put<ApplicationAddressView>(APPLICATION_PATHS.step(id, 'address'), v),
    opts(id, 'address'),
  );
export const useSaveQuestions = (id: number) =>
  useApiMutation(
    (v: ApplicationQuestionsInput) => api.put<ApplicationQuestionsView>(APPLICATION_PATHS.step(id, 'questions'), v),
    opts(id, 'questions'),
  );
export const useSaveBackground = (id: number) =>
  useApiMutation(
    ({ values, cv }: { values: ApplicationBackgroundInput; cv: File | null }) => {
      const fd = new FormData();
      fd.set('data', JSON.stringify(values));
      if (cv) fd.set('cv', cv);
      return sendForm<ApplicationBackgroundView>('POST', APPLICATION_PATHS.step(id, 'background'), fd);
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
      return sendForm<ApplicationAcademicsView>('POST', APPLICATION_PATHS.step(id, 'academics'), fd);
    },
    opts(id, 'academics'),
  );
export const useAcceptTerms = (id: number) =>
  useApiMutation(() => api.post<ApplicationSummary>(APPLICATION_PATHS.step(id, 'terms'), { accepted: true }), {
    invalidate: stale(id),
    errorToast: false,
  });
export const useSubmitApplication = (id: number) =>
  useApiMutation(() => api.post<ApplicationSummary>(APPLICATION_PATHS.step(id, 'submit')), {
    invalidate: ['/api/leads'],
    errorToast: false,
  });
