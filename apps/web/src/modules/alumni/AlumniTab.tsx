import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Descriptions, Flex, Space } from 'antd';
import { EditOutlined, MailOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { ALUMNI_TOASTS, formatDate } from '@caduceus/contracts';
import { EntriesCard } from '../../components/records/EntriesCard';
import { lazyOnOpen } from '../../components/lazyOnOpen';
import { ErrorState, LoadingState } from '../../components/QueryState';
import type { StudentTabProps } from '../students';
import type { Target } from './AlumniDialogs';
import {
  jobsPath,
  otherDegreesPath,
  residenciesPath,
  useAlumniWrites,
  usePersonal,
  type JobRow,
  type OtherDegreeRow,
  type ResidencyRow,
} from './api';

const dialogs = () => import('./AlumniDialogs');
const JobDialog = lazyOnOpen(
  () => dialogs().then((m) => m.JobDialog),
  (p) => p.target !== null,
);
const OtherDegreeDialog = lazyOnOpen(
  () => dialogs().then((m) => m.OtherDegreeDialog),
  (p) => p.target !== null,
);
const ResidencyDialog = lazyOnOpen(
  () => dialogs().then((m) => m.ResidencyDialog),
  (p) => p.target !== null,
);
const PersonalDialog = lazyOnOpen(
  () => dialogs().then((m) => m.PersonalDialog),
  (p) => p.open,
);
const EmailDialog = lazyOnOpen(
  () => dialogs().then((m) => m.EmailDialog),
  (p) => p.open,
);

/**
 * The Alumni tab: the graduate's personal details after graduation, her jobs, the degrees she took elsewhere and
 * her residency matches, and an email to her. She keeps her own details, jobs and degrees (staff with the tab's
 * rights too); the matches and the email are staff's.
 */
export default function AlumniTab({ studentId, header, rights }: StudentTabProps) {
  // the alumna's side: the writes contracts' SELF_SERVICE_TAB_WRITES give her here; staff: the tab's bits
  const can = (bit: boolean, selfMay: boolean) =>
    header.canEdit && (header.viewer === 'staff' ? bit : header.viewer === 'student' && selfMay);
  const own = { add: can(rights.write, true), edit: can(rights.edit, true), delete: can(rights.delete, true) };
  const staffOnly = { add: can(rights.write, false), edit: can(rights.edit, false), delete: can(rights.delete, false) };
  return (
    <Flex vertical gap={16}>
      <PersonalCard studentId={studentId} canEdit={can(rights.write, true)} canEmail={staffOnly.add} />
      <JobsCard studentId={studentId} can={own} />
      <ResidenciesCard studentId={studentId} can={staffOnly} />
      <OtherDegreesCard studentId={studentId} can={own} />
    </Flex>
  );
}

function PersonalCard({ studentId, canEdit, canEmail }: { studentId: number; canEdit: boolean; canEmail: boolean }) {
  const { t } = useTranslation();
  const personal = usePersonal(studentId);
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);
  const p = personal.data;
  const dash = (v: string | null | undefined) => v || '—';
  return (
    <Card
      title={<h2 className="card-h2">{t('Personal info after graduation', { ns: 'titles' })}</h2>}
      extra={
        <Space>
          {canEmail && (
            <Button icon={<MailOutlined />} onClick={() => setWriting(true)}>
              {t('Send email', { ns: 'titles' })}
            </Button>
          )}
          {canEdit && p && (
            <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
              {t('Edit personal info', { ns: 'titles' })}
            </Button>
          )}
        </Space>
      }
    >
      {personal.isPending ? (
        <LoadingState rows={3} />
      ) : personal.isError ? (
        <ErrorState error={personal.error} onRetry={() => void personal.refetch()} />
      ) : (
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('Current address', { ns: 'titles' })}>
            {[p?.address, p?.city, p?.country].filter(Boolean).join(', ') || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('Personal email', { ns: 'titles' })}>{dash(p?.personalEmail)}</Descriptions.Item>
          <Descriptions.Item label={t('Phone', { ns: 'titles' })}>{dash(p?.phone)}</Descriptions.Item>
          <Descriptions.Item label={t('LinkedIn or website', { ns: 'titles' })}>
            {p?.website ? (
              <a href={p.website} target="_blank" rel="noreferrer noopener">
                {p.website}
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('May be contacted by the school', { ns: 'titles' })}>
            {p?.consentToContact ? t('Yes', { ns: 'titles' }) : t('No', { ns: 'titles' })}
          </Descriptions.Item>
        </Descriptions>
      )}
      <PersonalDialog studentId={studentId} current={p} open={editing} onClose={() => setEditing(false)} />
      <EmailDialog studentId={studentId} open={writing} onClose={() => setWriting(false)} />
    </Card>
  );
}

type Can = { add: boolean; edit: boolean; delete: boolean };
const deleteToasts = { ok: ALUMNI_TOASTS.deleted, failed: ALUMNI_TOASTS.deleteFailed };

function JobsCard({ studentId, can }: { studentId: number; can: Can }) {
  const { t } = useTranslation();
  const { removeJob } = useAlumniWrites(studentId);
  const [target, setTarget] = useState<Target<JobRow>>(null);
  const columns = useMemo<ColumnsType<JobRow>>(
    () => [
      { key: 'employer', dataIndex: 'employer', title: t('Employer', { ns: 'titles' }), sorter: true },
      { key: 'position', dataIndex: 'position', title: t('Position', { ns: 'titles' }) },
      { key: 'specialityName', dataIndex: 'specialityName', title: t('Speciality', { ns: 'titles' }) },
      {
        key: 'place',
        title: t('City', { ns: 'titles' }),
        render: (_: unknown, j) => [j.city, j.country].filter(Boolean).join(', '),
      },
      {
        key: 'fromYear',
        dataIndex: 'fromYear',
        title: t('Years', { ns: 'titles' }),
        sorter: true,
        render: (_: unknown, j) => `${j.fromYear} – ${j.isCurrent ? t('present', { ns: 'titles' }) : (j.toYear ?? '')}`,
      },
    ],
    [t],
  );
  return (
    <EntriesCard<JobRow>
      title={t('Jobs', { ns: 'titles' })}
      addText={t('Add job', { ns: 'titles' })}
      label={t('Jobs', { ns: 'titles' })}
      emptyText={t('No jobs recorded', { ns: 'titles' })}
      itemName={[t('job', { ns: 'titles' }), t('jobs', { ns: 'titles' })]}
      path={jobsPath(studentId)}
      columns={columns}
      rowName={(j) => `${j.position} ${j.employer}`}
      can={can}
      onAdd={() => setTarget({ row: null })}
      onEdit={(j) => setTarget({ row: j })}
      onDelete={(j) => removeJob.mutateAsync(j.id)}
      deleteToasts={deleteToasts}
    >
      <JobDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </EntriesCard>
  );
}

function ResidenciesCard({ studentId, can }: { studentId: number; can: Can }) {
  const { t } = useTranslation();
  const { removeResidency } = useAlumniWrites(studentId);
  const [target, setTarget] = useState<Target<ResidencyRow>>(null);
  const columns = useMemo<ColumnsType<ResidencyRow>>(
    () => [
      { key: 'programName', dataIndex: 'programName', title: t('Residency program', { ns: 'titles' }) },
      { key: 'specialityName', dataIndex: 'specialityName', title: t('Speciality', { ns: 'titles' }) },
      { key: 'matchType', dataIndex: 'matchType', title: t('Match type', { ns: 'titles' }) },
      { key: 'matchYear', dataIndex: 'matchYear', title: t('Match year', { ns: 'titles' }), sorter: true },
      {
        key: 'pgyStartDate',
        dataIndex: 'pgyStartDate',
        title: t('PGY start', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : ''),
      },
      { key: 'status', dataIndex: 'status', title: t('Status', { ns: 'titles' }), sorter: true },
    ],
    [t],
  );
  return (
    <EntriesCard<ResidencyRow>
      title={t('Residency match', { ns: 'titles' })}
      addText={t('Add residency', { ns: 'titles' })}
      label={t('Residency programs', { ns: 'titles' })}
      emptyText={t('No residency recorded', { ns: 'titles' })}
      itemName={[t('residency', { ns: 'titles' }), t('residencies', { ns: 'titles' })]}
      path={residenciesPath(studentId)}
      columns={columns}
      rowName={(r) => `${r.programName} ${r.matchYear}`}
      can={can}
      onAdd={() => setTarget({ row: null })}
      onEdit={(r) => setTarget({ row: r })}
      onDelete={(r) => removeResidency.mutateAsync(r.id)}
      deleteToasts={deleteToasts}
    >
      <ResidencyDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </EntriesCard>
  );
}

function OtherDegreesCard({ studentId, can }: { studentId: number; can: Can }) {
  const { t } = useTranslation();
  const { removeDegree } = useAlumniWrites(studentId);
  const [target, setTarget] = useState<Target<OtherDegreeRow>>(null);
  const columns = useMemo<ColumnsType<OtherDegreeRow>>(
    () => [
      { key: 'degree', dataIndex: 'degree', title: t('Degree', { ns: 'titles' }) },
      { key: 'level', dataIndex: 'level', title: t('Level', { ns: 'titles' }) },
      { key: 'institution', dataIndex: 'institution', title: t('Institution', { ns: 'titles' }), sorter: true },
      { key: 'field', dataIndex: 'field', title: t('Field of study', { ns: 'titles' }) },
      { key: 'year', dataIndex: 'year', title: t('Year', { ns: 'titles' }), sorter: true },
    ],
    [t],
  );
  return (
    <EntriesCard<OtherDegreeRow>
      title={t('Other degrees', { ns: 'titles' })}
      addText={t('Add other degree', { ns: 'titles' })}
      label={t('Other degrees', { ns: 'titles' })}
      emptyText={t('No other degrees recorded', { ns: 'titles' })}
      itemName={[t('degree', { ns: 'titles' }), t('degrees', { ns: 'titles' })]}
      path={otherDegreesPath(studentId)}
      columns={columns}
      rowName={(d) => `${d.degree} ${d.institution}`}
      can={can}
      onAdd={() => setTarget({ row: null })}
      onEdit={(d) => setTarget({ row: d })}
      onDelete={(d) => removeDegree.mutateAsync(d.id)}
      deleteToasts={deleteToasts}
    >
      <OtherDegreeDialog studentId={studentId} target={target} onClose={() => setTarget(null)} />
    </EntriesCard>
  );
}
