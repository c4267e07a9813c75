import { AutoComplete, Input, Row, Select, Switch } from 'antd';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { HOSPITAL_TOASTS, hospitalInput, type Hospital } from '@caduceus/contracts';
import { FieldCol } from '../../../components/FieldCol';
import { FormDrawer } from '../../../components/FormDrawer';
import { LookupSelect } from '../../../components/LookupSelect';
import { useFormDialog } from '../../../components/useFormDialog';
import { useLookup } from '../../../components/useLookup';
import { useHospitalWrites, useThirdPartyOptions } from '../api';

const TEXT_FIELDS = [
  'name',
  'code',
  'address1',
  'address2',
  'city',
  'zip',
  'phone',
  'email',
  'website',
  'contactName',
  'replyToEmail',
  'notes',
] as const;

/** Add or edit a hospital: name, address, contact, reply-to address, third party. */
export function HospitalFormDrawer({
  open,
  hospital,
  onClose,
  onSaved,
}: {
  open: boolean;
  hospital: Hospital | null;
  onClose: () => void;
  onSaved?: (h: Hospital) => void;
}) {
  const { t } = useTranslation('titles');
  const { save } = useHospitalWrites();
  const parties = useThirdPartyOptions();
  const replyTo = useLookup('reply-to', {});
  const f = useFormDialog(hospitalInput, {
    open,
    onClose,
    source: hospital?.id ?? null,
    values: () =>
      hospital
        ? {
            ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, hospital[k] ?? ''])),
            stateId: hospital.stateId ?? undefined,
            countryId: hospital.countryId ?? undefined,
            thirdPartyId: hospital.thirdPartyId ?? undefined,
            active: hospital.active,
          }
        : { active: true },
    save: (v) => save.mutateAsync({ ...v, id: hospital?.id }),
    onSaved: (h) => onSaved?.(h as Hospital),
    toasts: {
      ok: t(hospital ? HOSPITAL_TOASTS.updated : HOSPITAL_TOASTS.added),
      failed: t(HOSPITAL_TOASTS.saveFailed),
    },
  });
  const countryId = Form.useWatch('countryId', f.formProps.form);
  const partyOptions = (parties.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }));
  if (hospital?.thirdPartyId && !partyOptions.some((o) => o.value === hospital.thirdPartyId))
    partyOptions.push({
      value: hospital.thirdPartyId,
      label: hospital.thirdPartyName ?? String(hospital.thirdPartyId),
    });
  const replyToOptions = (replyTo.data?.items ?? []).flatMap((i) => {
    const email = (i as { email?: unknown }).email;
    return typeof email === 'string' ? [{ value: email, label: `${i.label} <${email}>` }] : [];
  });

  return (
    <FormDrawer
      {...f.shell}
      title={hospital ? t('Edit hospital') : t('Add hospital')}
      okText={hospital ? t('Save') : t('Add')}
      width={720}
    >
      <Row gutter={16}>
        <FieldCol name="name" label={t('Hospital Name')} required={f.required}>
          <Input id="hospital-name" maxLength={160} autoComplete="off" />
        </FieldCol>
        <FieldCol name="code" label={t('Code')} required={f.required}>
          <Input id="hospital-code" maxLength={20} autoComplete="off" />
        </FieldCol>
        <FieldCol name="address1" label={t('Address Line 1')} required={f.required} wide>
          <Input id="hospital-address1" maxLength={200} />
        </FieldCol>
        <FieldCol name="address2" label={t('Address Line 2')} required={f.required} wide>
          <Input id="hospital-address2" maxLength={200} />
        </FieldCol>
        <FieldCol name="city" label={t('City')} required={f.required}>
          <Input id="hospital-city" maxLength={80} />
        </FieldCol>
        <FieldCol name="zip" label={t('Zip Code')} required={f.required}>
          <Input id="hospital-zip" maxLength={10} />
        </FieldCol>
        <FieldCol name="countryId" label={t('Country')} required={f.required}>
          <LookupSelect id="hospital-countryId" table="country" currentLabel={hospital?.countryName} />
        </FieldCol>
        <FieldCol name="stateId" label={t('State')} required={f.required}>
          <LookupSelect
            id="hospital-stateId"
            table="state"
            filter={countryId ? { country: countryId } : undefined}
            currentLabel={hospital?.stateName}
          />
        </FieldCol>
        <FieldCol name="phone" label={t('Phone')} required={f.required}>
          <Input id="hospital-phone" maxLength={20} autoComplete="off" />
        </FieldCol>
        <FieldCol name="email" label={t('Email')} required={f.required}>
          <Input id="hospital-email" type="email" maxLength={254} autoComplete="off" />
        </FieldCol>
        <FieldCol name="contactName" label={t('Contact')} required={f.required}>
          <Input id="hospital-contactName" maxLength={160} autoComplete="off" />
        </FieldCol>
        <FieldCol name="website" label={t('Website')} required={f.required}>
          <Input id="hospital-website" maxLength={200} autoComplete="off" />
        </FieldCol>
        <FieldCol name="replyToEmail" label={t('Reply-To Email')} required={f.required}>
          <AutoComplete id="hospital-replyToEmail" options={replyToOptions} allowClear />
        </FieldCol>
        <FieldCol name="thirdPartyId" label={t('Third Party')} required={f.required}>
          <Select id="hospital-thirdPartyId" options={partyOptions} allowClear showSearch optionFilterProp="label" />
        </FieldCol>
        <FieldCol name="active" label={t('Active')} required={false} item={{ valuePropName: 'checked' }}>
          <Switch />
        </FieldCol>
        <FieldCol name="notes" label={t('Notes')} required={false} wide>
          <Input.TextArea id="hospital-notes" rows={3} maxLength={2000} showCount />
        </FieldCol>
      </Row>
    </FormDrawer>
  );
}
