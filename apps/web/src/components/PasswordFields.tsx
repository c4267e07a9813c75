import { Form, Input } from 'antd';
import { MESSAGES } from '@caduceus/contracts';

/** New password and its confirmation, with the rule the server applies (from contracts). */
export function PasswordFields({ required }: { required: (name: string) => boolean }) {
  return (
    <>
      <Form.Item name="password" label="New password" required={required('password')} extra={MESSAGES.passwordRule}>
        <Input.Password name="password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label="Confirm new password" required={required('confirmPassword')}>
        <Input.Password name="confirmPassword" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
