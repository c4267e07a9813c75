import { useEffect, useState } from 'react';
import { Checkbox, Form, Input, Select } from 'antd';
import {
  STUDENT_DOCUMENT_ACCEPT,
  STUDENT_DOCUMENT_TOASTS,
  studentDocumentUpdateInput,
  type StudentDocument,
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
  document: StudentDocument | null;
  onClose: () => void;
}

/** Changes a document's filing and title, and replaces its file (the old file stays in the history). */
export function DocumentEditModal({ studentId, staff, document: doc, onClose }: Props) {
  const f = useZodForm(studentDocumentUpdateInput);
  const { reset, form } = f;
  const choices = useDocumentChoices(studentId);
  const [percent, setPercent] = useState<number | null>(null);
  const save = useApiMutation(
    ({ id, fd }: { id: number; fd: FormData }) =>
      uploadTo(
        'put',
        '/api/students/{studentId}/documents/{documentId}',
        { studentId, documentId: id },
        fd,
        setPercent,
      ),
    { invalidate: [DOC_PATHS.documents(studentId)], errorToast: false },
  );

  useEffect(() => {
    if (doc) {
      reset({
        folderId: doc.folderId,
        categoryId: doc.categoryId,
        title: doc.title,
        description: doc.description ?? '',
        sharedWithStudent: doc.sharedWithStudent,
        file: [],
      });
      setPercent(null);
    }
  }, [doc, reset]);

  // a folder or category the document holds stays choosable even when deactivated since
  const folders = [...(choices.data?.folders ?? [])];
  if (doc && !folders.some((o) => o.value === doc.folderId))
    folders.unshift({ value: doc.folderId, label: doc.folderName ?? `#${doc.folderId}` });
  const categories = [...(choices.data?.categories ?? [])];
  if (doc?.categoryId && !categories.some((o) => o.value === doc.categoryId))
    categories.unshift({ value: doc.categoryId, label: doc.categoryName ?? `#${doc.categoryId}` });

  const onSubmit = f.submit(async (values) => {
    if (!doc) return;
    const file = (form.getFieldValue('file') as File[] | undefined) ?? [];
    if (file.length) setPercent(0);
    try {
      await saveWithToasts(
        () =>
          save.mutateAsync({
            id: doc.id,
            fd: formOf(
              {
                folderId: values.folderId,
                categoryId: values.categoryId,
                title: values.title,
                description: values.description,
                sharedWithStudent: values.sharedWithStudent,
              },
              [{ part: 'file', list: file }],
            ),
          }),
        { ok: STUDENT_DOCUMENT_TOASTS.updated, failed: STUDENT_DOCUMENT_TOASTS.updateFailed },
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
      formProps={{ ...f.formProps, name: 'documentEdit' }}
      width={600}
    >
      <Form.Item name="title" label="Title" required={f.required('title')}>
        <Input maxLength={200} autoComplete="off" />
      </Form.Item>
      <Form.Item name="folderId" label="Folder" required={f.required('folderId')}>
        <Select options={folders} loading={choices.isPending} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item name="categoryId" label="Category">
        <Select options={categories} allowClear placeholder="No category" />
      </Form.Item>
      <Form.Item name="description" label="Description">
        <Input.TextArea rows={2} maxLength={1000} showCount />
      </Form.Item>
      {staff && (
        <Form.Item name="sharedWithStudent" valuePropName="checked">
          <Checkbox>Visible to the student</Checkbox>
        </Form.Item>
      )}
      <Form.Item
        name="file"
        label="Replace the file"
        extra={
          doc ? `Now: ${doc.filename} (version ${doc.version}). The current file stays in the history.` : undefined
        }
      >
        <FilesPicker
          accept={STUDENT_DOCUMENT_ACCEPT}
          kinds="a PDF, PNG, JPEG, Word or Excel file"
          max={1}
          label="Choose a new file"
        />
      </Form.Item>
      <UploadProgress percent={percent} />
    </FormModal>
  );
}
