import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Descriptions, Drawer, Flex, Form, Input, Select, Table, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  ESTIMATE_MAX_LINES,
  LEAD_ADMIN_TOASTS,
  PATTERNS,
  estimateInput,
  formatCents,
  toCents,
  type Estimate,
  type EstimateInput,
} from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../../app/api';
import { DataTable } from '../../../../../components/DataTable';
import { FormError } from '../../../../../components/FormError';
import { QueryState } from '../../../../../components/QueryState';
import { formatDateTime } from '../../../../../components/format';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useLookup } from '../../../../../components/useLookup';
import { LEAD_ADMIN_PATHS, useAddEstimate, useEstimate } from '../../../admin/admin/api';
import type { LeadTabProps } from '../registry';

/** The fee table estimate lines may be taken from (accounting settings, Lead Fees). */
const FEE_TABLE = 'fee-leads';
type LineValues = { feeId?: number | null; description?: string; amount?: string };
const blankLine = (): LineValues => ({ feeId: null, description: '', amount: '' });
/** The running total of what is typed so far, exact (lines with a bad amount count as 0). */
const totalOf = (lines: LineValues[] | undefined) =>
  (lines ?? []).reduce(
    (s, l) => s + (l.amount && PATTERNS.amount.test(l.amount.trim()) ? toCents(l.amount.trim()) : 0),
    0,
  );

/** The add form: a title, free lines or lines taken from the lead fee settings, an exact total. */
function AddEstimateDrawer({ leadId, open, onClose }: { leadId: number; open: boolean; onClose: () => void }) {
  const add = useAddEstimate(leadId);
  const fees = useLookup(open ? FEE_TABLE : null);
  const [form] = Form.useForm();
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const lines = Form.useWatch('lines', form) as LineValues[] | undefined;
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ title: '', note: '', lines: [blankLine()] });
      setFormError(null);
    }
  }, [open, form]);
  const feeOptions = (fees.data?.items ?? []).map((f) => ({
    value: Number(f.value),
    label: typeof f.amount === 'string' ? `${f.label} (${formatCents(toCents(f.amount))})` : f.label,
    raw: f,
  }));

  /** Puts field errors (paths like lines.0.amount) on the fields; the rest go to the form message. */
  const showErrors = (errors: Record<string, string>) => {
    const named = Object.entries(errors).map(([k, v]) => ({
      name: k.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors: [v],
    }));
    form.setFields(named);
    const stray = errors.lines ?? errors[''];
    setFormError(stray ?? null);
    const first = named[0];
    if (first) form.scrollToField(first.name, { focus: true, block: 'center' });
  };

  const submit = async () => {
    setFormError(null);
    const values = form.getFieldsValue(true) as { title?: string; note?: string; lines?: LineValues[] };
    form.setFields(Object.keys(form.getFieldsValue(true)).map((name) => ({ name, errors: [] })));
    const parsed = estimateInput.safeParse({
      title: values.title?.trim() ?? '',
      note: values.note,
      lines: (values.lines ?? []).map((l) => ({
        feeId: l.feeId ?? null,
        description: l.description?.trim() ?? '',
        amount: l.amount?.trim() ?? '',
      })),
    });
    if (!parsed.success) {
      showErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setSubmitting(true);
    try {
      await saveWithToasts(() => add.mutateAsync(parsed.data as EstimateInput), {
        ok: LEAD_ADMIN_TOASTS.estimateAdded,
        failed: LEAD_ADMIN_TOASTS.estimateAddFailed,
      });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        if (err.fields) showErrors(err.fields);
        else setFormError(err.message);
      } else if (!(err instanceof NetworkError)) setFormError('Something went Wrong!');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Drawer
      open={open}
      title="Add Estimate"
      width={720}
      onClose={onClose}
      extra={
        <Flex gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={submitting} onClick={() => void submit()}>
            Add Estimate
          </Button>
        </Flex>
      }
    >
      <FormError message={formError} />
      <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
        <Form.Item name="title" label="Title" required>
          <Input id="estimate-title" maxLength={150} placeholder="e.g. First semester, Fall 2026" />
        </Form.Item>
        <Form.Item name="note" label="Note">
          <Input.TextArea id="estimate-note" rows={2} maxLength={1000} />
        </Form.Item>
        <Typography.Text strong>Lines</Typography.Text>
        <Form.List name="lines">
          {(fields, { add: addLine, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex
                  key={field.key}
                  gap={8}
                  align="start"
                  wrap
                  style={{ marginTop: 8 }}
                  role="group"
                  aria-label={`Line ${i + 1}`}
                >
                  <Form.Item name={[field.name, 'feeId']} style={{ width: 200, marginBottom: 8 }}>
                    <Select
                      aria-label={`Line ${i + 1} fee`}
                      placeholder="From fee settings"
                      allowClear
                      loading={fees.isPending}
                      options={feeOptions}
                      showSearch={{ optionFilterProp: 'label' }}
                      onChange={(v: number | undefined) => {
                        const fee = feeOptions.find((o) => o.value === v)?.raw;
                        if (fee)
                          form.setFieldValue(['lines', field.name], {
                            feeId: v,
                            description: fee.label,
                            amount: typeof fee.amount === 'string' ? fee.amount : '',
                          });
                      }}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'description']}
                    style={{ flex: 1, minWidth: 180, marginBottom: 8 }}
                    required
                  >
                    <Input aria-label={`Line ${i + 1} description`} placeholder="Description" maxLength={200} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']} style={{ width: 140, marginBottom: 8 }} required>
                    <Input aria-label={`Line ${i + 1} amount`} placeholder="0.00" inputMode="decimal" prefix="$" />
                  </Form.Item>
                  <Tooltip title="Remove line">
                    <Button
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Remove line ${i + 1}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    />
                  </Tooltip>
                </Flex>
              ))}
              <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
                <Button
                  icon={<PlusOutlined />}
                  disabled={fields.length >= ESTIMATE_MAX_LINES}
                  onClick={() => addLine(blankLine())}
                >
                  Add line
                </Button>
                <Typography.Text strong aria-live="polite">
                  Total {formatCents(totalOf(lines))}
                </Typography.Text>
              </Flex>
            </>
          )}
        </Form.List>
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Submit
        </button>
      </Form>
    </Drawer>
  );
}

/** One estimate (getEstimateById): its lines and the exact total. */
function EstimateDrawer({ leadId, id, onClose }: { leadId: number; id: number | null; onClose: () => void }) {
  const q = useEstimate(leadId, id);
  return (
    <Drawer open={id !== null} title={q.data?.title ?? 'Estimate'} width={640} onClose={onClose}>
      {id !== null && (
        <QueryState query={q}>
          {(e) => (
            <>
              <Descriptions
                size="small"
                column={1}
                style={{ marginBottom: 12 }}
                items={[
                  { key: 'by', label: 'Added by', children: e.createdByName ?? '—' },
                  { key: 'at', label: 'Added on', children: formatDateTime(e.createdAt) },
                  ...(e.note
                    ? [
                        {
                          key: 'note',
                          label: 'Note',
                          children: <span style={{ whiteSpace: 'pre-wrap' }}>{e.note}</span>,
                        },
                      ]
                    : []),
                ]}
              />
              <Table
                aria-label="Estimate lines"
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={e.lines}
                columns={[
                  { title: '#', key: 'n', width: 48, render: (_: unknown, __: unknown, i: number) => i + 1 },
                  { title: 'Description', dataIndex: 'description', key: 'description' },
                  {
                    title: 'Amount',
                    dataIndex: 'amountCents',
                    key: 'amount',
                    align: 'right' as const,
                    render: (c: number) => formatCents(c),
                  },
                ]}
                summary={() => (
                  <Table.Summary.Row>
                    <Table.Summary.Cell index={0} colSpan={2}>
                      <strong>Total</strong>
                    </Table.Summary.Cell>
                    <Table.Summary.Cell index={1} align="right">
                      <strong>{formatCents(e.totalCents)}</strong>
                    </Table.Summary.Cell>
                  </Table.Summary.Row>
                )}
              />
            </>
          )}
        </QueryState>
      )}
    </Drawer>
  );
}

/** Estimates: the lead's cost estimates, newest first; add one (write right, open lead) and view each. */
export default function EstimateTab({ leadId, readOnly }: LeadTabProps) {
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const columns = useMemo<ColumnsType<Estimate>>(
    () => [
      { title: 'Title', dataIndex: 'title', key: 'title' },
      { title: 'Lines', dataIndex: 'lineCount', key: 'lineCount', width: 80, align: 'center' as const },
      {
        title: 'Total',
        dataIndex: 'totalCents',
        key: 'total',
        align: 'right' as const,
        render: (c: number) => formatCents(c),
      },
      { title: 'Added by', dataIndex: 'createdByName', key: 'createdByName', render: (v: string | null) => v ?? '—' },
      {
        title: 'Added on',
        dataIndex: 'createdAt',
        key: 'createdAt',
        width: 170,
        render: (v: string) => formatDateTime(v),
      },
      {
        title: 'Actions',
        key: 'actions',
        width: 90,
        render: (_: unknown, r: Estimate) => (
          <Button
            size="small"
            type="text"
            icon={<EyeOutlined />}
            aria-label={`View ${r.title}`}
            onClick={() => setViewing(r.id)}
          />
        ),
      },
    ],
    [],
  );
  return (
    <Card
      title={<h2 className="card-h2">Estimates</h2>}
      extra={
        !readOnly && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add Estimate
          </Button>
        )
      }
    >
      <DataTable<Estimate>
        path={LEAD_ADMIN_PATHS.estimates(leadId)}
        columns={columns}
        rowKey="id"
        label="Estimates"
        search={false}
        emptyText="No estimates yet"
      />
      {!readOnly && <AddEstimateDrawer leadId={leadId} open={adding} onClose={() => setAdding(false)} />}
      <EstimateDrawer leadId={leadId} id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
