import { Flex, Form, Input, Modal, Typography } from 'antd';
import { LEAD_REPORT_TOASTS } from '@caduceus/contracts';
import { ApiError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { useSaveReport } from '../api';

interface Props {
  open: boolean;
  /** the filters now applied (read when saving) */
  filters: () => Record<string, string>;
  onClose: () => void;
}

/** "Save this search": names the filters and search now applied as a saved report. */
export function SaveReportModal({ open, filters, onClose }: Props) {
  const save = useSaveReport();
  const [form] = Form.useForm<{ name: string }>();
  const submit = async ({ name }: { name: string }) => {
    try {
      await save.mutateAsync({ name, filters: filters() as never });
      toast.success(LEAD_REPORT_TOASTS.saved);
      onClose();
      form.resetFields();
    } catch (e) {
      const field = e instanceof ApiError ? e.fields?.name : undefined;
      if (field) form.setFields([{ name: 'name', errors: [field] }]);
      else toast.error(LEAD_REPORT_TOASTS.saveFailed);
    }
  };
  return (
    <Modal
      open={open}
      title="Save this search"
      okText="Save"
      confirmLoading={save.isPending}
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">
          Saves the filters and search now applied; running it later fills them in again.
        </Typography.Text>
        <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
          <Form.Item
            name="name"
            label="Report name"
            rules={[
              { required: true, message: 'Required' },
              { max: 100, message: 'At most 100 characters' },
            ]}
          >
            <Input autoFocus maxLength={100} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
