import { STUDENT_NOTE_KINDS, NOTE_TOASTS, type StudentNoteKind, type StudentTab } from '@caduceus/contracts';
import { RecordNotesTab } from '../../../../components/records/NotesTab';
import type { StudentTabProps } from '../registry';
import { studentNotesUrl, useNoteMutations } from './api';

const kindOf = (tab: StudentTab) => STUDENT_NOTE_KINDS.find((k) => k.tab === tab)!;

/**
 * A notes tab (Notes, Accounting Notes, Academic Advising): the student's notes of one type, newest
 * first, with who wrote them; staff with the write right add notes, the author or staff with the edit
 * right change one, staff with the delete right delete one (each as the server says per note).
 */
function NotesTab({ kind, studentId, header, rights }: StudentTabProps & { kind: StudentNoteKind }) {
  const staff = header.viewer === 'staff';
  const { create, update, remove } = useNoteMutations(kind, studentId);
  return (
    <RecordNotesTab
      kind={kind}
      path={studentNotesUrl(kind, studentId)}
      sortable
      changes
      canAdd={staff && rights.write}
      canChange={staff}
      save={(body, note) => (note ? update.mutateAsync({ id: note.id, body }) : create.mutateAsync(body))}
      remove={(id) => remove.mutateAsync(id)}
      toasts={{
        added: { ok: NOTE_TOASTS.added, failed: NOTE_TOASTS.addFailed },
        updated: { ok: NOTE_TOASTS.updated, failed: NOTE_TOASTS.updateFailed },
      }}
    />
  );
}

export const StudentNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('notes')} />;
export const AccountingNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('accountingNotes')} />;
export const AdvisingNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('med6Notes')} />;
export default StudentNotesTab;
