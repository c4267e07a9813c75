import { useTranslation } from 'react-i18next';
import { translateNode, translateTitle } from '../app/i18n';
import { Button, Drawer, Flex } from 'antd';
import { FormBody, NO_FOCUS_RETURN, useFocusReturn, type FormShellProps } from './formShell';

/**
 * A longer create/edit form in a side drawer. Escape closes it, the app's messages are the only ones,
 * and the focus goes back to what opened it unless the user moved on (see FormModal).
 */
export function FormDrawer({
  open,
  title,
  okText,
  onClose,
  onSubmit,
  submitting,
  formError,
  formProps,
  children,
  width = 560,
}: FormShellProps) {
  const returnFocus = useFocusReturn(open);
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      title={translateNode(title)}
      onClose={onClose}
      size={width}
      focusable={NO_FOCUS_RETURN}
      afterOpenChange={returnFocus}
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('action.cancel')}</Button>
          <Button type="primary" loading={submitting} onClick={() => void onSubmit()}>
            {okText ? translateTitle(okText) : t('action.save')}
          </Button>
        </Flex>
      }
    >
      <FormBody formError={formError} formProps={formProps} onSubmit={onSubmit}>
        {children}
      </FormBody>
    </Drawer>
  );
}
