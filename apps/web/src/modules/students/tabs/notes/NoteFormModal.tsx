import { useEffect } from 'react';
import { Form, Input } from 'antd';
import { NOTE_MAX, NOTE_TOASTS, studentNoteInput, type StudentNote, type StudentNoteKind } from '@caduceus/contracts';
import { FormModal } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { useNoteMutations } from './api';

interface Props {
  kind: StudentNoteKind;
  studentId: number;
  open: boolean;
  /** the note to change; null adds one */
  note: StudentNote | null;
  onClose: () => void;
}

/** Add or edit a note: an optional subject and the text. */
export function NoteFormModal({ kind, studentId, open, note, onClose }: Props) {
  const { create, update } = useNoteMutations(kind, studentId);
  const f = useZodForm(studentNoteInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset(note ? { subject: note.subject ?? '', note: note.note } : {});
  }, [open, note, reset]);

  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(
      () => (note ? update.mutateAsync({ id: note.id, body }) : create.mutateAsync(body)),
      note
        ? { ok: NOTE_TOASTS.updated, failed: NOTE_TOASTS.updateFailed }
        : { ok: NOTE_TOASTS.added, failed: NOTE_TOASTS.addFailed },
    );
    onClose();
  });

  return (
    <FormModal
      open={open}
      title={note ? `Edit ${kind.singular}` : `Add ${kind.singular}`}
      okText={note ? 'Save' : 'Add Note'}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
      width={640}
    >
      <Form.Item name="subject" label="Subject" required={f.required('subject')}>
        <Input name="subject" maxLength={150} autoFocus />
      </Form.Item>
      <Form.Item name="note" label="Note" required={f.required('note')}>
        <Input.TextArea name="note" rows={8} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}
