import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  EXAM_TOASTS,
  NBME_DISCIPLINES,
  RETAKE_EXAMS,
  RETAKE_STATUSES,
  RETAKE_TRANSITIONS,
  formatDate,
  retakeRequestInput,
  retakeStatusInput,
  type RetakeStatus,
} from '@caduceus/contracts';
import { translateTitle } from '../../../app/i18n';
import { DataTable } from '../../../components/DataTable';
import { DateItem } from '../../../components/DateItem';
import { FormModal } from '../../../components/FormModal';
import { Page } from '../../../components/Page';
import { StatusTag } from '../../../components/StatusTag';
import { useFormDialog } from '../../../components/useFormDialog';
import { EXAM_PATHS, useExamWrites, type RetakeRow } from './api';
import { studentExamsUrl } from './NbmePages';

function RequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { requestRetake } = useExamWrites();
  const f = useFormDialog(retakeRequestInput, {
    open,
    onClose,
    values: () => ({ exam: 'NBME Shelf' }),
    save: (body) => requestRetake.mutateAsync(body),
    toasts: {
      ok: t(EXAM_TOASTS.retakeRequested, { ns: 'titles' }),
      failed: t('Failed to save the request. Try again!', { ns: 'titles' }),
    },
  });
  const exam = Form.useWatch('exam', f.form) as string | undefined;
  return (
    <FormModal
      {...f.shell}
      title={t('Request a retake', { ns: 'titles' })}
      okText={t('Request a retake', { ns: 'titles' })}
    >
      <Form.Item name="studentId" label={t('Student ID', { ns: 'titles' })} required>
        <InputNumber id="retake-studentId" min={1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="exam" label={t('Exam', { ns: 'titles' })} required>
        <Select id="retake-exam" options={RETAKE_EXAMS.map((v) => ({ value: v, label: translateTitle(v) }))} />
      </Form.Item>
      {exam === 'NBME Shelf' && (
        <Form.Item name="discipline" label={t('Clinical rotation', { ns: 'titles' })} required>
          <Select
            id="retake-discipline"
            options={NBME_DISCIPLINES.map((v) => ({ value: v, label: translateTitle(v) }))}
          />
        </Form.Item>
      )}
      <Form.Item name="reason" label={t('Reason', { ns: 'titles' })}>
        <Input.TextArea id="retake-reason" rows={3} maxLength={1000} />
      </Form.Item>
    </FormModal>
  );
}

/** Moves a request to its next status: the day for Scheduled, the score for Completed. */
function MoveDialog({ target, onClose }: { target: { row: RetakeRow; to: RetakeStatus } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { moveRetake } = useExamWrites();
  const f = useFormDialog(retakeStatusInput, {
    open: target !== null,
    onClose,
    source: target,
    values: () => ({ status: target?.to }),
    save: (body) => moveRetake.mutateAsync({ id: target!.row.id, body }),
    toasts: {
      ok: t(EXAM_TOASTS.retakeUpdated, { ns: 'titles' }),
      failed: t('Failed to save the request. Try again!', { ns: 'titles' }),
    },
  });
  return (
    <FormModal {...f.shell} title={translateTitle(target?.to ?? '')} okText={t('action.save')}>
      <Form.Item name="status" hidden>
        <Input />
      </Form.Item>
      {target?.to === 'Scheduled' && (
        <DateItem id="retake-scheduledDate" name="scheduledDate" label={t('Exam date', { ns: 'titles' })} required />
      )}
      {target?.to === 'Completed' && (
        <Form.Item name="score" label={t('Score', { ns: 'titles' })} required>
          <InputNumber id="retake-score" min={0} max={300} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="note" label={t('Note', { ns: 'titles' })}>
        <Input id="retake-note" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}

/** /exams/retake-exams: students' retake requests, moved requested -> paid -> verified -> scheduled -> completed. */
export default function RetakePage() {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<{ row: RetakeRow; to: RetakeStatus } | null>(null);
  const columns = useMemo<ColumnsType<RetakeRow>>(
    () => [
      {
        key: 'studentName',
        dataIndex: 'studentName',
        title: t('Student', { ns: 'titles' }),
        render: (v: string | null, r) => <Link to={studentExamsUrl(r.studentId)}>{v ?? `#${r.studentId}`}</Link>,
      },
      { key: 'exam', dataIndex: 'exam', title: t('Exam', { ns: 'titles' }), render: (v: string) => translateTitle(v) },
      {
        key: 'discipline',
        dataIndex: 'discipline',
        title: t('Clinical rotation', { ns: 'titles' }),
        render: (v: string | null) => (v ? translateTitle(v) : '—'),
      },
      {
        key: 'status',
        dataIndex: 'status',
        title: t('Status', { ns: 'titles' }),
        render: (v: string) => <StatusTag status={v} />,
      },
      {
        key: 'fee',
        dataIndex: 'fee',
        title: t('Fee', { ns: 'titles' }),
        align: 'right',
        render: (v: string) => `$${v}`,
      },
      {
        key: 'scheduledDate',
        dataIndex: 'scheduledDate',
        title: t('Exam date', { ns: 'titles' }),
        render: (v: string | null) => (v ? formatDate(v) : '—'),
      },
      { key: 'score', dataIndex: 'score', title: t('Score', { ns: 'titles' }), render: (v: number | null) => v ?? '—' },
      {
        key: 'actions',
        title: t('Actions', { ns: 'titles' }),
        render: (_: unknown, r) => (
          <Space wrap size="small">
            {RETAKE_TRANSITIONS[r.status].map((to) => (
              <Button key={to} size="small" onClick={() => setMoving({ row: r, to })}>
                {translateTitle(to)}
              </Button>
            ))}
          </Space>
        ),
      },
    ],
    [t],
  );
  return (
    <Page
      title="Retake Exams"
      actions={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('Request a retake', { ns: 'titles' })}
        </Button>
      }
    >
      <Card>
        <DataTable<RetakeRow>
          path={EXAM_PATHS.retakes}
          prefix="rt"
          columns={columns}
          rowKey="id"
          filters={[
            {
              name: 'status',
              label: t('Status', { ns: 'titles' }),
              options: RETAKE_STATUSES.map((v) => ({ value: v, label: translateTitle(v) })),
            },
            {
              name: 'exam',
              label: t('Exam', { ns: 'titles' }),
              options: RETAKE_EXAMS.map((v) => ({ value: v, label: translateTitle(v) })),
            },
          ]}
          label={t('Retake requests', { ns: 'titles' })}
          search={t('Student name or ID', { ns: 'titles' })}
          emptyText={t('No retake requests yet', { ns: 'titles' })}
        />
      </Card>
      <RequestDialog open={adding} onClose={() => setAdding(false)} />
      <MoveDialog target={moving} onClose={() => setMoving(null)} />
    </Page>
  );
}
