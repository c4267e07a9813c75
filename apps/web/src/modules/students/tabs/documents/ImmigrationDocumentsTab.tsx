import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, DownloadOutlined, UndoOutlined, UploadOutlined } from '@ant-design/icons';
import {
  IMMIGRATION_TOASTS, STUDENT_DOCUMENT_MAX_FILES, STUDENT_LINK, type ImmigrationDocument, type ImmigrationDocumentStatus, type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { useRights } from '../../../../app/rights';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { QueryState, errorText } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS, formOf, sendFormWithProgress, sizeText, useImmigrationDocuments, useImmigrationMutations } from './api';
import { FilesPicker, UploadProgress, withToasts } from './FilesPicker';

type TypeRow = ImmigrationDocumentsView['items'][number];
const STATUS: Record<ImmigrationDocumentStatus, { colour: string; label: string }> = {
  missing: { colour: 'default', label: 'Missing' }, uploaded: { colour: 'gold', label: 'Uploaded' }, verified: { colour: 'green', label: 'Verified' },
};

/** Uploads files of one immigration document type, with progress. */
function UploadModal({ studentId, type, onClose }: { studentId: number; type: TypeRow | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useApiMutation((fd: FormData) => sendFormWithProgress<ImmigrationDocumentsView>('POST', DOC_PATHS.immigrationDocuments(studentId), fd, setPercent),
    { invalidate: [DOC_PATHS.immigrationDocuments(studentId)], errorToast: false });
  useEffect(() => { if (type) { form.resetFields(); setPercent(null); } }, [type, form]);

  const submit = async () => {
    const files = (form.getFieldValue('files') as File[] | undefined) ?? [];
    if (!type) return;
    if (!files.length) { form.setFields([{ name: 'files', errors: ['Choose at least one file'] }]); return; }
    form.setFields([{ name: 'files', errors: [] }]);
    setPercent(0);
    try {
      await saveWithToasts(() => upload.mutateAsync(formOf({ type: type.type }, [{ part: 'files', list: files }])), { ok: IMMIGRATION_TOASTS.uploaded, failed: IMMIGRATION_TOASTS.uploadFailed });
      onClose();
    } catch (err) {
      form.setFields([{ name: 'files', errors: [errorText(err)] }]);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open={type !== null} title={`Upload: ${type?.label ?? ''}`} okText="Upload" onOk={() => void submit()} confirmLoading={upload.isPending} onCancel={onClose} forceRender>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item name="files" label="Files" required extra={`PDF, PNG or JPEG; 10 MB each, ${STUDENT_DOCUMENT_MAX_FILES} at once.`}>
          <FilesPicker accept=".pdf,.png,.jpg,.jpeg" kinds="a PDF, PNG or JPEG file" max={STUDENT_DOCUMENT_MAX_FILES} />
        </Form.Item>
      </Form>
      <UploadProgress percent={percent} />
    </Modal>
  );
}

/**
 * Immigration Documents: every type the school asks for (birth certificate, police clearance, passport
 * copy, six photos, ...) with its status (missing, uploaded, verified) and files. The student uploads
 * and removes their own unverified files; staff upload, verify each file and remove.
 */
export default function ImmigrationDocumentsTab({ studentId, header, readOnly }: StudentTabProps) {
  const q = useImmigrationDocuments(studentId);
  const rights = useRights(STUDENT_LINK);
  const staff = header.viewer === 'staff';
  const canUpload = !readOnly && (!staff || rights.write);
  const canVerify = staff && !readOnly && rights.edit;
  const canRemove = !readOnly && (!staff || rights.delete);
  const { verify, remove } = useImmigrationMutations(studentId);
  const [uploading, setUploading] = useState<TypeRow | null>(null);

  const fileLine = (d: ImmigrationDocument) => (
    <Flex key={d.id} gap={6} align="center" wrap>
      <Button type="link" size="small" style={{ padding: 0 }} icon={<DownloadOutlined />} aria-label={`Download ${d.filename}`}
        onClick={() => downloadGet(DOC_PATHS.immigrationFile(studentId, d.id), d.filename).catch((e) => toast.error(errorText(e)))}>{d.filename}</Button>
      <Typography.Text type="secondary">
        {sizeText(d.size)} · {formatDateTime(d.uploadedAt)}{d.uploadedByName ? ` · ${d.uploadedByName}` : ''}{d.uploadedBySelf ? ' (student)' : ''}
      </Typography.Text>
      {d.verified
        ? <Tooltip title={`${d.verifiedByName ?? ''} ${formatDateTime(d.verifiedAt)}`}><Tag color="green">Verified{d.verifiedByName ? ` by ${d.verifiedByName}` : ''}</Tag></Tooltip>
        : <Tag>Not verified</Tag>}
      {canVerify && (
        <Button size="small" type="text" icon={d.verified ? <UndoOutlined /> : <CheckCircleOutlined />} aria-label={`${d.verified ? 'Unverify' : 'Verify'} ${d.filename}`}
          onClick={() => void withToasts(() => verify.mutateAsync({ ids: [d.id], verified: !d.verified }), d.verified ? IMMIGRATION_TOASTS.unverified : IMMIGRATION_TOASTS.verified, IMMIGRATION_TOASTS.actionFailed)}>
          {d.verified ? 'Unverify' : 'Verify'}
        </Button>
      )}
      {canRemove && d.canRemove && (
        <ConfirmAction title={`Remove ${d.filename}?`} okText="Remove" danger icon={<DeleteOutlined />} type="text" ariaLabel={`Remove ${d.filename}`}
          onConfirm={() => withToasts(() => remove.mutateAsync(d.id), IMMIGRATION_TOASTS.removed, IMMIGRATION_TOASTS.actionFailed)} />
      )}
    </Flex>
  );

  return (
    <Card title={<h2 className="card-h2">Immigration Documents</h2>}>
      <QueryState query={q}>
        {(data) => {
          const done = data.items.filter((i) => i.status === 'verified').length;
          return (
            <>
              <Typography.Paragraph type="secondary">{done} of {data.items.length} types verified.</Typography.Paragraph>
              <Table<TypeRow> rowKey="type" dataSource={data.items} pagination={false} aria-label="Immigration documents by type" scroll={{ x: 'max-content' }}
                columns={[
                  { title: 'Document', dataIndex: 'label', width: 200 },
                  { title: 'Status', dataIndex: 'status', width: 110, render: (s: ImmigrationDocumentStatus) => <Tag color={STATUS[s].colour}>{STATUS[s].label}</Tag> },
                  { title: 'Files', key: 'files', render: (_: unknown, r) => (r.documents.length ? <Flex vertical gap={4}>{r.documents.map(fileLine)}</Flex> : <Typography.Text type="secondary">No files yet</Typography.Text>) },
                  {
                    title: 'Actions', key: 'actions', width: 220,
                    render: (_: unknown, r) => {
                      const waiting = r.documents.filter((d) => !d.verified).map((d) => d.id);
                      return (
                        <Flex gap={4} wrap>
                          {canUpload && <Button size="small" icon={<UploadOutlined />} onClick={() => setUploading(r)} aria-label={`Upload ${r.label}`}>Upload</Button>}
                          {canVerify && waiting.length > 1 && (
                            <Button size="small" icon={<CheckCircleOutlined />} aria-label={`Verify all files of ${r.label}`}
                              onClick={() => void withToasts(() => verify.mutateAsync({ ids: waiting, verified: true }), IMMIGRATION_TOASTS.verified, IMMIGRATION_TOASTS.actionFailed)}>
                              Verify all
                            </Button>
                          )}
                        </Flex>
                      );
                    },
                  },
                ]} />
            </>
          );
        }}
      </QueryState>
      <UploadModal studentId={studentId} type={uploading} onClose={() => setUploading(null)} />
    </Card>
  );
}
