import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequest, TOASTS } from '@caduceus/contracts';
import { ApiError } from '../../../app/api';
import { toast } from '../../../app/bridge';
import { LOGOUT_NOTICE } from '../../../app/errors';
import { homePath, safeReturn } from '../../../app/access';
import { startSession } from '../../../app/session';
import { FormError } from '../../../components/FormError';
import { useZodForm } from '../../../components/useZodForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';

function takeNotice(): boolean {
  const v = sessionStorage.getItem(LOGOUT_NOTICE) === '1';
  sessionStorage.removeItem(LOGOUT_NOTICE);
  return v;
}

/** Sign in: username and password, Enter submits; back to where the user was, or to their home. */
export default function LoginPage() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice] = useState(takeNotice);
  const f = useZodForm(loginRequest);

  const onSubmit = f.submit(async (data) => {
    try {
      const res = await authApi.login(data);
      startSession(client, res);
      toast.success(TOASTS.loginOk);
      const session = { user: res.user, accessRights: res.accessRights, menu: res.menu };
      const from = (location.state as { from?: string } | null)?.from;
      void navigate(safeReturn(from, session) ?? homePath(session), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) toast.error(err.message);
      else if (err instanceof ApiError && err.status === 401) {
        toast.error(TOASTS.loginFailed);
        throw new ApiError(401, err.code, TOASTS.loginFailed);
      }
      throw err;
    }
  });

  return (
    <AuthCard title="Sign in">
      {notice && <Alert type="info" showIcon title="You have been signed out. Please sign in again." style={{ marginBottom: 16 }} />}
      <FormError message={f.formError} />
      <Form {...f.formProps} onFinish={onSubmit} name={undefined}>
        <Form.Item name="username" label="Username or email" required={f.required('username')}>
          <Input name="username" autoComplete="username" autoFocus size="large" />
        </Form.Item>
        <Form.Item name="password" label="Password" required={f.required('password')}>
          <Input.Password name="password" autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={f.submitting}>Sign in</Button>
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/forgot-password">Forgot password?</Link>
        </div>
      </Form>
    </AuthCard>
  );
}
