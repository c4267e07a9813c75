import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '../../app/bridge';
import type { ListUrl } from '../../app/client';
import { DataTable } from '../DataTable';
import { RowActions } from '../RowActions';

/**
 * A record's tab that is a list of entries (degrees, USMLE attempts, MCAT scores): a card with its heading and Add
 * button, the entries in a DataTable, each row's Edit and Delete (asking first, with the spec's toasts) as the
 * rights allow; the add/edit dialog comes as `children`. Texts come translated; the delete toasts in
 * English (the `titles` namespace).
 */
export function EntriesCard<T extends { id: number }>({
  title,
  addText,
  label,
  emptyText,
  itemName,
  path,
  columns,
  rowName,
  can,
  onAdd,
  onEdit,
  onDelete,
  deleteToasts,
  children,
}: {
  title: string;
  addText: string;
  /** the list's accessible name */
  label: string;
  emptyText: string;
  /** one and many, for the count under the list */
  itemName: readonly [string, string];
  path: ListUrl<T>;
  /** the columns before the actions */
  columns: ColumnsType<T>;
  /** how a row is named to assistive technology ("Edit {name}") */
  rowName: (row: T) => string;
  can: { add: boolean; edit: boolean; delete: boolean };
  onAdd: () => void;
  onEdit: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
  deleteToasts: { ok: string; failed: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const all = useMemo<ColumnsType<T>>(
    () => [
      ...columns,
      ...(can.edit || can.delete
        ? [
            {
              key: 'actions',
              title: t('Actions', { ns: 'titles' }),
              render: (_: unknown, row: T) => (
                <RowActions
                  name={rowName(row)}
                  onEdit={can.edit ? () => onEdit(row) : undefined}
                  onDelete={
                    can.delete
                      ? () =>
                          onDelete(row).then(
                            () => toast.success(t(deleteToasts.ok, { ns: 'titles' })),
                            (e: unknown) => {
                              toast.error(t(deleteToasts.failed, { ns: 'titles' }));
                              throw e;
                            },
                          )
                      : undefined
                  }
                />
              ),
            },
          ]
        : []),
    ],
    [t, columns, can.edit, can.delete, rowName, onEdit, onDelete, deleteToasts],
  );
  return (
    <Card
      title={<h2 className="card-h2">{title}</h2>}
      extra={
        can.add && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addText}
          </Button>
        )
      }
    >
      <DataTable<T>
        path={path}
        columns={all}
        rowKey="id"
        label={label}
        search={false}
        emptyText={emptyText}
        itemName={itemName}
      />
      {children}
    </Card>
  );
}
