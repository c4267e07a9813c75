import { useState } from 'react';
import { Alert, Button, Card, Flex, Switch, Tag, Tooltip } from 'antd';
import { MailOutlined, UploadOutlined } from '@ant-design/icons';
import { STUDENT_DOCUMENT_TOASTS, type StudentDocument } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { RecordDocumentHistoryModal } from '../../../../components/records/DocumentHistoryModal';
import { recordDocumentColumns } from '../../../../components/records/documentColumns';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS, useDocumentChoices, useDocumentMutations } from './api';
import { DocumentEditModal, DocumentUploadModal } from './DocumentModals';
import { DocumentEmailModal } from './DocumentEmailModal';

interface Props extends StudentTabProps {
  /** 'all': the Documents tab (staff); 'student': what the student sees and uploads */
  scope: 'all' | 'student';
}

/**
 * The documents of a student, filed in folders: upload several at once, view, download, replace
 * (keeping the old version), deactivate and activate, and for staff verify and email them. The
 * Student Documents tab shows what the student sees (shared documents and their own uploads).
 */
function DocumentsTab({ studentId, header, readOnly, scope, rights }: Props) {
  const staff = header.viewer === 'staff';
  const can = {
    upload: !readOnly && (!staff || rights.write),
    edit: !readOnly && (!staff || rights.edit),
    remove: !readOnly && (!staff || rights.delete),
    verify: staff && !readOnly && rights.edit,
    email: staff && !readOnly && rights.write,
  };
  const [inactive, setInactive] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<StudentDocument | null>(null);
  const [history, setHistory] = useState<number | null>(null);
  const [emailing, setEmailing] = useState<number[] | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const choices = useDocumentChoices(studentId);
  const { setActive, verify } = useDocumentMutations(studentId);
  const title = scope === 'all' ? 'Documents' : 'Student Documents';

  const columns = recordDocumentColumns<StudentDocument>({
    filePath: (id, inline) => DOC_PATHS.file(studentId, id, undefined, inline),
    toasts: STUDENT_DOCUMENT_TOASTS,
    can: {
      edit: (d) => can.edit && d.canChange,
      verify: can.verify,
      deactivate: (d) => can.remove && d.canChange,
      activate: can.remove && staff,
    },
    verify: (id, verified) => verify.mutateAsync({ id, verified }),
    setActive: (id, active) => setActive.mutateAsync({ id, active }),
    onHistory: setHistory,
    onEdit: setEditing,
    ownerColumns: [
      { title: 'Folder', dataIndex: 'folderName', key: 'folder', sorter: true, render: (v: string | null) => v ?? '—' },
      { title: 'Category', dataIndex: 'categoryName', key: 'categoryName', render: (v: string | null) => v ?? '—' },
    ],
    sideColumns: staff
      ? [
          {
            title: 'Visible to Student',
            dataIndex: 'sharedWithStudent',
            key: 'sharedWithStudent',
            render: (v: boolean, d: StudentDocument) =>
              d.uploadedBySelf ? <Tag color="blue">Uploaded by student</Tag> : v ? 'Yes' : 'No',
          },
        ]
      : [],
    ownerActions: (d) =>
      d.active &&
      can.email && (
        <Tooltip title="Email">
          <Button
            size="small"
            type="text"
            icon={<MailOutlined />}
            aria-label={`Email ${d.title}`}
            onClick={() => setEmailing([d.id])}
          />
        </Tooltip>
      ),
    deactivateDescription: 'It leaves the list; staff can show and activate it again.',
    verifiedColor: 'green',
  });

  const folderFilter = choices.data
    ? [
        {
          name: 'folderId',
          label: 'Folder',
          options: choices.data.folders.map((f) => ({ label: f.label, value: String(f.value) })),
        },
      ]
    : [];

  return (
    <Card
      title={<h2 className="card-h2">{title}</h2>}
      extra={
        <Flex gap={8} wrap>
          {can.email && !inactive && (
            <Button icon={<MailOutlined />} onClick={() => setEmailing(selected)}>
              {selected.length ? `Email selected (${selected.length})` : 'Email documents'}
            </Button>
          )}
          {can.upload && !inactive && (
            <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
              Upload
            </Button>
          )}
        </Flex>
      }
    >
      {scope === 'student' && staff && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="What the student sees: documents visible to the student and those the student uploaded."
        />
      )}
      <DataTable<StudentDocument>
        key={inactive ? 'inactive' : 'active'}
        path={DOC_PATHS.documents(studentId)}
        columns={columns}
        rowKey="id"
        label={title}
        prefix="doc"
        params={{ inactive: inactive || undefined, studentView: scope === 'student' || undefined }}
        filters={folderFilter}
        search="Search documents"
        defaultSort="-createdAt"
        emptyText={inactive ? 'No deactivated documents' : 'No documents yet'}
        rowSelection={
          can.email && !inactive
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }
            : undefined
        }
        toolbar={
          staff && (
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
              <Switch
                checked={inactive}
                onChange={(v) => {
                  setInactive(v);
                  setSelected([]);
                }}
                size="small"
              />{' '}
              Show deactivated
            </label>
          )
        }
      />
      <DocumentUploadModal studentId={studentId} staff={staff} open={uploading} onClose={() => setUploading(false)} />
      <DocumentEditModal studentId={studentId} staff={staff} document={editing} onClose={() => setEditing(null)} />
      <RecordDocumentHistoryModal
        owner={{ studentId }}
        documentId={history}
        onClose={() => setHistory(null)}
        ownerItems={(d) => [
          { key: 'folder', label: 'Folder', children: d.folderName ?? '—' },
          { key: 'category', label: 'Category', children: d.categoryName ?? '—' },
        ]}
      />
      {can.email && (
        <DocumentEmailModal
          studentId={studentId}
          header={header}
          open={emailing !== null}
          documentIds={emailing ?? []}
          onClose={() => setEmailing(null)}
          onSent={() => setSelected([])}
        />
      )}
    </Card>
  );
}

export const StaffDocumentsTab = (p: StudentTabProps) => <DocumentsTab {...p} scope="all" />;
export const StudentDocumentsTab = (p: StudentTabProps) => <DocumentsTab {...p} scope="student" />;
export default StaffDocumentsTab;
