import { useEffect, useState } from 'react';
import { Button, Card, Flex, Form, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  SwapOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import {
  IMMIGRATION_TOASTS,
  LEAD_IMMIGRATION_TOASTS,
  STUDENT_DOCUMENT_MAX_FILES,
  type ImmigrationDocument,
  type ImmigrationDocumentStatus,
  type ImmigrationDocumentsView,
} from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { QueryState, errorText } from '../../../../components/QueryState';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import type { StudentTabProps } from '../registry';
import type { RecordRef } from '../../../../app/client';
import {
  formOf,
  immigrationFileUrl,
  sizeText,
  useImmigrationDocumentsAt,
  useImmigrationUpload,
  useImmigrationWrites,
} from './api';
import { FilesPicker, UploadProgress, withToasts } from './FilesPicker';

type TypeRow = ImmigrationDocumentsView['items'][number];
const STATUS: Record<ImmigrationDocumentStatus, { colour: string; label: string }> = {
  missing: { colour: 'default', label: 'Missing' },
  uploaded: { colour: 'gold', label: 'Uploaded' },
  verified: { colour: 'green', label: 'Verified' },
};

/** What the upload dialog is for: new files of a type, or one file replacing a file (the lead's tab). */
type Uploading = { row: TypeRow; replace?: ImmigrationDocument };

/** Uploads files of one immigration document type, or one file that replaces another, with progress. */
function UploadModal({ owner, target, onClose }: { owner: RecordRef; target: Uploading | null; onClose: () => void }) {
  const [form] = Form.useForm();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useImmigrationUpload(owner, setPercent);
  useEffect(() => {
    if (target) {
      form.resetFields();
      setPercent(null);
    }
  }, [target, form]);
  const replacing = target?.replace;

  const submit = async () => {
    const files = (form.getFieldValue('files') as File[] | undefined) ?? [];
    if (!target) return;
    if (!files.length) {
      form.setFields([{ name: 'files', errors: [replacing ? 'Choose the new file' : 'Choose at least one file'] }]);
      return;
    }
    form.setFields([{ name: 'files', errors: [] }]);
    setPercent(0);
    try {
      const fd = replacing
        ? formOf({}, [{ part: 'file', list: files.slice(0, 1) }])
        : formOf({ type: target.row.type }, [{ part: 'files', list: files }]);
      await saveWithToasts(
        () => upload.mutateAsync({ fd, replace: replacing?.id }),
        replacing
          ? { ok: LEAD_IMMIGRATION_TOASTS.replaced, failed: LEAD_IMMIGRATION_TOASTS.replaceFailed }
          : { ok: IMMIGRATION_TOASTS.uploaded, failed: IMMIGRATION_TOASTS.uploadFailed },
      );
      onClose();
    } catch (err) {
      form.setFields([{ name: 'files', errors: [errorText(err)] }]);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={replacing ? `Replace: ${replacing.filename}` : `Upload: ${target?.row.label ?? ''}`}
      okText={replacing ? 'Replace' : 'Upload'}
      onOk={() => void submit()}
      confirmLoading={upload.isPending}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="files"
          label={replacing ? 'New file' : 'Files'}
          required
          extra={
            replacing
              ? 'PDF, PNG or JPEG; 10 MB. The new file waits for verification; the old one stays in the history.'
              : `PDF, PNG or JPEG; 10 MB each, ${STUDENT_DOCUMENT_MAX_FILES} at once.`
          }
        >
          <FilesPicker
            accept=".pdf,.png,.jpg,.jpeg"
            kinds="a PDF, PNG or JPEG file"
            max={replacing ? 1 : STUDENT_DOCUMENT_MAX_FILES}
          />
        </Form.Item>
      </Form>
      <UploadProgress percent={percent} />
    </Modal>
  );
}

export interface ImmigrationCardProps {
  /** whose documents: the student's or the lead's (the same API under each record) */
  owner: RecordRef;
  canUpload: boolean;
  canVerify: boolean;
  canRemove: boolean;
  /** offer "Replace" on each file (the lead's tab) */
  canReplace?: boolean;
  /** what an upload by the record's own person is called ('(student)') */
  selfLabel?: string;
}

/**
 * Every immigration document type the school asks for (birth certificate, police clearance, passport
 * copy, six photos, ...) with its status (missing, uploaded, verified) and files: upload, download,
 * verify, remove and, where offered, replace. The student's record and the lead's record show it.
 */
export function ImmigrationDocumentsCard({
  owner,
  canUpload,
  canVerify,
  canRemove,
  canReplace = false,
  selfLabel = ' (student)',
}: ImmigrationCardProps) {
  const q = useImmigrationDocumentsAt(owner);
  const { verify, remove } = useImmigrationWrites(owner);
  const [uploading, setUploading] = useState<Uploading | null>(null);

  const rowOfType = (type: string) => q.data!.items.find((i) => i.type === type)!;
  const fileLine = (d: ImmigrationDocument) => (
    <Flex key={d.id} gap={6} align="center" wrap>
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        icon={<DownloadOutlined />}
        aria-label={`Download ${d.filename}`}
        onClick={() => downloadGet(immigrationFileUrl(owner, d.id), d.filename).catch((e) => toast.error(errorText(e)))}
      >
        {d.filename}
      </Button>
      <Typography.Text type="secondary">
        {sizeText(d.size)} · {formatDateTime(d.uploadedAt)}
        {d.uploadedByName ? ` · ${d.uploadedByName}` : ''}
        {d.uploadedBySelf ? selfLabel : ''}
      </Typography.Text>
      {d.verified ? (
        <Tooltip title={`${d.verifiedByName ?? ''} ${formatDateTime(d.verifiedAt)}`}>
          <Tag color="green">Verified{d.verifiedByName ? ` by ${d.verifiedByName}` : ''}</Tag>
        </Tooltip>
      ) : (
        <Tag>Not verified</Tag>
      )}
      {canVerify && (
        <Button
          size="small"
          type="text"
          icon={d.verified ? <UndoOutlined /> : <CheckCircleOutlined />}
          aria-label={`${d.verified ? 'Unverify' : 'Verify'} ${d.filename}`}
          onClick={() =>
            void withToasts(
              () => verify.mutateAsync({ ids: [d.id], verified: !d.verified }),
              d.verified ? IMMIGRATION_TOASTS.unverified : IMMIGRATION_TOASTS.verified,
              IMMIGRATION_TOASTS.actionFailed,
            )
          }
        >
          {d.verified ? 'Unverify' : 'Verify'}
        </Button>
      )}
      {canReplace && d.canRemove && (
        <Button
          size="small"
          type="text"
          icon={<SwapOutlined />}
          aria-label={`Replace ${d.filename}`}
          onClick={() => setUploading({ row: rowOfType(d.type), replace: d })}
        >
          Replace
        </Button>
      )}
      {canRemove && d.canRemove && (
        <ConfirmAction
          title={`Remove ${d.filename}?`}
          okText="Remove"
          danger
          icon={<DeleteOutlined />}
          type="text"
          ariaLabel={`Remove ${d.filename}`}
          onConfirm={() =>
            withToasts(() => remove.mutateAsync(d.id), IMMIGRATION_TOASTS.removed, IMMIGRATION_TOASTS.actionFailed)
          }
        />
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
              <Typography.Paragraph type="secondary">
                {done} of {data.items.length} types verified.
              </Typography.Paragraph>
              <Table<TypeRow>
                rowKey="type"
                dataSource={data.items}
                pagination={false}
                aria-label="Immigration documents by type"
                scroll={{ x: 'max-content' }}
                columns={[
                  { title: 'Document', dataIndex: 'label', width: 200 },
                  {
                    title: 'Status',
                    dataIndex: 'status',
                    width: 110,
                    render: (s: ImmigrationDocumentStatus) => <Tag color={STATUS[s].colour}>{STATUS[s].label}</Tag>,
                  },
                  {
                    title: 'Files',
                    key: 'files',
                    render: (_: unknown, r) =>
                      r.documents.length ? (
                        <Flex vertical gap={4}>
                          {r.documents.map(fileLine)}
                        </Flex>
                      ) : (
                        <Typography.Text type="secondary">No files yet</Typography.Text>
                      ),
                  },
                  {
                    title: 'Actions',
                    key: 'actions',
                    width: 220,
                    render: (_: unknown, r) => {
                      const waiting = r.documents.filter((d) => !d.verified).map((d) => d.id);
                      return (
                        <Flex gap={4} wrap>
                          {canUpload && (
                            <Button
                              size="small"
                              icon={<UploadOutlined />}
                              onClick={() => setUploading({ row: r })}
                              aria-label={`Upload ${r.label}`}
                            >
                              Upload
                            </Button>
                          )}
                          {canVerify && waiting.length > 1 && (
                            <Button
                              size="small"
                              icon={<CheckCircleOutlined />}
                              aria-label={`Verify all files of ${r.label}`}
                              onClick={() =>
                                void withToasts(
                                  () => verify.mutateAsync({ ids: waiting, verified: true }),
                                  IMMIGRATION_TOASTS.verified,
                                  IMMIGRATION_TOASTS.actionFailed,
                                )
                              }
                            >
                              Verify all
                            </Button>
                          )}
                        </Flex>
                      );
                    },
                  },
                ]}
              />
            </>
          );
        }}
      </QueryState>
      <UploadModal owner={owner} target={uploading} onClose={() => setUploading(null)} />
    </Card>
  );
}

/** The student's Immigration Documents tab: the student uploads and removes their own unverified files; staff upload, verify and remove. */
export default function ImmigrationDocumentsTab({ studentId, header, readOnly, rights }: StudentTabProps) {
  const staff = header.viewer === 'staff';
  return (
    <ImmigrationDocumentsCard
      owner={{ studentId }}
      canUpload={!readOnly && (!staff || rights.write)}
      canVerify={staff && !readOnly && rights.edit}
      canRemove={!readOnly && (!staff || rights.delete)}
    />
  );
}
