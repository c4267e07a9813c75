import { useEffect, useState } from 'react';
import { Form, Input, Select } from 'antd';
import {
  LEAD_DOCUMENT_ACCEPT,
  LEAD_DOCUMENT_MAX_FILES,
  LEAD_DOCUMENT_MESSAGES,
  LEAD_DOCUMENT_TOASTS,
  leadDocumentUpdateInput,
  leadDocumentUploadInput,
  type LeadDocument,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../../../app/api';
import { FilesPicker, UploadProgress } from '../../../../../components/FilesPicker';
import { FormModal } from '../../../../../components/FormModal';
import { RecordDocumentHistoryModal } from '../../../../../components/records/DocumentHistoryModal';
import { saveWithToasts } from '../../../../../components/saveWithToasts';
import { formOf, uploadTo } from '../../../../../components/uploadForm';
import { useZodForm } from '../../../../../components/useZodForm';
import { LEAD_DOC_PATHS, leadDocumentsStale, useLeadDocument, useLeadDocumentTypes } from './api';

const KINDS = 'a PDF, PNG, JPEG, Word or Excel file';

/** The document types as dropdown options, mandatory ones marked. */
function useTypeOptions(leadId: number) {
  const types = useLeadDocumentTypes(leadId);
  const options = (types.data?.items ?? []).map((t) => ({
    value: t.id,
    label: t.mandatory ? `${t.name} (mandatory)` : t.name,
  }));
  return { options, loading: types.isPending, failed: types.isError };
}

/** documentUpload: a type and one or more files (one document each), with upload progress. */
export function LeadDocumentUploadModal({
  leadId,
  open,
  typeId,
  onClose,
}: {
  leadId: number;
  open: boolean;
  typeId?: number;
  onClose: () => void;
}) {
  const f = useZodForm(leadDocumentUploadInput);
  const { reset, form } = f;
  const types = useTypeOptions(leadId);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useApiMutation(
    (fd: FormData) => uploadTo('post', '/api/leads/{leadId}/documents', { leadId }, fd, setPercent),
    { invalidate: leadDocumentsStale(leadId), errorToast: false },
  );
  const files = (Form.useWatch('files', form) as File[] | undefined) ?? [];
  useEffect(() => {
    if (open) {
      reset({ typeId, files: [] });
      setPercent(null);
    }
  }, [open, reset, typeId]);

  const onSubmit = f.submit(async (values) => {
    const chosen = (form.getFieldValue('files') as File[] | undefined) ?? [];
    if (!chosen.length) {
      form.setFields([{ name: 'files', errors: [LEAD_DOCUMENT_MESSAGES.noFiles] }]);
      return;
    }
    form.setFields([{ name: 'files', errors: [] }]);
    setPercent(0);
    try {
      await saveWithToasts(
        () =>
          upload.mutateAsync(
            formOf(
              {
                typeId: values.typeId,
                title: chosen.length === 1 ? values.title : undefined,
                description: values.description,
              },
              [{ part: 'files', list: chosen }],
            ),
          ),
        { ok: LEAD_DOCUMENT_TOASTS.added, failed: LEAD_DOCUMENT_TOASTS.addFailed },
      );
    } finally {
      setPercent(null);
    }
    onClose();
  });

  return (
    <FormModal
      open={open}
      title="Upload Documents"
      okText="Upload"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'leadDocumentUpload' }}
      width={600}
    >
      <Form.Item
        name="files"
        label="Files"
        required
        extra={`PDF, PNG, JPEG, Word or Excel; 10 MB each, ${LEAD_DOCUMENT_MAX_FILES} at once. Each file becomes a document.`}
      >
        <FilesPicker accept={LEAD_DOCUMENT_ACCEPT} kinds={KINDS} max={LEAD_DOCUMENT_MAX_FILES} />
      </Form.Item>
      <Form.Item name="typeId" label="Document Type" required={f.required('typeId')}>
        <Select
          options={types.options}
          loading={types.loading}
          placeholder="Choose a document type"
          showSearch={{ optionFilterProp: 'label' }}
          status={types.failed ? 'warning' : undefined}
          notFoundContent={types.failed ? 'The document types could not be loaded' : 'No document types'}
        />
      </Form.Item>
      {files.length <= 1 && (
        <Form.Item name="title" label="Title" extra="Leave empty to use the file's name.">
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
      )}
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      <UploadProgress percent={percent} />
    </FormModal>
  );
}

/** documentUpdate: type, title, description, and a new file that replaces the current one (kept as a former version). */
export function LeadDocumentEditModal({
  leadId,
  document: doc,
  onClose,
}: {
  leadId: number;
  document: LeadDocument | null;
  onClose: () => void;
}) {
  const f = useZodForm(leadDocumentUpdateInput);
  const { reset, form } = f;
  const types = useTypeOptions(leadId);
  const [percent, setPercent] = useState<number | null>(null);
  const save = useApiMutation(
    ({ id, fd }: { id: number; fd: FormData }) =>
      uploadTo('put', '/api/leads/{leadId}/documents/{documentId}', { leadId, documentId: id }, fd, setPercent),
    { invalidate: leadDocumentsStale(leadId), errorToast: false },
  );
  useEffect(() => {
    if (doc) {
      reset({ typeId: doc.typeId, title: doc.title, description: doc.description ?? '', file: [] });
      setPercent(null);
    }
  }, [doc, reset]);
  // the type the document holds stays choosable even when deactivated since
  const options = [...types.options];
  if (doc && !options.some((o) => o.value === doc.typeId))
    options.unshift({ value: doc.typeId, label: doc.typeName ?? `#${doc.typeId}` });

  const onSubmit = f.submit(async (values) => {
    if (!doc) return;
    const file = (form.getFieldValue('file') as File[] | undefined) ?? [];
    if (file.length) setPercent(0);
    try {
      await saveWithToasts(
        () =>
          save.mutateAsync({
            id: doc.id,
            fd: formOf({ typeId: values.typeId, title: values.title, description: values.description }, [
              { part: 'file', list: file },
            ]),
          }),
        { ok: LEAD_DOCUMENT_TOASTS.updated, failed: LEAD_DOCUMENT_TOASTS.updateFailed },
      );
    } finally {
      setPercent(null);
    }
    onClose();
  });

  return (
    <FormModal
      open={doc !== null}
      title="Edit Document"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, name: 'leadDocumentEdit' }}
      width={600}
    >
      <Form.Item name="title" label="Title" required={f.required('title')}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="typeId" label="Document Type" required={f.required('typeId')}>
        <Select options={options} loading={types.loading} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item
        name="file"
        label="Replace the file"
        extra={
          doc
            ? `Now: ${doc.filename} (version ${doc.version}). The current file stays in the history; the new one needs verifying again.`
            : undefined
        }
      >
        <FilesPicker accept={LEAD_DOCUMENT_ACCEPT} kinds={KINDS} max={1} label="Choose a new file" />
      </Form.Item>
      <UploadProgress percent={percent} />
    </FormModal>
  );
}

/** getDocbyId: the document's details and every version of its file, each viewable and downloadable. */
export function LeadDocumentHistoryModal({
  leadId,
  documentId,
  onClose,
}: {
  leadId: number;
  documentId: number | null;
  onClose: () => void;
}) {
  const q = useLeadDocument(leadId, documentId);
  return (
    <RecordDocumentHistoryModal
      open={documentId !== null}
      query={q}
      onClose={onClose}
      ownerItems={(d) => [
        { key: 'type', label: 'Type', children: d.typeName ?? '—' },
        { key: 'status', label: 'Status', children: d.active ? 'Active' : 'Deactivated' },
      ]}
      fileUrl={(d, version, inline) => LEAD_DOC_PATHS.file(leadId, d.id, version, inline)}
    />
  );
}
