import type { UseQueryResult } from '@tanstack/react-query';
import { queryString, useApiMutation } from '../../app/api';
import { apiUrl, call, useGet, type ApiAnswer, type RecordRef } from '../../app/client';

/** A record's document routes: the student's and the lead's have the same shapes (the server's record kit). */
const pathsOf = (owner: RecordRef) =>
  'studentId' in owner
    ? ({
        one: '/api/students/{studentId}/documents/{documentId}',
        file: '/api/students/{studentId}/documents/{documentId}/file',
        activate: '/api/students/{studentId}/documents/{documentId}/activate',
        deactivate: '/api/students/{studentId}/documents/{documentId}/deactivate',
        verify: '/api/students/{studentId}/documents/{documentId}/verify',
      } as const)
    : ({
        one: '/api/leads/{leadId}/documents/{documentId}',
        file: '/api/leads/{leadId}/documents/{documentId}/file',
        activate: '/api/leads/{leadId}/documents/{documentId}/activate',
        deactivate: '/api/leads/{leadId}/documents/{documentId}/deactivate',
        verify: '/api/leads/{leadId}/documents/{documentId}/verify',
      } as const);

/** The detail of one document of the owner's kind (a student's has its folder and category, a lead's its type). */
export type RecordDocumentDetailOf<O extends RecordRef> = O extends { studentId: number }
  ? ApiAnswer<'get', '/api/students/{studentId}/documents/{documentId}'>
  : ApiAnswer<'get', '/api/leads/{leadId}/documents/{documentId}'>;

/** A document's file (its current version unless `version`), inline (the browser shows it) or as a download. */
export const recordDocumentFileUrl = (owner: RecordRef, documentId: number, version?: number, inline = false) =>
  apiUrl(pathsOf(owner).file, { ...owner, documentId }) + queryString({ version, inline: inline || undefined });

/** One document with every version of its file (`id` null: none asked). */
export const useRecordDocument = <O extends RecordRef>(owner: O, id: number | null) =>
  // the owner's path answers the owner's detail (the union of both is what the compiler sees)
  useGet(pathsOf(owner).one, id ? { path: { ...owner, documentId: id } } : null) as UseQueryResult<
    RecordDocumentDetailOf<O>,
    Error
  >;

/** Activate or deactivate, verify or unverify a document; `invalidate`: what the owner refetches after. */
export function useRecordDocumentWrites(owner: RecordRef, invalidate: string[]) {
  const paths = pathsOf(owner);
  return {
    setActive: useApiMutation(
      ({ id, active }: { id: number; active: boolean }) =>
        call('post', active ? paths.activate : paths.deactivate, { path: { ...owner, documentId: id } }),
      { invalidate, errorToast: false },
    ),
    verify: useApiMutation(
      ({ id, verified }: { id: number; verified: boolean }) =>
        call('post', paths.verify, { path: { ...owner, documentId: id }, body: { verified } }),
      { invalidate, errorToast: false },
    ),
  };
}
