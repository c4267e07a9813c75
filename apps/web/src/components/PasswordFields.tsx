import { useTranslation } from 'react-i18next';
import { translateMessage } from '../app/i18n';
import { Form, Input } from 'antd';
import { MESSAGES } from '@caduceus/contracts';

/** New password and its confirmation, with the rule the server applies (from contracts). */
export function PasswordFields({ required }: { required: (name: string) => boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="password"
        label={t('field.newPassword')}
        required={required('password')}
        extra={translateMessage(MESSAGES.passwordRule)}
      >
        <Input.Password name="password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('field.confirmNewPassword')} required={required('confirmPassword')}>
        <Input.Password name="confirmPassword" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
