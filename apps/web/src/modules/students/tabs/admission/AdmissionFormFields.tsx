import type { ReactNode } from 'react';
import { Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CONTACT_RELATIONS,
  DISCLOSURE_QUESTIONS,
  LICENSURE_TEXT,
  MAX_TRANSFER_COURSES,
  MEMORANDUM_TEXT,
  REFERRAL_SOURCE_TABLE,
  STATEMENT_MAX,
  transferCreditsTotal,
  type AdmissionFormKey,
} from '@caduceus/contracts';
import { LookupSelect } from '../../../../components/LookupSelect';
import type { ZodForm } from '../../../../components/EditableCard';

const half = { xs: 24, md: 12 } as const;
const YES_NO = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
const RELATIONS = CONTACT_RELATIONS.map((r) => ({ value: r, label: r }));
type FieldsProps = { f: ZodForm; disabled: boolean };

function ContactFields({ f }: FieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="phone" label="Phone" required={f.required('phone')}>
          <Input name="phone" type="tel" maxLength={20} autoComplete="tel" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="alternatePhone" label="Alternate Phone">
          <Input name="alternatePhone" type="tel" maxLength={20} />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          Emergency contact
        </Typography.Title>
      </Col>
      <Col {...half}>
        <Form.Item name="emergencyName" label="Name" required={f.required('emergencyName')}>
          <Input name="emergencyName" maxLength={120} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="emergencyRelation" label="Relation" required={f.required('emergencyRelation')}>
          <Select id="emergencyRelation" options={RELATIONS} placeholder="Choose relation" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="emergencyPhone" label="Phone" required={f.required('emergencyPhone')}>
          <Input name="emergencyPhone" type="tel" maxLength={20} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="emergencyEmail" label="Email">
          <Input name="emergencyEmail" type="email" maxLength={254} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

function DisclosureFields({ f }: FieldsProps) {
  const values = Form.useWatch([], f.form) as Record<string, unknown> | undefined;
  const anyYes = DISCLOSURE_QUESTIONS.some((q) => values?.[q.key] === true);
  return (
    <>
      {DISCLOSURE_QUESTIONS.map((q) => (
        <Form.Item key={q.key} name={q.key} label={q.text} required>
          <Radio.Group options={YES_NO} />
        </Form.Item>
      ))}
      <Form.Item
        name="explanation"
        label="Explanation"
        required={anyYes}
        extra="Explain each Yes answer: what happened, when, and how it was resolved."
      >
        <Input.TextArea name="explanation" rows={4} showCount maxLength={2000} />
      </Form.Item>
      <Form.Item name="certified" valuePropName="checked" required>
        <Checkbox>I certify that my answers are true and complete.</Checkbox>
      </Form.Item>
    </>
  );
}

function LicensureFields({ f, disabled }: FieldsProps) {
  const countryId = Form.useWatch('intendedCountryId', f.form) as number | null | undefined;
  return (
    <>
      <Typography.Paragraph>{LICENSURE_TEXT}</Typography.Paragraph>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="intendedCountryId" label="Country where you intend to practise" required>
            <LookupSelect
              id="intendedCountryId"
              table="country"
              placeholder="Choose country"
              disabled={disabled}
              onChange={(v) => f.form.setFieldsValue({ intendedCountryId: v, intendedStateId: null })}
            />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="intendedStateId" label="State">
            <LookupSelect
              id="intendedStateId"
              table="state"
              disabled={disabled || !countryId}
              filter={countryId ? { country: countryId } : undefined}
              placeholder={countryId ? 'Choose state' : 'Choose a country first'}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="acknowledged" valuePropName="checked" required>
        <Checkbox>I have read and understand the licensing requirements above.</Checkbox>
      </Form.Item>
    </>
  );
}

function MemorandumFields({ f }: FieldsProps) {
  return (
    <>
      <Typography.Paragraph>{MEMORANDUM_TEXT}</Typography.Paragraph>
      <Form.Item name="accepted" valuePropName="checked" required>
        <Checkbox>I accept the Memorandum of Understanding.</Checkbox>
      </Form.Item>
      <Form.Item
        name="signature"
        label="Signature (type your full name)"
        required={f.required('signature')}
        style={{ maxWidth: 420 }}
      >
        <Input name="signature" maxLength={120} autoComplete="name" />
      </Form.Item>
    </>
  );
}

function StatementFields({ f }: FieldsProps) {
  return (
    <Form.Item
      name="statement"
      label="Personal statement"
      required={f.required('statement')}
      extra="Why medicine, what prepared you for it, and what kind of physician you want to become."
    >
      <Input.TextArea name="statement" rows={12} showCount maxLength={STATEMENT_MAX} />
    </Form.Item>
  );
}

function TransferCreditFields({ f, disabled }: FieldsProps) {
  const requests = Form.useWatch('requestsTransfer', f.form) as boolean | undefined;
  const courses = (Form.useWatch('courses', f.form) as { credits?: number }[] | undefined) ?? [];
  return (
    <>
      <Form.Item name="requestsTransfer" label="Do you ask for credit for courses taken elsewhere?" required>
        <Radio.Group options={YES_NO} />
      </Form.Item>
      {requests && (
        <>
          <Form.Item name="institution" label="Institution" required style={{ maxWidth: 560 }}>
            <Input name="institution" maxLength={200} autoComplete="off" />
          </Form.Item>
          <Form.List name="courses">
            {(fields, { add, remove }, { errors }) => (
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontSize: 14, fontWeight: 600 }}>Courses</legend>
                {fields.map((field, i) => (
                  <Row gutter={8} key={field.key} align="bottom">
                    <Col xs={24} md={12}>
                      <Form.Item name={[field.name, 'course']} label={`Course ${i + 1}`} required>
                        <Input maxLength={120} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={5}>
                      <Form.Item name={[field.name, 'credits']} label="Credits" required>
                        <InputNumber min={0.5} max={30} step={0.5} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={10} md={5}>
                      <Form.Item name={[field.name, 'grade']} label="Grade">
                        <Input maxLength={5} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={4} md={2}>
                      <Form.Item>
                        <Button
                          icon={<DeleteOutlined />}
                          aria-label={`Remove course ${i + 1}`}
                          onClick={() => remove(field.name)}
                          disabled={disabled}
                        />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Form.ErrorList errors={errors} />
                <Button
                  icon={<PlusOutlined />}
                  onClick={() => add({ course: '', credits: undefined, grade: '' })}
                  disabled={disabled || fields.length >= MAX_TRANSFER_COURSES}
                  style={{ margin: '8px 0 16px' }}
                >
                  Add course
                </Button>
                <Typography.Paragraph>
                  Credits requested:{' '}
                  <strong>{transferCreditsTotal(courses.map((c) => ({ credits: Number(c?.credits) || 0 })))}</strong>
                </Typography.Paragraph>
              </fieldset>
            )}
          </Form.List>
        </>
      )}
    </>
  );
}

function WhereYouHeardFields({ disabled }: FieldsProps) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="sourceId" label="How did you hear about us?" required>
          <LookupSelect id="sourceId" table={REFERRAL_SOURCE_TABLE} placeholder="Choose one" disabled={disabled} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="detail" label="Details" extra="e.g. the fair, the person or the site">
          <Input name="detail" maxLength={500} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export const FORM_FIELDS: Record<AdmissionFormKey, (p: FieldsProps) => ReactNode> = {
  contact: ContactFields,
  disclosure: DisclosureFields,
  licensure: LicensureFields,
  memorandum: MemorandumFields,
  statement: StatementFields,
  transferCredit: TransferCreditFields,
  whereYouHeard: WhereYouHeardFields,
};

/** What a form starts with before it was ever saved. */
export const FORM_DEFAULTS: Partial<Record<AdmissionFormKey, Record<string, unknown>>> = {
  transferCredit: { requestsTransfer: false, courses: [] },
};
