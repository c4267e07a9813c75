import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { DataTable, type DataTableProps } from '../../../../components/DataTable';
import { activeFilter } from '../../../../components/filters';
import { Page } from '../../../../components/Page';

type Props<T> = Omit<DataTableProps<T>, 'rowKey' | 'filters'> & {
  title: string;
  subtitle: string;
  /** the add button's text; shown when `canAdd` */
  addText: string;
  canAdd: boolean;
  onAdd: () => void;
  /** the add/edit form and the other layers of the page */
  children: ReactNode;
};

/** An admissions catalogue (email templates, fairs): a paged list filtered by status, with an add button. */
export function ActiveListPage<T extends { id: number }>({
  title,
  subtitle,
  addText,
  canAdd,
  onAdd,
  children,
  ...table
}: Props<T>) {
  return (
    <Page
      title={title}
      subtitle={subtitle}
      actions={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addText}
          </Button>
        )
      }
    >
      <DataTable<T> rowKey="id" filters={[activeFilter()]} {...table} />
      {children}
    </Page>
  );
}
