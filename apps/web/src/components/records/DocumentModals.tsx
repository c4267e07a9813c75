import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { STUDENT_DOCUMENT_ACCEPT, STUDENT_DOCUMENT_MAX_FILES } from '@caduceus/contracts';
import { useApiMutation } from '../../app/api';
import { FilesPicker, UploadProgress } from '../FilesPicker';
import { FormModal } from '../FormModal';
import { saveWithToasts } from '../saveWithToasts';
import { formOf } from '../uploadForm';
import { useZodForm } from '../useZodForm';

/** What a record's documents accept (the lead's constants are the student's, contracts' documents). */
const ACCEPT = STUDENT_DOCUMENT_ACCEPT;
const MAX_FILES = STUDENT_DOCUMENT_MAX_FILES;
const KINDS = 'a PDF, PNG, JPEG, Word or Excel file';

type FormValue = string | number | boolean | null | undefined;
/** The title and description every record's document has; the owner's own fields come from `filingOf`. */
type Described = { title?: string | null; description?: string | null };
/** Sends the form to the owner's API with upload progress (uploadTo). */
type Send<V> = (vars: V, onProgress: (percent: number) => void) => Promise<unknown>;

interface Common<S extends z.ZodType> {
  /** the owner's upload or update schema (contracts) */
  schema: S;
  /** the owner's fields as sent: a student's folder, category and visibility; a lead's type */
  filingOf: (values: z.output<S>) => Record<string, FormValue>;
  /** the owner's filing fields, after the files (upload) or the title (edit) */
  filing: ReactNode;
  /** after the description (a student's "Visible to the student") */
  more?: ReactNode;
  /** the queries to refetch after a change (the owner's documents, lists and counts) */
  invalidate: string[];
  toasts: { ok: string; failed: string };
  /** the form's name (its fields' ids start with it) */
  formName?: string;
}

/** A form with upload progress: the owner's send, the percentage while the bytes go up. */
function useUpload<V>(send: Send<V>, invalidate: string[]) {
  const [percent, setPercent] = useState<number | null>(null);
  const mutation = useApiMutation((vars: V) => send(vars, setPercent), { invalidate, errorToast: false });
  const run = async (vars: V, toasts: { ok: string; failed: string }) => {
    try {
      await saveWithToasts(() => mutation.mutateAsync(vars), toasts);
    } finally {
      setPercent(null);
    }
  };
  return { percent, setPercent, run };
}

/** Adds documents: the owner's filing and one or more files (one document each), with upload progress. */
export function RecordDocumentUploadModal<S extends z.ZodType>({
  open,
  onClose,
  initial,
  send,
  noFiles,
  ...c
}: Common<S> & {
  open: boolean;
  onClose: () => void;
  /** the owner's values a new upload starts with (a type chosen on the checklist, visible to the student) */
  initial: Record<string, unknown>;
  send: Send<FormData>;
  /** the message when no file is chosen */
  noFiles: string;
}) {
  const f = useZodForm(c.schema);
  const { t } = useTranslation();
  const { reset, form } = f;
  const upload = useUpload(send, c.invalidate);
  const { setPercent } = upload;
  const files = (Form.useWatch('files', form) as File[] | undefined) ?? [];
  const initialKey = JSON.stringify(initial);
  useEffect(() => {
    if (open) {
      reset({ ...(JSON.parse(initialKey) as Record<string, unknown>), files: [] });
      setPercent(null);
    }
  }, [open, reset, initialKey, setPercent]);

  const onSubmit = f.submit(async (values) => {
    const chosen = (form.getFieldValue('files') as File[] | undefined) ?? [];
    if (!chosen.length) {
      form.setFields([{ name: 'files', errors: [noFiles] }]);
      return;
    }
    form.setFields([{ name: 'files', errors: [] }]);
    setPercent(0);
    const v = values as Described;
    const fields = {
      ...c.filingOf(values),
      title: chosen.length === 1 ? v.title : undefined,
      description: v.description,
    };
    await upload.run(formOf(fields, [{ part: 'files', list: chosen }]), c.toasts);
    onClose();
  });

  return (
    <FormModal
      open={open}
      title={t('document.uploadTitle')}
      okText={t('document.upload')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={c.formName ? { ...f.formProps, name: c.formName } : f.formProps}
      width={600}
    >
      <Form.Item name="files" label={t('document.files')} required extra={t('document.filesHint', { max: MAX_FILES })}>
        <FilesPicker accept={ACCEPT} kinds={KINDS} max={MAX_FILES} />
      </Form.Item>
      {c.filing}
      {files.length <= 1 && (
        <Form.Item name="title" label={t('document.title')} extra={t('document.titleHint')}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="description" label={t('document.description')}>
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      {c.more}
      <UploadProgress percent={upload.percent} />
    </FormModal>
  );
}

/** What an edited document shows of its file. */
export interface EditedDocument {
  id: number;
  title: string;
  description: string | null;
  filename: string;
  version: number;
}

/** Changes a document's filing, title and description, and replaces its file (the old one stays in the history). */
export function RecordDocumentEditModal<S extends z.ZodType, D extends EditedDocument>({
  document: doc,
  onClose,
  initial,
  send,
  replaceNote = '',
  ...c
}: Common<S> & {
  document: D | null;
  onClose: () => void;
  /** the owner's values of the document (its folder and category, its type) */
  initial: (d: D) => Record<string, unknown>;
  send: Send<{ id: number; fd: FormData }>;
  /** after "The current file stays in the history." (a lead's: it needs verifying again) */
  replaceNote?: string;
}) {
  const f = useZodForm(c.schema);
  const { t } = useTranslation();
  const { reset, form } = f;
  const upload = useUpload(send, c.invalidate);
  const { setPercent } = upload;
  // the form starts from the document each time one opens
  const initialOf = useRef(initial);
  initialOf.current = initial;
  useEffect(() => {
    if (doc) {
      reset({ ...initialOf.current(doc), title: doc.title, description: doc.description ?? '', file: [] });
      setPercent(null);
    }
  }, [doc, reset, setPercent]);

  const onSubmit = f.submit(async (values) => {
    if (!doc) return;
    const file = (form.getFieldValue('file') as File[] | undefined) ?? [];
    if (file.length) setPercent(0);
    const v = values as Described;
    const fields = { ...c.filingOf(values), title: v.title, description: v.description };
    await upload.run({ id: doc.id, fd: formOf(fields, [{ part: 'file', list: file }]) }, c.toasts);
    onClose();
  });

  return (
    <FormModal
      open={doc !== null}
      title={t('document.editTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={c.formName ? { ...f.formProps, name: c.formName } : f.formProps}
      width={600}
    >
      <Form.Item name="title" label={t('document.title')} required={f.required('title')}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      {c.filing}
      <Form.Item name="description" label={t('document.description')}>
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      {c.more}
      <Form.Item
        name="file"
        label={t('document.replace')}
        extra={
          doc ? t('document.replaceHint', { file: doc.filename, version: doc.version, note: replaceNote }) : undefined
        }
      >
        <FilesPicker accept={ACCEPT} kinds={KINDS} max={1} label={t('document.chooseNew')} />
      </Form.Item>
      <UploadProgress percent={upload.percent} />
    </FormModal>
  );
}
