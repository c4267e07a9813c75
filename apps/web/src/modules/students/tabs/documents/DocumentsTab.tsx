import { useState } from 'react';
import { Alert, Button, Card, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  HistoryOutlined,
  MailOutlined,
  StopOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { STUDENT_DOCUMENT_TOASTS, type StudentDocument } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { errorText } from '../../../../components/QueryState';
import type { StudentTabProps } from '../registry';
import { DOC_PATHS, sizeText, useDocumentChoices, useDocumentMutations } from './api';
import { DocumentEditModal } from './DocumentEditModal';
import { DocumentEmailModal } from './DocumentEmailModal';
import { DocumentHistoryModal } from './DocumentHistoryModal';
import { DocumentUploadModal } from './DocumentUploadModal';
import { withToasts } from './FilesPicker';

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

  const download = (d: StudentDocument) =>
    downloadGet(DOC_PATHS.file(studentId, d.id), d.filename).catch((e) => toast.error(errorText(e)));

  const columns: ColumnsType<StudentDocument> = [
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
    { title: 'Folder', dataIndex: 'folderName', key: 'folder', sorter: true, render: (v: string | null) => v ?? '—' },
    { title: 'Category', dataIndex: 'categoryName', key: 'categoryName', render: (v: string | null) => v ?? '—' },
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
            <Tag color="green" icon={<CheckCircleOutlined />}>
              Verified
            </Tag>
          </Tooltip>
        ) : (
          <Tag>Not verified</Tag>
        ),
    },
    ...(staff
      ? [
          {
            title: 'Visible to Student',
            dataIndex: 'sharedWithStudent',
            key: 'sharedWithStudent',
            render: (v: boolean, d: StudentDocument) =>
              d.uploadedBySelf ? <Tag color="blue">Uploaded by student</Tag> : v ? 'Yes' : 'No',
          },
        ]
      : []),
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
              href={DOC_PATHS.file(studentId, d.id, undefined, true)}
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
          {d.active && can.edit && d.canChange && (
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
                    d.verified ? STUDENT_DOCUMENT_TOASTS.unverified : STUDENT_DOCUMENT_TOASTS.verified,
                    STUDENT_DOCUMENT_TOASTS.updateFailed,
                  )
                }
              />
            </Tooltip>
          )}
          {d.active && can.email && (
            <Tooltip title="Email">
              <Button
                size="small"
                type="text"
                icon={<MailOutlined />}
                aria-label={`Email ${d.title}`}
                onClick={() => setEmailing([d.id])}
              />
            </Tooltip>
          )}
          {d.active && can.remove && d.canChange && (
            <ConfirmAction
              title="Deactivate this document?"
              description="It leaves the list; staff can show and activate it again."
              okText="Deactivate"
              danger
              icon={<StopOutlined />}
              type="text"
              ariaLabel={`Deactivate ${d.title}`}
              onConfirm={() =>
                withToasts(
                  () => setActive.mutateAsync({ id: d.id, active: false }),
                  STUDENT_DOCUMENT_TOASTS.deactivated,
                  STUDENT_DOCUMENT_TOASTS.updateFailed,
                )
              }
            />
          )}
          {!d.active && can.remove && staff && (
            <ConfirmAction
              title="Activate this document again?"
              okText="Activate"
              icon={<UndoOutlined />}
              type="text"
              ariaLabel={`Activate ${d.title}`}
              onConfirm={() =>
                withToasts(
                  () => setActive.mutateAsync({ id: d.id, active: true }),
                  STUDENT_DOCUMENT_TOASTS.activated,
                  STUDENT_DOCUMENT_TOASTS.updateFailed,
                )
              }
            />
          )}
        </Flex>
      ),
    },
  ];

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
      <DocumentHistoryModal studentId={studentId} documentId={history} onClose={() => setHistory(null)} />
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
