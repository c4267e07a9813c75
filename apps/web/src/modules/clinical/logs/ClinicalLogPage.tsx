import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { LOG_VERIFICATION_STATUSES, formatDate } from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { StatusTag } from '../../../components/StatusTag';
import { useHospitalOptions } from '../api';
import { rotationScreen } from '../rotationsApi';
import { CLINICAL_LOGS_PATH, type ClinicalLogRow } from './logApi';

/**
 * /medical/clinicals/clinical-log: every student's logged days, by verification, hospital and days, searched by
 * student, hospital or rotation; a row opens the rotation's screen, where the office reads and verifies the log.
 */
export default function ClinicalLogPage() {
  const { t } = useTranslation('titles');
  const hospitals = useHospitalOptions();
  const columns = useMemo<ColumnsType<ClinicalLogRow>>(
    () => [
      { key: 'logDate', dataIndex: 'logDate', title: t('Day'), sorter: true, render: (v: string) => formatDate(v) },
      { key: 'student', dataIndex: 'studentName', title: t('Student'), sorter: true },
      { key: 'rotationName', dataIndex: 'rotationName', title: t('Rotation') },
      { key: 'hospital', dataIndex: 'hospitalName', title: t('Hospital'), sorter: true },
      {
        key: 'preceptorName',
        dataIndex: 'preceptorName',
        title: t('Preceptor'),
        render: (v: string | null) => v ?? '—',
      },
      { key: 'setting', dataIndex: 'setting', title: t('Setting'), render: (v: string) => translateTitle(v) },
      { key: 'hours', dataIndex: 'hours', title: t('Hours'), sorter: true, align: 'right' },
      { key: 'problems', dataIndex: 'problems', title: t('Problems'), align: 'right' },
      { key: 'procedures', dataIndex: 'procedures', title: t('Procedures'), align: 'right' },
      {
        key: 'verification',
        dataIndex: 'verification',
        title: t('Verification'),
        sorter: true,
        render: (v: string) => <StatusTag status={v} />,
      },
    ],
    [t],
  );
  return (
    // i18n-ignore (the page title is a key of titles: Page translates it)
    <Page title="Clinical Log" subtitle="Every day students logged in their rotations">
      <Card>
        <DataTable<ClinicalLogRow>
          path={CLINICAL_LOGS_PATH}
          prefix="cl"
          columns={columns}
          rowKey="id"
          rowHref={(r) => rotationScreen({ id: r.rotationId, studentId: r.studentId })}
          filters={[
            {
              name: 'verification',
              label: t('Verification'),
              options: LOG_VERIFICATION_STATUSES.map((s) => ({ value: s, label: translateTitle(s) })),
            },
            {
              name: 'hospitalId',
              label: t('Hospital'),
              options: (hospitals.data?.items ?? []).map((h) => ({ value: String(h.value), label: h.label })),
            },
          ]}
          label={t('Clinical log')}
          search={t('Search by student, hospital or rotation')}
          emptyText={t('No day logged yet')}
          itemName={[t('day'), t('days')]}
          exportAs="Clinical_Log"
        />
      </Card>
    </Page>
  );
}
