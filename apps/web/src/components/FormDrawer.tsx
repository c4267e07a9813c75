import { Button, Drawer, Flex, Form } from 'antd';
import { FormError } from './FormError';
import { ImplicitSubmit, type FormShellProps } from './formShell';

/** A longer create/edit form in a side drawer. */
export function FormDrawer({
  open,
  title,
  okText = 'Save',
  onClose,
  onSubmit,
  submitting,
  formError,
  formProps,
  children,
  width = 560,
}: FormShellProps) {
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={width}
      forceRender
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={submitting} onClick={() => void onSubmit()}>
            {okText}
          </Button>
        </Flex>
      }
    >
      <FormError message={formError} />
      <Form {...formProps} onFinish={() => void onSubmit()}>
        {children}
        <ImplicitSubmit />
      </Form>
    </Drawer>
  );
}
