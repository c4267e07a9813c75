import { NOTE_TOASTS, type StudentNoteInput, type StudentNoteKind } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { apiUrl, call, listUrl } from '../../../../app/client';

/** Each note kind's list as the server declares it (contracts' kinds name them by their tab). */
function notesPath(kind: StudentNoteKind) {
  switch (kind.tab) {
    case 'notes':
      return '/api/students/{studentId}/notes';
    case 'accountingNotes':
      return '/api/students/{studentId}/accounting-notes';
    case 'med6Notes':
      return '/api/students/{studentId}/advising-notes';
    default:
      throw new Error(`No notes API for the ${kind.tab} tab`);
  }
}
const notePath = (kind: StudentNoteKind) => `${notesPath(kind)}/{noteId}` as const;
/** The list of one kind of a student's notes (the tab's DataTable). */
export const studentNotesUrl = (kind: StudentNoteKind, studentId: number) => listUrl(notesPath(kind), { studentId });

/** The notes of one kind (tab) of a student: add, change and delete; lists refetch afterwards. */
export function useNoteMutations(kind: StudentNoteKind, studentId: number) {
  const invalidate = [
    studentNotesUrl(kind, studentId),
    apiUrl('/api/students/{studentId}/activity-log', { studentId }),
  ];
  return {
    create: useApiMutation((body: StudentNoteInput) => call('post', notesPath(kind), { path: { studentId }, body }), {
      invalidate,
      errorToast: false,
    }),
    update: useApiMutation(
      ({ id, body }: { id: number; body: StudentNoteInput }) =>
        call('put', notePath(kind), { path: { studentId, noteId: id }, body }),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => call('delete', notePath(kind), { path: { studentId, noteId: id } }), {
      invalidate,
      errorToast: NOTE_TOASTS.deleteFailed,
      onSuccess: () => toast.success(NOTE_TOASTS.deleted),
    }),
  };
}
