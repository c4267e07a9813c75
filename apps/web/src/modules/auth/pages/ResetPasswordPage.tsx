import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Result } from 'antd';
import { resetPasswordRequest, TOASTS } from '@caduceus/contracts';
import { toast } from '../../../app/bridge';
import { FormError } from '../../../components/FormError';
import { useZodForm } from '../../../components/useZodForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';
import { PasswordFields } from '../../../components/PasswordFields';

/** Choose a new password from an emailed link (/reset-password?token=...). */
export default function ResetPasswordPage() {
  const [sp] = useSearchParams();
  const token = sp.get('token') ?? '';
  const navigate = useNavigate();
  const f = useZodForm(resetPasswordRequest, { toInput: (v) => ({ ...v, token }) });

  const onSubmit = f.submit(async (data) => {
    await authApi.resetPassword(data);
    toast.success(TOASTS.passwordReset);
    void navigate('/login', { replace: true });
  });

  if (token.length < 10) {
    return (
      <AuthCard title="Reset password">
        <Result status="warning" title="This reset link is invalid" subTitle="Open the link from the email again, or ask for a new one."
          extra={<Link to="/forgot-password"><Button type="primary">Ask for a new link</Button></Link>} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      <FormError message={f.formError} />
      <Form {...f.formProps} onFinish={onSubmit}>
        <PasswordFields required={f.required} />
        <Button type="primary" htmlType="submit" block size="large" loading={f.submitting}>Set new password</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}><Link to="/login">Back to sign in</Link></div>
      </Form>
    </AuthCard>
  );
}
