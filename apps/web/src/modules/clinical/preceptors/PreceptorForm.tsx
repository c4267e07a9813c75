import { useEffect } from 'react';
import { Button, Card, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRECEPTOR_TITLES, PRECEPTOR_TOASTS, preceptorInput, type PreceptorDetail } from '@caduceus/contracts';
import { FieldCol } from '../../../components/FieldCol';
import { FormBody } from '../../../components/formShell';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useZodForm } from '../../../components/useZodForm';
import { useHospitalOptions, usePreceptorWrites } from '../api';

/** Add a preceptor (`preceptor` null, the hospital chosen ahead when given) or edit one, in place on the page. */
export function PreceptorForm({
  preceptor,
  hospitalId,
  onSaved,
}: {
  preceptor: PreceptorDetail | null;
  hospitalId?: number;
  onSaved: (p: PreceptorDetail) => void;
}) {
  const { t } = useTranslation('titles');
  const { save } = usePreceptorWrites();
  const hospitals = useHospitalOptions();
  const f = useZodForm(preceptorInput);
  const { reset } = f;
  useEffect(() => {
    reset(
      preceptor
        ? {
            hospitalId: preceptor.hospitalId,
            title: preceptor.title ?? undefined,
            firstName: preceptor.firstName,
            lastName: preceptor.lastName,
            speciality: preceptor.speciality ?? '',
            email: preceptor.email ?? '',
            phone: preceptor.phone ?? '',
            active: preceptor.active,
          }
        : { hospitalId, active: true },
    );
  }, [preceptor, hospitalId, reset]);
  const options = (hospitals.data?.items ?? []).map((h) => ({ value: h.value, label: h.label }));
  if (preceptor && !options.some((o) => o.value === preceptor.hospitalId))
    options.push({ value: preceptor.hospitalId, label: preceptor.hospitalName });

  const onSubmit = f.submit(async (data) => {
    let saved: PreceptorDetail | undefined;
    await saveWithToasts(
      async () => {
        saved = (await save.mutateAsync({ ...data, id: preceptor?.id })) as PreceptorDetail;
      },
      { ok: t(preceptor ? PRECEPTOR_TOASTS.updated : PRECEPTOR_TOASTS.added), failed: t(PRECEPTOR_TOASTS.saveFailed) },
    );
    if (saved) onSaved(saved);
  });

  return (
    <Card title={preceptor ? t('Edit preceptor') : t('New preceptor')}>
      <FormBody formError={f.formError} formProps={f.formProps} onSubmit={onSubmit}>
        <Row gutter={16}>
          <FieldCol name="hospitalId" label={t('Hospital')} required={f.required} wide>
            <Select
              id="preceptor-hospitalId"
              options={options}
              showSearch
              optionFilterProp="label"
              loading={hospitals.isPending}
              placeholder={t('Choose a hospital')}
            />
          </FieldCol>
          <FieldCol name="title" label={t('Title')} required={f.required}>
            <Select
              id="preceptor-title"
              allowClear
              showSearch
              options={PRECEPTOR_TITLES.map((v) => ({ value: v, label: v }))}
            />
          </FieldCol>
          <FieldCol name="speciality" label={t('Speciality')} required={f.required}>
            <Input id="preceptor-speciality" maxLength={120} />
          </FieldCol>
          <FieldCol name="firstName" label={t('First Name')} required={f.required}>
            <Input id="preceptor-firstName" maxLength={80} autoComplete="off" />
          </FieldCol>
          <FieldCol name="lastName" label={t('Last Name')} required={f.required}>
            <Input id="preceptor-lastName" maxLength={80} autoComplete="off" />
          </FieldCol>
          <FieldCol name="email" label={t('Email')} required={f.required}>
            <Input id="preceptor-email" type="email" maxLength={254} autoComplete="off" />
          </FieldCol>
          <FieldCol name="phone" label={t('Phone')} required={f.required}>
            <Input id="preceptor-phone" maxLength={20} autoComplete="off" />
          </FieldCol>
          <FieldCol name="active" label={t('Active')} required={false} item={{ valuePropName: 'checked' }}>
            <Switch />
          </FieldCol>
        </Row>
        <Button type="primary" htmlType="submit" loading={f.submitting}>
          {preceptor ? t('Save') : t('Add preceptor')}
        </Button>
      </FormBody>
    </Card>
  );
}
