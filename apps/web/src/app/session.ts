import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';
import { call, type ApiAnswer } from './client';
import { navigateTo } from './bridge';
import { endSession, SESSION_KEY } from './errors';

/**
 * The signed-in session as the server describes it (GET /api/auth/me). The HttpOnly cookie carries it;
 * nothing secret is stored in the browser. `null` means signed out.
 */
export type Session = ApiAnswer<'get', '/api/auth/me'>;

async function fetchSession(): Promise<Session | null> {
  try {
    return await call('get', '/api/auth/me');
  } catch (e) {
    if (isApiError(e, 401)) return null;
    throw e;
  }
}

export function useSessionQuery() {
  return useQuery<Session | null>({
    queryKey: SESSION_KEY,
    queryFn: fetchSession,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The current session; null when signed out (the root waits for the first answer). */
export function useSession(): Session | null {
  return useSessionQuery().data ?? null;
}

/** The session of a page behind sign-in: present by construction (RequireAuth). */
export function useSignedIn(): Session {
  const s = useSession();
  if (!s) throw new Error('useSignedIn outside a signed-in route');
  return s;
}

export function startSession(client: QueryClient, res: ApiAnswer<'post', '/api/auth/login'>) {
  const session: Session = { user: res.user, accessRights: res.accessRights, menu: res.menu };
  client.setQueryData(SESSION_KEY, session);
}

/** Reloads the user, rights and menu (after a profile or password change). */
export const refreshSession = (client: QueryClient) => client.invalidateQueries({ queryKey: SESSION_KEY });

/** Log out: tell the server, then clear all client state and go to /login even if the call failed. */
export async function logout(client: QueryClient) {
  try {
    await call('post', '/api/auth/logout');
  } catch {
    // the spec: clear and leave regardless
  }
  endSession(client);
  navigateTo('/login', { replace: true });
}

export function useLogout() {
  const client = useQueryClient();
  return () => logout(client);
}
