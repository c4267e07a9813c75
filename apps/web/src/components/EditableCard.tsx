import { useTranslation } from 'react-i18next';
import { translateNode } from '../app/i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Card, Descriptions, Flex, Form } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { FormError } from './FormError';
import { saveWithToasts } from './saveWithToasts';
import { useUnsavedPrompt } from './useUnsavedPrompt';
import { useZodForm } from './useZodForm';

export type ZodForm = ReturnType<typeof useZodForm>;
export interface ViewItem {
  label: string;
  value: ReactNode;
}

/** The values a form starts with: the record's value of each field of the schema. */
export const valuesOf = (record: object, schema: z.ZodType & { shape?: Record<string, unknown> }) =>
  Object.fromEntries(Object.keys(schema.shape ?? {}).map((k) => [k, (record as Record<string, unknown>)[k] ?? null]));

/** A read-only list of labelled values. */
export function ViewList({ items }: { items: ViewItem[] }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={items.map((i) => ({
        key: i.label,
        label: i.label,
        children: i.value === null || i.value === undefined || i.value === '' ? '—' : i.value,
      }))}
    />
  );
}

interface Props<S extends z.ZodType> {
  title: string;
  schema: S;
  /** the form's starting values (valuesOf the record) */
  initial: Record<string, unknown>;
  readOnly: boolean;
  /** open in edit mode (e.g. the student was asked to review their details) */
  startEditing?: boolean;
  view: ViewItem[];
  fields: (f: ZodForm) => ReactNode;
  onSave: (data: z.output<S>) => Promise<unknown>;
  toasts: { ok: string; failed: string };
}

/**
 * A part of the record shown as labelled values, with an Edit button for those who may change it; the
 * form is validated by the contracts' schema, saves with the spec's toasts, and puts the server's field
 * errors on its fields.
 */
export function EditableCard<S extends z.ZodType>({
  title,
  schema,
  initial,
  readOnly,
  startEditing,
  view,
  fields,
  onSave,
  toasts,
}: Props<S>) {
  const [editing, setEditing] = useState(!!startEditing && !readOnly);
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const f = useZodForm(schema);
  const { reset } = f;
  const leavePrompt = useUnsavedPrompt(editing && dirty);
  const headingId = `card-${title.toLowerCase().replace(/\W+/g, '-')}`;

  // the form starts from the record each time it opens, not on every refetch (typed edits are kept)
  const latest = useRef(initial);
  latest.current = initial;
  useEffect(() => {
    if (editing) {
      reset(latest.current);
      setDirty(false);
    }
  }, [editing, reset]);

  const onSubmit = f.submit(async (data) => {
    await saveWithToasts(() => onSave(data), toasts);
    setDirty(false);
    setEditing(false);
  });

  const editingNow = editing && !readOnly;
  return (
    <Card
      title={
        <h2 className="card-h2" id={headingId}>
          {translateNode(title)}
        </h2>
      }
      extra={
        !readOnly &&
        !editing && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)} aria-describedby={headingId}>
            {t('action.edit')}
          </Button>
        )
      }
    >
      {editingNow ? (
        <Form
          {...f.formProps}
          aria-labelledby={headingId}
          onValuesChange={(changed, all) => {
            setDirty(true);
            f.formProps.onValuesChange?.(changed, all);
          }}
          onFinish={() => void onSubmit()}
        >
          <FormError message={f.formError} />
          {fields(f as ZodForm)}
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setEditing(false)}>{t('action.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={f.submitting}>
              {t('action.save')}
            </Button>
          </Flex>
        </Form>
      ) : (
        <ViewList items={view} />
      )}
      {leavePrompt}
    </Card>
  );
}
