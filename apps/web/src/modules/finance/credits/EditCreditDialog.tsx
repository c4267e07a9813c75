import { useTranslation } from 'react-i18next';
import { Form, Input } from 'antd';
import { creditCreatedOnInput, creditReferenceInput } from '@caduceus/contracts';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { DateItem } from '../shared/DateItem';
import { useCreditWrites, type CreditRow } from './api';

/** Which part of a credit is changed: the day it was created on, or its reference number. */
export type CreditEdit = { field: 'createdOn' | 'reference'; credit: CreditRow };

/** Changes a credit's created-on day (not in the future: the server says so on the field) or its reference. */
export function EditCreditDialog({
  studentId,
  target,
  onClose,
}: {
  studentId: number;
  target: CreditEdit | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const writes = useCreditWrites(studentId);
  const open = target !== null;
  const dateForm = useFormDialog(creditCreatedOnInput, {
    open: open && target.field === 'createdOn',
    onClose,
    source: target,
    values: () => ({ createdOn: target?.credit.createdOn.slice(0, 10) }),
    save: (body) => writes.createdOn.mutateAsync({ creditId: target!.credit.id, createdOn: body.createdOn }),
    toasts: {
      ok: t('Created-on Date Updated Successfully', { ns: 'titles' }),
      failed: t('Failed to update the created-on date. Try again!', { ns: 'titles' }),
    },
  });
  const referenceForm = useFormDialog(creditReferenceInput, {
    open: open && target.field === 'reference',
    onClose,
    source: target,
    values: () => ({ reference: target?.credit.reference ?? '' }),
    save: (body) => writes.reference.mutateAsync({ creditId: target!.credit.id, reference: body.reference }),
    toasts: {
      ok: t('Reference Number Updated Successfully', { ns: 'titles' }),
      failed: t('Failed to update the reference number. Try again!', { ns: 'titles' }),
    },
  });
  const id = target?.credit.id ?? '';
  return (
    <>
      <FormModal
        {...dateForm.shell}
        title={t('Change the created-on date of credit {{id}}', { ns: 'titles', id })}
        okText={t('action.save')}
      >
        <DateItem
          id="credit-edit-createdOn"
          name="createdOn"
          label={t('Created on', { ns: 'titles' })}
          required={dateForm.required('createdOn')}
        />
      </FormModal>
      <FormModal
        {...referenceForm.shell}
        title={t('Change the reference of credit {{id}}', { ns: 'titles', id })}
        okText={t('action.save')}
      >
        <Form.Item
          name="reference"
          label={t('Reference number', { ns: 'titles' })}
          required={referenceForm.required('reference')}
        >
          <Input id="credit-edit-reference" maxLength={100} autoComplete="off" />
        </Form.Item>
      </FormModal>
    </>
  );
}
