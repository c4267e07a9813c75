import { Form, Input, Typography, type FormInstance } from 'antd';
import { descriptionCounter } from '@caduceus/contracts';

interface Props {
  form: FormInstance;
  required: boolean;
  label?: string;
  autoFocus?: boolean;
  rows?: number;
}

/**
 * The task and to-do description: a text area with the spec's counter 'n/400', red above 400. It lets
 * one type past the limit (to paste and then shorten); the contracts' rule refuses it on save.
 */
export function DescriptionField({ form, required, label = 'Description', autoFocus, rows = 3 }: Props) {
  const value = Form.useWatch('description', form) as string | undefined;
  const counter = descriptionCounter(value);
  return (
    <Form.Item
      name="description"
      label={label}
      required={required}
      extra={
        <Typography.Text
          type={counter.over ? 'danger' : 'secondary'}
          aria-live="polite"
          data-testid="description-counter"
        >
          {counter.label}
        </Typography.Text>
      }
    >
      <Input.TextArea name="description" rows={rows} autoFocus={autoFocus} />
    </Form.Item>
  );
}
