import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUser,
  createUserInput,
  idParam,
  okBody,
  pageOf,
  rightsMatrix,
  rightsUpdate,
  userInput,
  userListQuery,
  userName,
  isSuperRole,
  singleLine,
} from '@caduceus/contracts';
import { actorOf } from '../../../platform/guard.js';
import { forbidden } from '../../../platform/errors.js';
import type { UsersService } from './users.service.js';
import type { AccessService } from '../rights/access.service.js';

/** User administration is super-user only (spec 000 section 6). */
const SU = { superUser: true } as const;

export function usersRoutes(app: FastifyInstance, users: UsersService, access: AccessService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get(
    '/api/admin/users',
    {
      schema: { operationId: 'listUsers', tags, querystring: userListQuery, response: { 200: pageOf(adminUser) } },
      config: { access: SU, specCalls: ['getUserList'] },
    },
    async (req, reply) => app.pageCache.serve(req, reply, () => users.list(req.query)),
  );

  r.get(
    '/api/admin/users/:id',
    {
      schema: { operationId: 'getUser', tags, params: idParam, response: { 200: adminUser } },
      config: { access: SU },
    },
    async (req) => users.get(req.params.id),
  );

  r.post(
    '/api/admin/users',
    {
      schema: { operationId: 'createUser', tags, body: createUserInput, response: { 201: adminUser } },
      config: { access: SU },
    },
    async (req, reply) => {
      reply.status(201);
      return users.create(actorOf(req), req.body);
    },
  );

  r.put(
    '/api/admin/users/:id',
    {
      schema: { operationId: 'updateUser', tags, params: idParam, body: userInput, response: { 200: adminUser } },
      config: { access: SU },
    },
    async (req) => users.update(actorOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/admin/users/:id/deactivate',
    {
      schema: {
        operationId: 'deactivateUser',
        tags,
        description: 'Our delete: the account stays for history, sign-in stops and its sessions end.',
        params: idParam,
        response: { 200: adminUser },
      },
      config: { access: SU, specCalls: ['deleteUser'] },
    },
    async (req) => users.setActive(actorOf(req), req.params.id, false),
  );

  r.post(
    '/api/admin/users/:id/activate',
    {
      schema: { operationId: 'activateUser', tags, params: idParam, response: { 200: adminUser } },
      config: { access: SU },
    },
    async (req) => users.setActive(actorOf(req), req.params.id, true),
  );

  r.post(
    '/api/admin/users/:id/send-password-reset',
    {
      schema: { operationId: 'sendUserPasswordReset', tags, params: idParam, response: { 200: okBody } },
      config: { access: SU },
    },
    async (req) => {
      await users.sendReset(actorOf(req), req.params.id, 'reset');
      return { ok: true as const };
    },
  );

  r.post(
    '/api/admin/users/:id/send-credentials',
    {
      schema: { operationId: 'sendUserCredentials', tags, params: idParam, response: { 200: okBody } },
      config: { access: SU },
    },
    async (req) => {
      await users.sendReset(actorOf(req), req.params.id, 'welcome');
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/users/:id/rights',
    {
      schema: {
        operationId: 'getUserRights',
        tags,
        description: "The user's own overrides (mode) beside their group's rights (inherited).",
        params: idParam,
        response: { 200: rightsMatrix },
      },
      config: { access: SU, specCalls: ['getUserAccessDetails', 'getUserAccessConfig'] },
    },
    async (req) => users.rights(req.params.id),
  );

  r.put(
    '/api/admin/users/:id/rights',
    {
      schema: {
        operationId: 'saveUserRights',
        tags,
        params: idParam,
        body: rightsUpdate,
        response: { 200: rightsMatrix },
      },
      config: { access: SU, specCalls: ['updateUserRights'] },
    },
    async (req) => {
      await users.get(req.params.id);
      await access.saveUserRights(actorOf(req), req.params.id, req.body.rights);
      return users.rights(req.params.id);
    },
  );

  r.get(
    '/api/users/names',
    {
      schema: {
        operationId: 'userNames',
        tags,
        description:
          "Active users for pickers (assignees, representatives, faculty of a group), by name only: the back-office colleagues of the caller's access-group tree (super roles: every back-office user); never students, parents or alumni, never usernames. Staff only.",
        querystring: z.object({
          q: singleLine().max(100).optional(),
          groupId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: z.object({ items: z.array(userName) }) },
      },
      config: { access: 'authenticated', specCalls: ['userNames', 'getUsers'] },
    },
    async (req) => {
      const u = req.user!;
      if (u.userType !== 'Staff' && !isSuperRole(u.roleId)) throw forbidden();
      return { items: await users.names(u, req.query.q, req.query.groupId) };
    },
  );
}
