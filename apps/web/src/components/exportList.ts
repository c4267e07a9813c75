import { ERROR_CODES } from '@caduceus/contracts';
import { ApiError } from '../app/api';

/** What the password prompt shows: the server's reason, and the last attempt's error. */
export interface PasswordPrompt {
  message: string;
  error?: string;
}

/**
 * Runs an export that the server may want confirmed: `send(password?)` posts it (and saves the file);
 * when the server answers PASSWORD_CONFIRMATION_REQUIRED, `ask` gets the password from the user (null:
 * they cancelled) and the export is sent again with it; a wrong password asks again with the error.
 * Answers false when the user cancelled; any other failure is thrown.
 */
export async function exportWithConfirmation(
  send: (password?: string) => Promise<void>,
  ask: (prompt: PasswordPrompt) => Promise<string | null>,
): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (e) {
    if (!(e instanceof ApiError) || e.code !== ERROR_CODES.passwordConfirmation) throw e;
    let prompt: PasswordPrompt = { message: e.message };
    for (;;) {
      const password = await ask(prompt);
      if (password === null) return false;
      try {
        await send(password);
        return true;
      } catch (again) {
        const wrong = again instanceof ApiError && again.status === 400 ? again.fields?.password : undefined;
        if (!wrong) throw again;
        prompt = { message: e.message, error: wrong };
      }
    }
  }
}
