import { DatePicker, Input, Row, Switch } from 'antd';
import { FAIR_TOASTS, fairInput, type Fair } from '@caduceus/contracts';
import { FieldCol } from '../../../../components/FieldCol';
import { FormModal } from '../../../../components/FormModal';
import { dateItemProps, SHOWN_DATE } from '../../../../components/records/fields';
import { LookupSelect } from '../../../../components/LookupSelect';
import { useFormDialog } from '../../../../components/useFormDialog';
import { useCreateFair, useUpdateFair } from '../api';

/** Add or edit a college fair. */
export function FairFormModal({ open, fair, onClose }: { open: boolean; fair: Fair | null; onClose: () => void }) {
  const create = useCreateFair();
  const update = useUpdateFair();
  const f = useFormDialog(fairInput, {
    open,
    onClose,
    // keyed on the id: a refetch of the same fair must not wipe what was typed
    source: fair?.id ?? null,
    values: () =>
      fair
        ? {
            name: fair.name,
            fairDate: fair.fairDate,
            city: fair.city ?? '',
            country: fair.country ?? undefined,
            organiser: fair.organiser ?? '',
            notes: fair.notes ?? '',
            active: fair.active,
          }
        : { active: true },
    save: (values) => (fair ? update.mutateAsync({ id: fair.id, ...values }) : create.mutateAsync(values)),
    toasts: fair
      ? { ok: FAIR_TOASTS.updated, failed: FAIR_TOASTS.updateFailed }
      : { ok: FAIR_TOASTS.added, failed: FAIR_TOASTS.addFailed },
  });

  return (
    <FormModal
      title={fair ? `Edit fair: ${fair.name}` : 'Add fair'}
      okText={fair ? 'Save' : 'Add'}
      {...f.shell}
      width={640}
    >
      <Row gutter={16}>
        <FieldCol name="name" label="Fair Name" required={f.required} wide>
          <Input name="name" maxLength={200} autoComplete="off" />
        </FieldCol>
        <FieldCol name="fairDate" label="Fair Date" required={f.required} item={dateItemProps}>
          <DatePicker format={SHOWN_DATE} placeholder={SHOWN_DATE} style={{ width: '100%' }} />
        </FieldCol>
        <FieldCol name="city" label="Location" required={false}>
          <Input name="city" maxLength={200} autoComplete="off" placeholder="City or venue" />
        </FieldCol>
        <FieldCol name="country" label="Country" required={false}>
          <LookupSelect table="country" placeholder="Choose country" currentLabel={fair?.countryLabel} />
        </FieldCol>
        <FieldCol name="organiser" label="Organiser" required={false}>
          <Input name="organiser" maxLength={200} autoComplete="off" />
        </FieldCol>
        <FieldCol name="notes" label="Notes" required={false} wide>
          <Input.TextArea name="notes" rows={3} showCount maxLength={2000} />
        </FieldCol>
        <FieldCol name="active" label="Active" required={false} wide item={{ valuePropName: 'checked' }}>
          <Switch />
        </FieldCol>
      </Row>
    </FormModal>
  );
}
