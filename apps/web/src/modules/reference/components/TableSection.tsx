import { Typography } from 'antd';
import { tableDef, type TableDef } from '@caduceus/contracts';
import { EmptyState } from '../../../components/QueryState';
import { ControlTableView } from './ControlTableView';
import type { UserFilter } from './RowFormDrawer';

interface Props {
  /** the table, or its key (a key not declared shows a notice) */
  table: TableDef | string;
  /** heading level of the table's title (under the page's h1) */
  level?: 2 | 3;
  userFilter?: UserFilter;
}

/** A table's title, description and ControlTableView: the body of every control-table screen. */
export function TableSection({ table, level = 2, userFilter }: Props) {
  const def = typeof table === 'string' ? tableDef(table) : table;
  if (!def) return <EmptyState text="This table is not available yet" />;
  const id = `table-${def.key}`;
  return (
    <section aria-labelledby={id} style={{ minWidth: 0 }}>
      <Typography.Title level={level} id={id} style={{ fontSize: 18, marginTop: 0 }}>
        {def.title}
      </Typography.Title>
      {def.description && <Typography.Paragraph type="secondary">{def.description}</Typography.Paragraph>}
      <ControlTableView key={def.key} def={def} userFilter={userFilter} />
    </section>
  );
}
