import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { loginRequest, TOASTS } from '@caduceus/contracts';
import { ApiError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { LOGOUT_NOTICE } from '../../../../app/errors';
import { startSession, useSession } from '../../../../app/session';
import { loadSignedInRoutes } from '../../../../app/signedInLoader';
import { Notice, SubmitButton, TextField } from '../../../../components/LightFields';
import { useLightForm } from '../../../../components/useLightForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';

function takeNotice(): boolean {
  const v = sessionStorage.getItem(LOGOUT_NOTICE) === '1';
  sessionStorage.removeItem(LOGOUT_NOTICE);
  return v;
}

/**
 * Sign in: username and password, Enter submits. Signed in (now or already), the user goes back to the
 * page that sent them here, when they may open it, or to their home (decided at "/", after sign-in).
 */
export default function LoginPage() {
  const client = useQueryClient();
  const session = useSession();
  const location = useLocation();
  const [notice] = useState(takeNotice);
  const f = useLightForm(loginRequest);
  // the signed-in screens' table loads while the user types, not after Sign in
  useEffect(() => {
    const t = window.setTimeout(() => void loadSignedInRoutes().catch(() => undefined), 300);
    return () => window.clearTimeout(t);
  }, []);

  const onSubmit = f.submit(async (data) => {
    try {
      const res = await authApi.login(data);
      startSession(client, res); // this screen re-renders signed in and leaves (below)
      toast.success(TOASTS.loginOk);
    } catch (err) {
      if (err instanceof ApiError && err.status === 429) toast.error(err.message);
      else if (err instanceof ApiError && err.status === 401) {
        toast.error(TOASTS.loginFailed);
        throw new ApiError(401, err.code, TOASTS.loginFailed);
      }
      throw err;
    }
  });

  if (session) {
    const from = (location.state as { from?: string } | null)?.from;
    // "/" sends the user back to `from` when they may open it, else to their home (HomeRedirect)
    return <Navigate to="/" replace state={{ from }} />;
  }
  return (
    <AuthCard title="Sign in">
      {notice && <Notice type="info">You have been signed out. Please sign in again.</Notice>}
      {f.formError && <Notice type="error">{f.formError}</Notice>}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <TextField field={f.field('username')} label="Username or email" autoComplete="username" autoFocus />
        <TextField field={f.field('password')} label="Password" type="password" autoComplete="current-password" />
        <SubmitButton loading={f.submitting}>Sign in</SubmitButton>
      </form>
      <div className="lf-links">
        <Link to="/forgot-password">Forgot password?</Link>
      </div>
    </AuthCard>
  );
}
