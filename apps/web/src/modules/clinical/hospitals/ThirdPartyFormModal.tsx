import { Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOSPITAL_TOASTS, thirdPartyInput, type ThirdParty } from '@caduceus/contracts';
import { FieldCol } from '../../../components/FieldCol';
import { FormModal } from '../../../components/FormModal';
import { useFormDialog } from '../../../components/useFormDialog';
import { useThirdPartyWrites } from '../api';

/** Add or edit a third party (a placement agency some hospitals are reached through). */
export function ThirdPartyFormModal({
  open,
  party,
  onClose,
}: {
  open: boolean;
  party: ThirdParty | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const { save } = useThirdPartyWrites();
  const f = useFormDialog(thirdPartyInput, {
    open,
    onClose,
    source: party?.id ?? null,
    values: () =>
      party
        ? {
            name: party.name,
            contactName: party.contactName ?? '',
            email: party.email ?? '',
            phone: party.phone ?? '',
            notes: party.notes ?? '',
            active: party.active,
          }
        : { active: true },
    save: (v) => save.mutateAsync({ ...v, id: party?.id }),
    toasts: {
      ok: t(party ? HOSPITAL_TOASTS.thirdPartyUpdated : HOSPITAL_TOASTS.thirdPartyAdded),
      failed: t(HOSPITAL_TOASTS.thirdPartySaveFailed),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={party ? t('Edit third party') : t('Add third party')}
      okText={party ? t('Save') : t('Add')}
      width={600}
    >
      <Row gutter={16}>
        <FieldCol name="name" label={t('Name')} required={f.required} wide>
          <Input id="third-party-name" maxLength={160} autoComplete="off" />
        </FieldCol>
        <FieldCol name="contactName" label={t('Contact')} required={f.required}>
          <Input id="third-party-contact" maxLength={160} autoComplete="off" />
        </FieldCol>
        <FieldCol name="email" label={t('Email')} required={f.required}>
          <Input id="third-party-email" type="email" maxLength={254} autoComplete="off" />
        </FieldCol>
        <FieldCol name="phone" label={t('Phone')} required={f.required}>
          <Input id="third-party-phone" maxLength={20} autoComplete="off" />
        </FieldCol>
        <FieldCol name="active" label={t('Active')} required={false} item={{ valuePropName: 'checked' }}>
          <Switch />
        </FieldCol>
        <FieldCol name="notes" label={t('Notes')} required={false} wide>
          <Input.TextArea id="third-party-notes" rows={3} maxLength={2000} showCount />
        </FieldCol>
      </Row>
    </FormModal>
  );
}
