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
import { created, okAfter, routeOps } from '../../../platform/route-op.js';
import type { UsersService } from './users.service.js';
import type { AccessService } from '../rights/access.service.js';

/** User administration is super-user only (spec 000 section 6). */
const SU = { superUser: true } as const;

export function usersRoutes(app: FastifyInstance, users: UsersService, access: AccessService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const op = routeOps('users');

  r.get(
    '/api/admin/users',
    op('listUsers', SU, ['getUserList'], { querystring: userListQuery, ok: pageOf(adminUser) }),
    async (req, reply) => app.pageCache.serve(req, reply, () => users.list(req.query)),
  );

  r.get('/api/admin/users/:id', op('getUser', SU, { params: idParam, ok: adminUser }), async (req) =>
    users.get(req.params.id),
  );

  r.post('/api/admin/users', op('createUser', SU, { body: createUserInput, created: adminUser }), async (req, reply) =>
    created(reply, users.create(actorOf(req), req.body)),
  );

  r.put(
    '/api/admin/users/:id',
    op('updateUser', SU, { params: idParam, body: userInput, ok: adminUser }),
    async (req) => users.update(actorOf(req), req.params.id, req.body),
  );

  r.post(
    '/api/admin/users/:id/deactivate',
    op('deactivateUser', SU, ['deleteUser'], {
      params: idParam,
      ok: adminUser,
      description: 'Our delete: the account stays for history, sign-in stops and its sessions end.',
    }),
    async (req) => users.setActive(actorOf(req), req.params.id, false),
  );

  r.post('/api/admin/users/:id/activate', op('activateUser', SU, { params: idParam, ok: adminUser }), async (req) =>
    users.setActive(actorOf(req), req.params.id, true),
  );

  r.post(
    '/api/admin/users/:id/send-password-reset',
    op('sendUserPasswordReset', SU, { params: idParam, ok: okBody }),
    async (req) => okAfter(users.sendReset(actorOf(req), req.params.id, 'reset')),
  );

  r.post(
    '/api/admin/users/:id/send-credentials',
    op('sendUserCredentials', SU, { params: idParam, ok: okBody }),
    async (req) => okAfter(users.sendReset(actorOf(req), req.params.id, 'welcome')),
  );

  r.get(
    '/api/admin/users/:id/rights',
    op('getUserRights', SU, ['getUserAccessDetails', 'getUserAccessConfig'], {
      params: idParam,
      ok: rightsMatrix,
      description: "The user's own overrides (mode) beside their group's rights (inherited).",
    }),
    async (req) => users.rights(req.params.id),
  );

  r.put(
    '/api/admin/users/:id/rights',
    op('saveUserRights', SU, ['updateUserRights'], { params: idParam, body: rightsUpdate, ok: rightsMatrix }),
    async (req) => {
      await users.get(req.params.id);
      await access.saveUserRights(actorOf(req), req.params.id, req.body.rights);
      return users.rights(req.params.id);
    },
  );

  r.get(
    '/api/users/names',
    op('userNames', 'authenticated', ['userNames', 'getUsers'], {
      querystring: z.object({
        q: singleLine().max(100).optional(),
        groupId: z.coerce.number().int().positive().optional(),
      }),
      ok: z.object({ items: z.array(userName) }),
      description:
        "Active users for pickers (assignees, representatives, faculty of a group), by name only: the back-office colleagues of the caller's access-group tree (super roles: every back-office user); never students, parents or alumni, never usernames. Staff only.",
    }),
    async (req) => {
      const u = req.user!;
      if (u.userType !== 'Staff' && !isSuperRole(u.roleId)) throw forbidden();
      return { items: await users.names(u, req.query.q, req.query.groupId) };
    },
  );
}
