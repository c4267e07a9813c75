import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { REQUEST_TOASTS, requestMoveWithNoteInput } from '@caduceus/contracts';
import { translateTitle } from '../../app/i18n';
import { FormModal } from '../../components/FormModal';
import { useFormDialog } from '../../components/useFormDialog';

export interface PendingMove {
  to: string;
  action: string;
  note: boolean;
}

/** A move that needs a note (a rejection's reason, an appeal's conditions): asks for it, then makes the move. */
export function MoveDialog({
  move,
  save,
  onClose,
}: {
  move: PendingMove | null;
  save: (body: { to: string; note: string | null }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormDialog(requestMoveWithNoteInput, {
    open: move !== null,
    onClose,
    source: move,
    values: () => ({ to: move?.to ?? '', note: '' }),
    save: (body) => save({ to: body.to, note: body.note }),
    toasts: { ok: t(REQUEST_TOASTS.moved, { ns: 'titles' }), failed: t(REQUEST_TOASTS.moveFailed, { ns: 'titles' }) },
  });
  return (
    <FormModal {...f.shell} title={translateTitle(move?.action ?? '')} okText={translateTitle(move?.action ?? '')}>
      <Form.Item name="to" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="note" label={t('Note', { ns: 'titles' })} required>
        <Input.TextArea id="note" rows={4} maxLength={2000} showCount />
      </Form.Item>
    </FormModal>
  );
}
