import { useTranslation } from 'react-i18next';
import { translateTitle } from '../app/i18n';
import { useCallback, useMemo } from 'react';
import {
  AutoComplete,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  TimePicker,
  type FormInstance,
  type FormProps,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { refLabelKey, rowSchema, type FieldDef, type TableDef } from '@caduceus/contracts';
import type { QueryParams } from '../app/api';
import { DATE_FORMAT } from './format';
import { LookupSelect } from './LookupSelect';
import { UserSelect } from './UserSelect';
import { useZodForm } from './useZodForm';

/**
 * Forms derived from a control table's declaration: `useRecordForm(def)` validates with the contracts'
 * rowSchema(def) (the server's rule and messages), `RecordFields` renders one antd Form.Item per field.
 * Values in the form are already the wire's: dates YYYY-MM-DD, times HH:mm, refs and users ids.
 */
export { DATE_FORMAT };
const WIRE_DATE = 'YYYY-MM-DD';

type Values = Record<string, unknown>;

/** The form's starting values: the record's own values, or a new record's defaults (switches off). */
export function recordValues(def: TableDef, record: Values | null): Values {
  return Object.fromEntries(
    def.fields.map((f) => [f.key, record ? (record[f.key] ?? undefined) : f.kind === 'bool' ? false : undefined]),
  );
}

export function useRecordForm(def: TableDef) {
  const schema = useMemo(() => rowSchema(def), [def]);
  const f = useZodForm(schema);
  // a field narrowed by another (state by country) is cleared when that one changes
  const dependents = useMemo(() => {
    const out: Record<string, string[]> = {};
    for (const fd of def.fields) if (fd.filterBy) (out[fd.filterBy.from] ??= []).push(fd.key);
    return out;
  }, [def]);
  const { form } = f;
  const baseChange = f.formProps.onValuesChange;
  const onValuesChange = useCallback<NonNullable<FormProps['onValuesChange']>>(
    (changed, all) => {
      for (const k of Object.keys(changed)) for (const dep of dependents[k] ?? []) form.setFieldValue(dep, null);
      baseChange?.(changed, all);
    },
    [dependents, form, baseChange],
  );
  return { ...f, formProps: { ...f.formProps, onValuesChange } };
}

interface FieldsProps {
  def: TableDef;
  form: FormInstance;
  /** useZodForm's required(name), for the asterisks */
  required: (name: string) => boolean;
  /** the record being edited: its `<key>Label` names the held ref and user values */
  record?: Values | null;
  /** parameters for every user picker (e.g. { groupId } to narrow by access group) */
  userParams?: QueryParams;
  /** only these fields (default: all of the declaration) */
  fields?: FieldDef[];
  /** choices offered as one types in a text field, by field (free text still allowed) */
  suggestions?: Record<string, readonly string[]>;
}

/** One Form.Item per declared field, each with the input of its kind. */
export function RecordFields({
  def,
  form,
  required,
  record,
  userParams,
  fields = def.fields,
  suggestions,
}: FieldsProps) {
  return (
    <Row gutter={16}>
      {fields.map((f) => (
        <Col key={f.key} xs={24} sm={f.kind === 'textarea' || f.kind === 'bool' ? 24 : 12}>
          <FieldItem
            f={f}
            def={def}
            form={form}
            required={required(f.key)}
            record={record}
            userParams={userParams}
            suggestions={suggestions?.[f.key]}
          />
        </Col>
      ))}
    </Row>
  );
}

interface ItemProps {
  f: FieldDef;
  def: TableDef;
  form: FormInstance;
  required: boolean;
  record?: Values | null;
  userParams?: QueryParams;
  suggestions?: readonly string[];
}

function FieldItem({ f, def, form, required, record, userParams, suggestions }: ItemProps) {
  const { t, i18n } = useTranslation();
  const fieldName = (label: string) => (i18n.language === 'en' ? label.toLowerCase() : translateTitle(label));
  const common = { name: f.key, label: translateTitle(f.label), required, extra: f.help && translateTitle(f.help) };
  const currentLabel = (record?.[refLabelKey(f.key)] as string | undefined) ?? null;
  switch (f.kind) {
    case 'textarea':
      return (
        <Form.Item {...common}>
          <Input.TextArea name={f.key} rows={3} />
        </Form.Item>
      );
    case 'email':
      return (
        <Form.Item {...common}>
          <Input name={f.key} type="email" autoComplete="off" />
        </Form.Item>
      );
    case 'int':
      return (
        <Form.Item {...common}>
          <InputNumber name={f.key} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'decimal':
      return (
        <Form.Item {...common}>
          <Input name={f.key} inputMode="decimal" />
        </Form.Item>
      );
    case 'money':
      return (
        <Form.Item {...common}>
          <Input name={f.key} inputMode="decimal" prefix="$" />
        </Form.Item>
      );
    case 'date':
      return (
        <Form.Item
          {...common}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v.slice(0, 10)) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format(WIRE_DATE) : null)}
        >
          <DatePicker format={DATE_FORMAT} placeholder={DATE_FORMAT} style={{ width: '100%' }} />
        </Form.Item>
      );
    case 'time':
      return (
        <Form.Item
          {...common}
          getValueProps={(v: unknown) => ({
            value: typeof v === 'string' && v ? dayjs(`2000-01-01T${v.slice(0, 5)}`) : null,
          })}
          normalize={(d: Dayjs | null) => (d ? d.format('HH:mm') : null)}
        >
          <TimePicker
            format="HH:mm"
            placeholder={t('form.timeFormat')}
            minuteStep={5}
            needConfirm={false}
            style={{ width: '100%' }}
          />
        </Form.Item>
      );
    case 'bool':
      return (
        <Form.Item {...common} valuePropName="checked">
          <Switch />
        </Form.Item>
      );
    case 'enum':
      return (
        <Form.Item {...common}>
          <Select
            allowClear={!required}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('form.choose', { field: fieldName(f.label) })}
            options={(f.options ?? []).map((o) => ({ value: o.value, label: translateTitle(o.label) }))}
          />
        </Form.Item>
      );
    case 'ref':
      return (
        <Form.Item {...common}>
          <RefInput f={f} def={def} form={form} required={required} currentLabel={currentLabel} />
        </Form.Item>
      );
    case 'user':
      return (
        <Form.Item {...common}>
          <UserSelect allowClear={!required} currentLabel={currentLabel} params={userParams} />
        </Form.Item>
      );
    default:
      return (
        <Form.Item {...common}>
          {suggestions?.length ? (
            <AutoComplete
              id={f.key}
              options={suggestions.map((v) => ({ value: v }))}
              filterOption={(typed, o) =>
                String(o?.value ?? '')
                  .toLowerCase()
                  .includes(typed.toLowerCase())
              }
            />
          ) : (
            <Input name={f.key} autoComplete="off" />
          )}
        </Form.Item>
      );
  }
}

interface RefInputProps {
  f: FieldDef;
  def: TableDef;
  form: FormInstance;
  required: boolean;
  currentLabel: string | null;
  value?: number | null;
  onChange?: (v: number | string | null) => void;
  id?: string;
}

/** A ref field's dropdown; narrowed by the field it depends on (filterBy), which must be chosen first. */
function RefInput({ f, def, form, required, currentLabel, value, onChange, id }: RefInputProps) {
  const parentKey = f.filterBy?.from ?? '__none__';
  const parentValue = Form.useWatch(parentKey, form) as string | number | null | undefined;
  const parent = f.filterBy ? def.fields.find((p) => p.key === f.filterBy!.from) : undefined;
  const waiting = !!f.filterBy && (parentValue === null || parentValue === undefined || parentValue === '');
  const { t, i18n } = useTranslation();
  const fieldName = (label: string) => (i18n.language === 'en' ? label.toLowerCase() : translateTitle(label));
  return (
    <LookupSelect
      id={id}
      table={f.ref ?? ''}
      value={value}
      onChange={onChange}
      allowClear={!required}
      currentLabel={currentLabel}
      disabled={waiting && (value === null || value === undefined)}
      placeholder={
        waiting
          ? t('form.chooseFirst', { field: parent ? fieldName(parent.label) : t('form.fieldAbove') })
          : t('form.choose', { field: fieldName(f.label) })
      }
      filter={f.filterBy && !waiting ? { [f.filterBy.field]: parentValue ?? undefined } : undefined}
    />
  );
}
