import { apiUrl, useGet, type ApiAnswer } from '../../../app/client';

/** The student's transcript as the server declares it. */
export type TranscriptData = ApiAnswer<'get', '/api/students/{studentId}/transcript'>;
export type TranscriptStageRow = TranscriptData['stages'][number];
export type TranscriptClassRow = TranscriptStageRow['classes'][number];

export const useTranscript = (studentId: number) =>
  useGet('/api/students/{studentId}/transcript', { path: { studentId } });
/** The official transcript PDF (Transcript_<id>.pdf). */
export const transcriptPdfPath = (studentId: number) =>
  apiUrl('/api/students/{studentId}/transcript/pdf', { studentId });
