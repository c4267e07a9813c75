import { useMemo } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CLINICALS_MENU_LINK,
  PRECEPTOR_PROFILE_PATH,
  formatPhone,
  preceptorName,
  type Preceptor,
} from '@caduceus/contracts';
import { useRights } from '../../../app/rights';
import { useSession } from '../../../app/session';
import { DataTable } from '../../../components/DataTable';
import { activeFilter } from '../../../components/filters';
import { Page } from '../../../components/Page';
import { ActiveTag } from '../../../components/StatusTag';
import { CLINICAL_PATHS, useHospitalOptions } from '../api';

/**
 * The preceptor list (/medical/clinicals/preceptors/list), filtered by hospital and searched; each row opens the
 * preceptor's details. It is also a Preceptor user's landing page (the spec's): she sees her own profile instead.
 */
export default function PreceptorListPage() {
  const session = useSession();
  if (session?.user.userType === 'Preceptor') return <Navigate to={PRECEPTOR_PROFILE_PATH} replace />;
  return <PreceptorList />;
}

function PreceptorList() {
  const { t } = useTranslation('titles');
  const rights = useRights(CLINICALS_MENU_LINK);
  const hospitals = useHospitalOptions();
  const columns = useMemo<ColumnsType<Preceptor>>(
    () => [
      { title: t('Name'), key: 'lastName', sorter: true, render: (_: unknown, r: Preceptor) => preceptorName(r) },
      { title: t('Hospital'), dataIndex: 'hospitalName', key: 'hospitalName', sorter: true },
      {
        title: t('Speciality'),
        dataIndex: 'speciality',
        key: 'speciality',
        sorter: true,
        render: (v: string | null) => v ?? '—',
      },
      { title: t('Email'), dataIndex: 'email', key: 'email', sorter: true, render: (v: string | null) => v ?? '—' },
      { title: t('Phone'), dataIndex: 'phone', key: 'phone', render: (v: string | null) => formatPhone(v) || '—' },
      { title: t('Status'), dataIndex: 'active', key: 'active', render: (v: boolean) => <ActiveTag active={v} /> },
    ],
    [t],
  );
  return (
    <Page
      title="Preceptors"
      subtitle="The physicians who supervise students at each hospital"
      actions={
        rights.write && (
          <Link to="/medical/clinicals/preceptors">
            <Button type="primary" icon={<PlusOutlined />}>
              {t('Add preceptor')}
            </Button>
          </Link>
        )
      }
    >
      <DataTable<Preceptor>
        rowKey="id"
        label={t('Preceptors')}
        path={CLINICAL_PATHS.preceptors}
        columns={columns}
        rowHref={(r) => `/medical/clinicals/preceptors?id=${r.id}`}
        filters={[
          {
            name: 'hospitalId',
            label: t('Hospital'),
            options: (hospitals.data?.items ?? []).map((h) => ({ value: String(h.value), label: h.label })),
            width: 240,
          },
          activeFilter(),
        ]}
        search={t('Search name, email, speciality, hospital')}
        itemName={[t('preceptor'), t('preceptors')]}
        exportAs="preceptors"
        emptyText={t('No preceptors yet')}
      />
    </Page>
  );
}
