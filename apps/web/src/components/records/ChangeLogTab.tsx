import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Flex, Form, Input, Select, Typography, Upload } from 'antd';
import { PaperClipOutlined, SwapOutlined, UploadOutlined } from '@ant-design/icons';
import type { ColumnType } from 'antd/es/table';
import type { z } from 'zod';
import { toast } from '../../app/bridge';
import type { ListUrl } from '../../app/client';
import { DataTable } from '../DataTable';
import { FormModal } from '../FormModal';
import { downloadGet } from '../download';
import { formatDateTime } from '../format';
import { errorText } from '../QueryState';
import { saveWithToasts } from '../saveWithToasts';
import { useZodForm } from '../useZodForm';

/** The words of a change log: the card's heading, the value now, the button (and form), the log and its empty state. */
export interface ChangeWords {
  title: string;
  current: string;
  action: string;
  log: string;
  empty: string;
}
export const STATUS_WORDS: ChangeWords = {
  title: 'Status Change',
  current: 'Current status',
  action: 'Change Status',
  log: 'Status changes',
  empty: 'The status has not been changed yet',
};

/**
 * A record's change log (a student's or a lead's status changes, a lead's semester deferments): the value now,
 * the change form for those who may change it, and every change so far, newest first.
 */
export function RecordChangeLogTab<T extends { id: number }>({
  words = STATUS_WORDS,
  icon = <SwapOutlined />,
  current,
  form,
  path,
  columns,
}: {
  /** what the tab calls the value and its changes (a status by default) */
  words?: ChangeWords;
  /** the change button's icon */
  icon?: ReactNode;
  /** the value now */
  current: ReactNode;
  /** the change form (absent: read only) */
  form?: (open: boolean, onClose: () => void) => ReactNode;
  path: ListUrl<T>;
  columns: ColumnType<T>[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title={<h2 className="card-h2">{words.title}</h2>}
      extra={
        form && (
          <Button type="primary" icon={icon} onClick={() => setOpen(true)}>
            {words.action}
          </Button>
        )
      }
    >
      <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{words.current}</Typography.Text>
        {current}
      </Flex>
      <DataTable<T>
        path={path}
        columns={columns}
        rowKey="id"
        label={words.log}
        search={false}
        emptyText={words.empty}
      />
      {form?.(open, () => setOpen(false))}
    </Card>
  );
}

/** The log's columns: when, from and to, the why, the file it carried, by whom. */
export const changeColumns = {
  when: <T,>(title: string, key: keyof T & string, width = 160): ColumnType<T> => ({
    title,
    dataIndex: key,
    key,
    width,
    render: (v: string) => formatDateTime(v),
  }),
  /** a value or a dash */
  value: <T,>(title: string, key: keyof T & string, fallback?: (r: T) => string): ColumnType<T> => ({
    title,
    dataIndex: key,
    key,
    render: (v: string | null, r) => v ?? fallback?.(r) ?? '—',
  }),
  /** a text as written (line breaks kept) */
  text: <T,>(title: string, key: keyof T & string): ColumnType<T> => ({
    title,
    dataIndex: key,
    key,
    render: (v: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{v ?? ''}</span>,
  }),
  /** the file a change carried, downloaded from `path` */
  file: <T extends { id: number }>(path: (id: number) => string): ColumnType<T> => ({
    title: 'File',
    dataIndex: 'fileName',
    key: 'fileName',
    render: (v: string | null, r) =>
      v ? (
        <Button
          type="link"
          size="small"
          icon={<PaperClipOutlined />}
          style={{ padding: 0 }}
          onClick={() => {
            downloadGet(path(r.id), v).catch((e: unknown) => toast.error(errorText(e)));
          }}
        >
          {v}
        </Button>
      ) : (
        ''
      ),
  }),
  by: <T,>(key: keyof T & string): ColumnType<T> => ({
    title: 'By',
    dataIndex: key,
    key,
    render: (v: string | null) => v ?? 'System',
  }),
};

/**
 * A change form in a modal: what the value is now (`intro`), the owner's fields, and an optional file. Each opening
 * starts from `initial`.
 */
export function RecordChangeModal<S extends z.ZodType>({
  open,
  onClose,
  title = STATUS_WORDS.action,
  okText = title,
  schema,
  initial,
  save,
  toasts,
  intro,
  withFile,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** the dialog's title and button ("Change Status") */
  title?: string;
  okText?: string;
  schema: S;
  initial?: () => Record<string, unknown>;
  /** sends the change (`file`: the chosen file, with `withFile`) */
  save: (values: z.output<S>, file: File | null) => Promise<unknown>;
  toasts: { ok: string; failed: string };
  intro: ReactNode;
  /** "File (optional)": one file that goes with the change (its Upload's uid) */
  withFile?: string;
  children: (required: (name: string) => boolean) => ReactNode;
}) {
  const f = useZodForm(schema);
  const { reset } = f;
  const [file, setFile] = useState<File | null>(null);
  const initialOf = useRef(initial);
  initialOf.current = initial;
  useEffect(() => {
    if (open) {
      reset(initialOf.current?.() ?? {});
      setFile(null);
    }
  }, [open, reset]);
  const onSubmit = f.submit(async (values) => {
    await saveWithToasts(() => save(values, file), toasts);
    onClose();
  });
  return (
    <FormModal open={open} title={title} okText={okText} onClose={onClose} onSubmit={onSubmit} {...f.shellProps}>
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {children(f.required)}
      {withFile && (
        <Form.Item label="File (optional)" extra="PDF, Word, Excel or an image">
          <Upload
            maxCount={1}
            beforeUpload={(fl) => {
              setFile(fl);
              return false;
            }}
            onRemove={() => {
              setFile(null);
            }}
            fileList={file ? [{ uid: withFile, name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
        </Form.Item>
      )}
    </FormModal>
  );
}

/** The text that goes with a change (a note, a reason). */
export function ChangeTextField({
  name,
  label,
  required,
  max,
}: {
  name: string;
  label: string;
  required: boolean;
  max: number;
}) {
  return (
    <Form.Item name={name} label={label} required={required}>
      <Input.TextArea id={name} rows={4} maxLength={max} showCount />
    </Form.Item>
  );
}

/**
 * The new value, from the choices the server allows now (`choices`: its query); says why there is none, or why they
 * could not be loaded.
 */
export function ServerChoiceField({
  name,
  label,
  required,
  placeholder,
  options,
  choices,
  noneHelp,
}: {
  name: string;
  label: string;
  required: boolean;
  placeholder: string;
  options: { value: number; label: string }[];
  choices: { isPending: boolean; isError: boolean; error: unknown };
  /** the help when nothing can be chosen */
  noneHelp: string;
}) {
  const none = !choices.isPending && options.length === 0;
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      help={choices.isError ? errorText(choices.error) : none ? noneHelp : undefined}
    >
      <Select
        id={name}
        aria-label={label}
        placeholder={placeholder}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        loading={choices.isPending}
        disabled={none}
      />
    </Form.Item>
  );
}
