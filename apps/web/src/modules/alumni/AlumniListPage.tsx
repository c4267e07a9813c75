import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnsType } from 'antd/es/table';
import { studentTabUrl } from '@caduceus/contracts';
import { DataTable, type FilterDef } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { alumniListPath, useAlumniChoices, type AlumniRow } from './api';

/**
 * /medical/alumniList: the school's graduates (students with an Alumni status), paged and searched by name, id,
 * employer or speciality, filtered by graduation year and speciality; each row opens the alumna's Alumni tab.
 */
export default function AlumniListPage() {
  const { t } = useTranslation();
  const choices = useAlumniChoices(true);
  const filters = useMemo<FilterDef[]>(
    () => [
      {
        name: 'graduationYear',
        label: t('Graduation year', { ns: 'titles' }),
        options: (choices.data?.years ?? []).slice(0, 40).map((y) => ({ label: String(y), value: String(y) })),
        width: 150,
      },
      {
        name: 'specialityId',
        label: t('Speciality', { ns: 'titles' }),
        options: (choices.data?.specialities ?? []).map((s) => ({ label: s.name, value: String(s.id) })),
        width: 200,
      },
    ],
    [t, choices.data],
  );
  const columns = useMemo<ColumnsType<AlumniRow>>(
    () => [
      { key: 'name', dataIndex: 'name', title: t('Name', { ns: 'titles' }), sorter: true },
      { key: 'id', dataIndex: 'id', title: t('Student ID', { ns: 'titles' }), sorter: true },
      { key: 'status', dataIndex: 'status', title: t('Status', { ns: 'titles' }) },
      {
        key: 'graduationYear',
        dataIndex: 'graduationYear',
        title: t('Graduation year', { ns: 'titles' }),
        sorter: true,
      },
      { key: 'speciality', dataIndex: 'speciality', title: t('Speciality', { ns: 'titles' }) },
      { key: 'employer', dataIndex: 'employer', title: t('Employer', { ns: 'titles' }), sorter: true },
      { key: 'position', dataIndex: 'position', title: t('Position', { ns: 'titles' }) },
      { key: 'residency', dataIndex: 'residency', title: t('Residency program', { ns: 'titles' }) },
      { key: 'email', dataIndex: 'email', title: t('Email', { ns: 'titles' }) },
    ],
    [t],
  );
  return (
    // i18n-ignore (the page title is a key of titles: Page translates it)
    <Page title="Alumni List">
      <DataTable<AlumniRow>
        path={alumniListPath}
        columns={columns}
        rowKey="id"
        rowHref={(a) => studentTabUrl('alumni', a.id)}
        label={t('Alumni', { ns: 'titles' })}
        search={t('Search by name, ID, employer or speciality', { ns: 'titles' })}
        filters={filters}
        emptyText={t('No alumni found', { ns: 'titles' })}
        itemName={[t('alumna', { ns: 'titles' }), t('alumni', { ns: 'titles' })]}
        exportAs="alumni"
      />
    </Page>
  );
}
