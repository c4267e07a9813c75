import { useMemo, useState } from 'react';
import { Button, Flex, Input, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Menu } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { MenuIcon } from '../../../../app/icons';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { nest } from '../../../../components/tree';
import { useDeleteMenu, useMenus } from '../api';

const MenuFormModal = lazyOnOpen(
  () => import('../components/MenuFormModal').then((m) => m.MenuFormModal),
  (p) => p.open,
);

/** The menu table (super user): modules (expand one, or all, to see its entries), with add, edit and delete. */
export default function MenuListPage() {
  const query = useMenus();
  const del = useDeleteMenu();
  const [editing, setEditing] = useState<Menu | null>(null);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [expanded, setExpanded] = useState<number[]>([]);

  const onDelete = async (m: Menu) => {
    try {
      await del.mutateAsync(m.id);
      toast.success(TOASTS.menuDeleted);
    } catch (err) {
      if (!(err instanceof NetworkError))
        toast.error(
          err instanceof ApiError && err.status === 422
            ? `${TOASTS.menuDeleteFailed}: ${err.message}`
            : TOASTS.menuDeleteFailed,
        );
    }
  };

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const parentIds = useMemo(
    () => [...new Set(items.map((m) => m.parentId).filter((p): p is number => p !== null))],
    [items],
  );
  const allOpen = parentIds.length > 0 && parentIds.every((id) => expanded.includes(id));
  const rows = useMemo(() => {
    const q = filter.trim().toLowerCase();
    if (q) return items.filter((m) => [m.title, m.key, m.link, m.name].some((v) => v.toLowerCase().includes(q)));
    return nest(
      items,
      (m) => m.id,
      (m) => m.parentId,
    );
  }, [items, filter]);

  const columns: ColumnsType<Menu> = [
    {
      title: 'Title',
      key: 'title',
      render: (_, m) => (
        <Flex gap={8}>
          <MenuIcon name={m.icon} />
          <span>{m.title}</span>
        </Flex>
      ),
    },
    { title: 'Key', dataIndex: 'key', key: 'key' },
    {
      title: 'Link',
      dataIndex: 'link',
      key: 'link',
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    { title: 'Order', dataIndex: 'sortOrder', key: 'sortOrder', align: 'right' },
    {
      title: 'Flags',
      key: 'flags',
      render: (_, m) => (
        <>
          {m.superUserView && <Tag color="purple">Super user only</Tag>}
          {m.adminCannotView && <Tag color="orange">Hidden from super admin</Tag>}
          {m.urlParam && <Tag>URL parameter</Tag>}
        </>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, m) => (
        <Flex gap={4}>
          <Button
            size="small"
            type="link"
            icon={<EditOutlined />}
            onClick={() => {
              setEditing(m);
              setOpen(true);
            }}
            aria-label={`Edit ${m.title}`}
          >
            Edit
          </Button>
          <ConfirmAction
            title={`Delete menu ${m.title}?`}
            description="Its rights in every group go with it."
            danger
            okText="Delete"
            icon={<DeleteOutlined />}
            onConfirm={() => onDelete(m)}
            ariaLabel={`Delete ${m.title}`}
          >
            Delete
          </ConfirmAction>
        </Flex>
      ),
    },
  ];

  return (
    <Page
      title="Menus"
      subtitle="The main menu: modules, their entries, and who may see them"
      actions={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setOpen(true);
          }}
        >
          Add menu
        </Button>
      }
    >
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText="No menus yet">
        {() => (
          <section aria-label="Menus">
            <Flex gap={8} wrap style={{ marginBottom: 12 }}>
              <Input.Search
                id="q"
                name="q"
                aria-label="Filter menus"
                placeholder="Filter by title, key or link"
                allowClear
                style={{ width: 300 }}
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
              />
              {!filter && (
                <Button onClick={() => setExpanded(allOpen ? [] : parentIds)} aria-pressed={allOpen}>
                  {allOpen ? 'Collapse all' : 'Expand all'}
                </Button>
              )}
            </Flex>
            <Table<Menu>
              rowKey="id"
              columns={columns}
              dataSource={rows}
              pagination={false}
              size="middle"
              scroll={{ x: 'max-content' }}
              expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]) }}
              locale={{ emptyText: 'No menu matches this filter' }}
            />
          </section>
        )}
      </QueryState>
      <MenuFormModal open={open} menu={editing} menus={items} onClose={() => setOpen(false)} />
    </Page>
  );
}
