import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Checkbox } from 'antd';
import { REQUEST_TOASTS, rowSchema, type RequestKind, type RequestKindKey } from '@caduceus/contracts';
import { ApiError } from '../../app/api';
import { translateTitle } from '../../app/i18n';
import { FormModal } from '../../components/FormModal';
import { RecordFields } from '../../components/RecordForm';
import { useFormDialog } from '../../components/useFormDialog';
import { useRequestWrites, useTranscriptExamNames } from './api';
import { ClinicalRequestFields } from './clinical/ClinicalRequestFields';

/** The server names a form's fields under `data.`; the form holds them by their own names. */
const unwrap = (err: unknown) =>
  err instanceof ApiError && err.fields
    ? new ApiError(
        err.status,
        err.code,
        err.message,
        Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [k.replace(/^data\./, ''), v])),
      )
    : err;

/**
 * A new request of one kind: the kind's form drawn from its declaration (the same schema the server checks),
 * with the fee it carries; an appeal may be saved as a draft first. Rendered once per kind (keyed by it).
 */
export function NewRequestDialog({
  studentId,
  kind,
  fee,
  onClose,
}: {
  studentId: number;
  kind: RequestKind | null;
  fee: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { add } = useRequestWrites();
  const def = kind?.form;
  const schema = rowSchema(def ?? { key: 'none', group: 'registrar', title: '', singular: '', fields: [] });
  const [asDraft, setAsDraft] = useState(false);
  const examNames = useTranscriptExamNames(studentId, kind?.key === 'transcript');
  const f = useFormDialog(schema, {
    open: kind !== null,
    onClose,
    source: kind,
    values: () => Object.fromEntries((def?.fields ?? []).map((x) => [x.key, x.kind === 'bool' ? false : undefined])),
    save: async (data) => {
      try {
        return await add.mutateAsync({
          studentId,
          kind: kind!.key as RequestKindKey,
          data: data as object,
          draft: asDraft || undefined,
        });
      } catch (e) {
        throw unwrap(e);
      }
    },
    toasts: {
      ok: t(asDraft ? REQUEST_TOASTS.drafted : REQUEST_TOASTS.created, { ns: 'titles' }),
      failed: t(REQUEST_TOASTS.createFailed, { ns: 'titles' }),
    },
  });
  return (
    <FormModal
      {...f.shell}
      title={translateTitle(kind?.label ?? '')}
      okText={t('Submit request', { ns: 'titles' })}
      width={680}
    >
      {fee && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('This request carries a fee from {{fee}}, paid before it is processed.', {
            ns: 'titles',
            fee: `$${fee}`,
          })}
        />
      )}
      {def && kind?.key === 'clinical' && <ClinicalRequestFields def={def} form={f.form} required={f.required} />}
      {def && kind?.key !== 'clinical' && (
        <RecordFields
          def={def}
          form={f.form}
          required={f.required}
          suggestions={examNames.data ? { examName: examNames.data.items } : undefined}
        />
      )}
      {kind?.flow.draft && (
        <Checkbox id="asDraft" checked={asDraft} onChange={(e) => setAsDraft(e.target.checked)}>
          {t('Save as a draft (submit it later)', { ns: 'titles' })}
        </Checkbox>
      )}
    </FormModal>
  );
}
