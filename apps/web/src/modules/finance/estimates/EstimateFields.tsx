import { useTranslation } from 'react-i18next';
import { Button, Col, Flex, Form, Input, Row, Select, Tooltip, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ESTIMATE_COURSES, ESTIMATE_TYPES, formatCents } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { LookupSelect } from '../../../components/LookupSelect';
import { linesTotalCents } from '../invoices/invoiceRules';

const MAX_LINES = 50;
export type EstimateLine = { description?: string; amount?: string };
export const blankEstimateLine = (): EstimateLine => ({ description: '', amount: '' });

/**
 * An estimate's fields: its type and course (contracts' option lists), an optional semester and note, and its
 * lines (a description and an amount each), with the total as typed. The student's dialog and the accounting
 * office's bulk screen share them.
 */
export function EstimateFields({ form, required }: { form: FormInstance; required: (name: string) => boolean }) {
  const { t } = useTranslation();
  const lines = Form.useWatch('lines', form) as EstimateLine[] | undefined;
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
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, i) => (
              <Flex
                key={field.key}
                gap={8}
                align="start"
                wrap
                role="group"
                aria-label={t('Line {{n}}', { ns: 'titles', n: i + 1 })}
              >
                <Form.Item name={[field.name, 'description']} style={{ flex: 1, minWidth: 200, marginBottom: 8 }}>
                  <Input
                    id={`lines_${i}_description`}
                    aria-label={t('Line {{n}} description', { ns: 'titles', n: i + 1 })}
                    placeholder={t('Description', { ns: 'titles' })}
                    maxLength={200}
                  />
                </Form.Item>
                <Form.Item name={[field.name, 'amount']} style={{ width: 160, marginBottom: 8 }}>
                  <Input
                    id={`lines_${i}_amount`}
                    aria-label={t('Line {{n}} amount', { ns: 'titles', n: i + 1 })}
                    placeholder="0.00" // i18n-ignore: a sample amount
                    inputMode="decimal"
                    prefix="$"
                    autoComplete="off"
                  />
                </Form.Item>
                <Tooltip title={t('Remove line {{n}}', { ns: 'titles', n: i + 1 })}>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('Remove line {{n}}', { ns: 'titles', n: i + 1 })}
                    disabled={fields.length === 1}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Flex>
            ))}
            <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 8 }}>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_LINES}
                onClick={() => add(blankEstimateLine())}
              >
                {t('Add line', { ns: 'titles' })}
              </Button>
              <Typography.Text strong aria-live="polite">
                {t('Total {{total}}', { ns: 'titles', total: formatCents(linesTotalCents(lines)) })}
              </Typography.Text>
            </Flex>
          </>
        )}
      </Form.List>
    </>
  );
}
