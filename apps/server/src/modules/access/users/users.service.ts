import { randomBytes } from 'node:crypto';
import { ROLE, type Page, type AdminUser, type UserInput } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit, type Actor } from '../../../platform/audit.js';
import { badInput, conflict, forbidden, notFound, ruleRefused } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/crypto.js';
import { burnPasswordTokens, loginTakenByOther, revokeUserSessions } from '../auth/auth.repo.js';
import type { AuthService } from '../auth/auth.service.js';
import type { AccessService } from '../rights/access.service.js';
import * as repo from './users.repo.js';
import { directoryScope } from './users.directory.js';

/** The columns a user form writes (create and update). */
const userValues = (input: UserInput) => ({
  username: input.username.toLowerCase(),
  email: input.email,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone || null,
  userType: input.userType,
  roleId: input.roleId ?? null,
  roleName: input.roleName ?? null,
  groupId: input.groupId ?? null,
  active: input.active,
  mustChangePassword: input.mustChangePassword,
});

export function createUsersService(db: Db, auth: AuthService, access: AccessService) {
  async function require(id: number) {
    const u = await repo.getUser(db, id);
    if (!u) throw notFound('User');
    return u;
  }
  /** A sign-in name must name one account: no email or username may equal another account's. */
  async function checkLogins(input: UserInput, id: number | null) {
    const other = await repo.findByUsername(db, input.username);
    if (other && other.id !== id) throw conflict('This username is taken', { username: 'This username is taken' });
    if (await loginTakenByOther(db, input.username, id))
      throw conflict("This username is another account's email", {
        username: "This username is another account's email",
      });
    if (await loginTakenByOther(db, input.email, id))
      throw conflict('This email belongs to another account', { email: 'This email belongs to another account' });
  }
  async function checkInput(actor: Actor, input: UserInput) {
    if (input.groupId && !(await repo.groupExists(db, input.groupId)))
      throw badInput('Unknown group', { groupId: 'Choose an existing group' });
    // only a super user may hand out the super roles
    if ((input.roleId === ROLE.superUser || input.roleId === ROLE.superAdmin) && actor.roleId !== ROLE.superUser)
      throw forbidden('Only a super user may grant a super role');
    if (
      input.roleId != null &&
      input.roleId !== ROLE.superUser &&
      input.roleId !== ROLE.superAdmin &&
      (input.roleId < 1 || input.roleId > 98)
    )
      throw badInput('Unknown role', { roleId: 'Unknown role' });
  }
  const shape = (u: Awaited<ReturnType<typeof repo.getUser>>): AdminUser => ({
    ...u,
    userType: u.userType as AdminUser['userType'],
    groupName: u.groupName ?? null,
  });

  return {
    async list(f: repo.UserFilter): Promise<Page<AdminUser>> {
      const { items, total } = await repo.listUsers(db, f);
      return { items: items.map(shape), total, page: f.page, pageSize: f.pageSize };
    },
    get: async (id: number) => shape(await require(id)),
    /** `link` ties a Student or Parent account to its student in the same insert (the student record's portal account). */
    async create(actor: Actor, input: UserInput & { sendCredentials: boolean }, link?: { studentId: number }) {
      await checkInput(actor, input);
      await checkLogins(input, null);
      // the user sets a password through the emailed link; until then no password works
      const pw = await hashPassword(randomBytes(24).toString('base64url') + '@1a');
      const row = await db.transaction(async (tx) => {
        const r = await repo.insertUser(tx, {
          ...userValues(input),
          passwordHash: pw,
          studentId: link?.studentId ?? null,
        });
        await audit(tx, actor, { action: 'create', entity: 'user', entityId: r.id, after: r });
        return r;
      });
      if (input.sendCredentials) await auth.sendResetLink(actor, row, 'welcome');
      return shape(await require(row.id));
    },
    async update(actor: Actor, id: number, input: UserInput) {
      const before = await repo.findRaw(db, id);
      if (!before) throw notFound('User');
      if (before.roleId === ROLE.superUser && actor.roleId !== ROLE.superUser)
        throw forbidden('Only a super user may change a super user');
      await checkInput(actor, input);
      await checkLogins(input, id);
      if (id === actor.userId && !input.active) throw ruleRefused('You cannot deactivate your own account');
      await db.transaction(async (tx) => {
        const after = await repo.updateUser(tx, id, {
          ...userValues(input),
        });
        if (!input.active) {
          await revokeUserSessions(tx, id);
          await burnPasswordTokens(tx, id);
        }
        await audit(tx, actor, { action: 'update', entity: 'user', entityId: id, before, after });
      });
      auth.forgetUser(id); // a signed-in request of this user reads the account anew (group, role, active)
      return shape(await require(id));
    },
    /** Deactivation is our delete: the account and its history stay, sign-in stops, sessions end. */
    async setActive(actor: Actor, id: number, active: boolean) {
      const before = await repo.findRaw(db, id);
      if (!before) throw notFound('User');
      if (id === actor.userId && !active) throw ruleRefused('You cannot deactivate your own account');
      if (before.roleId === ROLE.superUser && actor.roleId !== ROLE.superUser)
        throw forbidden('Only a super user may change a super user');
      await db.transaction(async (tx) => {
        const after = await repo.updateUser(tx, id, { active });
        if (!active) {
          await revokeUserSessions(tx, id);
          await burnPasswordTokens(tx, id);
        }
        await audit(tx, actor, {
          action: active ? 'activate' : 'deactivate',
          entity: 'user',
          entityId: id,
          before,
          after,
        });
      });
      auth.forgetUser(id);
      return shape(await require(id));
    },
    async sendReset(actor: Actor, id: number, purpose: 'reset' | 'welcome') {
      const u = await repo.findRaw(db, id);
      if (!u) throw notFound('User');
      if (!u.active) throw ruleRefused('This user is inactive; activate the account first');
      // audited with the link, in its transaction (send_password_reset or send_credentials)
      await auth.sendResetLink(actor, u, purpose);
    },
    /** Names (never usernames) of the caller's directory: back-office colleagues of the caller's group tree. */
    async names(caller: Pick<Actor, 'roleId' | 'groupId'>, q?: string, groupId?: number) {
      return (await repo.userNames(db, await directoryScope(db, caller), q, groupId)).map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`,
      }));
    },
    async rights(id: number) {
      const u = await require(id);
      return access.userRights(id, u.groupId);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
