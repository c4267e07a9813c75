import { useState } from 'react';
import { Link } from 'react-router';
import { forgotPasswordRequest, TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { Notice, SubmitButton, TextField } from '../../../../components/LightFields';
import { useLightForm } from '../../../../components/useLightForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';

/** Ask for a reset link. The answer is the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const f = useLightForm(forgotPasswordRequest);
  const [sent, setSent] = useState(false);

  const onSubmit = f.submit(async (data) => {
    try {
      await authApi.forgotPassword(data);
    } catch (err) {
      if (err instanceof NetworkError) throw err;
      if (err instanceof ApiError && (err.status === 429 || err.status === 400)) throw err;
      // any other refusal gets the same answer: the screen never tells which accounts exist
    }
    toast.success(TOASTS.forgotSent);
    setSent(true);
  });

  return (
    <AuthCard
      title="Forgot password"
      intro={
        sent
          ? undefined
          : 'Enter your username or email. If the account exists, we email a link to choose a new password.'
      }
    >
      {sent ? (
        <>
          <Notice type="success">
            {TOASTS.forgotSent}. The link is valid for a limited time; check your spam folder if it does not arrive.
          </Notice>
          <div className="lf-links">
            <Link to="/login">Back to sign in</Link>
          </div>
        </>
      ) : (
        <>
          {f.formError && <Notice type="error">{f.formError}</Notice>}
          <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
            <TextField field={f.field('username')} label="Username or email" autoComplete="username" autoFocus />
            <SubmitButton loading={f.submitting}>Send reset link</SubmitButton>
          </form>
          <div className="lf-links">
            <Link to="/login">Back to sign in</Link>
          </div>
        </>
      )}
    </AuthCard>
  );
}
