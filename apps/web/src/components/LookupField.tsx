import { translateTitle } from '../app/i18n';
import { Col, Form } from 'antd';
import { LookupSelect, type LookupSelectProps } from './LookupSelect';

/** The column a record form's field takes: one a row on phones, two on tablets, three on desktops. */
export const FIELD_COL = { xs: 24, md: 12, xl: 8 } as const;

interface LookupFieldProps extends Omit<LookupSelectProps, 'id' | 'value'> {
  /** the form field; also the select's id */
  name: string;
  label: string;
  /** the asterisk (useZodForm().required(name)) */
  required?: boolean;
}

/** A record form's control-table dropdown in its column: the form item and a LookupSelect. */
export function LookupField({ name, label, required, placeholder, ...select }: LookupFieldProps) {
  return (
    <Col {...FIELD_COL}>
      <Form.Item name={name} label={translateTitle(label)} required={required}>
        <LookupSelect id={name} placeholder={placeholder && translateTitle(placeholder)} {...select} />
      </Form.Item>
    </Col>
  );
}
