import { Form, Modal } from 'antd';
import { FormError } from './FormError';
import { ImplicitSubmit, type FormShellProps } from './formShell';

// the drawer lives in its own module, so that a screen with one does not load the other
export { FormDrawer } from './FormDrawer';

/** A create/edit form in a modal dialog. */
export function FormModal({
  open,
  title,
  okText = 'Save',
  onClose,
  onSubmit,
  submitting,
  formError,
  formProps,
  children,
  width,
}: FormShellProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={() => void onSubmit()}
      confirmLoading={submitting}
      onCancel={onClose}
      forceRender
      width={width}
    >
      <FormError message={formError} />
      <Form {...formProps} onFinish={() => void onSubmit()}>
        {children}
        <ImplicitSubmit />
      </Form>
    </Modal>
  );
}
