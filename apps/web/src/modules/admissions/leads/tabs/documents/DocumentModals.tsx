import { Form, Select } from 'antd';
import {
  LEAD_DOCUMENT_MESSAGES,
  LEAD_DOCUMENT_TOASTS,
  leadDocumentUpdateInput,
  leadDocumentUploadInput,
  type LeadDocument,
} from '@caduceus/contracts';
import { RecordDocumentEditModal, RecordDocumentUploadModal } from '../../../../../components/records/DocumentModals';
import { uploadTo } from '../../../../../components/uploadForm';
import { leadDocumentsStale, useLeadDocumentTypes } from './api';

/** The document types as dropdown options, mandatory ones marked. */
function useTypeOptions(leadId: number) {
  const types = useLeadDocumentTypes(leadId);
  const options = (types.data?.items ?? []).map((t) => ({
    value: t.id,
    label: t.mandatory ? `${t.name} (mandatory)` : t.name,
  }));
  return { options, loading: types.isPending, failed: types.isError };
}

/** The type of a document, mandatory ones marked; the type a document holds stays choosable even when deactivated since. */
function TypeField({ leadId, current }: { leadId: number; current?: LeadDocument | null }) {
  const types = useTypeOptions(leadId);
  const options = [...types.options];
  if (current && !options.some((o) => o.value === current.typeId))
    options.unshift({ value: current.typeId, label: current.typeName ?? `#${current.typeId}` });
  return (
    <Form.Item name="typeId" label="Document Type" required>
      <Select
        options={options}
        loading={types.loading}
        placeholder={current === undefined ? 'Choose a document type' : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        status={types.failed ? 'warning' : undefined}
        notFoundContent={types.failed ? 'The document types could not be loaded' : 'No document types'}
      />
    </Form.Item>
  );
}

const typeOf = (v: { typeId: number }) => ({ typeId: v.typeId });

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
  return (
    <RecordDocumentUploadModal
      open={open}
      onClose={onClose}
      schema={leadDocumentUploadInput}
      initial={{ typeId }}
      filingOf={typeOf}
      filing={<TypeField leadId={leadId} />}
      send={(fd, progress) => uploadTo('post', '/api/leads/{leadId}/documents', { leadId }, fd, progress)}
      invalidate={leadDocumentsStale(leadId)}
      toasts={{ ok: LEAD_DOCUMENT_TOASTS.added, failed: LEAD_DOCUMENT_TOASTS.addFailed }}
      noFiles={LEAD_DOCUMENT_MESSAGES.noFiles}
      formName="leadDocumentUpload"
    />
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
  return (
    <RecordDocumentEditModal
      document={doc}
      onClose={onClose}
      schema={leadDocumentUpdateInput}
      initial={typeOf}
      filingOf={typeOf}
      filing={<TypeField leadId={leadId} current={doc} />}
      send={({ id, fd }, progress) =>
        uploadTo('put', '/api/leads/{leadId}/documents/{documentId}', { leadId, documentId: id }, fd, progress)
      }
      invalidate={leadDocumentsStale(leadId)}
      toasts={{ ok: LEAD_DOCUMENT_TOASTS.updated, failed: LEAD_DOCUMENT_TOASTS.updateFailed }}
      replaceNote="; the new one needs verifying again"
      formName="leadDocumentEdit"
    />
  );
}
