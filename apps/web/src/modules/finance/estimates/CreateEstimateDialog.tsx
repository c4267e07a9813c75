import { useTranslation } from 'react-i18next';
import { createEstimateInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useEstimateWrites } from './api';
import { EstimateFields, blankEstimateLine } from './EstimateFields';

/** Creates an estimate for the student: a type, a course, lines. It owes nothing until paid. */
export function CreateEstimateDialog({
  studentId,
  open,
  onClose,
}: {
  studentId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { create } = useEstimateWrites(studentId);
  const f = useFormDialog(createEstimateInput, {
    open,
    onClose,
    values: () => ({ lines: [blankEstimateLine()] }),
    save: (body) => create.mutateAsync(body),
    toasts: {
      ok: t('Estimate created successfully', { ns: 'titles' }),
      failed: t('Failed to create the estimate. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      width={760}
      title={t('Create estimate', { ns: 'titles' })}
      okText={t('Create estimate', { ns: 'titles' })}
    >
      <EstimateFields form={f.form} required={f.required} />
    </FormModal>
  );
}
