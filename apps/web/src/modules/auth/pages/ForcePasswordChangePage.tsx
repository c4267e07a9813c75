import { Button, Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { forcePasswordChangeRequest, TOASTS } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { refreshSession, useLogout, useSignedIn } from '../../../app/session';
import { FormError } from '../../../components/FormError';
import { useZodForm } from '../../../components/useZodForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';
import { PasswordFields } from '../../../components/PasswordFields';

/** Shown instead of every screen while the user must replace a first-login or reset password. */
export default function ForcePasswordChangePage() {
  const { user } = useSignedIn();
  const client = useQueryClient();
  const logout = useLogout();
  const f = useZodForm(forcePasswordChangeRequest);

  const change = useApiMutation(authApi.forcePasswordChange, { errorToast: false });
  const onSubmit = f.submit(async (data) => {
    await change.mutateAsync(data);
    toast.success(TOASTS.passwordChanged);
    await refreshSession(client);
  });

  return (
    <AuthCard title="Change your password" intro={`Welcome, ${user.firstName}. Before you continue, replace the password you were given with one only you know.`}>
      <FormError message={f.formError} />
      <Form {...f.formProps} onFinish={onSubmit}>
        <PasswordFields required={f.required} />
        <Button type="primary" htmlType="submit" block size="large" loading={f.submitting}>Change password</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Button type="link" onClick={() => void logout()}>Log Out</Button>
        </div>
      </Form>
    </AuthCard>
  );
}
