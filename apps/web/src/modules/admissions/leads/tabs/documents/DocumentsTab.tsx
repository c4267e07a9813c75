import { useState } from 'react';
import { Alert, Button, Card, Flex, Switch, Tag, Tooltip } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { LEAD_DOCUMENT_TOASTS, type LeadDocument, type LeadDocumentTypes } from '@caduceus/contracts';
import { DataTable } from '../../../../../components/DataTable';
import { QueryState } from '../../../../../components/QueryState';
import { RecordDocumentHistoryModal } from '../../../../../components/records/DocumentHistoryModal';
import { recordDocumentColumns } from '../../../../../components/records/documentColumns';
import type { LeadTabProps } from '../registry';
import { LEAD_DOC_PATHS, useLeadDocumentMutations, useLeadDocumentTypes } from './api';
import { LeadDocumentEditModal, LeadDocumentUploadModal } from './DocumentModals';
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
  const columns = recordDocumentColumns<LeadDocument>({
    filePath: (id, inline) => LEAD_DOC_PATHS.file(leadId, id, undefined, inline),
    toasts: LEAD_DOCUMENT_TOASTS,
    can: { edit: () => can.edit, verify: can.verify, deactivate: () => can.remove, activate: can.remove },
    verify: (id, verified) => verify.mutateAsync({ id, verified }),
    setActive: (id, active) => setActive.mutateAsync({ id, active }),
    onHistory: setHistory,
    onEdit: setEditing,
    ownerColumns: [
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
    ],
    deactivateDescription: 'It leaves the list; show the deactivated documents to activate it again.',
    verifiedColor: 'success',
  });
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
      <RecordDocumentHistoryModal
        owner={{ leadId }}
        documentId={history}
        onClose={() => setHistory(null)}
        ownerItems={(d) => [
          { key: 'type', label: 'Type', children: d.typeName ?? '—' },
          { key: 'status', label: 'Status', children: d.active ? 'Active' : 'Deactivated' },
        ]}
      />
    </Card>
  );
}
