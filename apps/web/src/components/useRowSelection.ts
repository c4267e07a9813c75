import { useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';

/** Rows chosen by their check boxes (by id), kept across the list's pages: `rowSelection` goes to DataTable. */
export function useRowSelection<T extends object>() {
  const [selected, setSelected] = useState<number[]>([]);
  const rowSelection: TableRowSelection<T> = {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys.map(Number)),
    preserveSelectedRowKeys: true,
  };
  return { selected, setSelected, rowSelection };
}
