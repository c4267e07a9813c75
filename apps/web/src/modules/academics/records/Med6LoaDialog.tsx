import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { ACADEMIC_RECORD_TOASTS, med6LoaDateInput, type Med6LoaDate } from '@caduceus/contracts';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useAcademicRecordWrites } from './api';

/** Sets the student's Med6 LOA date (at most a year ahead) and its note. */
export function Med6LoaDialog({
  studentId,
  current,
  onClose,
}: {
  studentId: number;
  /** the date as it stands; null: the dialog is closed */
  current: Med6LoaDate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { med6 } = useAcademicRecordWrites(studentId);
  const f = useFormDialog(med6LoaDateInput, {
    open: current !== null,
    onClose,
    source: current,
    values: () => (current?.loaDate ? { loaDate: current.loaDate, note: current.note ?? '' } : undefined),
    save: (body) => med6.mutateAsync(body),
    toasts: {
      ok: t(ACADEMIC_RECORD_TOASTS.med6Saved, { ns: 'titles' }),
      failed: t(ACADEMIC_RECORD_TOASTS.med6Failed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={t('Med6 LOA date', { ns: 'titles' })} okText={t('action.save')}>
      <DateItem id="med6-loaDate" name="loaDate" label={t('LOA date', { ns: 'titles' })} required />
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input.TextArea id="med6-note" maxLength={500} rows={3} />
      </Form.Item>
    </FormModal>
  );
}
