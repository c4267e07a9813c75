import { useTranslation } from 'react-i18next';
import i18n, { translateTitle } from '../../app/i18n';
import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { NOTE_MAX, studentNoteInput, type StudentNoteInput } from '@caduceus/contracts';
import type { ListUrl } from '../../app/client';
import { ConfirmAction } from '../ConfirmAction';
import { DataTable } from '../DataTable';
import { FormModal } from '../FormModal';
import { formatDateTime } from '../format';
import { saveWithToasts } from '../saveWithToasts';
import { useZodForm } from '../useZodForm';

/** What every record's note has (a student's, a lead's); the last change and the viewer's rights where kept. */
export interface RecordNote {
  id: number;
  subject: string | null;
  note: string;
  createdAt: string;
  createdByName: string | null;
  updatedAt?: string;
  updatedByName?: string | null;
  canEdit?: boolean;
  canDelete?: boolean;
}

type Toasts = { ok: string; failed: string };

interface Props<T extends RecordNote> {
  /** the tab's kind of note: its title ("Notes"), one of it ("Phone Note"), its URL segment */
  kind: { title: string; singular: string; segment: string };
  path: ListUrl<T>;
  /** the list API sorts (by date; by last change where kept) */
  sortable?: boolean;
  /** notes are changed after they are written: the list shows who changed each last */
  changes?: boolean;
  canAdd: boolean;
  /** the edit and delete buttons, each where the row says the viewer may */
  canChange?: boolean;
  /** a note's subject and text (the lead's note schema is the student's) */
  save: (body: StudentNoteInput, note: T | null) => Promise<unknown>;
  remove?: (id: number) => Promise<unknown>;
  toasts: { added: Toasts; updated?: Toasts };
  /** the words of the tab: the add button ("Add Note"), the note column and the dialog's title, the text's label */
  words?: { add?: string; one?: string; text?: string };
}

/** Add or edit a note: an optional subject and the text. */
function NoteFormModal<T extends RecordNote>({
  open,
  note,
  singular,
  textLabel,
  save,
  toasts,
  onClose,
}: {
  open: boolean;
  /** the note to change; null adds one */
  note: T | null;
  singular: string;
  textLabel: string;
  save: Props<T>['save'];
  toasts: Props<T>['toasts'];
  onClose: () => void;
}) {
  const f = useZodForm(studentNoteInput);
  const { t } = useTranslation();
  const { reset } = f;
  useEffect(() => {
    if (open) reset(note ? { subject: note.subject ?? '', note: note.note } : {});
  }, [open, note, reset]);
  const onSubmit = f.submit(async (body) => {
    await saveWithToasts(() => save(body, note), (note && toasts.updated) || toasts.added);
    onClose();
  });
  return (
    <FormModal
      open={open}
      title={
        note ? t('notes.edit', { noun: translateTitle(singular) }) : t('add.title', { noun: translateTitle(singular) })
      }
      okText={note ? t('action.save') : t('notes.add')}
      onClose={onClose}
      onSubmit={onSubmit}
      {...f.shellProps}
      width={640}
    >
      <Form.Item name="subject" label={t('notes.subject')} required={f.required('subject')}>
        <Input name="subject" maxLength={150} autoFocus />
      </Form.Item>
      <Form.Item name="note" label={translateTitle(textLabel)} required={f.required('note')}>
        <Input.TextArea name="note" rows={8} maxLength={NOTE_MAX} showCount />
      </Form.Item>
    </FormModal>
  );
}

/** One note in full: subject, text, who wrote it and when, who changed it last. */
function NoteView({ note, title, onClose }: { note: RecordNote | null; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={note !== null}
      title={note?.subject || translateTitle(title)}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('action.close')}</Button>}
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
                label: t('notes.addedBy'),
                children: `${note.createdByName ?? t('system')}, ${formatDateTime(note.createdAt)}`,
              },
              ...(note.updatedAt && note.updatedAt !== note.createdAt
                ? [
                    {
                      key: 'upd',
                      label: t('notes.lastChanged'),
                      children: `${note.updatedByName ?? t('system')}, ${formatDateTime(note.updatedAt)}`,
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

const preview = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/**
 * A record's notes tab (a student's Notes, Accounting Notes, Academic Advising; a lead's Notes and Phone Notes):
 * the notes of one kind, newest first, with who wrote them; those who may add one, change or delete one as the
 * server says per note.
 */
export function RecordNotesTab<T extends RecordNote>({
  kind,
  path,
  sortable = false,
  changes = false,
  canAdd,
  canChange = false,
  save,
  remove,
  toasts,
  words = {},
}: Props<T>) {
  const [form, setForm] = useState<{ note: T | null } | null>(null);
  const [viewing, setViewing] = useState<T | null>(null);
  const { t } = useTranslation();
  const one = words.one ? translateTitle(words.one) : t('notes.one');

  const columns: ColumnsType<T> = [
    {
      title: t('notes.date'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: sortable,
      width: 160,
      render: (v: string) => formatDateTime(v),
    },
    {
      title: one,
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
      title: t('notes.addedBy'),
      dataIndex: 'createdByName',
      key: 'createdByName',
      width: 160,
      render: (v: string | null) => v ?? t('system'),
    },
    ...(changes
      ? [
          {
            title: t('notes.lastChanged'),
            dataIndex: 'updatedAt',
            key: 'updatedAt',
            sorter: sortable,
            width: 190,
            render: (v: string, n: T) =>
              v !== n.createdAt ? `${formatDateTime(v)} (${n.updatedByName ?? t('system')})` : '',
          },
        ]
      : []),
    ...(canChange
      ? [
          {
            title: t('column.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, n: T) => (
              <Flex gap={4}>
                {n.canEdit && (
                  <Button
                    size="small"
                    type="link"
                    icon={<EditOutlined />}
                    aria-label={t('notes.editOf', { at: formatDateTime(n.createdAt) })}
                    onClick={() => setForm({ note: n })}
                  />
                )}
                {n.canDelete && remove && (
                  <ConfirmAction
                    title={t('notes.deleteConfirm')}
                    okText={t('action.delete')}
                    danger
                    icon={<DeleteOutlined />}
                    ariaLabel={t('notes.deleteOf', { at: formatDateTime(n.createdAt) })}
                    onConfirm={() => remove(n.id)}
                  />
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={
        <h2 className="card-h2" id={`notes-${kind.segment}`}>
          {translateTitle(kind.title)}
        </h2>
      }
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ note: null })}>
            {words.add ? translateTitle(words.add) : t('notes.add')}
          </Button>
        )
      }
    >
      <DataTable<T>
        path={path}
        columns={columns}
        rowKey="id"
        label={kind.title}
        search={t('notes.search')}
        defaultSort={sortable ? '-createdAt' : undefined}
        emptyText={t('notes.empty', {
          kind: i18n.language === 'en' ? kind.title.toLowerCase() : translateTitle(kind.title),
        })}
      />
      {(canAdd || canChange) && (
        <NoteFormModal
          open={form !== null}
          note={form?.note ?? null}
          singular={kind.singular}
          textLabel={words.text ?? t('notes.one')}
          save={save}
          toasts={toasts}
          onClose={() => setForm(null)}
        />
      )}
      <NoteView note={viewing} title={one} onClose={() => setViewing(null)} />
    </Card>
  );
}
