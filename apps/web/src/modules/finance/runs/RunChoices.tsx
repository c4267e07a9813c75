import { useTranslation } from 'react-i18next';
import { AutoComplete, Button, Checkbox, Col, Flex, Form, Row, Select, type FormInstance } from 'antd';
import { ArrowRightOutlined } from '@ant-design/icons';
import { INVOICE_RUN_TYPES, invoiceTypeLabel, type InvoiceRunKind } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { LookupSelect } from '../../../components/LookupSelect';
import { DateItem } from '../shared/DateItem';
import { formatMoney } from '../shared/money';
import { useIssuedChoices, useRunHeads } from './api';

/** Step 1's values as the form holds them (runRules.ts turns them into the run's body). */
export interface RunChoiceValues {
  type?: number;
  semesterId?: number | null;
  feeHeadIds?: number[];
  /** a clinical run: its one fee head and the period's last day */
  feeHeadId?: number | null;
  periodEnd?: string | null;
  feeGroupHeadId?: number | null;
  title?: string;
  invoiceDate?: string | null;
  dueDate?: string | null;
  courseId?: number | null;
  campusId?: number | null;
  stageId?: number | null;
  statusId?: number | null;
  startSemesterId?: number | null;
  billedOnly?: boolean;
}

/**
 * Step 1 of a run: the invoice type (of this kind of run), semester, fee heads (those the type's fee table prices,
 * with their amounts) or a fee group, title and dates; then which students (course, campus, stage, status, start
 * semester; only those billed this type by default).
 */
export function RunChoices({
  kind,
  form,
  onReview,
}: {
  kind: InvoiceRunKind;
  form: FormInstance<RunChoiceValues>;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const type = Form.useWatch('type', form);
  const heads = useRunHeads(type, kind);
  const clinical = kind === 'clinical';
  const used = useIssuedChoices(kind);
  const types = INVOICE_RUN_TYPES[kind];
  const col = { xs: 24, md: 12, lg: 8 };
  return (
    <Form form={form} layout="vertical" onFinish={onReview} initialValues={{ type: types[0], billedOnly: true }}>
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="type" label={t('Invoice type', { ns: 'titles' })} required>
            <Select
              id="type"
              showSearch
              optionFilterProp="label"
              options={types.map((n) => ({ value: n, label: translateTitle(invoiceTypeLabel(n)) }))}
              onChange={() => form.setFieldValue('feeHeadIds', [])}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="semesterId" label={t('Semester', { ns: 'titles' })} required>
            <LookupSelect table="semester" id="semesterId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="title" label={t('Title', { ns: 'titles' })} required>
            <AutoComplete
              id="title"
              maxLength={200}
              options={(used.data?.titles ?? []).map((v) => ({ value: v }))}
              filterOption={(input, o) =>
                String(o?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
        </Col>
        {clinical ? (
          <>
            <Col {...col}>
              <Form.Item name="feeHeadId" label={t('Fee head', { ns: 'titles' })} required>
                <Select
                  id="feeHeadId"
                  loading={heads.isLoading}
                  optionFilterProp="label"
                  options={(heads.data ?? []).map((h) => ({ value: h.feeHeadId, label: h.name }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6} lg={4}>
              <DateItem id="periodEnd" name="periodEnd" label={t('Weeks up to', { ns: 'titles' })} required />
            </Col>
          </>
        ) : (
          <>
            <Col {...col}>
              <Form.Item name="feeHeadIds" label={t('Fee heads', { ns: 'titles' })}>
                <Select
                  id="feeHeadIds"
                  mode="multiple"
                  loading={heads.isLoading}
                  optionFilterProp="label"
                  options={(heads.data ?? []).map((h) => ({
                    value: h.feeHeadId,
                    label: `${h.name} (${h.amounts.map(formatMoney).join(', ')})`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="feeGroupHeadId" label={t('Fee group', { ns: 'titles' })}>
                <LookupSelect table="fee-group-head" id="feeGroupHeadId" />
              </Form.Item>
            </Col>
          </>
        )}
        <Col xs={12} md={6} lg={4}>
          <DateItem id="invoiceDate" name="invoiceDate" label={t('Invoice date', { ns: 'titles' })} />
        </Col>
        <Col xs={12} md={6} lg={4}>
          <DateItem id="dueDate" name="dueDate" label={t('Due date', { ns: 'titles' })} required />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col {...col}>
          <Form.Item name="courseId" label={t('Course', { ns: 'titles' })}>
            <LookupSelect table="course" id="courseId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="campusId" label={t('Campus', { ns: 'titles' })}>
            <LookupSelect table="campus" id="campusId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="stageId" label={t('Stage', { ns: 'titles' })}>
            <LookupSelect table="stage" id="stageId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="statusId" label={t('Status', { ns: 'titles' })}>
            <LookupSelect table="student-status" id="statusId" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="startSemesterId" label={t('Start semester', { ns: 'titles' })}>
            <LookupSelect table="semester" id="startSemesterId" />
          </Form.Item>
        </Col>
        {!clinical && (
          <Col {...col}>
            <Form.Item name="billedOnly" valuePropName="checked" label=" ">
              <Checkbox id="billedOnly">{t('Only students billed this invoice type', { ns: 'titles' })}</Checkbox>
            </Form.Item>
          </Col>
        )}
      </Row>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" icon={<ArrowRightOutlined />} iconPosition="end">
          {t('Review', { ns: 'titles' })}
        </Button>
      </Flex>
    </Form>
  );
}
