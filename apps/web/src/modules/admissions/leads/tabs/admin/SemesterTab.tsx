import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { CalendarOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import {
  LEAD_ADMIN_TOASTS,
  semesterDefermentInput,
  type LeadHeader,
  type SemesterDeferment,
} from '@caduceus/contracts';
import { toast } from '../../../../../app/bridge';
import { DataTable } from '../../../../../components/DataTable';
import { FormModal } from '../../../../../components/FormModal';
import { downloadGet } from '../../../../../components/download';
import { formatDate, formatDateTime } from '../../../../../components/format';
import { errorText } from '../../../../../components/QueryState';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { useZodForm } from '../../../../../components/useZodForm';
import { LEAD_ADMIN_PATHS, useDeferSemester, useDefermentOptions } from '../../../admin/admin/api';
import type { LeadTabProps } from '../registry';

/** The deferment form: a later semester (from the server), the reason and an optional file. */
function DeferModal({ open, header, onClose }: { open: boolean; header: LeadHeader; onClose: () => void }) {
  const defer = useDeferSemester(header.id);
  const options = useDefermentOptions(header.id, open);
  const f = useZodForm(semesterDefermentInput);
  const { reset } = f;
  const [file, setFile] = useState<File | null>(null);
  useEffect(() => {
    if (open) {
      reset({});
      setFile(null);
    }
  }, [open, reset]);
  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(() => defer.mutateAsync({ values, file }), {
      ok: LEAD_ADMIN_TOASTS.semesterDeferred,
      failed: LEAD_ADMIN_TOASTS.semesterDeferFailed,
    });
    onClose();
  });
  const choices = (options.data?.options ?? []).map((o) => ({
    value: o.value,
    label: o.startDate ? `${o.label} (starts ${formatDate(o.startDate)})` : o.label,
  }));
  return (
    <FormModal
      open={open}
      title="Defer Semester"
      okText="Defer"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
    >
      <Typography.Paragraph type="secondary">
        Current semester: <strong>{options.data?.current?.label ?? header.semesterName ?? '—'}</strong>. The lead moves
        to the semester chosen here.
      </Typography.Paragraph>
      <Form.Item
        name="semesterId"
        label="Defer to"
        required={f.required('semesterId')}
        help={
          options.isError
            ? errorText(options.error)
            : !options.isPending && choices.length === 0
              ? 'There is no later semester to defer to'
              : undefined
        }
      >
        <Select
          id="semesterId"
          aria-label="Defer to"
          placeholder="Choose a later semester"
          options={choices}
          showSearch={{ optionFilterProp: 'label' }}
          loading={options.isPending}
          disabled={!options.isPending && choices.length === 0}
        />
      </Form.Item>
      <Form.Item name="reason" label="Reason" required={f.required('reason')}>
        <Input.TextArea id="reason" rows={4} maxLength={1000} showCount />
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
          fileList={file ? [{ uid: 'deferment-file', name: file.name, status: 'done' }] : []}
        >
          <Button icon={<UploadOutlined />}>Choose file</Button>
        </Upload>
      </Form.Item>
    </FormModal>
  );
}

/** Semester Deferment: the lead's semester, the deferment form (edit right, open lead) and the deferment log. */
export default function SemesterTab({ leadId, header, readOnly }: LeadTabProps) {
  const [open, setOpen] = useState(false);
  const columns: ColumnsType<SemesterDeferment> = [
    {
      title: 'Deferred on',
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v),
    },
    { title: 'From', dataIndex: 'fromSemesterName', key: 'fromSemesterName', render: (v: string | null) => v ?? '—' },
    { title: 'To', dataIndex: 'toSemesterName', key: 'toSemesterName', render: (v: string | null) => v ?? '—' },
    {
      title: 'Reason',
      dataIndex: 'reason',
      key: 'reason',
      render: (v: string) => <span style={{ whiteSpace: 'pre-wrap' }}>{v}</span>,
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
              downloadGet(LEAD_ADMIN_PATHS.defermentFile(leadId, r.id), v).catch((e: unknown) =>
                toast.error(errorText(e)),
              );
            }}
          >
            {v}
          </Button>
        ) : (
          ''
        ),
    },
    { title: 'By', dataIndex: 'createdByName', key: 'createdByName', render: (v: string | null) => v ?? 'System' },
  ];
  return (
    <Card
      title={<h2 className="card-h2">Semester Deferment</h2>}
      extra={
        !readOnly && (
          <Button type="primary" icon={<CalendarOutlined />} onClick={() => setOpen(true)}>
            Defer Semester
          </Button>
        )
      }
    >
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">Current semester</Typography.Text>
        <Typography.Text strong>{header.semesterName ?? '—'}</Typography.Text>
      </Flex>
      <DataTable<SemesterDeferment>
        path={LEAD_ADMIN_PATHS.deferments(leadId)}
        columns={columns}
        rowKey="id"
        label="Semester deferments"
        search={false}
        emptyText="The semester has not been deferred"
      />
      {!readOnly && <DeferModal open={open} header={header} onClose={() => setOpen(false)} />}
    </Card>
  );
}
