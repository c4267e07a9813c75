import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Modal, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { STUDENT_NOTE_KINDS, type StudentNote, type StudentNoteKind, type StudentTab } from '@caduceus/contracts';
import { ConfirmAction } from '../../../../components/ConfirmAction';
import { DataTable } from '../../../../components/DataTable';
import { formatDateTime } from '../../../../components/format';
import type { StudentTabProps } from '../registry';
import { studentNotesUrl, useNoteMutations } from './api';
import { NoteFormModal } from './NoteFormModal';

const kindOf = (tab: StudentTab) => STUDENT_NOTE_KINDS.find((k) => k.tab === tab)!;
const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** One note in full: subject, text, who wrote it and when, who changed it last. */
function NoteView({ note, onClose }: { note: StudentNote | null; onClose: () => void }) {
  return (
    <Modal
      open={note !== null}
      title={note?.subject || 'Note'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={640}
    >
      {note && (
        <>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{note.note}</Typography.Paragraph>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'by',
                label: 'Added by',
                children: `${note.createdByName ?? 'System'}, ${formatDateTime(note.createdAt)}`,
              },
              ...(note.updatedAt !== note.createdAt
                ? [
                    {
                      key: 'upd',
                      label: 'Last changed',
                      children: `${note.updatedByName ?? 'System'}, ${formatDateTime(note.updatedAt)}`,
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/**
 * A notes tab (Notes, Accounting Notes, Academic Advising): the student's notes of one type, newest
 * first, with who wrote them; staff with the write right add notes, the author or staff with the edit
 * right change one, staff with the delete right delete one (each as the server says per note).
 */
function NotesTab({ kind, studentId, header, rights }: StudentTabProps & { kind: StudentNoteKind }) {
  const canAdd = header.viewer === 'staff' && rights.write;
  const { remove } = useNoteMutations(kind, studentId);
  const [form, setForm] = useState<{ note: StudentNote | null } | null>(null);
  const [viewing, setViewing] = useState<StudentNote | null>(null);
  const headingId = `notes-${kind.segment}`;

  const columns: ColumnsType<StudentNote> = [
    {
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Note',
      dataIndex: 'note',
      key: 'note',
      render: (_: string, n) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => setViewing(n)}
        >
          {n.subject ? <strong>{n.subject}: </strong> : null}
          {preview(n.note)}
        </Button>
      ),
    },
    { title: 'Added by', dataIndex: 'createdByName', key: 'createdByName', width: 160 },
    {
      title: 'Last changed',
      dataIndex: 'updatedAt',
      key: 'updatedAt',
      sorter: true,
      width: 190,
      render: (v: string, n) => (v !== n.createdAt ? `${formatDateTime(v)} (${n.updatedByName ?? 'System'})` : ''),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_: unknown, n) => (
        <Flex gap={4}>
          {n.canEdit && header.viewer === 'staff' && (
            <Button
              size="small"
              type="link"
              icon={<EditOutlined />}
              aria-label={`Edit note of ${formatDateTime(n.createdAt)}`}
              onClick={() => setForm({ note: n })}
            />
          )}
          {n.canDelete && header.viewer === 'staff' && (
            <ConfirmAction
              title="Delete this note?"
              okText="Delete"
              danger
              icon={<DeleteOutlined />}
              ariaLabel={`Delete note of ${formatDateTime(n.createdAt)}`}
              onConfirm={() => remove.mutateAsync(n.id)}
            />
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={
        <h2 className="card-h2" id={headingId}>
          {kind.title}
        </h2>
      }
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ note: null })}>
            Add Note
          </Button>
        )
      }
    >
      <DataTable<StudentNote>
        path={studentNotesUrl(kind, studentId)}
        columns={columns}
        rowKey="id"
        label={kind.title}
        search="Search notes"
        defaultSort="-createdAt"
        emptyText={`No ${kind.title.toLowerCase()} yet`}
      />
      <NoteFormModal
        kind={kind}
        studentId={studentId}
        open={form !== null}
        note={form?.note ?? null}
        onClose={() => setForm(null)}
      />
      <NoteView note={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

export const StudentNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('notes')} />;
export const AccountingNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('accountingNotes')} />;
export const AdvisingNotesTab = (p: StudentTabProps) => <NotesTab {...p} kind={kindOf('med6Notes')} />;
export default StudentNotesTab;
