import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import type { ControlRow, TableDef } from '@caduceus/contracts';
import { FormDrawer } from '../../../components/FormModal';
import { RecordFields, recordValues, useRecordForm } from '../../../components/RecordForm';
import { saveWithToasts } from '../../../components/saveWithToasts';
import { useCreateRow, useUpdateRow } from '../api';
import { recordToasts } from './toasts';

/** A choice outside the record that narrows its user pickers (assign class: users of one access group). */
export interface UserFilter {
  label: string;
  /** the query parameter of GET /api/users/names, e.g. groupId */
  param: string;
  options: { label: string; value: string | number }[];
  loading?: boolean;
}

interface Props {
  def: TableDef;
  open: boolean;
  /** null: a new record */
  row: ControlRow | null;
  onClose: () => void;
  userFilter?: UserFilter;
  /** the user may look but not change (no edit right) */
  readOnly?: boolean;
}

/** Add or edit one record of a control table: the fields of its declaration, checked by its schema. */
export function RowFormDrawer({ def, open, row, onClose, userFilter, readOnly }: Props) {
  const create = useCreateRow(def.key);
  const update = useUpdateRow(def.key);
  const f = useRecordForm(def);
  const { reset } = f;
  const [narrow, setNarrow] = useState<string | number | undefined>(undefined);
  const texts = recordToasts(def.singular);

  useEffect(() => {
    if (!open) return;
    setNarrow(undefined);
    reset(recordValues(def, row));
    // keyed on the id: a refetch of the same record must not wipe what was typed
  }, [open, row?.id, def, reset]);

  const save = f.submit(async (data) => {
    const body = data as Record<string, unknown>;
    await saveWithToasts(
      () => (row ? update.mutateAsync({ id: row.id, body }) : create.mutateAsync(body)),
      row ? { ok: texts.updated, failed: texts.updateFailed } : { ok: texts.added, failed: texts.addFailed },
    );
    onClose();
  });
  const onSubmit = () => (open ? save() : undefined); // a click on a closing drawer does nothing

  return (
    <FormDrawer
      open={open}
      title={
        row
          ? readOnly
            ? `${def.singular} ${row.label}`
            : `Edit ${def.singular.toLowerCase()} ${row.label}`
          : `Add ${def.singular.toLowerCase()}`
      }
      okText={readOnly ? 'Close' : row ? 'Save' : `Add ${def.singular.toLowerCase()}`}
      onClose={onClose}
      onSubmit={readOnly ? onClose : onSubmit}
      submitting={f.submitting}
      formError={f.formError}
      formProps={{ ...f.formProps, disabled: readOnly }}
    >
      {userFilter && !readOnly && (
        <Form.Item label={userFilter.label} htmlFor="userFilter" extra="Narrows the user choices below">
          <Select
            id="userFilter"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="All"
            value={narrow}
            options={userFilter.options}
            loading={userFilter.loading}
            onChange={(v) => setNarrow(v ?? undefined)}
          />
        </Form.Item>
      )}
      <RecordFields
        def={def}
        form={f.form}
        required={f.required}
        record={row}
        userParams={userFilter && narrow !== undefined ? { [userFilter.param]: narrow } : undefined}
      />
    </FormDrawer>
  );
}
