import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { CheckCircleOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CLINICALS_MENU_LINK, HOSPITAL_TOASTS, formatPhone, type ThirdParty } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { IconAction, RowActions } from '../../../components/RowActions';
import { ActiveTag } from '../../../components/StatusTag';
import { CLINICAL_PATHS, useThirdPartyWrites } from '../api';

const ThirdPartyFormModal = lazyOnOpen(
  () => import('./ThirdPartyFormModal').then((m) => m.ThirdPartyFormModal),
  (p) => p.open,
);

/** Third parties (/medical/clinicals/third-party): the agencies some hospitals are reached through. */
export default function ThirdPartiesPage() {
  const { t } = useTranslation('titles');
  const rights = useRights(CLINICALS_MENU_LINK);
  const [editing, setEditing] = useState<ThirdParty | 'new' | null>(null);
  const { setActive } = useThirdPartyWrites();

  const columns = useMemo<ColumnsType<ThirdParty>>(() => {
    const toggle = async (r: ThirdParty) => {
      try {
        await setActive.mutateAsync({ id: r.id, active: !r.active });
        toast.success(t(HOSPITAL_TOASTS.statusUpdated));
      } catch {
        toast.error(t(HOSPITAL_TOASTS.statusFailed));
      }
    };
    return [
      { title: t('Name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('Contact'), dataIndex: 'contactName', key: 'contactName', sorter: true, render: (v) => v ?? '—' },
      { title: t('Email'), dataIndex: 'email', key: 'email', render: (v) => v ?? '—' },
      { title: t('Phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => formatPhone(v) || '—' },
      { title: t('Hospitals'), dataIndex: 'hospitalCount', key: 'hospitalCount', align: 'center' as const },
      { title: t('Status'), dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
      {
        title: t('Actions'),
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: ThirdParty) => (
          <RowActions name={r.name} onEdit={rights.edit ? () => setEditing(r) : undefined}>
            {rights.edit && (
              <IconAction
                title={r.active ? t('Deactivate') : t('Activate')}
                label={`${r.active ? t('Deactivate') : t('Activate')} ${r.name}`}
                icon={r.active ? <StopOutlined /> : <CheckCircleOutlined />}
                onClick={() => void toggle(r)}
              />
            )}
          </RowActions>
        ),
      },
    ];
  }, [rights.edit, setActive, t]);

  return (
    <Page
      title="Third Parties"
      subtitle="Placement agencies some hospitals are reached through"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('Add third party')}
          </Button>
        )
      }
    >
      <DataTable<ThirdParty>
        rowKey="id"
        label={t('Third parties')}
        path={CLINICAL_PATHS.thirdParties}
        columns={columns}
        filters={[activeFilter()]}
        search={t('Search name, contact, email')}
        itemName={[t('third party'), t('third parties')]}
        emptyText={t('No third parties yet')}
      />
      <ThirdPartyFormModal
        open={editing !== null}
        party={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Page>
  );
}
