import { useEffect, useRef, useState } from 'react';
import { Button, Card, Col, Flex, Form, Input, InputNumber, Radio, Row, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  CONTACT_TOASTS,
  EDUCATION_FIRST_YEAR,
  MAX_EDUCATION_ENTRIES,
  PAYERS,
  PAYER_LABELS,
  billingInfoInput,
  educationInput,
  educationLastYear,
  formatPhone,
  type BillingInfoView,
  type EducationEntry,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormModal } from '../../../../components/FormModal';
import { QueryState } from '../../../../components/QueryState';
import { RowActions } from '../../../../components/RowActions';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { EditableCard, valuesOf, type ViewItem, type ZodForm } from '../../../../components/EditableCard';
import { AddressFields } from '../../../../components/records/fields';
import type { StudentTabProps } from '../registry';
import { useBilling, useEducationAt, useEducationWrites, useSaveBilling } from './api';
import type { RecordRef } from '../../../../app/client';

const PAYER_OPTIONS = PAYERS.map((p) => ({ value: p, label: PAYER_LABELS[p] }));

/** The billing card's read view (the student's and the lead's). */
export function billingView(
  v: Pick<BillingInfoView, 'billing' | 'billingContact'>,
  noContact = 'None (see Billing Contact)',
): ViewItem[] {
  const b = v.billing;
  const c = v.billingContact;
  return [
    { label: 'Paid by', value: b ? PAYER_LABELS[b.payer] : 'Not recorded yet' },
    { label: 'Sponsor / Lender', value: b?.sponsorName },
    {
      label: 'Billing Address',
      value: b
        ? [b.address1, b.address2, b.city, b.stateLabel, b.zip, b.countryLabel].filter(Boolean).join(', ')
        : null,
    },
    {
      label: 'Billing Contact',
      value: c ? `${c.name} (${c.relation}), ${c.email}, ${formatPhone(c.phone)}` : noContact,
    },
    {
      label: 'Last changed',
      value: b ? `${formatDateTime(b.updatedAt)}${b.updatedByName ? ` (${b.updatedByName})` : ''}` : null,
    },
  ];
}

export function BillingFields({ f, labels }: { f: ZodForm; labels: Record<string, string | null> }) {
  const payer = Form.useWatch('payer', f.form) as string | undefined;
  const sponsored = payer === 'Sponsor' || payer === 'Loan';
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="payer" label="Paid by" required>
            <Radio.Group options={PAYER_OPTIONS} optionType="button" />
          </Form.Item>
        </Col>
        {sponsored && (
          <Col xs={24} md={12}>
            <Form.Item name="sponsorName" label={payer === 'Loan' ? 'Lender' : 'Sponsor'} required>
              <Input name="sponsorName" maxLength={120} autoComplete="off" />
            </Form.Item>
          </Col>
        )}
      </Row>
      <AddressFields required={f.required} labels={labels} form={f.form} />
    </>
  );
}

function EducationFormModal({
  owner,
  open,
  entry,
  onClose,
}: {
  owner: RecordRef;
  open: boolean;
  entry: EducationEntry | null;
  onClose: () => void;
}) {
  const { create, update } = useEducationWrites(owner);
  const f = useZodForm(educationInput);
  const { reset } = f;
  const latest = useRef(entry);
  latest.current = entry;
  const entryId = entry?.id ?? null;
  useEffect(() => {
    if (!open) return;
    const e = latest.current;
    reset(
      e
        ? {
            institution: e.institution,
            degree: e.degree,
            field: e.field ?? '',
            fromYear: e.fromYear,
            toYear: e.toYear,
            gpa: e.gpa ?? '',
          }
        : {},
    );
  }, [open, entryId, reset]);

  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(
      async () => {
        if (entry) await update.mutateAsync({ id: entry.id, body: values });
        else await create.mutateAsync(values);
      },
      {
        ok: entry ? CONTACT_TOASTS.educationUpdated : CONTACT_TOASTS.educationAdded,
        failed: CONTACT_TOASTS.educationSaveFailed,
      },
    );
    onClose();
  });
  const years = { min: EDUCATION_FIRST_YEAR, max: educationLastYear(), precision: 0, style: { width: '100%' } };
  return (
    <FormModal
      open={open}
      title={entry ? `Edit: ${entry.institution}` : 'Add educational information'}
      okText={entry ? 'Save' : 'Add'}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
      width={640}
    >
      <Form.Item name="institution" label="Institution" required={f.required('institution')}>
        <Input name="institution" maxLength={200} autoComplete="off" autoFocus />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="degree" label="Degree" required={f.required('degree')}>
            <Input name="degree" maxLength={120} autoComplete="off" placeholder="e.g. BSc" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="field" label="Field of Study">
            <Input name="field" maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="fromYear" label="From (year)" required={f.required('fromYear')}>
            <InputNumber id="fromYear" {...years} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="toYear" label="To (year)">
            <InputNumber id="toYear" {...years} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="gpa" label="GPA">
            <Input name="gpa" maxLength={5} autoComplete="off" inputMode="decimal" placeholder="e.g. 3.75" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

/** The educational background of a record (the student's or the lead's): a list with add, edit and delete. */
export function EducationCard({
  owner,
  canAdd,
  canEdit,
  canDelete,
}: {
  owner: RecordRef;
  canAdd: boolean;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const education = useEducationAt(owner);
  const { remove } = useEducationWrites(owner);
  const [form, setForm] = useState<{ entry: EducationEntry | null } | null>(null);
  const full = (education.data?.items.length ?? 0) >= MAX_EDUCATION_ENTRIES;
  const columns: ColumnsType<EducationEntry> = [
    { title: 'Institution', dataIndex: 'institution', key: 'institution' },
    { title: 'Degree', dataIndex: 'degree', key: 'degree', width: 120 },
    { title: 'Field', dataIndex: 'field', key: 'field', render: (v: string | null) => v ?? '—' },
    { title: 'Years', key: 'years', width: 120, render: (_: unknown, e) => `${e.fromYear} – ${e.toYear ?? 'present'}` },
    { title: 'GPA', dataIndex: 'gpa', key: 'gpa', width: 80, render: (v: string | null) => v ?? '—' },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: 'Actions',
      key: 'actions',
      width: 100,
      render: (_: unknown, e) => (
        <RowActions
          look="links"
          name={e.institution}
          onEdit={canEdit ? () => setForm({ entry: e }) : undefined}
          onDelete={
            canDelete
              ? () =>
                  remove.mutateAsync(e.id).then(
                    () => toast.success(CONTACT_TOASTS.educationDeleted),
                    (err: unknown) => {
                      toast.error(CONTACT_TOASTS.educationDeleteFailed);
                      throw err;
                    },
                  )
              : undefined
          }
        />
      ),
    });
  }
  return (
    <Card
      title={<h2 className="card-h2">Educational Background</h2>}
      extra={
        canAdd && (
          <Button icon={<PlusOutlined />} disabled={full} onClick={() => setForm({ entry: null })}>
            Add Education
          </Button>
        )
      }
    >
      <QueryState
        query={education}
        isEmpty={(d) => d.items.length === 0}
        emptyText="No educational background recorded"
      >
        {(d) => (
          <Table<EducationEntry>
            rowKey="id"
            columns={columns}
            dataSource={d.items}
            pagination={false}
            size="middle"
            scroll={{ x: 700 }}
          />
        )}
      </QueryState>
      <EducationFormModal
        owner={owner}
        open={form !== null}
        entry={form?.entry ?? null}
        onClose={() => setForm(null)}
      />
    </Card>
  );
}

/** billing-educational (staff): who pays and where the bills go, and the schools the student attended before. */
export default function BillingEducationalTab({ studentId, readOnly, rights }: StudentTabProps) {
  const billing = useBilling(studentId);
  const save = useSaveBilling(studentId);
  return (
    <Flex vertical gap={16}>
      <QueryState query={billing}>
        {(v) => (
          <EditableCard
            title="Billing Information"
            schema={billingInfoInput}
            initial={v.billing ? valuesOf(v.billing, billingInfoInput) : { payer: 'Self' }}
            readOnly={readOnly}
            view={billingView(v)}
            fields={(f) => (
              <BillingFields
                f={f}
                labels={{ stateId: v.billing?.stateLabel ?? null, countryId: v.billing?.countryLabel ?? null }}
              />
            )}
            onSave={(data) => save.mutateAsync(data)}
            toasts={{ ok: CONTACT_TOASTS.billingSaved, failed: CONTACT_TOASTS.billingSaveFailed }}
          />
        )}
      </QueryState>
      <EducationCard
        owner={{ studentId }}
        canAdd={!readOnly && rights.write}
        canEdit={!readOnly}
        canDelete={!readOnly && rights.delete}
      />
    </Flex>
  );
}
