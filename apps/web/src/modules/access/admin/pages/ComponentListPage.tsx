import { useMemo, useState } from 'react';
import { Button, Flex, Input, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Component } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { nest } from '../../../../components/tree';
import { useComponents, useDeleteComponent } from '../api';

const ComponentFormModal = lazyOnOpen(
  () => import('../components/ComponentFormModal').then((m) => m.ComponentFormModal),
  (p) => p.open,
);

/** Components (super user): parts of screens with their own rights, and their sub-components. */
export default function ComponentListPage() {
  const query = useComponents();
  const del = useDeleteComponent();
  const [editing, setEditing] = useState<Component | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');

  const onDelete = async (c: Component) => {
    try {
      await del.mutateAsync(c.id);
      toast.success(TOASTS.componentDeleted);
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(
          err instanceof ApiError && err.status === 422
            ? `${TOASTS.componentDeleteFailed}: ${err.message}`
            : TOASTS.componentDeleteFailed,
        );
    }
  };

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (q) return items.filter((c) => [c.name, c.key, c.description ?? ''].some((v) => v.toLowerCase().includes(q)));
    return nest(
      items,
      (c) => c.id,
      (c) => c.parentId,
    );
  }, [items, filter]);

  const columns: ColumnsType<Component> = [
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Key', dataIndex: 'key', key: 'key', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: 'Description', dataIndex: 'description', key: 'description', render: (v: string | null) => v ?? '—' },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, c) => (
        <Flex gap={4}>
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={() => {
              setEditing(c);
              setOpen(true);
            }}
            aria-label={`Edit ${c.name}`}
          >
            Edit
          </Button>
          <ConfirmAction
            title={`Delete component ${c.name}?`}
            description="Its rights in every group go with it."
            danger
            okText="Delete"
            icon={<DeleteOutlined />}
            onConfirm={() => onDelete(c)}
            ariaLabel={`Delete ${c.name}`}
          >
            Delete
          </ConfirmAction>
        </Flex>
      ),
    },
  ];

  return (
    <Page
      title="Components"
      subtitle="Parts of screens that carry their own access rights"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add component
        </Button>
      }
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.items.length === 0}
        emptyText="No components yet"
        emptyAction={
          <Button
            type="primary"
            onClick={() => {
              setEditing(null);
              setOpen(true);
            }}
          >
            Add the first component
          </Button>
        }
      >
        {() => (
          <section aria-label="Components">
            <Input.Search
              id="q"
              name="q"
              aria-label="Filter components"
              placeholder="Filter by name, key or description"
              allowClear
              style={{ width: 300, marginBottom: 12 }}
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
            <Table<Component>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              pagination={false}
              size="middle"
              scroll={{ x: 'max-content' }}
              expandable={{ defaultExpandAllRows: true }}
              locale={{ emptyText: 'No component matches this filter' }}
            />
          </section>
        )}
      </QueryState>
      <ComponentFormModal open={open} component={editing} components={items} onClose={() => setOpen(false)} />
    </Page>
  );
}
