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
  const tags = ['access'];

  // ---- groups ----
  r.get(
    '/api/admin/groups',
    {
      schema: { operationId: 'listGroups', tags, querystring: groupListQuery, response: { 200: pageOf(group) } },
      config: { access: { menu: GROUPS, bit: 'read' }, specCalls: ['getAccessGroupsList'] },
    },
    async (req, reply) =>
      app.pageCache.serve(req, reply, async () => ({
        ...(await access.listGroups(req.query)),
        page: req.query.page,
        pageSize: req.query.pageSize,
      })),
  );

  r.get(
    '/api/admin/groups/tree',
    {
      schema: { operationId: 'groupHierarchy', tags, response: { 200: z.object({ items: z.array(groupNode) }) } },
      config: { access: { menu: GROUPS, bit: 'read' }, specCalls: ['getAccessGroupsHierarchy'] },
    },
    async () => ({ items: await access.groupTree() }),
  );

  r.get(
    '/api/admin/groups/options',
    {
      schema: {
        operationId: 'groupOptions',
        tags,
        description: 'Every group, for the pickers of the group, rights and menu-access screens.',
        response: { 200: z.object({ items: z.array(group) }) },
      },
      config: { access: { anyMenu: [GROUPS, RIGHTS, MENU_ACCESS], bit: 'read' } },
    },
    async () => ({ items: await access.allGroupsListed() }),
  );

  r.get(
    '/api/admin/groups/:id',
    {
      schema: { operationId: 'getGroup', tags, params: idParam, response: { 200: group } },
      config: { access: { menu: GROUPS, bit: 'read' } },
    },
    async (req) => access.getGroup(req.params.id),
  );

  r.post(
    '/api/admin/groups',
    {
      schema: { operationId: 'createGroup', tags, body: groupInput, response: { 201: group } },
      config: { access: { menu: GROUPS, bit: 'write' }, specCalls: ['addAccessGroup'] },
    },
    async (req, reply) => {
      const g = await access.createGroup(actorOf(req), req.body);
      reply.status(201);
      return access.getGroup(g.id);
    },
  );

  r.put(
    '/api/admin/groups/:id',
    {
      schema: { operationId: 'updateGroup', tags, params: idParam, body: groupInput, response: { 200: group } },
      config: { access: { menu: GROUPS, bit: 'edit' }, specCalls: ['updateAccessGroup'] },
    },
    async (req) => {
      await access.updateGroup(actorOf(req), req.params.id, req.body);
      return access.getGroup(req.params.id);
    },
  );

  r.delete(
    '/api/admin/groups/:id',
    {
      schema: { operationId: 'deleteGroup', tags, params: idParam, response: { 200: okBody } },
      config: { access: { menu: GROUPS, bit: 'delete' }, specCalls: ['deleteAccessGroup'] },
    },
    async (req) => {
      await access.deleteGroup(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/groups/:id/users',
    {
      schema: {
        operationId: 'groupUsers',
        tags,
        params: idParam,
        response: { 200: z.object({ items: z.array(member) }) },
      },
      config: { access: { menu: GROUPS, bit: 'read' }, specCalls: ['getFacultyByGroup'] },
    },
    async (req) => ({ items: await access.groupUsers(req.params.id) }),
  );

  r.get(
    '/api/admin/groups/:id/supervisors',
    {
      schema: {
        operationId: 'groupSupervisors',
        tags,
        params: idParam,
        response: { 200: z.object({ items: z.array(member) }) },
      },
      config: { access: { menu: GROUPS, bit: 'read' }, specCalls: ['getSupervisorList'] },
    },
    async (req) => ({ items: await access.supervisors(req.params.id) }),
  );

  // ---- rights per group ----
  r.get(
    '/api/admin/groups/:id/rights',
    {
      schema: { operationId: 'getGroupRights', tags, params: idParam, response: { 200: rightsMatrix } },
      config: { access: { menu: RIGHTS, bit: 'read' }, specCalls: ['getAccessRights'] },
    },
    async (req) => access.groupRights(req.params.id),
  );

  r.put(
    '/api/admin/groups/:id/rights',
    {
      schema: {
        operationId: 'saveGroupRights',
        tags,
        params: idParam,
        body: rightsUpdate,
        response: { 200: rightsMatrix },
      },
      config: { access: { menu: RIGHTS, bit: 'edit' }, specCalls: ['updateAccessRights'] },
    },
    async (req) => {
      await access.saveGroupRights(actorOf(req), req.params.id, req.body.rights);
      return access.groupRights(req.params.id);
    },
  );

  r.get(
    '/api/admin/groups/:id/menu-access',
    {
      schema: { operationId: 'getGroupMenuAccess', tags, params: idParam, response: { 200: rightsMatrix } },
      config: { access: { menu: MENU_ACCESS, bit: 'read' }, specCalls: ['getMenuAccess'] },
    },
    async (req) => access.groupRights(req.params.id),
  );

  r.put(
    '/api/admin/groups/:id/menu-access',
    {
      schema: {
        operationId: 'saveGroupMenuAccess',
        tags,
        params: idParam,
        body: rightsUpdate,
        response: { 200: rightsMatrix },
      },
      config: { access: { menu: MENU_ACCESS, bit: 'edit' }, specCalls: ['saveUpdateMenuAccess'] },
    },
    async (req) => {
      await access.saveGroupMenuAccess(actorOf(req), req.params.id, req.body.rights);
      return access.groupRights(req.params.id);
    },
  );

  // ---- menus (super user) ----
  r.get(
    '/api/admin/menus',
    {
      schema: { operationId: 'listMenus', tags, response: { 200: z.object({ items: z.array(menu) }) } },
      config: { access: { superUser: true }, specCalls: ['getMenuList'] },
    },
    async () => ({ items: await access.listMenus() }),
  );
  r.post(
    '/api/admin/menus',
    {
      schema: { operationId: 'createMenu', tags, body: menuInput, response: { 201: menu } },
      config: { access: { superUser: true }, specCalls: ['addMenu'] },
    },
    async (req, reply) => {
      reply.status(201);
      return access.createMenu(actorOf(req), req.body);
    },
  );
  r.put(
    '/api/admin/menus/:id',
    {
      schema: { operationId: 'updateMenu', tags, params: idParam, body: menuInput, response: { 200: menu } },
      config: { access: { superUser: true }, specCalls: ['updateMenu'] },
    },
    async (req) => access.updateMenu(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/menus/:id',
    {
      schema: { operationId: 'deleteMenu', tags, params: idParam, response: { 200: okBody } },
      config: { access: { superUser: true }, specCalls: ['deleteMenu'] },
    },
    async (req) => {
      await access.deleteMenu(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );

  // ---- components (super user) ----
  r.get(
    '/api/admin/components',
    {
      schema: { operationId: 'listComponents', tags, response: { 200: z.object({ items: z.array(component) }) } },
      config: { access: { superUser: true }, specCalls: ['getComponentsList'] },
    },
    async () => ({ items: await access.listComponents() }),
  );
  r.post(
    '/api/admin/components',
    {
      schema: { operationId: 'createComponent', tags, body: componentInput, response: { 201: component } },
      config: { access: { superUser: true }, specCalls: ['addComponent'] },
    },
    async (req, reply) => {
      reply.status(201);
      return access.createComponent(actorOf(req), req.body);
    },
  );
  r.put(
    '/api/admin/components/:id',
    {
      schema: {
        operationId: 'updateComponent',
        tags,
        params: idParam,
        body: componentInput,
        response: { 200: component },
      },
      config: { access: { superUser: true }, specCalls: ['updateComponent'] },
    },
    async (req) => access.updateComponent(actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/admin/components/:id',
    {
      schema: { operationId: 'deleteComponent', tags, params: idParam, response: { 200: okBody } },
      config: { access: { superUser: true }, specCalls: ['deleteComponent'] },
    },
    async (req) => {
      await access.deleteComponent(actorOf(req), req.params.id);
      return { ok: true as const };
    },
  );
}
