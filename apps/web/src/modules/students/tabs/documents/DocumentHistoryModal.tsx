import { Button, Descriptions, Modal, Table, Tag } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { StudentDocumentVersion } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { downloadGet } from '../../../../components/download';
import { formatDateTime } from '../../../../components/format';
import { QueryState, errorText } from '../../../../components/QueryState';
import { DOC_PATHS, sizeText, useDocument } from './api';

interface Props { studentId: number; documentId: number | null; onClose: () => void }

/** A document's details and every version of its file, each viewable and downloadable. */
export function DocumentHistoryModal({ studentId, documentId, onClose }: Props) {
  const q = useDocument(studentId, documentId);
  return (
    <Modal open={documentId !== null} title={q.data ? `History of ${q.data.title}` : 'Document history'} onCancel={onClose} width={760}
      footer={<Button onClick={onClose}>Close</Button>}>
      <QueryState query={q}>
        {(d) => (
          <>
            <Descriptions size="small" column={2} style={{ marginBottom: 16 }} items={[
              { key: 'folder', label: 'Folder', children: d.folderName ?? '—' },
              { key: 'category', label: 'Category', children: d.categoryName ?? '—' },
              { key: 'added', label: 'Added', children: `${formatDateTime(d.createdAt)}${d.createdByName ? ` by ${d.createdByName}` : ''}` },
              { key: 'verified', label: 'Verified', children: d.verified ? `${formatDateTime(d.verifiedAt)} by ${d.verifiedByName ?? '—'}` : 'Not verified' },
              ...(d.description ? [{ key: 'desc', label: 'Description', span: 2, children: d.description }] : []),
            ]} />
            <Table<StudentDocumentVersion> rowKey="version" size="small" pagination={false} dataSource={d.versions} aria-label="Versions"
              columns={[
                { title: 'Version', dataIndex: 'version', render: (v: number, r) => <>{v} {r.current && <Tag color="blue">Current</Tag>}</> },
                { title: 'File', dataIndex: 'filename' },
                { title: 'Size', dataIndex: 'size', render: (n: number) => sizeText(n) },
                { title: 'Uploaded', dataIndex: 'uploadedAt', render: (v: string, r) => `${formatDateTime(v)}${r.uploadedByName ? ` by ${r.uploadedByName}` : ''}` },
                {
                  title: 'Actions', key: 'actions', render: (_: unknown, r) => (
                    <>
                      <Button size="small" type="link" icon={<EyeOutlined />} href={DOC_PATHS.file(studentId, d.id, r.version, true)} target="_blank" rel="noopener"
                        aria-label={`View version ${r.version}`} />
                      <Button size="small" type="link" icon={<DownloadOutlined />} aria-label={`Download version ${r.version}`}
                        onClick={() => downloadGet(DOC_PATHS.file(studentId, d.id, r.version), r.filename).catch((e) => toast.error(errorText(e)))} />
                    </>
                  ),
                },
              ]} />
          </>
        )}
      </QueryState>
    </Modal>
  );
}
