import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordRequest, TOASTS } from '@caduceus/contracts';
import { toast } from '../../../../app/bridge';
import { Notice, SubmitButton } from '../../../../components/LightFields';
import { useLightForm } from '../../../../components/useLightForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';
import { PasswordPair } from '../PasswordPair';

/** Choose a new password from an emailed link (/reset-password?token=...). */
export default function ResetPasswordPage() {
  const [sp] = useSearchParams();
  const token = sp.get('token') ?? '';
  const navigate = useNavigate();
  const toInput = useMemo(() => (v: Record<string, unknown>) => ({ ...v, token }), [token]);
  const f = useLightForm(resetPasswordRequest, { toInput });

  const onSubmit = f.submit(async (data) => {
    await authApi.resetPassword(data);
    toast.success(TOASTS.passwordReset);
    void navigate('/login', { replace: true });
  });

  if (token.length < 10) {
    return (
      <AuthCard title="Reset password">
        <Notice type="error">
          This reset link is invalid. Open the link from the email again, or ask for a new one.
        </Notice>
        <div className="lf-links">
          <Link to="/forgot-password">Ask for a new link</Link> · <Link to="/login">Sign in</Link>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account.">
      {f.formError && <Notice type="error">{f.formError}</Notice>}
      <form onSubmit={onSubmit} noValidate aria-label="Reset password">
        <PasswordPair field={f.field} />
        <SubmitButton loading={f.submitting}>Set new password</SubmitButton>
      </form>
      <div className="lf-links">
        <Link to="/forgot-password">Ask for a new link</Link> · <Link to="/login">Back to sign in</Link>
      </div>
    </AuthCard>
  );
}
