import {
  ERROR_CODES,
  hasAccess,
  normalizeMode,
  ROLE,
  type AccessRights,
  type MenuNode,
  type ComponentInput,
  type GroupInput,
  type GroupNode,
  type MenuInput,
  type RightsMatrix,
  type RightRow,
  type SessionUser,
  type PageQuery,
} from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { AppError, conflict, forbidden, notFound, ruleRefused, badInput } from '../../../platform/errors.js';
import type { ResolvedRights } from '../../../platform/guard.js';
import * as repo from './access.repo.js';

/** Folds menu and component rows with their modes into the client's rights maps. */
export function foldRights(
  menuRows: Pick<repo.MenuRow, 'id' | 'link' | 'superUserView' | 'adminCannotView'>[],
  compRows: Pick<repo.ComponentRow, 'id' | 'parentId' | 'key'>[],
  modeOf: (kind: repo.RightKind, id: number) => number,
): ResolvedRights {
  const menus: AccessRights['menus'] = {};
  const superUserLinks = new Set<string>();
  const adminHiddenLinks = new Set<string>();
  for (const m of menuRows) {
    if (m.superUserView) superUserLinks.add(m.link);
    if (m.superUserView || m.adminCannotView) adminHiddenLinks.add(m.link);
    const mode = normalizeMode(modeOf('menu', m.id));
    menus[m.link] = Math.max(menus[m.link] ?? 0, mode);
  }
  const components: AccessRights['components'] = {};
  const byId = new Map(compRows.map((c) => [c.id, c]));
  for (const c of compRows.filter((c) => !c.parentId))
    components[c.key] = { accessMode: normalizeMode(modeOf('component', c.id)) };
  for (const c of compRows.filter((c) => c.parentId)) {
    const parentKey = byId.get(c.parentId!)?.key;
    if (!parentKey || !components[parentKey]) continue;
    const subKey = c.key.startsWith(parentKey + '.') ? c.key.slice(parentKey.length + 1) : c.key;
    (components[parentKey].subComponents ??= {})[subKey] = { accessMode: normalizeMode(modeOf('component', c.id)) };
  }
  return { menus, components, superUserLinks, adminHiddenLinks };
}

export function createAccessService(db: Db, opts: { rightsCacheMs?: number } = {}) {
  /**
   * Resolved rights by user and group, reused for a few seconds: every guarded request needs them and
   * they change rarely. Any change through this service empties the cache at once; another instance
   * sees a change within rightsCacheMs.
   */
  const ttl = opts.rightsCacheMs ?? 0;
  const cache = new Map<string, { at: number; rights: Promise<ResolvedRights> }>();
  /** the menu catalogue every session view (GET /api/auth/me) builds its tree from, kept like the rights */
  let menus: { at: number; rows: Promise<repo.MenuRow[]> } | undefined;
  const forget = () => {
    cache.clear();
    menus = undefined;
  };
  function menuCatalogue(): Promise<repo.MenuRow[]> {
    if (!ttl) return repo.allMenus(db);
    if (menus && Date.now() - menus.at < ttl) return menus.rows;
    const rows = repo.allMenus(db);
    const entry = { at: Date.now(), rows };
    menus = entry;
    rows.catch(() => {
      if (menus === entry) menus = undefined;
    });
    return rows;
  }

  function rightsOf(user: Pick<SessionUser, 'id' | 'groupId'>): Promise<ResolvedRights> {
    if (!ttl) return readRights(user);
    const key = `${user.id}:${user.groupId ?? ''}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < ttl) return hit.rights;
    if (cache.size > 10_000) cache.clear();
    const rights = readRights(user);
    cache.set(key, { at: Date.now(), rights });
    rights.catch(() => cache.delete(key));
    return rights;
  }

  async function readRights(user: Pick<SessionUser, 'id' | 'groupId'>): Promise<ResolvedRights> {
    // one round trip: every menu and component with this user's mode (their own override wins over the group's)
    const rows = await repo.rightsOfUser(db, user.id, user.groupId);
    const modes = new Map(rows.map((r) => [`${r.kind}:${r.id}`, r.mode]));
    const menuRows = rows
      .filter((r) => r.kind === 'menu')
      .map((r) => ({
        id: r.id,
        parentId: r.parentId,
        link: r.key,
        superUserView: r.superUserView,
        adminCannotView: r.adminCannotView,
      }));
    const compRows = rows
      .filter((r) => r.kind === 'component')
      .map((r) => ({ id: r.id, parentId: r.parentId, key: r.key }));
    return foldRights(menuRows, compRows, (kind, id) => modes.get(`${kind}:${id}`) ?? 0);
  }

  async function matrix(modeOf: Map<string, number>, inherited?: Map<string, number>): Promise<RightsMatrix> {
    const [menuRows, compRows] = await Promise.all([repo.allMenus(db), repo.allComponents(db)]);
    return {
      menus: menuRows.map((m) => ({
        menuId: m.id,
        parentId: m.parentId,
        title: m.title,
        link: m.link,
        superUserView: m.superUserView,
        mode: modeOf.get(`menu:${m.id}`) ?? 0,
        ...(inherited ? { inherited: inherited.get(`menu:${m.id}`) ?? 0, overridden: modeOf.has(`menu:${m.id}`) } : {}),
      })),
      components: compRows.map((c) => ({
        componentId: c.id,
        parentId: c.parentId,
        key: c.key,
        name: c.name,
        mode: modeOf.get(`component:${c.id}`) ?? 0,
        ...(inherited
          ? { inherited: inherited.get(`component:${c.id}`) ?? 0, overridden: modeOf.has(`component:${c.id}`) }
          : {}),
      })),
    };
  }
  const keyed = (rows: { kind: string; targetId: number; mode: number }[]) =>
    new Map(rows.map((r) => [`${r.kind}:${r.targetId}`, r.mode]));

  async function checkTargets(rows: RightRow[]) {
    const [menuRows, compRows] = await Promise.all([repo.allMenus(db), repo.allComponents(db)]);
    const menuIds = new Set(menuRows.map((m) => m.id));
    const compIds = new Set(compRows.map((c) => c.id));
    const seen = new Set<string>();
    for (const r of rows) {
      if (!(r.kind === 'menu' ? menuIds : compIds).has(r.targetId))
        throw badInput(`Unknown ${r.kind} ${r.targetId}`, { rights: `Unknown ${r.kind} ${r.targetId}` });
      if (seen.has(`${r.kind}:${r.targetId}`))
        throw badInput(`Duplicate ${r.kind} ${r.targetId}`, { rights: 'Each entry may appear once' });
      seen.add(`${r.kind}:${r.targetId}`);
    }
    return rows.map((r) => ({ ...r, mode: normalizeMode(r.mode) }));
  }

  /**
   * Nobody grants what they do not hold, and nobody changes the rights of their own group (it would
   * raise themselves). Only the bits a save adds are checked: an entry saved back as it was, or
   * lowered, grants nothing. A super user is exempt. A super admin holds every entry but the links
   * hidden from super admins (superUserView, adminCannotView), so those are all they cannot grant;
   * their own rights never come from a group, so their own group is not barred to them.
   * Answers the check to run on the group's rows inside the saving transaction (undefined: exempt).
   */
  async function grantCheck(actor: Actor, groupId: number) {
    if (actor.roleId === ROLE.superUser) return undefined;
    const superAdmin = actor.roleId === ROLE.superAdmin;
    if (!superAdmin && actor.groupId === groupId) throw forbidden('You may not change the rights of your own group');
    const [rights, menuRows, compRows] = await Promise.all([
      rightsOf({ id: actor.userId, groupId: actor.groupId }),
      repo.allMenus(db),
      repo.allComponents(db),
    ]);
    const menuById = new Map(menuRows.map((m) => [m.id, m]));
    const compById = new Map(compRows.map((c) => [c.id, c]));
    const own = (r: RightRow): number => {
      if (r.kind === 'menu') {
        const link = menuById.get(r.targetId)?.link ?? '';
        if (superAdmin) return rights.adminHiddenLinks.has(link) ? 0 : 15;
        return rights.superUserLinks.has(link) ? 0 : (rights.menus[link] ?? 0);
      }
      if (superAdmin) return 15;
      const c = compById.get(r.targetId);
      const parent = c?.parentId ? compById.get(c.parentId) : undefined;
      if (!c) return 0;
      if (!parent) return rights.components[c.key]?.accessMode ?? 0;
      const sub = c.key.startsWith(`${parent.key}.`) ? c.key.slice(parent.key.length + 1) : c.key;
      return rights.components[parent.key]?.subComponents?.[sub]?.accessMode ?? 0;
    };
    const nameOf = (r: RightRow) => {
      const m = r.kind === 'menu' ? menuById.get(r.targetId) : undefined;
      return m ? `${m.title} (${m.link})` : (compById.get(r.targetId)?.name ?? `${r.kind} ${r.targetId}`);
    };
    return (next: RightRow[], before: { kind: string; targetId: number; mode: number }[]) => {
      const had = keyed(before);
      const fields: Record<string, string> = {};
      const names: string[] = [];
      next.forEach((r, i) => {
        const added = normalizeMode(r.mode) & ~normalizeMode(had.get(`${r.kind}:${r.targetId}`) ?? 0);
        const mine = normalizeMode(own(r));
        if (!(added & ~mine)) return;
        const name = nameOf(r);
        fields[`rights.${i}`] = mine
          ? `You hold mode ${mine} on ${name}; you cannot grant mode ${normalizeMode(r.mode)}`
          : `You do not hold ${name}, so you cannot grant it`;
        names.push(name);
      });
      if (names.length)
        throw new AppError(
          403,
          ERROR_CODES.forbidden,
          `You cannot grant more than you hold yourself: ${names.slice(0, 10).join(', ')}${names.length > 10 ? ', ...' : ''}`,
          fields,
        );
    };
  }

  async function requireGroup(id: number) {
    const g = await repo.findGroup(db, id);
    if (!g) throw notFound('Group');
    return g;
  }

  async function checkParent(id: number | null, parentId: number | null | undefined) {
    if (!parentId) return;
    const all = await repo.allGroups(db);
    const byId = new Map(all.map((g) => [g.id, g]));
    if (!byId.has(parentId)) throw badInput('Unknown parent group', { parentId: 'Choose an existing group' });
    for (let p: number | null = parentId; p; p = byId.get(p)?.parentId ?? null) {
      if (p === id)
        throw badInput('A group cannot sit under itself', {
          parentId: 'A group cannot sit under itself or its own child',
        });
    }
  }

  /** A menu's or component's new parent must exist and must not be the row itself or one below it. */
  function checkTreeParent(
    rows: { id: number; parentId: number | null }[],
    id: number,
    parentId: number | null | undefined,
    what: 'menu' | 'component',
  ) {
    if (!parentId) return;
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (!byId.has(parentId)) throw badInput(`Unknown parent ${what}`, { parentId: `Choose an existing ${what}` });
    const seen = new Set<number>();
    for (let p: number | null = parentId; p && !seen.has(p); p = byId.get(p)?.parentId ?? null) {
      if (p === id)
        throw badInput(`A ${what} cannot sit under itself`, {
          parentId: `A ${what} cannot sit under itself or its own child`,
        });
      seen.add(p);
    }
  }

  /** The menu entries this user may see, as a tree; a parent shows when one of its children does. */
  async function menuTreeFor(user: Pick<SessionUser, 'roleId'>, rights: ResolvedRights): Promise<MenuNode[]> {
    const rows = await menuCatalogue();
    const visible = (m: repo.MenuRow) => {
      if (user.roleId === ROLE.superUser) return true;
      if (user.roleId === ROLE.superAdmin) return !m.superUserView && !m.adminCannotView;
      return !m.superUserView && hasAccess(rights.menus[m.link], 'read');
    };
    const build = (parentId: number | null): MenuNode[] =>
      rows
        .filter((m) => m.parentId === parentId)
        .flatMap((m) => {
          const hasChildren = rows.some((c) => c.parentId === m.id);
          const children = build(m.id);
          if (hasChildren ? !children.length : !visible(m)) return [];
          return [
            {
              key: m.key,
              title: m.title,
              link: hasChildren ? children[0].link : m.link,
              icon: m.icon,
              ...(hasChildren ? { children } : {}),
            },
          ];
        });
    return build(null);
  }

  const service = {
    rightsOf,
    menuTreeFor,

    // ---- groups ----
    listGroups: (q: PageQuery & { active?: 'true' | 'false' }) => repo.listGroups(db, q),
    /** every group with its parent and user count, by name (pickers; a school has tens, not thousands) */
    allGroupsListed: async () => (await repo.listGroups(db, { page: 1, pageSize: 10_000 })).items,
    async groupTree(): Promise<GroupNode[]> {
      const all = await repo.allGroups(db);
      const nodes = new Map<number, GroupNode>(
        all.map((g) => [g.id, { id: g.id, name: g.name, active: g.active, children: [] }]),
      );
      const roots: GroupNode[] = [];
      for (const g of all)
        (g.parentId && nodes.has(g.parentId) ? nodes.get(g.parentId)!.children : roots).push(nodes.get(g.id)!);
      return roots;
    },
    async getGroup(id: number) {
      const g = await requireGroup(id);
      const parent = g.parentId ? await repo.findGroup(db, g.parentId) : undefined;
      return { ...g, parentName: parent?.name ?? null, userCount: await repo.countGroupUsers(db, id) };
    },
    async createGroup(actor: Actor, input: GroupInput) {
      if (await repo.findGroupByName(db, input.name))
        throw conflict('A group with this name exists', { name: 'A group with this name exists' });
      await checkParent(null, input.parentId);
      return db.transaction(async (tx) => {
        const row = await repo.insertGroup(tx, {
          name: input.name,
          description: input.description ?? null,
          parentId: input.parentId ?? null,
          active: input.active,
        });
        await audit(tx, actor, { action: 'create', entity: 'access_group', entityId: row.id, after: row });
        return row;
      });
    },
    async updateGroup(actor: Actor, id: number, input: GroupInput) {
      const before = await requireGroup(id);
      const same = await repo.findGroupByName(db, input.name);
      if (same && same.id !== id)
        throw conflict('A group with this name exists', { name: 'A group with this name exists' });
      await checkParent(id, input.parentId);
      return db.transaction(async (tx) => {
        const row = await repo.updateGroup(tx, id, {
          name: input.name,
          description: input.description ?? null,
          parentId: input.parentId ?? null,
          active: input.active,
        });
        await audit(tx, actor, { action: 'update', entity: 'access_group', entityId: id, before, after: row });
        return row;
      });
    },
    async deleteGroup(actor: Actor, id: number) {
      const before = await requireGroup(id);
      if (await repo.countGroupUsers(db, id))
        throw ruleRefused('This group still has users; move them to another group first');
      if (await repo.countChildGroups(db, id))
        throw ruleRefused('This group has child groups; move or delete them first');
      await db.transaction(async (tx) => {
        await repo.deleteGroup(tx, id);
        await audit(tx, actor, { action: 'delete', entity: 'access_group', entityId: id, before });
      });
    },
    async groupUsers(id: number) {
      await requireGroup(id);
      return repo.usersInGroups(db, [id]);
    },
    /** Supervisors of a group: the active users of the groups above it. */
    async supervisors(id: number) {
      const all = await repo.allGroups(db);
      const byId = new Map(all.map((g) => [g.id, g]));
      if (!byId.has(id)) throw notFound('Group');
      const above: number[] = [];
      for (let p = byId.get(id)!.parentId; p && !above.includes(p); p = byId.get(p)?.parentId ?? null) above.push(p);
      return repo.usersInGroups(db, above);
    },

    // ---- rights ----
    async groupRights(id: number) {
      await requireGroup(id);
      return matrix(keyed(await repo.groupRightRows(db, id)));
    },
    async saveGroupRights(actor: Actor, id: number, rows: RightRow[]) {
      await requireGroup(id);
      const clean = await checkTargets(rows);
      const check = await grantCheck(actor, id);
      return db.transaction(async (tx) => {
        const before = await repo.groupRightRows(tx, id);
        check?.(clean, before);
        await repo.replaceGroupRights(tx, id, clean);
        await audit(tx, actor, {
          action: 'update_rights',
          entity: 'access_group',
          entityId: id,
          before: { rights: before },
          after: { rights: clean.filter((r) => r.mode > 0) },
        });
      });
    },
    /** Menu access only (the /admin/menu-access screen): component rights of the group stay as they are. */
    async saveGroupMenuAccess(actor: Actor, id: number, rows: RightRow[]) {
      if (rows.some((r) => r.kind !== 'menu'))
        throw badInput('Menu access takes menu entries only', { rights: 'Menu entries only' });
      await requireGroup(id);
      const clean = await checkTargets(rows);
      const check = await grantCheck(actor, id);
      return db.transaction(async (tx) => {
        const before = await repo.groupRightRows(tx, id);
        check?.(
          clean,
          before.filter((r) => r.kind === 'menu'),
        );
        const keep = before
          .filter((r) => r.kind === 'component')
          .map((r) => ({ kind: 'component' as const, targetId: r.targetId, mode: r.mode }));
        await repo.replaceGroupRights(tx, id, [...keep, ...clean]);
        await audit(tx, actor, {
          action: 'update_menu_access',
          entity: 'access_group',
          entityId: id,
          before: { rights: before.filter((r) => r.kind === 'menu') },
          after: { rights: clean.filter((r) => r.mode > 0) },
        });
      });
    },
    async userRights(userId: number, groupId: number | null) {
      const inherited = groupId ? keyed(await repo.groupRightRows(db, groupId)) : new Map<string, number>();
      return matrix(keyed(await repo.userRightRows(db, userId)), inherited);
    },
    async saveUserRights(actor: Actor, userId: number, rows: RightRow[]) {
      const clean = await checkTargets(rows);
      await db.transaction(async (tx) => {
        const before = await repo.userRightRows(tx, userId);
        await repo.replaceUserRights(tx, userId, clean);
        await audit(tx, actor, {
          action: 'update_rights',
          entity: 'user',
          entityId: userId,
          before: { rights: before },
          after: { rights: clean },
        });
      });
    },

    // ---- menus ----
    listMenus: () => repo.allMenus(db),
    async createMenu(actor: Actor, input: MenuInput) {
      if (await repo.findMenuByKey(db, input.key))
        throw conflict('A menu with this key exists', { key: 'A menu with this key exists' });
      if (input.parentId && !(await repo.findMenu(db, input.parentId)))
        throw badInput('Unknown parent menu', { parentId: 'Choose an existing menu' });
      return db.transaction(async (tx) => {
        const row = await repo.insertMenu(tx, { ...input, parentId: input.parentId ?? null, icon: input.icon ?? null });
        await audit(tx, actor, { action: 'create', entity: 'menu', entityId: row.id, after: row });
        return row;
      });
    },
    async updateMenu(actor: Actor, id: number, input: MenuInput) {
      const before = await repo.findMenu(db, id);
      if (!before) throw notFound('Menu');
      const same = await repo.findMenuByKey(db, input.key);
      if (same && same.id !== id) throw conflict('A menu with this key exists', { key: 'A menu with this key exists' });
      checkTreeParent(await repo.allMenus(db), id, input.parentId, 'menu');
      return db.transaction(async (tx) => {
        const row = await repo.updateMenu(tx, id, {
          ...input,
          parentId: input.parentId ?? null,
          icon: input.icon ?? null,
        });
        await audit(tx, actor, { action: 'update', entity: 'menu', entityId: id, before, after: row });
        return row;
      });
    },
    async deleteMenu(actor: Actor, id: number) {
      const before = await repo.findMenu(db, id);
      if (!before) throw notFound('Menu');
      if (await repo.countChildMenus(db, id)) throw ruleRefused('This menu has children; delete them first');
      await db.transaction(async (tx) => {
        await repo.deleteMenu(tx, id);
        await audit(tx, actor, { action: 'delete', entity: 'menu', entityId: id, before });
      });
    },

    // ---- components ----
    listComponents: () => repo.allComponents(db),
    async createComponent(actor: Actor, input: ComponentInput) {
      if (await repo.findComponentByKey(db, input.key))
        throw conflict('A component with this key exists', { key: 'A component with this key exists' });
      if (input.parentId && !(await repo.findComponent(db, input.parentId)))
        throw badInput('Unknown parent component', { parentId: 'Choose an existing component' });
      return db.transaction(async (tx) => {
        const row = await repo.insertComponent(tx, {
          ...input,
          parentId: input.parentId ?? null,
          description: input.description ?? null,
        });
        await audit(tx, actor, { action: 'create', entity: 'component', entityId: row.id, after: row });
        return row;
      });
    },
    async updateComponent(actor: Actor, id: number, input: ComponentInput) {
      const before = await repo.findComponent(db, id);
      if (!before) throw notFound('Component');
      const same = await repo.findComponentByKey(db, input.key);
      if (same && same.id !== id)
        throw conflict('A component with this key exists', { key: 'A component with this key exists' });
      checkTreeParent(await repo.allComponents(db), id, input.parentId, 'component');
      return db.transaction(async (tx) => {
        const row = await repo.updateComponent(tx, id, {
          ...input,
          parentId: input.parentId ?? null,
          description: input.description ?? null,
        });
        await audit(tx, actor, { action: 'update', entity: 'component', entityId: id, before, after: row });
        return row;
      });
    },
    async deleteComponent(actor: Actor, id: number) {
      const before = await repo.findComponent(db, id);
      if (!before) throw notFound('Component');
      if (await repo.countChildComponents(db, id))
        throw ruleRefused('This component has sub-components; delete them first');
      await db.transaction(async (tx) => {
        await repo.deleteComponent(tx, id);
        await audit(tx, actor, { action: 'delete', entity: 'component', entityId: id, before });
      });
    },
  };
  // every change of groups, menus, components or rights empties the rights cache
  for (const [name, fn] of Object.entries(service)) {
    if (/^(create|update|delete|save)/.test(name) && typeof fn === 'function') {
      (service as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        try {
          return await (fn as (...a: unknown[]) => unknown)(...args);
        } finally {
          forget();
        }
      };
    }
  }
  return Object.assign(service, { forgetRights: forget });
}
export type AccessService = ReturnType<typeof createAccessService>;
