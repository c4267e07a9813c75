import { Button, Card, Form, Input } from 'antd';
import { changePasswordRequest, TOASTS } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { FormError } from '../../../../components/FormError';
import { Page } from '../../../../components/Page';
import { useZodForm } from '../../../../components/useZodForm';
import { PasswordFields } from '../../../../components/PasswordFields';
import { useChangePassword } from '../api';

/** Change one's own password (other devices are signed out by the server). */
export default function PasswordPage() {
  const change = useChangePassword();
  const f = useZodForm(changePasswordRequest);
  const onSubmit = f.submit(async (data) => {
    await change.mutateAsync(data);
    toast.success(TOASTS.passwordChanged);
    f.reset();
  });
  return (
    <Page
      title="Change password"
      subtitle="Other devices signed in to your account will have to sign in again."
      maxWidth={560}
    >
      <Card>
        <FormError message={f.formError} />
        <Form {...f.formProps} onFinish={onSubmit}>
          <Form.Item name="currentPassword" label="Current password" required={f.required('currentPassword')}>
            <Input.Password name="currentPassword" autoComplete="current-password" />
          </Form.Item>
          <PasswordFields required={f.required} />
          <Button type="primary" htmlType="submit" loading={f.submitting}>
            Change password
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
