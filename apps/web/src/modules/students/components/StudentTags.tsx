import { Space, Typography, theme } from 'antd';
import { EnvironmentFilled } from '@ant-design/icons';
import {
  CAMPUS_STATUS_COLORS,
  FINANCIAL_STATUSES,
  INVOICE_FINANCIAL_STATUSES,
  INVOICE_TYPES,
} from '@caduceus/contracts';
import { StatusTag } from '../../../components/StatusTag';

/** The StatusTag colour each financial status reads as (1 Cleared green, 2 Hold amber, 3 Blocked red). */
const FINANCIAL_TONE: Record<number, string> = { 1: 'approved', 2: 'pending', 3: 'rejected' };

export const financialLabel = (v: number | null | undefined) =>
  FINANCIAL_STATUSES.find((o) => o.value === v)?.label ?? null;
export const invoiceFinancialLabel = (v: number | null | undefined) =>
  INVOICE_FINANCIAL_STATUSES.find((o) => o.value === v)?.label ?? null;
/** Invoice type numbers by their names, in number order. */
export const invoiceTypesText = (types: readonly number[]) =>
  INVOICE_TYPES.filter((o) => types.includes(o.value))
    .map((o) => o.label)
    .join(', ');

function ToneTag({ value, label }: { value: number | null | undefined; label: string | null }) {
  if (!label || value == null) return <Typography.Text type="secondary">—</Typography.Text>;
  return <StatusTag status={FINANCIAL_TONE[value] ?? 'default'} label={label} />;
}
/** A student's financial status as a coloured tag: Cleared green, Hold amber, Blocked red. */
export const FinancialTag = ({ value }: { value: number | null | undefined }) => (
  <ToneTag value={value} label={financialLabel(value)} />
);
/** A student's invoice financial status as a coloured tag: Cleared green, Hold amber, Blocked red. */
export const InvoiceFinancialTag = ({ value }: { value: number | null | undefined }) => (
  <ToneTag value={value} label={invoiceFinancialLabel(value)} />
);

/** The campus status with its icon: On-Campus red, On-LOA amber, others plain (000 section 4). */
export function CampusStatus({ value }: { value: string | null | undefined }) {
  const { token } = theme.useToken();
  if (!value) return <Typography.Text type="secondary">—</Typography.Text>;
  const tone = CAMPUS_STATUS_COLORS[value];
  const color = tone === 'red' ? token.colorError : tone === 'amber' ? token.colorWarning : token.colorTextSecondary;
  return (
    <Space size={4}>
      <EnvironmentFilled style={{ color }} aria-hidden="true" />
      <span>{value}</span>
    </Space>
  );
}

/** A value or a dash. */
export const orDash = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? '—' : String(v);
