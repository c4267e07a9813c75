import { MESSAGES } from '@caduceus/contracts';
import { TextField } from '../../../components/LightFields';
import type { LightField } from '../../../components/useLightForm';

/** New password and its confirmation on the sign-in screens, with the rule the server applies. */
export function PasswordPair({ field }: { field: (name: string) => LightField }) {
  return (
    <>
      <TextField
        field={field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={MESSAGES.passwordRule}
      />
      <TextField
        field={field('confirmPassword')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
