import { useTranslation } from 'react-i18next';
import { translateNode, translateTitle } from '../../app/i18n';
import type { ReactNode } from 'react';
import { Col, DatePicker, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { FIELD_COL, LookupField } from '../LookupField';

/**
 * The field renderers of a record's forms (a student's, a lead's): the add forms, the profile and address
 * tabs, the contacts. Validation is the contracts' schema through useZodForm; these only lay the fields out,
 * each in its column (FIELD_COL).
 */
export interface RecordFieldsProps {
  /** useZodForm().required: the asterisk */
  required: (name: string) => boolean;
  /** labels of the referenced rows the record holds (shown until the choices load) */
  labels?: Record<string, string | null>;
  /** focus the first field when the form opens */
  autoFocus?: boolean;
}

/** A date goes over the wire as YYYY-MM-DD and is shown MM/DD/YYYY. */
export const WIRE_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'MM/DD/YYYY';
/** Form.Item props that turn the wire's date string into the picker's value and back. */
export const dateItemProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format(WIRE_DATE) : null),
};
/** Days after today cannot be picked (a birth date, an effective date). */
export const notInFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');

interface ItemProps {
  name: string;
  label: string;
  /** the asterisk (useZodForm().required(name)) */
  required?: boolean;
  extra?: ReactNode;
}

/** The column of a field: FIELD_COL, or half the row (`wide`: an address line, a contact's fields). */
const colOf = (wide?: boolean) => (wide ? HALF_COL : FIELD_COL);
export const HALF_COL = { xs: 24, md: 12 } as const;

/** A text field: no browser autofill (the record is someone else's), a length limit. */
export function TextField({
  name,
  label,
  required,
  extra,
  max,
  type,
  autoFocus,
  placeholder,
  wide,
}: ItemProps & { max: number; type?: 'email' | 'tel'; autoFocus?: boolean; placeholder?: string; wide?: boolean }) {
  return (
    <Col {...colOf(wide)}>
      <Form.Item name={name} label={translateTitle(label)} required={required} extra={translateNode(extra)}>
        <Input
          name={name}
          type={type}
          maxLength={max}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder && translateTitle(placeholder)}
        />
      </Form.Item>
    </Col>
  );
}

/** A date field (MM/DD/YYYY shown, YYYY-MM-DD kept). */
export function DateField({
  name,
  label,
  required,
  extra,
  disabledDate,
  defaultPickerValue,
}: ItemProps & { disabledDate?: (d: Dayjs) => boolean; defaultPickerValue?: Dayjs }) {
  return (
    <Col {...FIELD_COL}>
      <Form.Item
        name={name}
        label={translateTitle(label)}
        required={required}
        extra={translateNode(extra)}
        {...dateItemProps}
      >
        <DatePicker
          id={name}
          format={SHOWN_DATE}
          placeholder={SHOWN_DATE}
          style={{ width: '100%' }}
          disabledDate={disabledDate}
          defaultPickerValue={defaultPickerValue}
        />
      </Form.Item>
    </Col>
  );
}

/** A choice from a fixed list (contracts' options). */
export function SelectField<V extends string | number>({
  name,
  label,
  required,
  extra,
  options,
  placeholder,
  allowClear = true,
  disabled,
  autoFocus,
  wide,
}: ItemProps & {
  options: readonly { value: V; label: string }[];
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  wide?: boolean;
}) {
  return (
    <Col {...colOf(wide)}>
      <Form.Item name={name} label={translateTitle(label)} required={required} extra={translateNode(extra)}>
        <Select
          id={name}
          options={options as { value: V; label: string }[]}
          allowClear={allowClear}
          placeholder={placeholder && translateTitle(placeholder)}
          disabled={disabled}
          autoFocus={autoFocus}
        />
      </Form.Item>
    </Col>
  );
}

/** A yes/no switch. */
export function SwitchField({ name, label }: { name: string; label: string }) {
  return (
    <Col {...FIELD_COL}>
      <Form.Item name={name} label={translateTitle(label)} valuePropName="checked">
        <Switch id={name} />
      </Form.Item>
    </Col>
  );
}

/** First, middle and last name: every person of a record. */
export function NameFields({ required, autoFocus }: Pick<RecordFieldsProps, 'required' | 'autoFocus'>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="firstName"
        label={t('name.first')}
        required={required('firstName')}
        max={60}
        autoFocus={autoFocus}
      />
      <TextField name="middleName" label={t('name.middle')} max={60} />
      <TextField name="lastName" label={t('name.last')} required={required('lastName')} max={60} />
    </>
  );
}

/** A control-table dropdown of a record's form: its field, label, table and placeholder. */
export interface LookupSpec {
  name: string;
  label: string;
  table: string;
  placeholder: string;
}

/** The nationality of a record's person (a student's, a lead's). */
export const NATIONALITY: LookupSpec = {
  name: 'nationalityId',
  // i18n-ignore: English, translated where the field renders (LookupField)
  label: 'Nationality',
  table: 'country',
  // i18n-ignore
  placeholder: 'Choose nationality',
};

/** Control-table dropdowns, each in its column, with the record's labels until the choices load. */
export function LookupFields({
  fields,
  required,
  labels,
}: { fields: readonly LookupSpec[] } & Pick<RecordFieldsProps, 'required' | 'labels'>) {
  return fields.map((l) => (
    <LookupField key={l.name} {...l} required={required(l.name)} currentLabel={labels?.[l.name]} />
  ));
}

/** A mailing address (a student's, a lead's, a contact's): the state list follows the country. */
export function AddressFields({ required, labels, autoFocus, form }: RecordFieldsProps & { form: FormInstance }) {
  const countryId = Form.useWatch('countryId', form) as number | null | undefined;
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <TextField
        name="address1"
        label={t('address.line1')}
        required={required('address1')}
        max={200}
        autoFocus={autoFocus}
        wide
      />
      <TextField name="address2" label={t('address.line2')} max={200} wide />
      <TextField name="city" label={t('address.city')} required={required('city')} max={80} />
      <LookupField
        name="countryId"
        label={t('address.country')}
        required={required('countryId')}
        table="country"
        placeholder={t('address.chooseCountry')}
        currentLabel={labels?.countryId}
        onChange={(v) => {
          form.setFieldsValue({ countryId: v, stateId: null });
        }}
      />
      <LookupField
        name="stateId"
        label={t('address.state')}
        table="state"
        placeholder={countryId ? t('address.chooseState') : t('address.countryFirst')}
        disabled={!countryId}
        filter={countryId ? { country: countryId } : undefined}
        currentLabel={labels?.stateId}
      />
      <TextField name="zip" label={t('address.zip')} required={required('zip')} max={10} />
    </Row>
  );
}
