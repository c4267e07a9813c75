import { Form, Select, Typography } from 'antd';
import {
  BULK_ACCOUNTING_FIELDS,
  INVOICE_TYPES,
  INVOICE_TYPES_LABEL,
  STUDENT_ACCOUNTING_INFO_FORM,
} from '@caduceus/contracts';
import type { ZodForm } from '../../../components/EditableCard';
import { RecordFields } from '../../../components/RecordForm';

const BULK_FIELDS = STUDENT_ACCOUNTING_INFO_FORM.fields.filter((d) =>
  (BULK_ACCOUNTING_FIELDS as readonly string[]).includes(d.key),
);

/** The values a bulk accounting update sets: blank ones are left as they are on each student. */
export default function AccountingValues({ f }: { f: ZodForm }) {
  const plan = Form.useWatch('paymentPlan', f.form) as string | undefined;
  return (
    <>
      <Typography.Paragraph type="secondary">
        Fill in only what should change; fields left blank keep each student&apos;s own value.
      </Typography.Paragraph>
      <Form.Item name="invoiceTypes" label={INVOICE_TYPES_LABEL}>
        <Select
          id="invoiceTypes"
          mode="multiple"
          allowClear
          placeholder="Leave as they are"
          showSearch={{ optionFilterProp: 'label' }}
          options={INVOICE_TYPES.map((o) => ({ value: o.value, label: o.label }))}
        />
      </Form.Item>
      <RecordFields
        def={STUDENT_ACCOUNTING_INFO_FORM}
        fields={BULK_FIELDS.filter((d) => d.key !== 'installments' || plan === 'installments')}
        form={f.form}
        required={f.required}
      />
    </>
  );
}
