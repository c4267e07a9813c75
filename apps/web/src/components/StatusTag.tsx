import { useTranslation } from 'react-i18next';
import { translateTitle } from '../app/i18n';
import { Tag } from 'antd';

/** Colours of statuses that recur across screens; unknown statuses get the neutral tag. */
const COLOURS: Record<string, string> = {
  active: 'green',
  inactive: 'default',
  enabled: 'green',
  disabled: 'default',
  pending: 'gold',
  sent: 'green',
  failed: 'red',
  kept: 'blue',
  open: 'blue',
  'in progress': 'gold',
  completed: 'green',
  cancelled: 'default',
  paid: 'cyan',
  verified: 'green',
  rejected: 'red',
  approved: 'green',
  draft: 'default',
};

/** A status as a coloured tag; its text (the label, or the status capitalised) shows translated where known. */
export function StatusTag({ status, label }: { status: string; label?: string }) {
  useTranslation('titles'); // re-renders when the language changes
  const colour = COLOURS[status.toLowerCase()] ?? 'default';
  return <Tag color={colour}>{translateTitle(label ?? status.charAt(0).toUpperCase() + status.slice(1))}</Tag>;
}

export const ActiveTag = ({ active }: { active: boolean }) => <StatusTag status={active ? 'active' : 'inactive'} />;
