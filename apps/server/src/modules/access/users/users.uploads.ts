import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MESSAGES, PATTERNS, USER_TYPES, email, singleLine, text } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { audit } from '../../../platform/audit.js';
import { hashPassword } from '../../../platform/crypto.js';
import { accessGroups } from '../rights/access.schema.js';
import { users } from '../auth/auth.schema.js';
import type { AuthService } from '../auth/auth.service.js';
import type { UploadType } from '../../kit/index.js';
import * as repo from './users.repo.js';
import { burnPasswordTokens, revokeUserSessions } from '../auth/auth.repo.js';

/** A blank cell means "leave as it is" for an existing user (and the default for a new one). */
const blankIsUnset = (v: string) => (v.trim() === '' ? undefined : v.trim());
const yesNo = singleLine().transform((v) =>
  v.trim() === '' ? undefined : !/^(no|n|false|0|inactive)$/i.test(v.trim()),
);
const userRow = z.object({
  username: singleLine().trim().toLowerCase().regex(PATTERNS.username, MESSAGES.username),
  firstName: text(80),
  lastName: text(80),
  email,
  phone: singleLine().transform(blankIsUnset).pipe(singleLine().regex(PATTERNS.phone, MESSAGES.phone).optional()),
  userType: singleLine()
    .trim()
    .transform((v) => USER_TYPES.find((t) => t.toLowerCase() === v.toLowerCase()) ?? v)
    .pipe(z.enum(USER_TYPES, { error: `User type is one of ${USER_TYPES.join(', ')}` })),
  group: singleLine().transform(blankIsUnset).pipe(singleLine().max(80).optional()),
  roleName: singleLine().transform(blankIsUnset).pipe(singleLine().max(40, 'At most 40 characters').optional()),
  active: yesNo,
});
type UserRow = z.infer<typeof userRow>;

/** Users in bulk from a spreadsheet: inserted, or updated when the username exists (super user only). */
export function usersUpload(db: Db, auth: AuthService): UploadType<UserRow> {
  let groupIds = new Map<string, number>();
  return {
    type: 'users',
    title: 'Users',
    access: { superUser: true },
    columns: [
      { key: 'username', header: 'Username', required: true, example: 'jdoe' },
      { key: 'firstName', header: 'First Name', required: true, example: 'Jane' },
      { key: 'lastName', header: 'Last Name', required: true, example: 'Doe' },
      { key: 'email', header: 'Email', required: true, example: 'jane.doe@example.edu' },
      { key: 'phone', header: 'Phone', example: '3055550100' },
      { key: 'userType', header: 'User Type', required: true, example: 'Staff' },
      { key: 'group', header: 'Group', example: 'REGISTRAR' },
      { key: 'roleName', header: 'Role Name', example: 'REGISTRAR' },
      { key: 'active', header: 'Active', example: 'yes' },
    ],
    row: userRow,
    async check(rows, actor, lines) {
      const groups = await db.select({ id: accessGroups.id, name: accessGroups.name }).from(accessGroups);
      groupIds = new Map(groups.map((g) => [g.name.toLowerCase(), g.id]));
      const accounts = await db.select({ id: users.id, username: users.username, email: users.email }).from(users);
      const byLogin = new Map<string, number>();
      for (const a of accounts) {
        byLogin.set(a.username, a.id);
        byLogin.set(a.email.toLowerCase(), a.id);
      }
      const ownId = (username: string) => accounts.find((a) => a.username === username)?.id ?? null;
      const seen = new Map<string, number>();
      return rows.map((r, i) => {
        if (r.group && !groupIds.has(r.group.toLowerCase())) return `Unknown group "${r.group}"`;
        if (seen.has(r.username))
          return `Username ${r.username} appears twice in the file (line ${seen.get(r.username)})`;
        seen.set(r.username, lines[i]);
        const id = ownId(r.username);
        const emailOwner = byLogin.get(r.email.toLowerCase());
        if (emailOwner !== undefined && emailOwner !== id) return `Email ${r.email} belongs to another account`;
        if (id === null && byLogin.has(r.username)) return `Username ${r.username} is another account's email`;
        if (id === actor.userId && r.active === false) return 'You cannot deactivate your own account';
        return null;
      });
    },
    async apply(tx, actor, rows, opts) {
      const existing = new Map(
        (
          await tx
            .select({ id: users.id, username: users.username })
            .from(users)
            .where(
              sql`${users.username} in (${sql.join(
                rows.map((r) => sql`${r.username}`),
                sql`, `,
              )})`,
            )
        ).map((u) => [u.username, u.id]),
      );
      const created: { id: number; email: string; firstName: string; username: string }[] = [];
      const pw = await hashPassword(randomBytes(24).toString('base64url') + '@1a');
      let updated = 0;
      for (const r of rows) {
        // blank optional cells leave an existing user's value as it is
        const values = {
          username: r.username,
          firstName: r.firstName,
          lastName: r.lastName,
          email: r.email,
          userType: r.userType,
          ...(r.phone !== undefined ? { phone: r.phone } : {}),
          ...(r.roleName !== undefined ? { roleName: r.roleName } : {}),
          ...(r.group !== undefined ? { groupId: groupIds.get((r.group ?? '').toLowerCase()) ?? null } : {}),
          ...(r.active !== undefined ? { active: r.active } : {}),
        };
        const id = existing.get(r.username);
        if (id) {
          const before = await repo.findRaw(tx, id);
          const after = await repo.updateUser(tx, id, values);
          if (after.active === false && before.active) {
            await revokeUserSessions(tx, id);
            await burnPasswordTokens(tx, id);
          }
          await audit(tx, actor, { action: 'update', entity: 'user', entityId: id, before, after });
          updated++;
        } else {
          const row = await repo.insertUser(tx, { ...values, passwordHash: pw });
          await audit(tx, actor, { action: 'create', entity: 'user', entityId: row.id, after: row });
          created.push(row);
        }
      }
      return {
        inserted: created.length,
        updated,
        after: async () => {
          // updated accounts (deactivated, moved to another group) are read anew by signed-in requests
          if (updated) auth.forgetSessions();
          if (opts.sendCredentials) for (const u of created) await auth.sendResetLink(actor, u, 'welcome');
        },
      };
    },
  };
}
