import { Checkbox, Form, Select } from 'antd';
import {
  STUDENT_DOCUMENT_MESSAGES,
  STUDENT_DOCUMENT_TOASTS,
  studentDocumentUpdateInput,
  studentDocumentUploadInput,
  type StudentDocument,
} from '@caduceus/contracts';
import { RecordDocumentEditModal, RecordDocumentUploadModal } from '../../../../components/records/DocumentModals';
import { DOC_PATHS, uploadTo, useDocumentChoices } from './api';

type Filing = { folderId: number; categoryId?: number | null; sharedWithStudent: boolean };
/** The filing as sent (not the form's title, description and files: the kit adds those). */
const filingOf = ({ folderId, categoryId, sharedWithStudent }: Filing) => ({ folderId, categoryId, sharedWithStudent });

/**
 * A student's filing of a document: the folder, an optional category and, for staff, whether the student sees
 * it (the student's own uploads are theirs to see). A folder or category the document holds stays choosable
 * even when deactivated since.
 */
function FilingFields({ studentId, current }: { studentId: number; current?: StudentDocument | null }) {
  const choices = useDocumentChoices(studentId);
  const folders = [...(choices.data?.folders ?? [])];
  if (current && !folders.some((o) => o.value === current.folderId))
    folders.unshift({ value: current.folderId, label: current.folderName ?? `#${current.folderId}` });
  const categories = [...(choices.data?.categories ?? [])];
  if (current?.categoryId && !categories.some((o) => o.value === current.categoryId))
    categories.unshift({ value: current.categoryId, label: current.categoryName ?? `#${current.categoryId}` });
  const adding = current === undefined;
  return (
    <>
      <Form.Item name="folderId" label="Folder" required>
        <Select
          options={folders}
          loading={choices.isPending}
          placeholder={adding ? 'Choose a folder' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          status={choices.isError ? 'warning' : undefined}
          notFoundContent={choices.isError ? 'The folders could not be loaded' : 'No folders'}
        />
      </Form.Item>
      <Form.Item name="categoryId" label="Category">
        <Select
          options={categories}
          loading={choices.isPending}
          placeholder={adding ? 'Choose a category (optional)' : 'No category'}
          allowClear
        />
      </Form.Item>
    </>
  );
}

const Visible = ({ extra }: { extra?: string }) => (
  <Form.Item name="sharedWithStudent" valuePropName="checked" extra={extra}>
    <Checkbox>Visible to the student</Checkbox>
  </Form.Item>
);

interface Props {
  studentId: number;
  staff: boolean;
}

/** Adds documents: a folder, an optional category and one or more files (one document each), with upload progress. */
export function DocumentUploadModal({
  studentId,
  staff,
  open,
  onClose,
}: Props & { open: boolean; onClose: () => void }) {
  return (
    <RecordDocumentUploadModal
      open={open}
      onClose={onClose}
      schema={studentDocumentUploadInput}
      initial={{ sharedWithStudent: false }}
      filingOf={(v: Filing) => ({ ...filingOf(v), sharedWithStudent: staff ? v.sharedWithStudent : true })}
      filing={<FilingFields studentId={studentId} />}
      more={staff && <Visible extra="Unticked documents stay with staff: the student does not see them." />}
      send={(fd, progress) => uploadTo('post', '/api/students/{studentId}/documents', { studentId }, fd, progress)}
      invalidate={[DOC_PATHS.documents(studentId)]}
      toasts={{ ok: STUDENT_DOCUMENT_TOASTS.added, failed: STUDENT_DOCUMENT_TOASTS.addFailed }}
      noFiles={STUDENT_DOCUMENT_MESSAGES.noFiles}
    />
  );
}

/** Changes a document's filing and title, and replaces its file (the old file stays in the history). */
export function DocumentEditModal({
  studentId,
  staff,
  document: doc,
  onClose,
}: Props & { document: StudentDocument | null; onClose: () => void }) {
  return (
    <RecordDocumentEditModal
      document={doc}
      onClose={onClose}
      schema={studentDocumentUpdateInput}
      initial={filingOf}
      filingOf={filingOf}
      filing={<FilingFields studentId={studentId} current={doc} />}
      more={staff && <Visible />}
      send={({ id, fd }, progress) =>
        uploadTo('put', '/api/students/{studentId}/documents/{documentId}', { studentId, documentId: id }, fd, progress)
      }
      invalidate={[DOC_PATHS.documents(studentId)]}
      toasts={{ ok: STUDENT_DOCUMENT_TOASTS.updated, failed: STUDENT_DOCUMENT_TOASTS.updateFailed }}
      formName="documentEdit"
    />
  );
}
