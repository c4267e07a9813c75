import type { ReactNode } from 'react';
import { Col, Form } from 'antd';

interface Props {
  name: string;
  label: string;
  /** the form's `required(name)` (useZodForm): the asterisk where the schema refuses the field empty */
  required: (name: string) => boolean;
  extra?: ReactNode;
  /** the breakpoint from which the field takes half the row (full width below it) */
  halfFrom?: 'sm' | 'md';
  children: ReactNode;
}

/** A form field in a grid row: full width on phones, half the row from `halfFrom` (sm) up. */
export function FieldCol({ name, label, required, extra, halfFrom = 'sm', children }: Props) {
  return (
    <Col xs={24} {...{ [halfFrom]: 12 }}>
      <Form.Item name={name} label={label} required={required(name)} extra={extra}>
        {children}
      </Form.Item>
    </Col>
  );
}
