import { Tag } from 'antd';

export const orDash = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/** A lead's status, with the theme's status colours (no hard-coded colours). */
export function LeadStatusTag({ statusId, name }: { statusId: number; name: string | null }) {
  const color = statusId >= 10 ? 'success' : statusId >= 6 ? 'processing' : statusId >= 3 ? 'warning' : 'default';
  return <Tag color={color}>{name ?? `Status ${statusId}`}</Tag>;
}

export const ClosedTag = () => <Tag color="error">Closed</Tag>;
