import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@caduceus/contracts';
import { ApiError } from '../app/api';
import { exportWithConfirmation, type PasswordPrompt } from './exportList';

const confirmNeeded = () =>
  new ApiError(403, ERROR_CODES.passwordConfirmation, 'This export has 1200 rows. Please confirm your password.', {
    password: 'x',
  });
const wrongPassword = () =>
  new ApiError(400, ERROR_CODES.badInput, 'The password is not correct', { password: 'The password is not correct' });

/** A server that wants `good` as the password; records what each attempt sent. */
function server(good: string | null) {
  const sent: (string | undefined)[] = [];
  const send = async (password?: string) => {
    sent.push(password);
    if (good === null) return;
    if (password === undefined) throw confirmNeeded();
    if (password !== good) throw wrongPassword();
  };
  return { sent, send };
}
const answers = (...typed: (string | null)[]) => {
  const prompts: PasswordPrompt[] = [];
  return {
    prompts,
    ask: async (p: PasswordPrompt) => {
      prompts.push(p);
      return typed.shift() ?? null;
    },
  };
};

describe('exportWithConfirmation', () => {
  it('exports at once when the server does not ask', async () => {
    const s = server(null);
    const a = answers();
    expect(await exportWithConfirmation(s.send, a.ask)).toBe(true);
    expect(s.sent).toEqual([undefined]);
    expect(a.prompts).toEqual([]);
  });

  it('asks for the password when the server wants it, then sends it again with it', async () => {
    const s = server('secret');
    const a = answers('secret');
    expect(await exportWithConfirmation(s.send, a.ask)).toBe(true);
    expect(s.sent).toEqual([undefined, 'secret']);
    expect(a.prompts).toEqual([{ message: 'This export has 1200 rows. Please confirm your password.' }]);
  });

  it('asks again after a wrong password, with the error', async () => {
    const s = server('secret');
    const a = answers('guess', 'secret');
    expect(await exportWithConfirmation(s.send, a.ask)).toBe(true);
    expect(s.sent).toEqual([undefined, 'guess', 'secret']);
    expect(a.prompts[1]).toMatchObject({ error: 'The password is not correct' });
  });

  it('stops when the user cancels, and passes other failures on', async () => {
    const s = server('secret');
    expect(await exportWithConfirmation(s.send, answers(null).ask)).toBe(false);
    const refused = async () => {
      throw new ApiError(403, ERROR_CODES.forbidden, 'No');
    };
    await expect(exportWithConfirmation(refused, answers().ask)).rejects.toMatchObject({ code: ERROR_CODES.forbidden });
  });
});
