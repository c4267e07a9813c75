import { Space, Typography, theme } from 'antd';
import { EnvironmentFilled } from '@ant-design/icons';
import { CAMPUS_STATUS_COLORS, FINANCIAL_STATUSES } from '@caduceus/contracts';
import { StatusTag } from '../../../components/StatusTag';

/** The StatusTag colour each financial status reads as (1 Cleared, 2 Hold, 3 Blocked). */
const FINANCIAL_TONE: Record<number, string> = { 1: 'approved', 2: 'pending', 3: 'rejected' };

export const financialLabel = (v: number | null | undefined) => FINANCIAL_STATUSES.find((o) => o.value === v)?.label ?? null;

/** A student's financial status as a coloured tag: Cleared green, Hold amber, Blocked red. */
export function FinancialTag({ value }: { value: number | null | undefined }) {
  const label = financialLabel(value);
  if (!label || value == null) return <Typography.Text type="secondary">—</Typography.Text>;
  return <StatusTag status={FINANCIAL_TONE[value] ?? 'default'} label={label} />;
}

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
export const orDash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));
