import {
  NOTE_TOASTS,
  studentNotesPath,
  type StudentNote,
  type StudentNoteInput,
  type StudentNoteKind,
} from '@caduceus/contracts';
import { api, useApiMutation } from '../../../../app/api';
import { toast } from '../../../../app/bridge';

/** The notes of one kind (tab) of a student: add, change and delete; lists refetch afterwards. */
export function useNoteMutations(kind: StudentNoteKind, studentId: number) {
  const path = studentNotesPath(kind, studentId);
  const invalidate = [path, `/api/students/${studentId}/activity-log`];
  return {
    create: useApiMutation((body: StudentNoteInput) => api.post<StudentNote>(path, body), {
      invalidate,
      errorToast: false,
    }),
    update: useApiMutation(
      ({ id, body }: { id: number; body: StudentNoteInput }) => api.put<StudentNote>(`${path}/${id}`, body),
      { invalidate, errorToast: false },
    ),
    remove: useApiMutation((id: number) => api.del<{ ok: true }>(`${path}/${id}`), {
      invalidate,
      errorToast: NOTE_TOASTS.deleteFailed,
      onSuccess: () => toast.success(NOTE_TOASTS.deleted),
    }),
  };
}
