import { useMemo, useState } from 'react';
import { Button, Descriptions, Drawer, Flex, Tabs } from 'antd';
import { CheckCircleOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLINICALS_MENU_LINK,
  HOSPITAL_TOASTS,
  formatCents,
  formatDate,
  formatPhone,
  preceptorName,
  type HospitalRotation,
  type Preceptor,
} from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { getUrl, listUrl } from '../../../app/client';
import { useRights } from '../../../app/rights';
import { DataTable } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { QueryState } from '../../../components/QueryState';
import { IconAction, RowActions } from '../../../components/RowActions';
import { ActiveTag } from '../../../components/StatusTag';
import { hospitalRotationsUrl, useHospital, useHospitalWrites } from '../api';
import { OfferFormModal } from './OfferFormModal';
import { RowFilesPanel } from '../../../components/RowFilesDrawer';

const dash = (v: string | null | undefined) => v || '—';

/** One hospital: its contact, the rotations it offers (add, edit, deactivate) and its preceptors. */
export function HospitalDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('titles');
  const q = useHospital(id);
  return (
    <Drawer open={id !== null} onClose={onClose} size={880} title={q.data?.name ?? t('Hospital')} destroyOnHidden>
      <QueryState query={q}>
        {(h) => (
          <Tabs
            items={[
              {
                key: 'rotations',
                label: t('Offered rotations'),
                children: <OffersTab hospitalId={h.id} active={h.active} />,
              },
              { key: 'preceptors', label: t('Preceptors'), children: <PreceptorsTab hospitalId={h.id} /> },
              { key: 'documents', label: t('Documents'), children: <DocumentsTab hospitalId={h.id} /> },
              {
                key: 'details',
                label: t('Details'),
                children: (
                  <Descriptions
                    column={{ xs: 1, sm: 2 }}
                    size="small"
                    items={[
                      { key: 'code', label: t('Code'), children: dash(h.code) },
                      {
                        key: 'address',
                        label: t('Address'),
                        children: dash(
                          [h.address1, h.address2, h.city, h.stateName, h.zip, h.countryName]
                            .filter(Boolean)
                            .join(', '),
                        ),
                      },
                      { key: 'phone', label: t('Phone'), children: dash(formatPhone(h.phone)) },
                      { key: 'email', label: t('Email'), children: dash(h.email) },
                      { key: 'contact', label: t('Contact'), children: dash(h.contactName) },
                      { key: 'replyTo', label: t('Reply-To Email'), children: dash(h.replyToEmail) },
                      { key: 'thirdParty', label: t('Third Party'), children: dash(h.thirdPartyName) },
                      { key: 'status', label: t('Status'), children: <ActiveTag active={h.active} /> },
                      { key: 'notes', label: t('Notes'), children: dash(h.notes) },
                    ]}
                  />
                ),
              },
            ]}
          />
        )}
      </QueryState>
    </Drawer>
  );
}

/** Affiliation agreements, insurance certificates, onboarding packets: uploaded, downloaded, deactivated. */
function DocumentsTab({ hospitalId }: { hospitalId: number }) {
  const rights = useRights(CLINICALS_MENU_LINK);
  return (
    <RowFilesPanel
      path={getUrl('/api/clinical/hospitals/{id}/documents', { id: hospitalId })}
      canWrite={rights.write}
      canEdit={rights.edit}
    />
  );
}

function OffersTab({ hospitalId, active }: { hospitalId: number; active: boolean }) {
  const { t } = useTranslation('titles');
  const rights = useRights(CLINICALS_MENU_LINK);
  const [editing, setEditing] = useState<HospitalRotation | 'new' | null>(null);
  const { offerActive } = useHospitalWrites();
  const columns = useMemo<ColumnsType<HospitalRotation>>(() => {
    const toggle = async (r: HospitalRotation) => {
      try {
        await offerActive.mutateAsync({ offerId: r.id, active: !r.active });
        toast.success(t(HOSPITAL_TOASTS.statusUpdated));
      } catch {
        toast.error(t(HOSPITAL_TOASTS.statusFailed));
      }
    };
    return [
      { title: t('Rotation'), dataIndex: 'rotationName', key: 'rotationName', sorter: true },
      { title: t('Type'), dataIndex: 'rotationType', key: 'rotationType', render: dash },
      { title: t('Weeks'), dataIndex: 'weeks', key: 'weeks', align: 'center' as const },
      {
        title: t('Price per week'),
        dataIndex: 'pricePerWeekCents',
        key: 'pricePerWeek',
        sorter: true,
        align: 'right' as const,
        render: (v: number) => formatCents(v),
      },
      { title: t('Seats'), dataIndex: 'seats', key: 'seats', sorter: true, align: 'center' as const },
      {
        title: t('Available'),
        key: 'availableFrom',
        sorter: true,
        render: (_: unknown, r: HospitalRotation) =>
          `${r.availableFrom ? formatDate(r.availableFrom) : '…'} – ${r.availableTo ? formatDate(r.availableTo) : '…'}`,
      },
      { title: t('Status'), dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
      {
        title: t('Actions'),
        key: 'actions',
        fixed: 'right' as const,
        render: (_: unknown, r: HospitalRotation) => (
          <RowActions name={r.rotationName} onEdit={rights.edit ? () => setEditing(r) : undefined}>
            {rights.edit && (
              <IconAction
                title={r.active ? t('Deactivate') : t('Activate')}
                label={`${r.active ? t('Deactivate') : t('Activate')} ${r.rotationName}`}
                icon={r.active ? <StopOutlined /> : <CheckCircleOutlined />}
                onClick={() => void toggle(r)}
              />
            )}
          </RowActions>
        ),
      },
    ];
  }, [offerActive, rights.edit, t]);
  return (
    <>
      <DataTable<HospitalRotation>
        rowKey="id"
        prefix="offers"
        label={t('Offered rotations')}
        path={hospitalRotationsUrl(hospitalId)}
        columns={columns}
        filters={[activeFilter()]}
        search={false}
        columnChooser={false}
        emptyText={t('No rotations offered yet')}
        toolbar={
          rights.write &&
          active && (
            <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
              {t('Offer a rotation')}
            </Button>
          )
        }
      />
      <OfferFormModal
        open={editing !== null}
        hospitalId={hospitalId}
        offer={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}

function PreceptorsTab({ hospitalId }: { hospitalId: number }) {
  const { t } = useTranslation('titles');
  const rights = useRights(CLINICALS_MENU_LINK);
  const columns = useMemo<ColumnsType<Preceptor>>(
    () => [
      { title: t('Name'), key: 'lastName', sorter: true, render: (_: unknown, r: Preceptor) => preceptorName(r) },
      { title: t('Speciality'), dataIndex: 'speciality', key: 'speciality', render: dash },
      { title: t('Email'), dataIndex: 'email', key: 'email', render: dash },
      { title: t('Phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => dash(formatPhone(v)) },
      { title: t('Status'), dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    ],
    [t],
  );
  return (
    <Flex vertical gap={8}>
      <DataTable<Preceptor>
        rowKey="id"
        prefix="preceptors"
        label={t('Preceptors')}
        path={listUrl('/api/clinical/preceptors')}
        params={{ hospitalId }}
        columns={columns}
        rowHref={(r) => `/medical/clinicals/preceptors?id=${r.id}`}
        search={false}
        columnChooser={false}
        emptyText={t('No preceptors yet')}
        toolbar={
          rights.write && (
            <Link to={`/medical/clinicals/preceptors?hospitalId=${hospitalId}`}>
              <Button icon={<PlusOutlined />}>{t('Add preceptor')}</Button>
            </Link>
          )
        }
      />
    </Flex>
  );
}
