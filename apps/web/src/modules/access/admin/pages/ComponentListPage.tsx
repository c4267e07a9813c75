import { useMemo } from 'react';
import { Button, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Component } from '@caduceus/contracts';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { RowActions } from '../../../../components/RowActions';
import { deleteWithToasts } from '../../../../components/saveWithToasts';
import { useEditing } from '../../../../components/useEditing';
import { useComponents, useDeleteComponent } from '../api';
import { TreeListTable } from '../components/TreeListTable';

const ComponentFormModal = lazyOnOpen(
  () => import('../components/ComponentFormModal').then((m) => m.ComponentFormModal),
  (p) => p.open,
);

const texts = (c: Component) => [c.name, c.key, c.description ?? ''];

/** Components (super user): parts of screens with their own rights, and their sub-components. */
export default function ComponentListPage() {
  const query = useComponents();
  const del = useDeleteComponent();
  const form = useEditing<Component>();

  const items = useMemo(() => query.data?.items ?? [], [query.data]);

  const columns: ColumnsType<Component> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Key', dataIndex: 'key', key: 'key', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: 'Description', dataIndex: 'description', key: 'description', render: (v: string | null) => v ?? '—' },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, c) => (
        <RowActions
          look="words"
          name={c.name}
          onEdit={() => form.edit(c)}
          deleteTitle={`Delete component ${c.name}?`}
          deleteDescription="Its rights in every group go with it."
          onDelete={() =>
            deleteWithToasts(() => del.mutateAsync(c.id), {
              ok: TOASTS.componentDeleted,
              failed: TOASTS.componentDeleteFailed,
            })
          }
        />
      ),
    },
  ];

  return (
    <Page
      title="Components"
      subtitle="Parts of screens that carry their own access rights"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={form.add}>
          Add component
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        emptyText="No components yet"
        emptyAction={
          <Button type="primary" onClick={form.add}>
            Add the first component
          </Button>
        }
      >
        {() => (
          <TreeListTable<Component>
            label="Components"
            items={items}
            texts={texts}
            filterLabel="Filter components"
            placeholder="Filter by name, key or description"
            columns={columns}
            expandable={{ defaultExpandAllRows: true }}
            emptyText="No component matches this filter"
          />
        )}
      </QueryState>
      <ComponentFormModal open={form.open} component={form.editing} components={items} onClose={form.close} />
    </Page>
  );
}
