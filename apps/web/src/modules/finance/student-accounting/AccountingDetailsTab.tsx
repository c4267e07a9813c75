import { Alert, Col, Flex, Form, Row, Select } from 'antd';
import {
  INVOICE_TYPES,
  INVOICE_TYPES_LABEL,
  STUDENT_ACCOUNTING_INFO_FIELDS,
  STUDENT_ACCOUNTING_INFO_FORM,
  STUDENT_ACCOUNTING_OTHER_FORM,
  STUDENT_ACCOUNTING_TOASTS,
  studentAccountingInfoInput,
  studentAccountingOtherInput,
  type StudentAccounting,
} from '@caduceus/contracts';
import { QueryState } from '../../../components/QueryState';
import { RecordFields } from '../../../components/RecordForm';
import { formatDateTime } from '../../../components/format';
import { formatFieldValue } from '../../../components/fieldFormat';
import { EditableCard, valuesOf, type ViewItem, type ZodForm } from '../../../components/EditableCard';
import { InvoiceFinancialTag, invoiceTypesText } from '../../students';
import type { StudentTabProps } from '../../students';
import { useAccountingWrites, useStudentAccounting } from './api';
import { FinancialStatusCard } from './FinancialStatusCard';
import { LoansCard, MalpracticeCard } from '../extras/LoansInsuranceCards';

const F = STUDENT_ACCOUNTING_INFO_FIELDS;
/** The record as the form kit reads it: each dropdown's held row named under `<key>Label`. */
const recordOf = (v: StudentAccounting) => ({
  ...v,
  scholarshipIdLabel: v.scholarshipLabel,
  financialAidIdLabel: v.financialAidLabel,
});
const show = (key: keyof typeof F, v: StudentAccounting) => formatFieldValue(F[key], v[key], recordOf(v)) || null;
const lastChanged = (v: StudentAccounting) =>
  v.updatedAt ? `${formatDateTime(v.updatedAt)}${v.updatedByName ? ` (${v.updatedByName})` : ''}` : null;

function infoView(v: StudentAccounting): ViewItem[] {
  return [
    { label: F.invoiceFinancialStatus.label, value: <InvoiceFinancialTag value={v.invoiceFinancialStatus} /> },
    { label: INVOICE_TYPES_LABEL, value: invoiceTypesText(v.invoiceTypes) || null },
    {
      label: F.paymentPlan.label,
      value:
        v.paymentPlan === 'installments'
          ? `${show('paymentPlan', v)} (${v.installments ?? '?'})`
          : show('paymentPlan', v),
    },
    { label: F.scholarshipId.label, value: show('scholarshipId', v) },
    { label: F.financialAidId.label, value: show('financialAidId', v) },
    { label: F.sponsor.label, value: show('sponsor', v) },
    { label: F.billingEmail.label, value: show('billingEmail', v) },
    { label: F.tuitionLockedAmount.label, value: show('tuitionLockedAmount', v) },
    { label: 'Last changed', value: lastChanged(v) },
  ];
}

/** The main form: the declared fields, the invoice types (several), the number of installments only for an installment plan. */
function InfoFields({ f, record }: { f: ZodForm; record: Record<string, unknown> }) {
  const plan = Form.useWatch('paymentPlan', f.form) as string | undefined;
  const fields = STUDENT_ACCOUNTING_INFO_FORM.fields.filter((d) => d.key !== 'installments' || plan === 'installments');
  return (
    <>
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item
            name="invoiceTypes"
            label={INVOICE_TYPES_LABEL}
            extra="The invoice types the student is billed under"
          >
            <Select
              id="invoiceTypes"
              mode="multiple"
              allowClear
              placeholder="Choose invoice types"
              showSearch={{ optionFilterProp: 'label' }}
              options={INVOICE_TYPES.map((o) => ({ value: o.value, label: o.label }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <RecordFields
        def={STUDENT_ACCOUNTING_INFO_FORM}
        fields={fields}
        form={f.form}
        required={f.required}
        record={record}
      />
    </>
  );
}

/** accounting-details (staff): the student's accounting info and other info, each viewed and edited on its own card. */
export default function AccountingDetailsTab({ studentId, readOnly, rights }: StudentTabProps) {
  const accounting = useStudentAccounting(studentId);
  const save = useAccountingWrites(studentId);
  return (
    <QueryState query={accounting}>
      {(v) => (
        <Flex vertical gap={16}>
          {!v.recorded && (
            <Alert
              type="info"
              showIcon
              title="No accounting information has been saved for this student yet; the defaults are shown."
            />
          )}
          <FinancialStatusCard studentId={studentId} readOnly={readOnly} />
          <EditableCard
            title="Accounting Information"
            schema={studentAccountingInfoInput}
            initial={valuesOf(v, studentAccountingInfoInput)}
            readOnly={readOnly}
            view={infoView(v)}
            fields={(f) => <InfoFields f={f} record={recordOf(v)} />}
            onSave={(data) => save.info.mutateAsync(data)}
            toasts={{ ok: STUDENT_ACCOUNTING_TOASTS.infoSaved, failed: STUDENT_ACCOUNTING_TOASTS.saveFailed }}
          />
          <EditableCard
            title="Other Information"
            schema={studentAccountingOtherInput}
            initial={valuesOf(v, studentAccountingOtherInput)}
            readOnly={readOnly}
            view={[
              ...STUDENT_ACCOUNTING_OTHER_FORM.fields.map((d) => ({
                label: d.label,
                value: formatFieldValue(d, v[d.key as keyof StudentAccounting]) || null,
              })),
            ]}
            fields={(f) => <RecordFields def={STUDENT_ACCOUNTING_OTHER_FORM} form={f.form} required={f.required} />}
            onSave={(data) => save.other.mutateAsync(data)}
            toasts={{ ok: STUDENT_ACCOUNTING_TOASTS.otherSaved, failed: STUDENT_ACCOUNTING_TOASTS.saveFailed }}
          />
          <LoansCard studentId={studentId} readOnly={readOnly} rights={rights} />
          <MalpracticeCard studentId={studentId} readOnly={readOnly} rights={rights} />
        </Flex>
      )}
    </QueryState>
  );
}
