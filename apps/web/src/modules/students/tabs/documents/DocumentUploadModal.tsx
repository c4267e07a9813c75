import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Select } from 'antd';
import {
  STUDENT_DOCUMENT_ACCEPT,
  STUDENT_DOCUMENT_MAX_FILES,
  STUDENT_DOCUMENT_MESSAGES,
  STUDENT_DOCUMENT_TOASTS,
  studentDocumentUploadInput,
} from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { FormModal } from '../../../../components/FormModal';
import { saveWithToasts } from '../../../../components/saveWithToasts';
import { useZodForm } from '../../../../components/useZodForm';
import { DOC_PATHS, formOf, uploadTo, useDocumentChoices } from './api';
import { FilesPicker, UploadProgress } from './FilesPicker';

interface Props {
  studentId: number;
  staff: boolean;
  open: boolean;
  onClose: () => void;
}

/** Adds documents: a folder, an optional category and one or more files (one document each), with upload progress. */
export function DocumentUploadModal({ studentId, staff, open, onClose }: Props) {
  const f = useZodForm(studentDocumentUploadInput);
  const { reset, form } = f;
  const choices = useDocumentChoices(studentId);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useApiMutation(
    (fd: FormData) => uploadTo('post', '/api/students/{studentId}/documents', { studentId }, fd, setPercent),
    { invalidate: [DOC_PATHS.documents(studentId)], errorToast: false },
  );
  const files = (Form.useWatch('files', form) as File[] | undefined) ?? [];

  useEffect(() => {
    if (open) {
      reset({ sharedWithStudent: true, files: [] });
      setPercent(null);
    }
  }, [open, reset]);

  const onSubmit = f.submit(async (values) => {
    const chosen = (form.getFieldValue('files') as File[] | undefined) ?? [];
    if (!chosen.length) {
      form.setFields([{ name: 'files', errors: [STUDENT_DOCUMENT_MESSAGES.noFiles] }]);
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
                folderId: values.folderId,
                categoryId: values.categoryId,
                title: chosen.length === 1 ? values.title : undefined,
                description: values.description,
                sharedWithStudent: staff ? values.sharedWithStudent : true,
              },
              [{ part: 'files', list: chosen }],
            ),
          ),
        { ok: STUDENT_DOCUMENT_TOASTS.added, failed: STUDENT_DOCUMENT_TOASTS.addFailed },
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
      formProps={f.formProps}
      width={600}
    >
      <Form.Item
        name="files"
        label="Files"
        required
        extra={`PDF, PNG, JPEG, Word or Excel; 10 MB each, ${STUDENT_DOCUMENT_MAX_FILES} at once. Each file becomes a document.`}
      >
        <FilesPicker
          accept={STUDENT_DOCUMENT_ACCEPT}
          kinds="a PDF, PNG, JPEG, Word or Excel file"
          max={STUDENT_DOCUMENT_MAX_FILES}
        />
      </Form.Item>
      <Form.Item name="folderId" label="Folder" required={f.required('folderId')}>
        <Select
          options={choices.data?.folders}
          loading={choices.isPending}
          placeholder="Choose a folder"
          showSearch={{ optionFilterProp: 'label' }}
          status={choices.isError ? 'warning' : undefined}
          notFoundContent={choices.isError ? 'The folders could not be loaded' : 'No folders'}
        />
      </Form.Item>
      <Form.Item name="categoryId" label="Category">
        <Select
          options={choices.data?.categories}
          loading={choices.isPending}
          placeholder="Choose a category (optional)"
          allowClear
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
      {staff && (
        <Form.Item
          name="sharedWithStudent"
          valuePropName="checked"
          extra="Unticked documents stay with staff: the student does not see them."
        >
          <Checkbox>Visible to the student</Checkbox>
        </Form.Item>
      )}
      <UploadProgress percent={percent} />
    </FormModal>
  );
}
