import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { PaperClipOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_TOASTS, leadStatusChangeInput, type LeadHeader, type LeadStatusChange } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { DataTable } from '../../../../components/DataTable';
import { FormModal } from '../../../../components/FormModal';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { errorText } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { LEAD_PATHS, leadStatusFilePath, useChangeLeadStatus, useLeadStatusOptions } from '../api';
import { LeadStatusTag } from '../components/LeadTags';
import type { LeadTabProps } from './registry';
import { DecisionCard } from './interview/DecisionCard';
import { EvaluationCard } from './interview/EvaluationCard';
import { InterviewCard } from './interview/InterviewCard';

/** The change form: the statuses this lead may move to now (from the server), a note and an optional file. */
function ChangeStatusModal({ open, header, onClose }: { open: boolean; header: LeadHeader; onClose: () => void }) {
  const change = useChangeLeadStatus(header.id);
  const options = useLeadStatusOptions(header.id, open);
  const f = useZodForm(leadStatusChangeInput);
  const { reset } = f;
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (open) {
      reset({});
      setFile(null);
    }
  }, [open, reset]);
  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(() => change.mutateAsync({ values, file }), {
      ok: LEAD_TOASTS.statusChanged,
      failed: LEAD_TOASTS.statusFailed,
    });
    onClose();
  });
  const choices = options.data?.options ?? [];
  return (
    <FormModal
      open={open}
      title="Change Status"
      okText="Change Status"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Typography.Paragraph type="secondary">
        Current status: <strong>{options.data?.current.label ?? header.statusName ?? '—'}</strong>. The status decides
        which parts of the lead show.
      </Typography.Paragraph>
      <Form.Item
        name="statusId"
        label="New Status"
        required={f.required('statusId')}
        help={
          options.isError
            ? errorText(options.error)
            : !options.isPending && choices.length === 0
              ? 'No status change is possible from here'
              : undefined
        }
      >
        <Select
          id="statusId"
          aria-label="New Status"
          placeholder="Choose a status"
          options={choices}
          showSearch={{ optionFilterProp: 'label' }}
          loading={options.isPending}
          disabled={!options.isPending && choices.length === 0}
        />
      </Form.Item>
      <Form.Item name="note" label="Note" required={f.required('note')}>
        <Input.TextArea name="note" rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item label="File (optional)" extra="PDF, Word, Excel or an image">
        <Upload
          maxCount={1}
          beforeUpload={(fl) => {
            setFile(fl);
            return false;
          }}
          onRemove={() => {
            setFile(null);
          }}
          fileList={file ? [{ uid: 'status-file', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>Choose file</Button>
        </Upload>
      </Form.Item>
    </FormModal>
  );
}

/** The status change tab: the current status, the change form (edit right, open lead) and every change so far. */
export default function StatusChangeTab({ leadId, header, readOnly }: LeadTabProps) {
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<LeadStatusChange> = [
    {
      title: 'Changed on',
      dataIndex: 'changedAt',
      key: 'changedAt',
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    { title: 'From', dataIndex: 'fromStatusName', key: 'fromStatusName', render: (v: string | null) => v ?? '—' },
    {
      title: 'To',
      dataIndex: 'toStatusName',
      key: 'toStatusName',
      render: (v: string | null, r) => v ?? `Status ${r.toStatusId}`,
    },
    {
      title: 'Note',
      dataIndex: 'note',
      key: 'note',
      render: (v: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{v ?? ''}</span>,
    },
    {
      title: 'File',
      dataIndex: 'fileName',
      key: 'fileName',
      render: (v: string | null, r) =>
        v ? (
          <Button
            type="link"
            size="small"
            icon={<PaperClipOutlined />}
            style={{ padding: 0 }}
            onClick={() => {
              downloadGet(leadStatusFilePath(leadId, r.id), v).catch((e: unknown) => toast.error(errorText(e)));
            }}
          >
            {v}
          </Button>
        ) : (
          ''
        ),
    },
    { title: 'By', dataIndex: 'changedByName', key: 'changedByName', render: (v: string | null) => v ?? 'System' },
  ];
  return (
    <>
      <Card
        title={<h2 className="card-h2">Status Change</h2>}
        extra={
          !readOnly && (
            <Button type="primary" icon={<SwapOutlined />} onClick={() => setOpen(true)}>
              Change Status
            </Button>
          )
        }
      >
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">Current status</Typography.Text>
          <LeadStatusTag statusId={header.statusId} name={header.statusName} />
        </Flex>
        <DataTable<LeadStatusChange>
          path={LEAD_PATHS.statusChanges(leadId)}
          columns={columns}
          rowKey="id"
          label="Status changes"
          search={false}
          emptyText="The status has not been changed yet"
        />
        {!readOnly && <ChangeStatusModal open={open} header={header} onClose={() => setOpen(false)} />}
      </Card>
      {/* interviews, evaluations and the admission decision (modules/leads/tabs/interview) */}
      <InterviewCard leadId={leadId} header={header} readOnly={readOnly || header.studentId != null} />
      <EvaluationCard leadId={leadId} readOnly={readOnly} />
      <DecisionCard leadId={leadId} email={header.email} readOnly={readOnly} />
    </>
  );
}
