import { useTranslation } from 'react-i18next';
import { Col, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { ESTIMATE_COURSES, ESTIMATE_TYPES } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { LookupSelect } from '../../../components/LookupSelect';
import { MoneyLines } from '../shared/MoneyLines';

export type EstimateLine = { description?: string; amount?: string };
export const blankEstimateLine = (): EstimateLine => ({ description: '', amount: '' });

/**
 * An estimate's fields: its type and course (contracts' option lists), an optional semester and note, and its
 * lines (a description and an amount each), with the total as typed. The student's dialog and the accounting
 * office's bulk screen share them.
 */
export function EstimateFields({ form, required }: { form: FormInstance; required: (name: string) => boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('Estimate type', { ns: 'titles' })} required={required('type')}>
            <Select
              id="type"
              showSearch={{ optionFilterProp: 'label' }}
              options={ESTIMATE_TYPES.map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
              placeholder={t('Choose an estimate type', { ns: 'titles' })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="course" label={t('Course', { ns: 'titles' })} required={required('course')}>
            <Select
              id="course"
              showSearch={{ optionFilterProp: 'label' }}
              options={ESTIMATE_COURSES.map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
              placeholder={t('Choose a course', { ns: 'titles' })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })}>
            <LookupSelect table="semester" id="semesterId" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
            <Input id="note" maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t('Lines', { ns: 'titles' })}
      </Typography.Title>
      <MoneyLines form={form} noun="line" blank={blankEstimateLine} />
    </>
  );
}
