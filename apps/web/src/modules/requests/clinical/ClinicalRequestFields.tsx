import { useTranslation } from 'react-i18next';
import { Col, Form, Row, Select, type FormInstance } from 'antd';
import type { TableDef } from '@caduceus/contracts';
import { RecordFields } from '../../../components/RecordForm';
import { useGet } from '../../../app/client';

/**
 * The clinical request's form: a hospital and one of the rotations it offers (the clinical office's offers,
 * not a control table), then the kind's other declared fields (preferred Monday, weeks, notes).
 */
export function ClinicalRequestFields({
  def,
  form,
  required,
}: {
  def: TableDef;
  form: FormInstance;
  required: (name: string) => boolean;
}) {
  const { t } = useTranslation();
  const choices = useGet('/api/clinical/rotation-choices', {});
  const hospitalId = Form.useWatch('hospitalId', form) as number | undefined;
  const hospitals = choices.data?.hospitals ?? [];
  const offers = hospitals.find((h) => h.id === hospitalId)?.offers ?? [];
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="hospitalId" label={t('Hospital', { ns: 'titles' })} required={required('hospitalId')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={choices.isPending}
              placeholder={t('Choose a hospital', { ns: 'titles' })}
              options={hospitals.map((h) => ({ value: h.id, label: h.name }))}
              onChange={() => form.setFieldValue('hospitalRotationId', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="hospitalRotationId"
            label={t('Rotation', { ns: 'titles' })}
            required={required('hospitalRotationId')}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!hospitalId}
              placeholder={
                hospitalId ? t('Choose a rotation', { ns: 'titles' }) : t('Choose a hospital first', { ns: 'titles' })
              }
              options={offers.map((o) => ({ value: o.id, label: o.rotationName }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <RecordFields
        def={def}
        form={form}
        required={required}
        fields={def.fields.filter((f) => f.key !== 'hospitalId' && f.key !== 'hospitalRotationId')}
      />
    </>
  );
}
