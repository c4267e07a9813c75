import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Skeleton, Space, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  CheckOutlined,
  FileExcelOutlined,
  FilePdfOutlined,
  PaperClipOutlined,
  PlusOutlined,
  RollbackOutlined,
} from '@ant-design/icons';
import { CLINICAL_LOG_FILE_TOASTS, CLINICAL_LOG_TOASTS, formatDate, logVerificationInput } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { translateTitle } from '../../../app/i18n';
import { downloadGet } from '../../../components/download';
import { FormModal } from '../../../components/FormModal';
import { ErrorState, errorText } from '../../../components/QueryState';
import { RowActions, IconAction } from '../../../components/RowActions';
import { StatusTag } from '../../../components/StatusTag';
import { useFormDialog } from '../../../components/useFormDialog';
import { lazyOnOpen } from '../../../components/lazyOnOpen';
import { DocumentsDialog } from '../../../components/DocumentsDialog';
import {
  logFileUrl,
  logPdfUrl,
  logXlsxUrl,
  useLogFileWrites,
  useLogFiles,
  useLogVerify,
  useLogWrites,
  useRotationLog,
  type LogDay,
  type LogScope,
} from './logApi';
import type { LogDayTarget } from './LogDayForm';

const LogDayForm = lazyOnOpen(
  () => import('./LogDayForm').then((m) => m.LogDayForm),
  (p) => p.target !== null,
);

/** What the signed-in user may do with the log. */
export interface LogCan {
  /** log, edit and delete days not yet verified, file sheets (the student, or staff with the tab's rights) */
  write: boolean;
  /** verify or return days: the preceptor (portal) or the clinical office */
  verify: false | 'preceptor' | 'office';
}

function DayLines({ day }: { day: LogDay }) {
  const { t } = useTranslation('titles');
  const none = '—';
  return (
    <Descriptions column={1} size="small" bordered>
      <Descriptions.Item label={t('Patients seen')}>{day.patientsSeen}</Descriptions.Item>
      <Descriptions.Item label={t('Patient')}>
        {[
          day.patientAge != null ? `${day.patientAge}` : null,
          day.patientGender ? translateTitle(day.patientGender) : null,
        ]
          .filter(Boolean)
          .join(' · ') || none}
      </Descriptions.Item>
      <Descriptions.Item label={t('Problems')}>
        {day.problems.map((p) => `${p.problem} (${p.option})`).join('; ') || none}
      </Descriptions.Item>
      <Descriptions.Item label={t('Procedures')}>
        {day.procedures.map((p) => `${p.procedure} ×${p.count} (${p.option})`).join('; ') || none}
      </Descriptions.Item>
      <Descriptions.Item label={t('Academic activities')}>
        {day.academics.map((a) => `${translateTitle(a.activity)}: ${a.topic} (${a.hours} h)`).join('; ') || none}
      </Descriptions.Item>
      <Descriptions.Item label={t('Notes')}>{day.notes ?? none}</Descriptions.Item>
      <Descriptions.Item label={t('Files')}>{day.files.map((f) => f.name).join(', ') || none}</Descriptions.Item>
      {day.verification.comment && (
        <Descriptions.Item label={t('Comment')}>{day.verification.comment}</Descriptions.Item>
      )}
      {day.verification.verifiedByName && (
        <Descriptions.Item label={t('Verified by')}>
          {day.verification.verifiedByName}
          {day.verification.verifiedAt ? ` · ${formatDate(day.verification.verifiedAt.slice(0, 10))}` : ''}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}

/** Returns a day to the student with what to change (the comment is required). */
function ReturnDialog({
  scope,
  day,
  onClose,
}: {
  scope: Parameters<typeof useLogVerify>[0];
  day: LogDay | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const verify = useLogVerify(scope);
  const f = useFormDialog(logVerificationInput, {
    open: day !== null,
    onClose,
    source: day,
    values: () => ({ status: 'Returned', comment: '' }),
    save: (body) => verify.mutateAsync({ logDate: day!.logDate, body }),
    toasts: { ok: t(CLINICAL_LOG_TOASTS.returned), failed: t('Failed to return the day. Try again!') },
  });
  return (
    <FormModal {...f.shell} title={t('Return the day to the student')} okText={t('Return')}>
      <Form.Item name="status" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="comment" label={t('What should the student change?')} required>
        <Input.TextArea id="log-return-comment" rows={3} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}

function DayFiles({
  scope,
  day,
  onClose,
}: {
  scope: LogScope & { kind: 'student' };
  day: LogDay;
  onClose: () => void;
}) {
  const { t } = useTranslation('titles');
  const list = useLogFiles(scope.studentId, scope.rotationId, day.logDate);
  const writes = useLogFileWrites(scope.studentId, scope.rotationId, day.logDate);
  const open = day.verification.status !== 'Verified';
  return (
    <DocumentsDialog
      title={`${t('Clinical log files')} — ${formatDate(day.logDate)}`}
      source={{ list, ...writes, fileUrl: (id) => logFileUrl(scope, day.logDate, id) }}
      toasts={CLINICAL_LOG_FILE_TOASTS}
      can={{ upload: open, delete: open }}
      onClose={onClose}
    />
  );
}

/**
 * A rotation's clinical log: the totals, the days (latest first; a row opens its lines), and what the user may
 * do: the student logs and edits her days not yet verified and files signed sheets; the preceptor or the office
 * verifies a day or returns it with a comment; anyone who reads it downloads it as a PDF (staff also as Excel).
 */
export function RotationLogCard({
  scope,
  rotation,
  can,
}: {
  scope: LogScope;
  rotation: { id: number; startDate: string; endDate: string; status: string };
  can: LogCan;
}) {
  const { t } = useTranslation('titles');
  const log = useRotationLog(scope);
  const studentScope = scope.kind === 'student' ? scope : null;
  const writes = useLogWrites(studentScope?.studentId ?? 0, rotation.id);
  const verifyScope = can.verify === 'office' ? ({ kind: 'office', rotationId: rotation.id } as const) : scope;
  const verify = useLogVerify(verifyScope);
  const [target, setTarget] = useState<LogDayTarget | null>(null);
  const [returning, setReturning] = useState<LogDay | null>(null);
  const [filing, setFiling] = useState<LogDay | null>(null);
  const data = log.data;

  const columns = useMemo<ColumnsType<LogDay>>(
    () => [
      { key: 'logDate', dataIndex: 'logDate', title: t('Day'), render: (v: string) => formatDate(v) },
      { key: 'setting', dataIndex: 'setting', title: t('Setting'), render: (v: string) => translateTitle(v) },
      { key: 'hours', dataIndex: 'hours', title: t('Hours'), align: 'right' },
      { key: 'problems', title: t('Problems'), align: 'right', render: (_: unknown, d) => d.problems.length },
      {
        key: 'procedures',
        title: t('Procedures'),
        align: 'right',
        render: (_: unknown, d) => d.procedures.reduce((n, p) => n + p.count, 0),
      },
      {
        key: 'verification',
        title: t('Verification'),
        render: (_: unknown, d) => <StatusTag status={d.verification.status} />,
      },
      {
        key: 'actions',
        title: t('Actions'),
        render: (_: unknown, d) => {
          const open = d.verification.status !== 'Verified';
          const name = formatDate(d.logDate);
          return (
            <RowActions
              name={name}
              onEdit={can.write && open ? () => setTarget({ day: d }) : undefined}
              onDelete={
                can.write && open
                  ? () =>
                      writes.remove.mutateAsync(d.logDate).then(
                        () => toast.success(t(CLINICAL_LOG_TOASTS.deleted)),
                        (e: unknown) => toast.error(errorText(e)),
                      )
                  : undefined
              }
              deleteTitle="Delete this day?"
            >
              {studentScope && (
                <IconAction
                  title={t('Files')}
                  label={`${t('Files')} ${name}`}
                  icon={<PaperClipOutlined />}
                  onClick={() => setFiling(d)}
                />
              )}
              {can.verify && d.verification.status !== 'Verified' && (
                <Space size={4}>
                  <Button
                    size="small"
                    type="link"
                    icon={<CheckOutlined />}
                    aria-label={`${t('Verify')} ${name}`}
                    loading={verify.isPending && verify.variables?.logDate === d.logDate}
                    onClick={() =>
                      verify.mutateAsync({ logDate: d.logDate, body: { status: 'Verified' } }).then(
                        () => toast.success(t(CLINICAL_LOG_TOASTS.verified)),
                        (e: unknown) => toast.error(errorText(e)),
                      )
                    }
                  >
                    {t('Verify')}
                  </Button>
                  {d.verification.status !== 'Returned' && (
                    <Button
                      size="small"
                      type="link"
                      icon={<RollbackOutlined />}
                      aria-label={`${t('Return')} ${name}`}
                      onClick={() => setReturning(d)}
                    >
                      {t('Return')}
                    </Button>
                  )}
                </Space>
              )}
            </RowActions>
          );
        },
      },
    ],
    [t, can, writes.remove, verify, studentScope],
  );

  return (
    <Card
      title={t('Clinical log')}
      style={{ marginTop: 16 }}
      extra={
        <Flex gap={8} wrap>
          {can.write && data?.loggable && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ day: null })}>
              {t('Log a day')}
            </Button>
          )}
          <Button
            icon={<FilePdfOutlined />}
            onClick={() => void downloadGet(logPdfUrl(scope), `Clinical_Log_${rotation.id}.pdf`)}
          >
            {t('PDF')}
          </Button>
          {studentScope && can.verify === 'office' && (
            <Button
              icon={<FileExcelOutlined />}
              onClick={() =>
                void downloadGet(logXlsxUrl(studentScope.studentId, rotation.id), `Clinical_Log_${rotation.id}.xlsx`)
              }
            >
              {t('Excel')}
            </Button>
          )}
        </Flex>
      }
    >
      {log.isLoading ? (
        <Skeleton active />
      ) : log.error || !data ? (
        <ErrorState error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <Flex gap={32} wrap style={{ marginBottom: 16 }}>
            <Statistic title={t('Days logged')} value={data.totals.days} />
            <Statistic title={t('Days verified')} value={data.totals.verified} />
            <Statistic title={t('Hours')} value={data.totals.hours} />
            <Statistic title={t('Problems')} value={data.totals.problems} />
            <Statistic title={t('Procedures')} value={data.totals.procedures} />
          </Flex>
          {!data.loggable && can.write && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={t('Days can be logged once a Scheduled or Accepted rotation has begun.')}
            />
          )}
          <Table<LogDay>
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={data.items}
            pagination={false}
            aria-label={t('Clinical log')}
            locale={{ emptyText: t('No day logged yet') }}
            expandable={{ expandedRowRender: (d) => <DayLines day={d} /> }}
          />
        </>
      )}
      {studentScope && (
        <LogDayForm
          studentId={studentScope.studentId}
          rotation={rotation}
          target={target}
          onClose={() => setTarget(null)}
        />
      )}
      {can.verify && <ReturnDialog scope={verifyScope} day={returning} onClose={() => setReturning(null)} />}
      {studentScope && filing && <DayFiles scope={studentScope} day={filing} onClose={() => setFiling(null)} />}
    </Card>
  );
}
