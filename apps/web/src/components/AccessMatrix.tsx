import { useTranslation } from 'react-i18next';
import { translateTitle } from '../app/i18n';
import type { ReactNode } from 'react';
import { Checkbox, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ACCESS_BITS, ACCESS_MAX, bitsFromMode, modeFromBits, type AccessBit } from '@caduceus/contracts';

/** One row of a rights matrix: a menu link or a component, already in tree order. */
export interface MatrixRow {
  key: string;
  title: string;
  /** second line: the link or component key */
  detail?: string;
  depth: number;
  mode: number;
  /** the group's mode under a user's override, when shown */
  inherited?: number;
  /** the user has an own entry for this row (possibly an explicit 0: no rights) */
  overridden?: boolean;
  /** a note such as "Super user only"; the row is then read-only */
  lockedReason?: string;
  /** a tag beside the title that does not lock the row, e.g. "Override" */
  note?: string;
}

const BIT_LABEL: Record<AccessBit, string> = { read: 'Read', write: 'Write', edit: 'Edit', delete: 'Delete' };
const short = (mode: number) =>
  ACCESS_BITS.filter((b) => bitsFromMode(mode)[b])
    .map((b) => BIT_LABEL[b][0])
    .join(' ') || 'none';

/** The next mode after ticking a box: write, edit and delete imply read; clearing read clears all. */
export function toggleBit(mode: number, bit: AccessBit, on: boolean): number {
  if (bit === 'read' && !on) return 0;
  return modeFromBits({ ...bitsFromMode(mode), [bit]: on });
}

interface AccessMatrixProps {
  rows: MatrixRow[];
  onChange: (key: string, mode: number) => void;
  /** accessible name, e.g. "Menu rights" */
  label: string;
  disabled?: boolean;
  /** show the group's mode beside a user's override */
  showInherited?: boolean;
  caption?: ReactNode;
}

/** Read/Write/Edit/Delete checkboxes per entry (the spec's 4-bit mode), children indented under parents. */
export function AccessMatrix({ rows, onChange, label, disabled, showInherited, caption }: AccessMatrixProps) {
  const { t } = useTranslation();
  const columns: ColumnsType<MatrixRow> = [
    {
      title: t('access.entry'),
      key: 'title',
      render: (_, r) => (
        <div style={{ paddingLeft: r.depth * 24 }}>
          <Typography.Text strong={r.depth === 0}>{r.title}</Typography.Text>
          {r.lockedReason && <Tag style={{ marginLeft: 8 }}>{r.lockedReason}</Tag>}
          {r.note && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {r.note}
            </Tag>
          )}
          {r.detail && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.detail}
              </Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    ...(showInherited
      ? [
          {
            title: t('access.group'),
            key: 'inherited',
            width: 90,
            render: (_: unknown, r: MatrixRow) => (
              <Typography.Text type="secondary">{short(r.inherited ?? 0)}</Typography.Text>
            ),
          },
        ]
      : []),
    ...ACCESS_BITS.map((bit) => ({
      title: translateTitle(BIT_LABEL[bit]),
      key: bit,
      width: 72,
      align: 'center' as const,
      render: (_: unknown, r: MatrixRow) => (
        <Checkbox
          aria-label={`${translateTitle(BIT_LABEL[bit])}: ${r.title}`}
          checked={bitsFromMode(r.mode)[bit]}
          disabled={disabled || !!r.lockedReason}
          onChange={(e) => onChange(r.key, toggleBit(r.mode, bit, e.target.checked))}
        />
      ),
    })),
    {
      title: t('access.all'),
      key: 'all',
      width: 60,
      align: 'center' as const,
      render: (_: unknown, r: MatrixRow) => (
        <Checkbox
          aria-label={t('access.allRights', { entry: r.title })}
          checked={r.mode === ACCESS_MAX}
          indeterminate={r.mode > 0 && r.mode < ACCESS_MAX}
          disabled={disabled || !!r.lockedReason}
          onChange={(e) => onChange(r.key, e.target.checked ? ACCESS_MAX : 0)}
        />
      ),
    },
  ];
  return (
    <section aria-label={label}>
      {caption}
      <Table<MatrixRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        sticky={{ offsetHeader: 56 }}
        scroll={{ x: 'max-content' }}
      />
    </section>
  );
}
