import { useState } from 'react';
import { Button, Flex, Image, Switch, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { Banner } from '@caduceus/contracts';
import { ConfirmAction } from '../../../components/ConfirmAction';
import { DataTable } from '../../../components/DataTable';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { formatDate } from '../../../components/format';
import { toast } from '../../../app/bridge';
import { PATHS, useDeleteBanner, useSetBannerActive } from '../../access';
import { loadBannerFormModal } from '../../access/pages';

const BannerFormModal = lazyOnOpen(
  () => loadBannerFormModal().then((m) => m.BannerFormModal),
  (p) => p.open,
);

/** Banners on the landing page: list, add with a picture, edit, switch on and off, delete. */
export default function BannerPage() {
  const [editing, setEditing] = useState<Banner | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useSetBannerActive();
  const del = useDeleteBanner();
  const edit = (b: Banner | null) => {
    setEditing(b);
    setOpen(true);
  };

  const columns: ColumnsType<Banner> = [
    {
      title: 'Picture',
      key: 'image',
      width: 96,
      render: (_, b) =>
        b.imageUrl ? (
          <Image src={b.imageUrl} alt={`Picture of ${b.title}`} width={72} height={40} style={{ objectFit: 'cover' }} />
        ) : (
          '—'
        ),
    },
    { title: 'Title', dataIndex: 'title', key: 'title' },
    { title: 'Text', dataIndex: 'text', key: 'text', ellipsis: true, render: (v: string | null) => v ?? '—' },
    {
      title: 'Shown to',
      dataIndex: 'audience',
      key: 'audience',
      render: (v: string) => (v === 'All' ? 'Everybody' : `${v} users`),
    },
    {
      title: 'Added',
      dataIndex: 'createdAt',
      key: 'createdAt',
      render: (v: string, b) => `${formatDate(v)}${b.createdByName ? ` by ${b.createdByName}` : ''}`,
    },
    {
      title: 'Active',
      dataIndex: 'active',
      key: 'active',
      render: (v: boolean, b) => (
        <Switch
          checked={v}
          aria-label={`Active: ${b.title}`}
          loading={toggle.isPending && toggle.variables?.id === b.id}
          onChange={(active) =>
            toggle.mutate({ id: b.id, active }, { onSuccess: () => toast.success('Status updated successfully!') })
          }
        />
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, b) => (
        <Flex gap={4}>
          <Tooltip title="Edit">
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              onClick={() => edit(b)}
              aria-label={`Edit ${b.title}`}
            />
          </Tooltip>
          <ConfirmAction
            title={`Delete banner ${b.title}?`}
            danger
            okText="Delete"
            type="text"
            icon={<DeleteOutlined />}
            ariaLabel={`Delete ${b.title}`}
            onConfirm={() => del.mutateAsync(b.id).then(() => toast.success('Banner deleted successfully'))}
          />
        </Flex>
      ),
    },
  ];

  return (
    <Page
      title="Banners"
      subtitle="Announcements on the landing page, for everybody or one kind of user"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => edit(null)}>
          Add banner
        </Button>
      }
    >
      <DataTable<Banner>
        label="Banners"
        path={PATHS.banners}
        rowKey="id"
        columns={columns}
        search={false}
        filters={[
          {
            name: 'active',
            label: 'Status',
            options: [
              { label: 'Active', value: 'true' },
              { label: 'Inactive', value: 'false' },
            ],
          },
        ]}
        emptyText="No banners yet"
      />
      <BannerFormModal open={open} banner={editing} onClose={() => setOpen(false)} />
    </Page>
  );
}
