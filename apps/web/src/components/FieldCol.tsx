import type { ReactNode } from 'react';
import { Col, Form, type FormItemProps } from 'antd';

interface Props {
  name: string;
  label: string;
  /**
   * the asterisk: the form's `required(name)` (useZodForm), marking what the schema refuses empty, or a
   * boolean where a rule beyond the field decides (a register that needs the type of outgoing)
   */
  required: boolean | ((name: string) => boolean);
  extra?: ReactNode;
  /** the breakpoint from which the field takes half the row (full width below it) */
  halfFrom?: 'sm' | 'md';
  /** the whole row at every width (a subject, notes) */
  wide?: boolean;
  /** more of Form.Item's props: how the value reaches the input (dateItemProps, `valuePropName: 'checked'`) */
  item?: Omit<FormItemProps, 'name' | 'label' | 'required' | 'extra' | 'children'>;
  children: ReactNode;
}

/** A form field in a grid row: full width on phones, half the row from `halfFrom` (sm) up unless `wide`. */
export function FieldCol({ name, label, required, extra, halfFrom = 'sm', wide, item, children }: Props) {
  return (
    <Col xs={24} {...(wide ? {} : { [halfFrom]: 12 })}>
      <Form.Item
        {...item}
        name={name}
        label={label}
        required={typeof required === 'function' ? required(name) : required}
        extra={extra}
      >
        {children}
      </Form.Item>
    </Col>
  );
}
