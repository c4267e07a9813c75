import { useQueryClient } from '@tanstack/react-query';
import { forcePasswordChangeRequest, TOASTS } from '@caduceus/contracts';
import { useApiMutation } from '../../../../app/api';
import { toast } from '../../../../app/bridge';
import { refreshSession, useLogout, useSignedIn } from '../../../../app/session';
import { Notice, SubmitButton } from '../../../../components/LightFields';
import { useLightForm } from '../../../../components/useLightForm';
import { AuthCard } from '../AuthCard';
import { authApi } from '../api';
import { PasswordPair } from '../PasswordPair';

/** Shown instead of every screen while the user must replace a first-login or reset password. */
export default function ForcePasswordChangePage() {
  const { user } = useSignedIn();
  const client = useQueryClient();
  const logout = useLogout();
  const change = useApiMutation(authApi.forcePasswordChange, { errorToast: false });
  const f = useLightForm(forcePasswordChangeRequest);

  const onSubmit = f.submit(async (data) => {
    await change.mutateAsync(data);
    toast.success(TOASTS.passwordChanged);
    await refreshSession(client);
  });

  return (
    <AuthCard
      title="Change your password"
      intro={`Welcome, ${user.firstName}. Before you continue, replace the password you were given with one only you know.`}
    >
      {f.formError && <Notice type="error">{f.formError}</Notice>}
      <form onSubmit={onSubmit} noValidate aria-label="Change your password">
        <PasswordPair field={f.field} />
        <SubmitButton loading={f.submitting}>Change password</SubmitButton>
      </form>
      <div className="lf-links">
        <button type="button" className="lf-linkbtn" onClick={() => void logout()}>
          Log Out
        </button>
      </div>
    </AuthCard>
  );
}
