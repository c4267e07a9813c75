import { useTranslation } from 'react-i18next';
import { Checkbox, Form, Input, Typography } from 'antd';
import { REQUEST_TOASTS, requestMoveWithNoteInput, requestSignInput } from '@caduceus/contracts';
import { translateTitle } from '../../app/i18n';
import { FormModal } from '../../components/FormModal';
import { useFormDialog } from '../../components/useFormDialog';

export interface PendingMove {
  to: string;
  action: string;
  note: boolean;
  /** signed electronically (an appeal's conditions) */
  signature: boolean;
  /** what is signed */
  conditions: string | null;
}

export interface MoveBody {
  to: string;
  note: string | null;
  signature?: string;
  accept?: boolean;
}

/**
 * A move that needs more than a click: a note (a rejection's reason, an appeal's conditions), or the student's
 * electronic signature of the conditions she was granted (her full name typed, the conditions accepted).
 */
export function MoveDialog({
  move,
  save,
  onClose,
}: {
  move: PendingMove | null;
  save: (body: MoveBody) => Promise<unknown>;
  onClose: () => void;
}) {
  return move?.signature ? (
    <SignDialog move={move} save={save} onClose={onClose} />
  ) : (
    <NoteDialog move={move} save={save} onClose={onClose} />
  );
}

function NoteDialog({
  move,
  save,
  onClose,
}: {
  move: PendingMove | null;
  save: (body: MoveBody) => Promise<unknown>;
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

function SignDialog({
  move,
  save,
  onClose,
}: {
  move: PendingMove;
  save: (body: MoveBody) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const f = useFormDialog(requestSignInput, {
    open: true,
    onClose,
    source: move,
    values: () => ({ to: move.to, signature: '', accept: false }),
    save: (body) => save({ to: body.to, note: null, signature: body.signature, accept: body.accept }),
    toasts: { ok: t(REQUEST_TOASTS.signed), failed: t(REQUEST_TOASTS.moveFailed) },
  });
  return (
    <FormModal {...f.shell} title={translateTitle(move.action)} okText={t('Sign')}>
      <Form.Item name="to" hidden>
        <Input />
      </Form.Item>
      <Typography.Title level={3} style={{ fontSize: 14 }}>
        {t('The conditions')}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} aria-label={t('The conditions')}>
        {move.conditions ?? '—'}
      </Typography.Paragraph>
      <Form.Item
        name="signature"
        label={t('Type your full name to sign')}
        extra={t('Your typed name is your signature; it is kept with the date and time.')}
        required
      >
        <Input id="signature" maxLength={200} autoComplete="name" />
      </Form.Item>
      <Form.Item name="accept" valuePropName="checked" required>
        <Checkbox id="accept">{t('I have read these conditions and accept them')}</Checkbox>
      </Form.Item>
    </FormModal>
  );
}
