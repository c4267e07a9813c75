import type { z } from 'zod';
import type {
  ActiveSession,
  AdminUser,
  Component,
  componentInput,
  createUserInput,
  Group,
  groupInput,
  GroupNode,
  Menu,
  menuInput,
  RightRow,
  RightsMatrix,
  userInput,
} from '@caduceus/contracts';
import { api, sendForm, useApiMutation, useApiQuery } from '../../app/api';
import type { Banner } from '@caduceus/contracts';

/** System administration: users, sessions, outbox, access groups and their rights, menus, components. */
export const PATHS = {
  users: '/api/admin/users',
  sessions: '/api/admin/sessions',
  outbox: '/api/admin/outbox',
  groups: '/api/admin/groups',
  menus: '/api/admin/menus',
  components: '/api/admin/components',
  banners: '/api/admin/banners',
} as const;

// ---- users ----
export type UserBody = z.output<typeof userInput>;
export type CreateUserBody = z.output<typeof createUserInput>;
/** The user opened by ?edit= or ?rights=: the page's record, so a 404 goes to /notfound. */
export const useUser = (id: number | null) =>
  useApiQuery<AdminUser>(id ? `${PATHS.users}/${id}` : null, undefined, { meta: { notFoundRedirect: true } });
export const useCreateUser = () =>
  useApiMutation((b: CreateUserBody) => api.post<AdminUser>(PATHS.users, b), {
    invalidate: [PATHS.users],
    errorToast: false,
  });
export const useUpdateUser = () =>
  useApiMutation(({ id, body }: { id: number; body: UserBody }) => api.put<AdminUser>(`${PATHS.users}/${id}`, body), {
    invalidate: [PATHS.users],
    errorToast: false,
    refreshSession: true,
  });
export const useSetUserActive = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      api.post<AdminUser>(`${PATHS.users}/${id}/${active ? 'activate' : 'deactivate'}`),
    { invalidate: [PATHS.users, PATHS.sessions] },
  );
export const useSendUserMail = () =>
  useApiMutation(
    ({ id, kind }: { id: number; kind: 'send-password-reset' | 'send-credentials' }) =>
      api.post<{ ok: true }>(`${PATHS.users}/${id}/${kind}`),
    { invalidate: [PATHS.outbox] },
  );
export const useUserRights = (id: number | null) =>
  useApiQuery<RightsMatrix>(id ? `${PATHS.users}/${id}/rights` : null);
export const useSaveUserRights = () =>
  useApiMutation(
    ({ id, rights }: { id: number; rights: RightRow[] }) =>
      api.put<RightsMatrix>(`${PATHS.users}/${id}/rights`, { rights }),
    { invalidate: [PATHS.users], refreshSession: true },
  );

// ---- sessions and outbox ----
export const useSessions = (name: string) =>
  useApiQuery<{ items: ActiveSession[] }>(PATHS.sessions, { name: name || undefined });
export const useEndSession = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.sessions}/${id}`), { invalidate: [PATHS.sessions] });

// ---- groups ----
export type GroupBody = z.output<typeof groupInput>;
/** Every group, for pickers (the API pages at 100 at most). */
/** Every group (the pickers); readable with the group list, group access or menu access right. */
export const useAllGroups = () =>
  useApiQuery<{ items: Group[] }>(`${PATHS.groups}/options`, undefined, { staleTime: 60_000 });
export const useGroupTree = () => useApiQuery<{ items: GroupNode[] }>(`${PATHS.groups}/tree`);
export const useCreateGroup = () =>
  useApiMutation((b: GroupBody) => api.post<Group>(PATHS.groups, b), { invalidate: [PATHS.groups], errorToast: false });
export const useUpdateGroup = () =>
  useApiMutation(({ id, body }: { id: number; body: GroupBody }) => api.put<Group>(`${PATHS.groups}/${id}`, body), {
    invalidate: [PATHS.groups],
    errorToast: false,
  });
export const useDeleteGroup = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.groups}/${id}`), {
    invalidate: [PATHS.groups],
    errorToast: false,
  });

/** A group's rights: all menus and components (`rights`) or menus only (`menu-access`). */
export type RightsScope = 'rights' | 'menu-access';
export const useGroupRights = (id: number | null, scope: RightsScope) =>
  useApiQuery<RightsMatrix>(id ? `${PATHS.groups}/${id}/${scope}` : null, undefined, {
    meta: { notFoundRedirect: true },
  });
export const useSaveGroupRights = (scope: RightsScope) =>
  useApiMutation(
    ({ id, rights }: { id: number; rights: RightRow[] }) =>
      api.put<RightsMatrix>(`${PATHS.groups}/${id}/${scope}`, { rights }),
    { invalidate: [PATHS.groups], errorToast: false, refreshSession: true },
  );

// ---- menus ----
export type MenuBody = z.output<typeof menuInput>;
export const useMenus = () => useApiQuery<{ items: Menu[] }>(PATHS.menus);
export const useCreateMenu = () =>
  useApiMutation((b: MenuBody) => api.post<Menu>(PATHS.menus, b), {
    invalidate: [PATHS.menus, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });
export const useUpdateMenu = () =>
  useApiMutation(({ id, body }: { id: number; body: MenuBody }) => api.put<Menu>(`${PATHS.menus}/${id}`, body), {
    invalidate: [PATHS.menus, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });
export const useDeleteMenu = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.menus}/${id}`), {
    invalidate: [PATHS.menus, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });

// ---- components ----
export type ComponentBody = z.output<typeof componentInput>;
export const useComponents = () => useApiQuery<{ items: Component[] }>(PATHS.components);
export const useCreateComponent = () =>
  useApiMutation((b: ComponentBody) => api.post<Component>(PATHS.components, b), {
    invalidate: [PATHS.components, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });
export const useUpdateComponent = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: ComponentBody }) => api.put<Component>(`${PATHS.components}/${id}`, body),
    { invalidate: [PATHS.components, PATHS.groups], errorToast: false, refreshSession: true },
  );
export const useDeleteComponent = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.components}/${id}`), {
    invalidate: [PATHS.components, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });

// ---- banners (multipart: the text fields and an optional image) ----
export interface BannerForm {
  title: string;
  text?: string | null;
  audience: string;
  active: boolean;
  image?: File | null;
}
const bannerData = (b: BannerForm) => {
  const fd = new FormData();
  fd.set('title', b.title);
  if (b.text) fd.set('text', b.text);
  fd.set('audience', b.audience);
  fd.set('active', String(b.active));
  if (b.image) fd.set('image', b.image);
  return fd;
};
export const useCreateBanner = () =>
  useApiMutation((b: BannerForm) => sendForm<Banner>('POST', PATHS.banners, bannerData(b)), {
    invalidate: [PATHS.banners, '/api/banners/active'],
    errorToast: false,
  });
export const useUpdateBanner = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: BannerForm }) =>
      sendForm<Banner>('PUT', `${PATHS.banners}/${id}`, bannerData(body)),
    { invalidate: [PATHS.banners, '/api/banners/active'], errorToast: false },
  );
export const useSetBannerActive = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) => api.put<Banner>(`${PATHS.banners}/${id}/status`, { active }),
    { invalidate: [PATHS.banners, '/api/banners/active'] },
  );
export const useDeleteBanner = () =>
  useApiMutation((id: number) => api.del<{ ok: true }>(`${PATHS.banners}/${id}`), {
    invalidate: [PATHS.banners, '/api/banners/active'],
  });
