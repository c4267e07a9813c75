import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  componentName,
  ERROR_CODES,
  hasAccess,
  LEAD_LINK,
  leadRouteComponents,
  MAX_ID,
  ROLE,
  STUDENT_LINK,
  studentRouteComponents,
  type AccessBit,
  type AccessRights,
  type ComponentKey,
  type LeadAction,
  type LeadTab,
  type SessionUser,
  type StudentAction,
  type StudentTab,
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
   * A tab of the student record named by the :studentId parameter (null with no action: the record's
   * header). Staff need the read bit on the Student menu and the route's bit on the component(s) the
   * tab or the action needs (contracts' STUDENT_TAB_COMPONENTS, STUDENT_ACTION_COMPONENTS; the header:
   * the bit on the menu); then the student gate decides: the record exists, a Student or Parent user
   * reaches only their own student (404 otherwise), the tab is visible to this viewer (403 otherwise),
   * and reads are recorded.
   */
  | { student: StudentTab | null; bit: AccessBit; action?: StudentAction }
  /**
   * A tab of the lead record named by the :leadId parameter (null with no action: the header). Staff
   * need the read bit on the Lead menu and the route's bit on the tab's or action's component(s)
   * (LEAD_TAB_COMPONENTS, LEAD_ACTION_COMPONENTS); then the lead gate decides: the lead exists and is
   * not deleted (404), the tab is visible for this lead (403).
   */
  | { lead: LeadTab | null; bit: AccessBit; action?: LeadAction }
  /**
   * A machine endpoint (no user behind it, e.g. a mail relay posting inbound email): the caller presents
   * the shared secret configured under this name (GuardDeps.machineSecret) as `Authorization: Bearer
   * <secret>`. No token: 401; no secret configured on this server: 503; any other token, a user's session
   * included: 403. Sessions and cookies are never consulted, so a browser cannot reach it by accident.
   */
  | { machine: string };
export type StaticAccess = Exclude<
  RouteAccess,
  | 'public'
  | 'authenticated'
  | { byParam: string }
  | { student: StudentTab | null }
  | { lead: LeadTab | null }
  | { machine: string }
>;

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
  /** object-level and tab checks of the student record (routes with `{ student }` access); `may`: the viewer's rights on the record's parts */
  studentGate?: (
    req: FastifyRequest,
    studentId: number,
    tab: StudentTab | null,
    bit: AccessBit,
    may: RecordRights,
  ) => Promise<void>;
  /** object-level and tab checks of the lead record (routes with `{ lead }` access) */
  leadGate?: (
    req: FastifyRequest,
    leadId: number,
    tab: LeadTab | null,
    bit: AccessBit,
    may: RecordRights,
  ) => Promise<void>;
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
    if ('student' in access) {
      // staff first need the Student menu (read) and the part's component right; the student's own side is checked by the gate
      const may: RecordRights = isSelfService(user) ? () => false : await recordRightsOf(user, STUDENT_LINK, deps);
      const parts = studentRouteComponents(access.student, access.action);
      if (!isSelfService(user) && !may(access.bit, parts)) refuseRecord(may, access.bit, parts);
      const id = Number((req.params as Record<string, string>).studentId);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID)
        throw new AppError(404, ERROR_CODES.notFound, 'Student not found');
      if (!deps.studentGate) throw forbidden();
      await deps.studentGate(req, id, access.student, access.bit, may);
      return;
    }
    if ('lead' in access) {
      const may = await recordRightsOf(user, LEAD_LINK, deps);
      const parts = leadRouteComponents(access.lead, access.action);
      if (!may(access.bit, parts)) refuseRecord(may, access.bit, parts);
      const id = Number((req.params as Record<string, string>).leadId);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID)
        throw new AppError(404, ERROR_CODES.notFound, 'Lead not found');
      if (!deps.leadGate) throw forbidden();
      await deps.leadGate(req, id, access.lead, access.bit, may);
      return;
    }
    const need: StaticAccess =
      'byParam' in access ? access.resolve(String((req.params as Record<string, string>)[access.byParam])) : access;
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
