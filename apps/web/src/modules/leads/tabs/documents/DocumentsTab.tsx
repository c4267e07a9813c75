import { useState } from 'react';
import { Alert, Button, Card, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  StopOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_DOCUMENT_TOASTS, type LeadDocument, type LeadDocumentTypes } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { withToasts } from '../../../../components/FilesPicker';
import { QueryState, errorText } from '../../../../components/QueryState';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { sizeText } from '../../../../components/uploadForm';
import type { LeadTabProps } from '../registry';
import { LEAD_DOC_PATHS, useLeadDocumentMutations, useLeadDocumentTypes } from './api';
import { LeadDocumentEditModal, LeadDocumentHistoryModal, LeadDocumentUploadModal } from './DocumentModals';
import { LeadSourceUploads } from '../../bulk-upload/LeadSourceUploads';

/** The checklist: each document type, mandatory ones first, with what the lead has of it. */
function TypeChecklist({
  data,
  canUpload,
  onUpload,
}: {
  data: LeadDocumentTypes;
  canUpload: boolean;
  onUpload: (typeId: number) => void;
}) {
  return (
    <>
      {data.missingMandatory > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${data.missingMandatory} mandatory document${data.missingMandatory === 1 ? ' is' : 's are'} still missing`}
        />
      )}
      <Flex gap={8} wrap role="list" aria-label="Document types" style={{ marginBottom: 16 }}>
        {data.items.map((t) => {
          const state = t.uploaded === 0 ? 'missing' : t.verified > 0 ? 'verified' : 'uploaded';
          const color =
            state === 'verified' ? 'success' : state === 'uploaded' ? 'processing' : t.mandatory ? 'error' : 'default';
          const text = `${t.name}${t.mandatory ? ' *' : ''}: ${state === 'missing' ? 'missing' : state === 'verified' ? 'verified' : 'awaiting verification'}`;
          return (
            <span role="listitem" key={t.id}>
              {canUpload && state === 'missing' ? (
                <Tag color={color} style={{ cursor: 'pointer' }}>
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0, height: 'auto' }}
                    onClick={() => onUpload(t.id)}
                    aria-label={`Upload ${t.name}`}
                  >
                    {text}
                  </Button>
                </Tag>
              ) : (
                <Tooltip title={t.description ?? undefined}>
                  <Tag color={color}>{text}</Tag>
                </Tooltip>
              )}
            </span>
          );
        })}
      </Flex>
    </>
  );
}

/**
 * The lead's Documents tab: the applicant document types (mandatory ones marked) with what the lead
 * has, and its documents: upload several at once, view, download, replace (the old file stays as a
 * former version), deactivate and activate, and verify (edit right).
 */
export default function LeadDocumentsTab({ leadId, readOnly, rights }: LeadTabProps) {
  const can = {
    upload: !readOnly && rights.write,
    edit: !readOnly && rights.edit,
    remove: !readOnly && rights.delete,
    verify: !readOnly && rights.edit,
  };
  const [inactive, setInactive] = useState(false);
  const [uploading, setUploading] = useState<{ typeId?: number } | null>(null);
  const [editing, setEditing] = useState<LeadDocument | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const types = useLeadDocumentTypes(leadId);
  const { setActive, verify } = useLeadDocumentMutations(leadId);
  const download = (d: LeadDocument) =>
    downloadGet(LEAD_DOC_PATHS.file(leadId, d.id), d.filename).catch((e) => toast.error(errorText(e)));

  const columns: ColumnsType<LeadDocument> = [
    {
      title: 'Title',
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      render: (v: string, d) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setHistory(d.id)}
        >
          {v}
        </Button>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'typeName',
      key: 'type',
      sorter: true,
      render: (v: string | null, d) => (
        <>
          {v ?? '—'}
          {d.mandatory && <Tag style={{ marginInlineStart: 6 }}>Mandatory</Tag>}
        </>
      ),
    },
    {
      title: 'File',
      dataIndex: 'filename',
      key: 'filename',
      render: (v: string, d) => (
        <>
          {v}{' '}
          <Typography.Text type="secondary">
            ({sizeText(d.size)}
            {d.version > 1 ? `, v${d.version}` : ''})
          </Typography.Text>
        </>
      ),
    },
    {
      title: 'Verified',
      dataIndex: 'verified',
      key: 'verified',
      render: (v: boolean, d) =>
        v ? (
          <Tooltip title={`${d.verifiedByName ?? ''} ${formatDateTime(d.verifiedAt)}`}>
            <Tag color="success" icon={<CheckCircleOutlined />}>
              Verified
            </Tag>
          </Tooltip>
        ) : (
          <Tag>Not verified</Tag>
        ),
    },
    {
      title: 'Added',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (v: string, d) => (
        <>
          {formatDateTime(v)}
          {d.createdByName && (
            <>
              <br />
              <Typography.Text type="secondary">{d.createdByName}</Typography.Text>
            </>
          )}
        </>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right' as const,
      render: (_: unknown, d) => (
        <Flex gap={2} wrap={false}>
          <Tooltip title="View">
            <Button
              size="small"
              type="text"
              icon={<EyeOutlined />}
              href={LEAD_DOC_PATHS.file(leadId, d.id, undefined, true)}
              target="_blank"
              rel="noopener"
              aria-label={`View ${d.title}`}
            />
          </Tooltip>
          <Tooltip title="Download">
            <Button
              size="small"
              type="text"
              icon={<DownloadOutlined />}
              aria-label={`Download ${d.title}`}
              onClick={() => void download(d)}
            />
          </Tooltip>
          <Tooltip title="History">
            <Button
              size="small"
              type="text"
              icon={<HistoryOutlined />}
              aria-label={`History of ${d.title}`}
              onClick={() => setHistory(d.id)}
            />
          </Tooltip>
          {d.active && can.edit && (
            <Tooltip title="Edit or replace the file">
              <Button
                size="small"
                type="text"
                icon={<EditOutlined />}
                aria-label={`Edit ${d.title}`}
                onClick={() => setEditing(d)}
              />
            </Tooltip>
          )}
          {d.active && can.verify && (
            <Tooltip title={d.verified ? 'Mark as not verified' : 'Verify'}>
              <Button
                size="small"
                type="text"
                icon={d.verified ? <UndoOutlined /> : <CheckCircleOutlined />}
                aria-label={`${d.verified ? 'Unverify' : 'Verify'} ${d.title}`}
                onClick={() =>
                  void withToasts(
                    () => verify.mutateAsync({ id: d.id, verified: !d.verified }),
                    d.verified ? LEAD_DOCUMENT_TOASTS.unverified : LEAD_DOCUMENT_TOASTS.verified,
                    LEAD_DOCUMENT_TOASTS.updateFailed,
                  )
                }
              />
            </Tooltip>
          )}
          {d.active && can.remove && (
            <ConfirmAction
              title="Deactivate this document?"
              description="It leaves the list; show the deactivated documents to activate it again."
              okText="Deactivate"
              danger
              icon={<StopOutlined />}
              type="text"
              ariaLabel={`Deactivate ${d.title}`}
              onConfirm={() =>
                withToasts(
                  () => setActive.mutateAsync({ id: d.id, active: false }),
                  LEAD_DOCUMENT_TOASTS.deactivated,
                  LEAD_DOCUMENT_TOASTS.updateFailed,
                )
              }
            />
          )}
          {!d.active && can.remove && (
            <ConfirmAction
              title="Activate this document again?"
              okText="Activate"
              icon={<UndoOutlined />}
              type="text"
              ariaLabel={`Activate ${d.title}`}
              onConfirm={() =>
                withToasts(
                  () => setActive.mutateAsync({ id: d.id, active: true }),
                  LEAD_DOCUMENT_TOASTS.activated,
                  LEAD_DOCUMENT_TOASTS.updateFailed,
                )
              }
            />
          )}
        </Flex>
      ),
    },
  ];
  const typeFilter = types.data
    ? [
        {
          name: 'typeId',
          label: 'Type',
          options: types.data.items.map((t) => ({ label: t.name, value: String(t.id) })),
        },
      ]
    : [];

  return (
    <Card
      title={<h2 className="card-h2">Documents</h2>}
      extra={
        can.upload &&
        !inactive && (
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading({})}>
            Upload
          </Button>
        )
      }
    >
      <QueryState query={types}>
        {(data) => <TypeChecklist data={data} canUpload={can.upload} onUpload={(typeId) => setUploading({ typeId })} />}
      </QueryState>
      <DataTable<LeadDocument>
        key={inactive ? 'inactive' : 'active'}
        path={LEAD_DOC_PATHS.documents(leadId)}
        columns={columns}
        rowKey="id"
        label="Documents"
        prefix="doc"
        params={{ inactive: inactive || undefined }}
        filters={typeFilter}
        search="Search documents"
        defaultSort="-createdAt"
        emptyText={inactive ? 'No deactivated documents' : 'No documents yet'}
        toolbar={
          <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
            <Switch checked={inactive} onChange={setInactive} size="small" /> Show deactivated
          </label>
        }
      />
      <LeadSourceUploads leadId={leadId} />
      {can.upload && (
        <LeadDocumentUploadModal
          leadId={leadId}
          open={uploading !== null}
          typeId={uploading?.typeId}
          onClose={() => setUploading(null)}
        />
      )}
      {can.edit && <LeadDocumentEditModal leadId={leadId} document={editing} onClose={() => setEditing(null)} />}
      <LeadDocumentHistoryModal leadId={leadId} documentId={history} onClose={() => setHistory(null)} />
    </Card>
  );
}
