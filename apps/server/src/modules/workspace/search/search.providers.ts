import { and, asc, ilike, inArray, or, sql } from 'drizzle-orm';
import { CONTROL_TABLES, linkOf, tableDef, type SearchHit } from '@caduceus/contracts';
import type { Db } from '../../../platform/db/index.js';
import { likeTerm } from '../../../platform/paging.js';
import { users } from '../../access/tables.js';
import { refRows } from '../../reference/tables.js';
import type { SearchProvider } from './search.registry.js';

const USERS_LINK = '/admin/user';

/** Users by name, username or email; each opens the user's form on /admin/user. */
export const usersSearch = (db: Db): SearchProvider => ({
  key: 'users',
  label: 'Users',
  async search(q, ctx) {
    if (!(await ctx.mayRead(USERS_LINK))) return [];
    const term = likeTerm(q);
    const rows = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        username: users.username,
        userType: users.userType,
        active: users.active,
      })
      .from(users)
      .where(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
          ilike(users.username, term),
          ilike(users.email, term),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(ctx.limit);
    return rows.map((u): SearchHit => ({
      title: `${u.firstName} ${u.lastName}`,
      subtitle: `${u.username} · ${u.userType}${u.active ? '' : ' · inactive'}`,
      link: `${USERS_LINK}?edit=${u.id}`,
    }));
  },
});

/** Rows of the control tables by label, in the tables the user may read; each opens the row on its table. */
export const referenceSearch = (db: Db): SearchProvider => ({
  key: 'reference',
  label: 'Reference data',
  async search(q, ctx) {
    const searchable = CONTROL_TABLES.filter((t) => !t.standalone);
    const allowed = (
      await Promise.all(searchable.map(async (t) => ((await ctx.mayRead(linkOf(t))) ? t.key : null)))
    ).filter((k) => k !== null);
    if (!allowed.length) return [];
    const rows = await db
      .select({ id: refRows.id, tableKey: refRows.tableKey, label: refRows.label, active: refRows.active })
      .from(refRows)
      .where(and(inArray(refRows.tableKey, allowed), ilike(refRows.label, likeTerm(q))))
      .orderBy(sql`${refRows.active} desc`, asc(refRows.label), asc(refRows.id))
      .limit(ctx.limit);
    return rows.map((r): SearchHit => {
      const def = tableDef(r.tableKey)!;
      return {
        title: r.label,
        subtitle: `${def.singular}${r.active ? '' : ' · inactive'}`,
        link: `${linkOf(def)}?table=${encodeURIComponent(def.key)}&edit=${r.id}`,
      };
    });
  },
});
