import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Form, Input, Result } from 'antd';
import { forgotPasswordRequest, TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { FormError } from '../../../components/FormError';
import { useZodForm } from '../../../components/useZodForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';

/** Ask for a reset link. The answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const f = useZodForm(forgotPasswordRequest);
  const [sent, setSent] = useState(false);

  const onSubmit = f.submit(async (data) => {
    try {
      await authApi.forgotPassword(data);
    } catch (err) {
      if (err instanceof NetworkError) { toast.error(TOASTS.serverUnreachable); return; }
      if (err instanceof ApiError && (err.status === 429 || err.status === 400)) throw err;
      // any other refusal still gets the same answer: the screen never tells which accounts exist
    }
    toast.success(TOASTS.forgotSent);
    setSent(true);
  });

  return (
    <AuthCard title="Forgot password" intro={sent ? undefined : 'Enter your username or email. If the account exists, we email a link to choose a new password.'}>
      {sent ? (
        <Result status="success" title={TOASTS.forgotSent} subTitle="The link is valid for a limited time. Check your spam folder if it does not arrive."
          extra={<Link to="/login"><Button type="primary">Back to sign in</Button></Link>} />
      ) : (
        <>
          <FormError message={f.formError} />
          <Form {...f.formProps} onFinish={onSubmit}>
            <Form.Item name="username" label="Username or email" required={f.required('username')}>
              <Input name="username" autoComplete="username" autoFocus size="large" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={f.submitting}>Send reset link</Button>
            <div style={{ marginTop: 16, textAlign: 'center' }}><Link to="/login">Back to sign in</Link></div>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
