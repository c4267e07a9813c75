import type { ReactNode } from 'react';
import { Button, Drawer, Flex, Form, Modal, type FormProps } from 'antd';
import { FormError } from './FormError';

interface FormShellProps {
  open: boolean;
  title: string;
  okText?: string;
  onClose: () => void;
  /** the submit handler from useZodForm().submit(...) */
  onSubmit: () => void | Promise<void>;
  submitting?: boolean;
  formError?: string | null;
  formProps: FormProps;
  children: ReactNode;
  width?: number;
}

/** Lets Enter submit: forms need a submit button, which the modal's own footer is not. */
const ImplicitSubmit = () => <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">Submit</button>;

/** A create/edit form in a modal dialog. */
export function FormModal({ open, title, okText = 'Save', onClose, onSubmit, submitting, formError, formProps, children, width }: FormShellProps) {
  return (
    <Modal open={open} title={title} okText={okText} onOk={() => void onSubmit()} confirmLoading={submitting} onCancel={onClose} forceRender width={width}>
      <FormError message={formError} />
      <Form {...formProps} onFinish={() => void onSubmit()}>
        {children}
        <ImplicitSubmit />
      </Form>
    </Modal>
  );
}

/** A longer create/edit form in a side drawer. */
export function FormDrawer({ open, title, okText = 'Save', onClose, onSubmit, submitting, formError, formProps, children, width = 560 }: FormShellProps) {
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
          <Button type="primary" loading={submitting} onClick={() => void onSubmit()}>{okText}</Button>
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
