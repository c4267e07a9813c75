import type { QueryClient } from '@tanstack/react-query';
import { ERROR_CODES, TOASTS } from '@caduceus/contracts';
import { ApiError, NetworkError } from './api';
import { currentLocation, navigateTo, toast } from './bridge';
import { SESSION_KEY } from './sessionKey';

export { SESSION_KEY };

/** The error catalogue of the spec (000 section 8), applied to every query and mutation. */
export const LOGOUT_NOTICE = 'caduceus.logoutNotice';
/** localStorage keys kept across sign-outs: display preferences, not session state. */
export const PREF_PREFIX = 'caduceus.pref.';

/** Clears every piece of client state of the signed-in user: query cache and browser storage. */
export function endSession(client: QueryClient) {
  void client.cancelQueries();
  client.clear();
  client.setQueryData(SESSION_KEY, null);
  for (const k of Object.keys(localStorage)) if (!k.startsWith(PREF_PREFIX)) localStorage.removeItem(k);
  sessionStorage.clear();
}

const signedIn = (client: QueryClient) => !!client.getQueryData(SESSION_KEY);
const onLoginPage = () => window.location.pathname === '/login';

/** Returns true when the failure was fully handled here (the caller should stay quiet). */
export function handleApiFailure(
  client: QueryClient,
  err: unknown,
  meta: Record<string, unknown> | undefined,
): boolean {
  if (err instanceof NetworkError) {
    // keep the session and whatever the user typed; just say the server is away
    toast.error(TOASTS.serverUnreachable);
    return true;
  }
  if (!(err instanceof ApiError)) return false;
  if (err.status === 401 || err.code === '10006') {
    if (!signedIn(client)) return false; // a failed sign-in: the login screen speaks for itself
    const from = currentLocation();
    endSession(client);
    if (err.code === ERROR_CODES.sessionExpired) toast.error(TOASTS.loginExpired);
    else sessionStorage.setItem(LOGOUT_NOTICE, '1');
    if (!onLoginPage()) navigateTo('/login', { replace: true, state: { from } });
    return true;
  }
  if (err.status === 403 && err.code === ERROR_CODES.passwordChange) {
    // an administrator required a new password during this session: reload it, the guard shows the form
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    return true;
  }
  if (err.status === 404 && meta?.notFoundRedirect) {
    navigateTo('/notfound', { replace: true });
    return true;
  }
  return false;
}
