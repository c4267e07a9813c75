import { useMemo, useState, type ReactNode } from 'react';
import { Flex, Input, Table, type TableProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { filterOrNest } from '../../../../components/tree';

interface Props<T> {
  /** the section's accessible name, e.g. "Menus" */
  label: string;
  items: T[];
  /** the texts the filter box searches in */
  texts: (r: T) => string[];
  filterLabel: string;
  placeholder: string;
  columns: ColumnsType<T>;
  /** shown when the filter matches nothing */
  emptyText: string;
  expandable: TableProps<T>['expandable'];
  /** more tools beside the filter box; `filtered` while the filter holds text (the rows are flat then) */
  tools?: (filtered: boolean) => ReactNode;
}

/** A super user's catalogue (menus, components): the whole tree, or the rows a filter box matches. */
export function TreeListTable<T extends { id: number; parentId: number | null }>({
  label,
  items,
  texts,
  filterLabel,
  placeholder,
  columns,
  emptyText,
  expandable,
  tools,
}: Props<T>) {
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => filterOrNest(items, filter, texts), [items, filter, texts]);
  return (
    <section aria-label={label}>
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          id="q"
          name="q"
          aria-label={filterLabel}
          placeholder={placeholder}
          allowClear
          style={{ width: 300 }}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        {tools?.(!!filter)}
      </Flex>
      <Table<T>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        size="middle"
        scroll={{ x: 'max-content' }}
        expandable={expandable}
        locale={{ emptyText }}
      />
    </section>
  );
}
