import { DatePicker, Form, type FormItemProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATE_FORMAT } from './format';

/**
 * A date field of a dialog (invoices, credits, degrees): typed and shown MM/DD/YYYY, held in the form as the wire's
 * YYYY-MM-DD (what the contracts' isoDate checks), as RecordForm's date fields do.
 */
export function DateItem({
  id,
  ...item
}: Omit<FormItemProps, 'children' | 'getValueProps' | 'normalize'> & { id: string }) {
  return (
    <Form.Item
      {...item}
      getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v.slice(0, 10)) : null })}
      normalize={(d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null)}
    >
      <DatePicker id={id} format={DATE_FORMAT} placeholder={DATE_FORMAT} style={{ width: '100%' }} />
    </Form.Item>
  );
}
