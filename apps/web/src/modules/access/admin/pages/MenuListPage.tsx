import { useMemo, useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { TOASTS, type Menu } from '@caduceus/contracts';
import { MenuIcon } from '../../../../app/icons';
import { lazyOnOpen } from '../../../../components/lazyOnOpen';
import { Page } from '../../../../components/Page';
import { QueryState } from '../../../../components/QueryState';
import { RowActions } from '../../../../components/RowActions';
import { deleteWithToasts } from '../../../../components/saveWithToasts';
import { useEditing } from '../../../../components/useEditing';
import { useDeleteMenu, useMenus } from '../api';
import { TreeListTable } from '../components/TreeListTable';

const MenuFormModal = lazyOnOpen(
  () => import('../components/MenuFormModal').then((m) => m.MenuFormModal),
  (p) => p.open,
);

const texts = (m: Menu) => [m.title, m.key, m.link, m.name];

/** The menu table (super user): modules (expand one, or all, to see its entries), with add, edit and delete. */
export default function MenuListPage() {
  const query = useMenus();
  const del = useDeleteMenu();
  const form = useEditing<Menu>();
  const [expanded, setExpanded] = useState<number[]>([]);

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const parentIds = useMemo(
    () => [...new Set(items.map((m) => m.parentId).filter((p): p is number => p !== null))],
    [items],
  );
  const allOpen = parentIds.length > 0 && parentIds.every((id) => expanded.includes(id));

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
        <RowActions
          look="words"
          name={m.title}
          onEdit={() => form.edit(m)}
          deleteTitle={`Delete menu ${m.title}?`}
          deleteDescription="Its rights in every group go with it."
          onDelete={() =>
            deleteWithToasts(() => del.mutateAsync(m.id), { ok: TOASTS.menuDeleted, failed: TOASTS.menuDeleteFailed })
          }
        />
      ),
    },
  ];

  return (
    <Page
      title="Menus"
      subtitle="The main menu: modules, their entries, and who may see them"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={form.add}>
          Add menu
        </Button>
      }
    >
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} emptyText="No menus yet">
        {() => (
          <TreeListTable<Menu>
            label="Menus"
            items={items}
            texts={texts}
            filterLabel="Filter menus"
            placeholder="Filter by title, key or link"
            columns={columns}
            expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys as number[]) }}
            emptyText="No menu matches this filter"
            tools={(filtered) =>
              !filtered && (
                <Button onClick={() => setExpanded(allOpen ? [] : parentIds)} aria-pressed={allOpen}>
                  {allOpen ? 'Collapse all' : 'Expand all'}
                </Button>
              )
            }
          />
        )}
      </QueryState>
      <MenuFormModal open={form.open} menu={form.editing} menus={items} onClose={form.close} />
    </Page>
  );
}
