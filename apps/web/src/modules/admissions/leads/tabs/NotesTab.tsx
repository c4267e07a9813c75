import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Modal, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { LEAD_NOTE_KINDS, LEAD_TOASTS, leadNoteInput, type LeadNote, type LeadNoteKind } from '@caduceus/contracts';
import { DataTable } from '../../../../components/DataTable';
import { FormModal } from '../../../../components/FormModal';
import { formatDateTime } from '../../../../components/format';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { LEAD_PATHS, useAddLeadNote } from '../api';
import type { LeadTabProps } from './registry';

type Kind = (typeof LEAD_NOTE_KINDS)[number];
const kindOf = (k: LeadNoteKind): Kind => LEAD_NOTE_KINDS.find((x) => x.kind === k)!;
const preview = (text: string) => (text.length > 140 ? `${text.slice(0, 137)}…` : text);

function AddNoteModal({
  kind,
  leadId,
  open,
  onClose,
}: {
  kind: Kind;
  leadId: number;
  open: boolean;
  onClose: () => void;
}) {
  const add = useAddLeadNote(leadId, kind.kind);
  const f = useZodForm(leadNoteInput);
  const { reset } = f;
  useEffect(() => {
    if (open) reset({});
  }, [open, reset]);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => add.mutateAsync(body), { ok: LEAD_TOASTS.noteAdded, failed: LEAD_TOASTS.noteFailed });
    onClose();
  });
  return (
    <FormModal
      open={open}
      title={`Add ${kind.singular}`}
      okText="Add Note"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={f.formProps}
      width={640}
    >
      <Form.Item name="subject" label="Subject" required={f.required('subject')}>
        <Input name="subject" maxLength={150} autoFocus />
      </Form.Item>
      <Form.Item name="note" label={kind.kind === 'phone' ? 'What was said' : 'Note'} required={f.required('note')}>
        <Input.TextArea name="note" rows={8} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** Notes or phone notes of the lead, newest first; staff with the write right add one (an open lead). */
function NotesTab({ kind, leadId, readOnly }: LeadTabProps & { kind: Kind }) {
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<LeadNote | null>(null);
  const columns: ColumnsType<LeadNote> = [
    { title: 'Date', dataIndex: 'createdAt', key: 'createdAt', width: 160, render: (v: string) => formatDateTime(v) },
    {
      title: kind.singular,
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
    {
      title: 'Added by',
      dataIndex: 'createdByName',
      key: 'createdByName',
      width: 180,
      render: (v: string | null) => v ?? 'System',
    },
  ];
  return (
    <Card
      title={<h2 className="card-h2">{kind.title}</h2>}
      extra={
        !readOnly && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add {kind.singular}
          </Button>
        )
      }
    >
      <DataTable<LeadNote>
        path={LEAD_PATHS.notes(leadId, kind.kind)}
        columns={columns}
        rowKey="id"
        label={kind.title}
        search="Search notes"
        emptyText={`No ${kind.title.toLowerCase()} yet`}
      />
      {!readOnly && <AddNoteModal kind={kind} leadId={leadId} open={adding} onClose={() => setAdding(false)} />}
      <Modal
        open={viewing !== null}
        title={viewing?.subject || kind.singular}
        onCancel={() => setViewing(null)}
        footer={<Button onClick={() => setViewing(null)}>Close</Button>}
        width={640}
      >
        {viewing && (
          <>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{viewing.note}</Typography.Paragraph>
            <Typography.Text type="secondary">
              Added by {viewing.createdByName ?? 'System'}, {formatDateTime(viewing.createdAt)}
            </Typography.Text>
          </>
        )}
      </Modal>
    </Card>
  );
}

export const LeadNotesTab = (p: LeadTabProps) => <NotesTab {...p} kind={kindOf('note')} />;
export const LeadPhoneNotesTab = (p: LeadTabProps) => <NotesTab {...p} kind={kindOf('phone')} />;
export default LeadNotesTab;
