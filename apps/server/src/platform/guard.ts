import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  componentName,
  ERROR_CODES,
  hasAccess,
  MAX_ID,
  ROLE,
  type AccessBit,
  type AccessRights,
  type ComponentKey,
  type SessionUser,
} from '@caduceus/contracts';
import { AppError, forbidden, unauthenticated } from './errors.js';
import type { Actor } from './audit.js';

/**
 * What a route needs. Every /api route declares one (deny by default: a route without it fails at
 * start-up). 'public' needs nothing; 'authenticated' any signed-in user (self-service of one's own
 * account); menu/component a bit of the access mode on that permission entry; superUser role 100.
 */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  /** the bit on a menu link; with `component`, the same bit on that component too (merging leads) */
  | { menu: string; bit: AccessBit; component?: ComponentKey }
  | { component: string; bit: AccessBit } // 'studentProfile' or 'studentProfile.notes'
  | { superUser: true }
  /** the bit on any one of these menu links (a picker several screens share) */
  | { anyMenu: string[]; bit: AccessBit }
  /** the requirement depends on a path parameter (e.g. the upload type); resolve throws 404 for an unknown one */
  | { byParam: string; resolve: (value: string) => StaticAccess }
  /**
   * A tab of a record with tabs (the student's, the lead's, ...): `{ student: 'notes', bit }`. The record's
   * context registers it (RecordKind, in GuardDeps.records) and names its tabs and actions (RecordTabs).
   * Staff need the read bit on the record's menu link and the route's bit on the component(s) the tab or
   * action needs (null with no action: the record's header, the bit on the menu); then the record's gate
   * decides (the record exists, an own-side user reaches only their own, the tab is visible, reads are
   * recorded).
   */
  | RecordAccess
  /**
   * A machine endpoint (no user behind it, e.g. a mail relay posting inbound email): the caller presents
   * the shared secret configured under this name (GuardDeps.machineSecret) as `Authorization: Bearer
   * <secret>`. No token: 401; no secret configured on this server: 503; any other token, a user's session
   * included: 403. Sessions and cookies are never consulted, so a browser cannot reach it by accident.
   */
  | { machine: string };
export type StaticAccess = Exclude<
  RouteAccess,
  'public' | 'authenticated' | { byParam: string } | RecordAccess | { machine: string }
>;

/**
 * The tabs and actions of each record with tabs, by its access key. Empty here: the record's context adds
 * its own by declaration merging, e.g.
 * `declare module '../../platform/guard.js' { interface RecordTabs { student: { tab: StudentTab; action: StudentAction } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecordTabs {}
type RecordKey = keyof RecordTabs & string;
type TabOf<K extends RecordKey> = RecordTabs[K] extends { tab: infer T } ? T : string;
type ActionOf<K extends RecordKey> = RecordTabs[K] extends { action: infer A } ? A : never;
/** `{ <record>: tab | null, bit, action? }` for every record with tabs */
export type RecordAccess = {
  [K in RecordKey]: { [P in K]: TabOf<K> | null } & { bit: AccessBit; action?: ActionOf<K> };
}[RecordKey];

/** A record with tabs as the guard sees it: registered by its context in GuardDeps.records under its access key. */
export interface RecordKind {
  /** the path parameter that names the record (studentId) */
  param: string;
  /** the menu link that opens the record for staff */
  menuLink: string;
  /** the 404's message (Student not found) */
  notFound: string;
  /** the component(s) a tab or action needs */
  components(tab: string | null, action?: string): readonly string[];
  /** users who see the record from its own side (a student her own): staff rights do not apply, the gate decides */
  ownSide?(user: SessionUser): boolean;
  /** object-level and tab checks; `may`: the viewer's rights on the record's parts */
  gate(req: FastifyRequest, id: number, tab: string | null, bit: AccessBit, may: RecordRights): Promise<void>;
}

/** The record kind a route's access names, if any. */
export function recordOf(
  access: RouteAccess,
  records: Readonly<Record<string, RecordKind>>,
): { key: string; kind: RecordKind; tab: string | null; bit: AccessBit; action?: string } | undefined {
  if (typeof access !== 'object') return undefined;
  for (const key of Object.keys(records)) {
    if (!(key in access)) continue;
    const a = access as unknown as Record<string, string | null | undefined> & { bit: AccessBit };
    return { key, kind: records[key]!, tab: a[key] ?? null, bit: a.bit, action: a.action ?? undefined };
  }
  return undefined;
}

/** The tabs some registered route of this record serves (a tab appears when its routes land). */
export function servedTabs(registry: readonly RegisteredRoute[], key: string): Set<string> {
  const served = new Set<string>();
  for (const r of registry) {
    const tab = typeof r.access === 'object' ? (r.access as Record<string, unknown>)[key] : undefined;
    if (typeof tab === 'string') served.add(tab);
  }
  return served;
}

export interface ResolvedRights extends AccessRights {
  /** links only the super user reaches */
  superUserLinks: Set<string>;
  /** links a super admin does not reach: superUserView or adminCannotView */
  adminHiddenLinks: Set<string>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    specCalls?: string[];
    /** reachable while the user must still change a first-login password */
    duringPasswordChange?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    viaCookie: boolean;
  }
}

export interface GuardDeps {
  cookieName: string;
  authenticate(token: string): Promise<SessionUser | 'expired' | null>;
  rightsOf(user: SessionUser): Promise<ResolvedRights>;
  /** the records with tabs, by their access key (their contexts add them) */
  records: Record<string, RecordKind>;
  /** the shared secret of a machine endpoint (routes with `{ machine }` access); undefined when not configured */
  machineSecret?: (name: string) => string | undefined;
}

/** Users who see a student record from the student's side (their own, or their children's). */
export const SELF_SERVICE_TYPES: readonly string[] = ['Student', 'Parent', 'Alumni'];
export const isSelfService = (user: Pick<SessionUser, 'userType'>) => SELF_SERVICE_TYPES.includes(user.userType);

/**
 * What a user may do on a record's parts. The read bit of the record's menu link opens the record;
 * then each component named must grant the bit (a part's mode decides what one does with it, so a
 * bursar who only reads the Student list may still edit accounting details). With no component (the
 * record's header) the menu's own bit decides. The super user may everything; the student's own side
 * nothing (the student gate's own-record rules decide for them).
 */
export type RecordRights = (bit: AccessBit, components: readonly string[]) => boolean;

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  operationId?: string;
  specCalls: string[];
}

/** The actor a service receives for the signed-in user of this request. */
export function actorOf(req: FastifyRequest): Actor {
  const u = req.user;
  if (!u) throw unauthenticated();
  return {
    userId: u.id,
    roleId: u.roleId,
    userType: u.userType,
    groupId: u.groupId,
    requestId: String(req.id),
    ip: req.ip,
  };
}

export function bearerOrCookie(req: FastifyRequest, cookieName: string): { token?: string; viaCookie: boolean } {
  const h = req.headers.authorization;
  if (h?.startsWith('Bearer ')) return { token: h.slice(7).trim(), viaCookie: false };
  const c = req.cookies?.[cookieName];
  return { token: c, viaCookie: !!c };
}

/** May this user use this bit of that menu link? */
export function allowsMenu(
  user: Pick<SessionUser, 'roleId'>,
  rights: ResolvedRights,
  link: string,
  bit: AccessBit,
): boolean {
  if (user.roleId === ROLE.superUser) return true;
  if (user.roleId === ROLE.superAdmin) return !rights.adminHiddenLinks.has(link);
  if (rights.superUserLinks.has(link)) return false;
  return hasAccess(rights.menus[link], bit);
}

export function allowsComponent(
  user: Pick<SessionUser, 'roleId'>,
  rights: ResolvedRights,
  key: string,
  bit: AccessBit,
): boolean {
  if (user.roleId === ROLE.superUser || user.roleId === ROLE.superAdmin) return true;
  const dot = key.indexOf('.');
  const [top, sub] = dot < 0 ? [key, undefined] : [key.slice(0, dot), key.slice(dot + 1)];
  const c = rights.components[top];
  return hasAccess(sub ? c?.subComponents?.[sub]?.accessMode : c?.accessMode, bit);
}

/** A staff user's rights on a record (menu link `link`), resolved once per request. */
async function recordRightsOf(user: SessionUser, link: string, deps: GuardDeps): Promise<RecordRights> {
  if (user.roleId === ROLE.superUser) return () => true;
  const rights = await deps.rightsOf(user);
  const opens = allowsMenu(user, rights, link, 'read');
  return (bit, components) =>
    components.length
      ? opens && components.every((c) => allowsComponent(user, rights, c, bit))
      : allowsMenu(user, rights, link, bit);
}

/** The 403 of a record route the user's rights do not cover: names the part they lack when the record is open to them. */
function refuseRecord(may: RecordRights, bit: AccessBit, components: readonly string[]): never {
  const missing = may('read', []) ? components.find((c) => !may(bit, [c])) : undefined;
  throw forbidden(missing ? `You do not have the ${bit} right on ${componentName(missing)}` : undefined);
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** The check of a `{ machine }` route: its shared secret as a bearer token, compared in constant time. */
function checkMachine(req: FastifyRequest, name: string, deps: GuardDeps) {
  const h = req.headers.authorization;
  const given = h?.startsWith('Bearer ') ? h.slice(7).trim() : '';
  if (!given) throw unauthenticated('Send the shared token as a Bearer authorization header');
  const secret = deps.machineSecret?.(name);
  if (!secret) throw new AppError(503, ERROR_CODES.notConfigured, 'This endpoint is not configured on this server');
  if (!timingSafeEqual(digest(given), digest(secret))) throw forbidden('The token is not valid for this endpoint');
}

export function registerGuard(app: FastifyInstance, deps: GuardDeps, registry: RegisteredRoute[]) {
  app.decorateRequest('user', null);
  app.decorateRequest('viaCookie', false);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access requirement`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      registry.push({
        method,
        url: route.url,
        access,
        operationId: (route.schema as { operationId?: string } | undefined)?.operationId,
        specCalls: route.config?.specCalls ?? [],
      });
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    if (typeof access === 'object' && 'machine' in access) return checkMachine(req, access.machine, deps);
    const { token, viaCookie } = bearerOrCookie(req, deps.cookieName);
    if (!token) throw unauthenticated();
    const user = await deps.authenticate(token);
    if (user === 'expired') throw new AppError(401, ERROR_CODES.sessionExpired, 'Login expired');
    if (!user) throw unauthenticated();
    req.user = user;
    req.viaCookie = viaCookie;
    // a browser session must prove the request came from our own page (CSRF)
    if (
      viaCookie &&
      !['GET', 'HEAD', 'OPTIONS'].includes(req.method) &&
      req.headers['x-requested-with'] !== 'caduceus'
    ) {
      throw forbidden('Missing request header');
    }
    if (user.mustChangePassword && !req.routeOptions.config?.duringPasswordChange) {
      throw new AppError(403, ERROR_CODES.passwordChange, 'Please change your password first');
    }
    if (access === 'authenticated') return;
    const record = recordOf(access, deps.records);
    if (record) {
      const { kind, tab, bit, action } = record;
      // staff first need the record's menu (read) and the part's component right; the own side is checked by the gate
      const own = kind.ownSide?.(user) ?? false;
      const may: RecordRights = own ? () => false : await recordRightsOf(user, kind.menuLink, deps);
      const parts = kind.components(tab, action);
      if (!own && !may(bit, parts)) refuseRecord(may, bit, parts);
      const id = Number((req.params as Record<string, string>)[kind.param]);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new AppError(404, ERROR_CODES.notFound, kind.notFound);
      await kind.gate(req, id, tab, bit, may);
      return;
    }
    const need: StaticAccess =
      'byParam' in access
        ? access.resolve(String((req.params as Record<string, string>)[access.byParam]))
        : (access as StaticAccess);
    // a record route whose record no context registered: denied
    if (!('superUser' in need || 'anyMenu' in need || 'menu' in need || 'component' in need)) throw forbidden();
    if ('superUser' in need) {
      if (user.roleId !== ROLE.superUser) throw forbidden();
      return;
    }
    if (user.roleId === ROLE.superUser) return; // has every right; no lookup
    const rights = await deps.rightsOf(user);
    const ok =
      'anyMenu' in need
        ? need.anyMenu.some((link) => allowsMenu(user, rights, link, need.bit))
        : 'menu' in need
          ? allowsMenu(user, rights, need.menu, need.bit) &&
            (!need.component || allowsComponent(user, rights, need.component, need.bit))
          : allowsComponent(user, rights, need.component, need.bit);
    if (!ok) throw forbidden();
  });
}
