import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  component,
  componentInput,
  group,
  groupInput,
  groupListQuery,
  groupNode,
  idParam,
  menu,
  menuInput,
  okBody,
  pageOf,
  rightsMatrix,
  rightsUpdate,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { AccessService } from './access.service.js';

const GROUPS = '/admin/group/list';
const RIGHTS = '/admin/group/access';
const MENU_ACCESS = '/admin/menu-access';
const member = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  groupId: z.number().int().nullable(),
});

export function accessRoutes(app: FastifyInstance, access: AccessService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('access');

  // ---- groups ----
  r.get(
    '/api/admin/groups',
    op('listGroups', { menu: GROUPS, bit: 'read' }, ['getAccessGroupsList'], {
      querystring: groupListQuery,
      ok: pageOf(group),
    }),
    async (req, reply) =>
      app.pageCache.serve(req, reply, async () => ({
        ...(await access.listGroups(req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      })),
  );

  r.get(
    '/api/admin/groups/tree',
    op('groupHierarchy', { menu: GROUPS, bit: 'read' }, ['getAccessGroupsHierarchy'], {
      ok: z.object({ items: z.array(groupNode) }),
    }),
    async () => ({ items: await access.groupTree() }),
  );

  r.get(
    '/api/admin/groups/options',
    op(
      'groupOptions',
      { anyMenu: [GROUPS, RIGHTS, MENU_ACCESS], bit: 'read' },
      {
        ok: z.object({ items: z.array(group) }),
        description: 'Every group, for the pickers of the group, rights and menu-access screens.',
      },
    ),
    async () => ({ items: await access.allGroupsListed() }),
  );

  r.get(
    '/api/admin/groups/:id',
    op('getGroup', { menu: GROUPS, bit: 'read' }, { params: idParam, ok: group }),
    async (req) => access.getGroup(req.params.id),
  );

  r.post(
    '/api/admin/groups',
    op('createGroup', { menu: GROUPS, bit: 'write' }, ['addAccessGroup'], { body: groupInput, created: group }),
    async (req, reply) => {
      const g = await access.createGroup(actorOf(req), req.body);
      return created(reply, access.getGroup(g.id));
    },
  );

  r.put(
    '/api/admin/groups/:id',
    op('updateGroup', { menu: GROUPS, bit: 'edit' }, ['updateAccessGroup'], {
      params: idParam,
      body: groupInput,
      ok: group,
    }),
    async (req) => {
      await access.updateGroup(actorOf(req), req.params.id, req.body);
      return access.getGroup(req.params.id);
    },
  );

  r.delete(
    '/api/admin/groups/:id',
    op('deleteGroup', { menu: GROUPS, bit: 'delete' }, ['deleteAccessGroup'], { params: idParam, ok: okBody }),
    async (req) => okAfter(access.deleteGroup(actorOf(req), req.params.id)),
  );

  r.get(
    '/api/admin/groups/:id/users',
    op('groupUsers', { menu: GROUPS, bit: 'read' }, ['getFacultyByGroup'], {
      params: idParam,
      ok: z.object({ items: z.array(member) }),
    }),
    async (req) => ({ items: await access.groupUsers(req.params.id) }),
  );

  r.get(
    '/api/admin/groups/:id/supervisors',
    op('groupSupervisors', { menu: GROUPS, bit: 'read' }, ['getSupervisorList'], {
      params: idParam,
      ok: z.object({ items: z.array(member) }),
    }),
    async (req) => ({ items: await access.supervisors(req.params.id) }),
  );

  // ---- rights per group ----
  r.get(
    '/api/admin/groups/:id/rights',
    op('getGroupRights', { menu: RIGHTS, bit: 'read' }, ['getAccessRights'], { params: idParam, ok: rightsMatrix }),
    async (req) => access.groupRights(req.params.id),
  );

  r.put(
    '/api/admin/groups/:id/rights',
    op('saveGroupRights', { menu: RIGHTS, bit: 'edit' }, ['updateAccessRights'], {
      params: idParam,
      body: rightsUpdate,
      ok: rightsMatrix,
    }),
    async (req) => {
      await access.saveGroupRights(actorOf(req), req.params.id, req.body.rights);
      return access.groupRights(req.params.id);
    },
  );

  r.get(
    '/api/admin/groups/:id/menu-access',
    op('getGroupMenuAccess', { menu: MENU_ACCESS, bit: 'read' }, ['getMenuAccess'], {
      params: idParam,
      ok: rightsMatrix,
    }),
    async (req) => access.groupRights(req.params.id),
  );

  r.put(
    '/api/admin/groups/:id/menu-access',
    op('saveGroupMenuAccess', { menu: MENU_ACCESS, bit: 'edit' }, ['saveUpdateMenuAccess'], {
      params: idParam,
      body: rightsUpdate,
      ok: rightsMatrix,
    }),
    async (req) => {
      await access.saveGroupMenuAccess(actorOf(req), req.params.id, req.body.rights);
      return access.groupRights(req.params.id);
    },
  );

  // ---- menus (super user) ----
  r.get(
    '/api/admin/menus',
    op('listMenus', { superUser: true }, ['getMenuList'], { ok: z.object({ items: z.array(menu) }) }),
    async () => ({ items: await access.listMenus() }),
  );
  r.post(
    '/api/admin/menus',
    op('createMenu', { superUser: true }, ['addMenu'], { body: menuInput, created: menu }),
    async (req, reply) => created(reply, access.createMenu(actorOf(req), req.body)),
  );
  r.put(
    '/api/admin/menus/:id',
    op('updateMenu', { superUser: true }, ['updateMenu'], { params: idParam, body: menuInput, ok: menu }),
    async (req) => access.updateMenu(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/menus/:id',
    op('deleteMenu', { superUser: true }, ['deleteMenu'], { params: idParam, ok: okBody }),
    async (req) => okAfter(access.deleteMenu(actorOf(req), req.params.id)),
  );

  // ---- components (super user) ----
  r.get(
    '/api/admin/components',
    op('listComponents', { superUser: true }, ['getComponentsList'], { ok: z.object({ items: z.array(component) }) }),
    async () => ({ items: await access.listComponents() }),
  );
  r.post(
    '/api/admin/components',
    op('createComponent', { superUser: true }, ['addComponent'], { body: componentInput, created: component }),
    async (req, reply) => created(reply, access.createComponent(actorOf(req), req.body)),
  );
  r.put(
    '/api/admin/components/:id',
    op('updateComponent', { superUser: true }, ['updateComponent'], {
      params: idParam,
      body: componentInput,
      ok: component,
    }),
    async (req) => access.updateComponent(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/components/:id',
    op('deleteComponent', { superUser: true }, ['deleteComponent'], { params: idParam, ok: okBody }),
    async (req) => okAfter(access.deleteComponent(actorOf(req), req.params.id)),
  );
}
