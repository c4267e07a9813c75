import { Button, Image, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import type { Banner } from '@caduceus/contracts';
import { DataTable } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { formatDate } from '../../../components/format';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { toast } from '../../../app/bridge';
import { PATHS, useDeleteBanner, useSetBannerActive } from '../../access';
import { loadBannerFormModal } from '../../access/pages';

const BannerFormModal = lazyOnOpen(
  () => loadBannerFormModal().then((m) => m.BannerFormModal),
  (p) => p.open,
);

/** Banners on the landing page: list, add with a picture, edit, switch on and off, delete. */
export default function BannerPage() {
  const { editing, open, edit, add, close } = useEditing<Banner>();
  const toggle = useSetBannerActive();
  const del = useDeleteBanner();

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
        <RowActions
          name={b.title}
          onEdit={() => edit(b)}
          deleteTitle={`Delete banner ${b.title}?`}
          onDelete={() => del.mutateAsync(b.id).then(() => toast.success('Banner deleted successfully'))}
        />
      ),
    },
  ];

  return (
    <Page
      title="Banners"
      subtitle="Announcements on the landing page, for everybody or one kind of user"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={add}>
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
        filters={[activeFilter()]}
        emptyText="No banners yet"
      />
      <BannerFormModal open={open} banner={editing} onClose={close} />
    </Page>
  );
}
