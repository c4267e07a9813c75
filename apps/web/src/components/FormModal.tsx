import { useTranslation } from 'react-i18next';
import { translateNode, translateTitle } from '../app/i18n';
import { Modal } from 'antd';
import { FormBody, NO_FOCUS_RETURN, useFocusReturn, type FormShellProps } from './formShell';

// the drawer lives in its own module, so that a screen with one does not load the other
export { FormDrawer } from './FormDrawer';

/**
 * A create/edit form in a modal dialog. Escape closes it, the app's messages are the only ones (the
 * browser's own checks are off), and the focus goes back to what opened it unless the user moved on.
 * The dialog renders on its first opening (not before): a hidden dialog rendered in advance stayed in
 * the page's stack of layers and took Escape away from the ones opened after it.
 */
export function FormModal({
  open,
  title,
  okText,
  onClose,
  onSubmit,
  submitting,
  formError,
  formProps,
  children,
  width,
}: FormShellProps) {
  const returnFocus = useFocusReturn(open);
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={translateNode(title)}
      okText={okText ? translateTitle(okText) : t('action.save')}
      onOk={() => void onSubmit()}
      confirmLoading={submitting}
      onCancel={onClose}
      width={width}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
    >
      <FormBody formError={formError} formProps={formProps} onSubmit={onSubmit}>
        {children}
      </FormBody>
    </Modal>
  );
}
