import type { z } from 'zod';
import type { componentInput, createUserInput, groupInput, menuInput, RightRow, userInput } from '@caduceus/contracts';
import { useApiMutation } from '../../../app/api';
import { apiUrl, call, callForm, listUrl, useGet } from '../../../app/client';

/** System administration: users, sessions, outbox, access groups and their rights, menus, components. */
export const PATHS = {
  users: listUrl('/api/admin/users'),
  sessions: apiUrl('/api/admin/sessions'),
  outbox: listUrl('/api/admin/outbox'),
  groups: listUrl('/api/admin/groups'),
  menus: apiUrl('/api/admin/menus'),
  components: apiUrl('/api/admin/components'),
  banners: listUrl('/api/admin/banners'),
} as const;
const ACTIVE_BANNERS = apiUrl('/api/banners/active');

// ---- users ----
export type UserBody = z.output<typeof userInput>;
export type CreateUserBody = z.output<typeof createUserInput>;
/** The user opened by ?edit= or ?rights=: the page's record, so a 404 goes to /notfound. */
export const useUser = (id: number | null) =>
  useGet('/api/admin/users/{id}', id ? { path: { id } } : null, { meta: { notFoundRedirect: true } });
export const useCreateUser = () =>
  useApiMutation((b: CreateUserBody) => call('post', '/api/admin/users', { body: b }), {
    invalidate: [PATHS.users],
    errorToast: false,
  });
export const useUpdateUser = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: UserBody }) => call('put', '/api/admin/users/{id}', { path: { id }, body }),
    {
      invalidate: [PATHS.users],
      errorToast: false,
      refreshSession: true,
    },
  );
export const useSetUserActive = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      call('post', active ? '/api/admin/users/{id}/activate' : '/api/admin/users/{id}/deactivate', { path: { id } }),
    { invalidate: [PATHS.users, PATHS.sessions] },
  );
export const useSendUserMail = () =>
  useApiMutation(
    ({ id, kind }: { id: number; kind: 'send-password-reset' | 'send-credentials' }) =>
      call('post', `/api/admin/users/{id}/${kind}`, { path: { id } }),
    { invalidate: [PATHS.outbox] },
  );
export const useUserRights = (id: number | null) =>
  useGet('/api/admin/users/{id}/rights', id ? { path: { id } } : null);
export const useSaveUserRights = () =>
  useApiMutation(
    ({ id, rights }: { id: number; rights: RightRow[] }) =>
      call('put', '/api/admin/users/{id}/rights', { path: { id }, body: { rights } }),
    { invalidate: [PATHS.users], refreshSession: true },
  );

// ---- sessions and outbox ----
export const useSessions = (name: string) => useGet('/api/admin/sessions', { query: { name: name || undefined } });
export const useEndSession = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/sessions/{id}', { path: { id } }), {
    invalidate: [PATHS.sessions],
  });

// ---- groups ----
export type GroupBody = z.output<typeof groupInput>;
/** Every group, for pickers (the API pages at 100 at most). */
/** Every group (the pickers); readable with the group list, group access or menu access right. */
export const useAllGroups = () => useGet('/api/admin/groups/options', undefined, { staleTime: 60_000 });
export const useGroupTree = () => useGet('/api/admin/groups/tree');
export const useCreateGroup = () =>
  useApiMutation((b: GroupBody) => call('post', '/api/admin/groups', { body: b }), {
    invalidate: [PATHS.groups],
    errorToast: false,
  });
export const useUpdateGroup = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: GroupBody }) => call('put', '/api/admin/groups/{id}', { path: { id }, body }),
    {
      invalidate: [PATHS.groups],
      errorToast: false,
    },
  );
export const useDeleteGroup = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/groups/{id}', { path: { id } }), {
    invalidate: [PATHS.groups],
    errorToast: false,
  });

/** A group's rights: all menus and components (`rights`) or menus only (`menu-access`). */
export type RightsScope = 'rights' | 'menu-access';
const rightsPath = (scope: RightsScope) => `/api/admin/groups/{id}/${scope}` as const;
/** The query key's URL of a group's rights (a save puts its answer there). */
export const groupRightsUrl = (id: number, scope: RightsScope) => apiUrl(rightsPath(scope), { id });
export const useGroupRights = (id: number | null, scope: RightsScope) =>
  useGet(rightsPath(scope), id ? { path: { id } } : null, { meta: { notFoundRedirect: true } });
export const useSaveGroupRights = (scope: RightsScope) =>
  useApiMutation(
    ({ id, rights }: { id: number; rights: RightRow[] }) =>
      call('put', rightsPath(scope), { path: { id }, body: { rights } }),
    { invalidate: [PATHS.groups], errorToast: false, refreshSession: true },
  );

// ---- menus ----
export type MenuBody = z.output<typeof menuInput>;
export const useMenus = () => useGet('/api/admin/menus');
export const useCreateMenu = () =>
  useApiMutation((b: MenuBody) => call('post', '/api/admin/menus', { body: b }), {
    invalidate: [PATHS.menus, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });
export const useUpdateMenu = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: MenuBody }) => call('put', '/api/admin/menus/{id}', { path: { id }, body }),
    {
      invalidate: [PATHS.menus, PATHS.groups],
      errorToast: false,
      refreshSession: true,
    },
  );
export const useDeleteMenu = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/menus/{id}', { path: { id } }), {
    invalidate: [PATHS.menus, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });

// ---- components ----
export type ComponentBody = z.output<typeof componentInput>;
export const useComponents = () => useGet('/api/admin/components');
export const useCreateComponent = () =>
  useApiMutation((b: ComponentBody) => call('post', '/api/admin/components', { body: b }), {
    invalidate: [PATHS.components, PATHS.groups],
    errorToast: false,
    refreshSession: true,
  });
export const useUpdateComponent = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: ComponentBody }) =>
      call('put', '/api/admin/components/{id}', { path: { id }, body }),
    { invalidate: [PATHS.components, PATHS.groups], errorToast: false, refreshSession: true },
  );
export const useDeleteComponent = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/components/{id}', { path: { id } }), {
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
  useApiMutation((b: BannerForm) => callForm('post', '/api/admin/banners', undefined, bannerData(b)), {
    invalidate: [PATHS.banners, ACTIVE_BANNERS],
    errorToast: false,
  });
export const useUpdateBanner = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: BannerForm }) =>
      callForm('put', '/api/admin/banners/{id}', { id }, bannerData(body)),
    { invalidate: [PATHS.banners, ACTIVE_BANNERS], errorToast: false },
  );
export const useSetBannerActive = () =>
  useApiMutation(
    ({ id, active }: { id: number; active: boolean }) =>
      call('put', '/api/admin/banners/{id}/status', { path: { id }, body: { active } }),
    { invalidate: [PATHS.banners, ACTIVE_BANNERS] },
  );
export const useDeleteBanner = () =>
  useApiMutation((id: number) => call('delete', '/api/admin/banners/{id}', { path: { id } }), {
    invalidate: [PATHS.banners, ACTIVE_BANNERS],
  });
