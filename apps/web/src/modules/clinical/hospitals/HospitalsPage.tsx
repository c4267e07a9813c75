import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CLINICALS_MENU_LINK, formatPhone, type Hospital } from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { Page } from '../../../components/Page';
import { IconAction, RowActions } from '../../../components/RowActions';
import { ActiveTag } from '../../../components/StatusTag';
import { useUrlRecord } from '../../../components/useUrlView';
import { CLINICAL_PATHS, useThirdPartyOptions } from '../api';

const HospitalFormDrawer = lazyOnOpen(
  () => import('./HospitalFormDrawer').then((m) => m.HospitalFormDrawer),
  (p) => p.open,
);
const HospitalDrawer = lazyOnOpen(
  () => import('./HospitalDrawer').then((m) => m.HospitalDrawer),
  (p) => p.id !== null,
);

/**
 * Hospitals (/medical/clinicals/hospitals): the teaching hospitals, paged, searched and filtered by status and
 * third party; add and edit in a drawer; a hospital's offered rotations and preceptors in its own drawer, kept in
 * the URL (?hospital=ID) so a link or a reload opens it.
 */
export default function HospitalsPage() {
  const { t } = useTranslation('titles');
  const rights = useRights(CLINICALS_MENU_LINK);
  const [editing, setEditing] = useState<Hospital | 'new' | null>(null);
  const [open, setOpen] = useUrlRecord('hospital');
  const parties = useThirdPartyOptions();

  const columns = useMemo<ColumnsType<Hospital>>(
    () => [
      { title: t('Hospital Name'), dataIndex: 'name', key: 'name', sorter: true },
      { title: t('City'), dataIndex: 'city', key: 'city', sorter: true, render: (v: string | null) => v ?? '—' },
      { title: t('Phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => formatPhone(v) || '—' },
      { title: t('Contact'), dataIndex: 'contactName', key: 'contactName', render: (v: string | null) => v ?? '—' },
      {
        title: t('Third Party'),
        dataIndex: 'thirdPartyName',
        key: 'thirdPartyName',
        sorter: true,
        render: (v: string | null) => v ?? '—',
      },
      { title: t('Rotations'), dataIndex: 'rotationCount', key: 'rotationCount', align: 'center' as const },
      { title: t('Preceptors'), dataIndex: 'preceptorCount', key: 'preceptorCount', align: 'center' as const },
      { title: t('Status'), dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
      {
        title: t('Actions'),
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: Hospital) => (
          <RowActions
            name={r.name}
            before={
              <IconAction
                title={t('Rotations and preceptors')}
                label={`${t('Rotations and preceptors')}: ${r.name}`}
                icon={<EyeOutlined />}
                onClick={() => setOpen(r.id)}
              />
            }
            onEdit={rights.edit ? () => setEditing(r) : undefined}
          />
        ),
      },
    ],
    [rights.edit, setOpen, t],
  );

  return (
    <Page
      title="Hospitals"
      subtitle="Teaching hospitals, the rotations they offer and their preceptors"
      actions={
        rights.write && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('Add hospital')}
          </Button>
        )
      }
    >
      <DataTable<Hospital>
        rowKey="id"
        label={t('Hospitals')}
        path={CLINICAL_PATHS.hospitals}
        columns={columns}
        rowHref={(r) => `/medical/clinicals/hospitals?hospital=${r.id}`}
        filters={[
          activeFilter(),
          {
            name: 'thirdPartyId',
            label: t('Third Party'),
            options: (parties.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.name })),
          },
        ]}
        search={t('Search name, code, city, contact, third party')}
        itemName={[t('hospital'), t('hospitals')]}
        exportAs="hospitals"
        emptyText={t('No hospitals yet')}
      />
      <HospitalFormDrawer
        open={editing !== null}
        hospital={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={(h) => editing === 'new' && setOpen(h.id)}
      />
      <HospitalDrawer id={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
