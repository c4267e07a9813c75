import { and, asc, eq } from 'drizzle-orm';
import {
  COMPONENT_CATALOGUE,
  LEAD_LINK,
  LEAD_RECORD_COMPONENTS,
  MENU_CATALOGUE,
  STUDENT_LINK,
  STUDENT_RECORD_COMPONENTS,
  type MenuDef,
  type UserType,
} from '@caduceus/contracts';
import type { Executor } from '../platform/db/index.js';
import { hashPassword } from '../platform/crypto.js';
import { accessGroups, components, groupRights, menus } from '../modules/access/tables.js';
import { users } from '../modules/access/tables.js';
import { refRows } from '../modules/reference/tables.js';
import { students } from '../modules/students/tables.js';
import { searchTextOf } from '../modules/students/index.js';

/**
 * Persisting factories: tests build their records with them and the demo school is made of them.
 * Each takes only what the caller cares about and fills the rest.
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq++).toString(36)}`;

let cachedHash: { pw: string; hash: string } | undefined;
async function hashOnce(pw: string) {
  if (cachedHash?.pw !== pw) cachedHash = { pw, hash: await hashPassword(pw) };
  return cachedHash.hash;
}

export const DEMO_PASSWORD = 'Caduceus@2026';

export async function makeGroup(ex: Executor, v: Partial<typeof accessGroups.$inferInsert> = {}) {
  const [g] = await ex
    .insert(accessGroups)
    .values({ name: v.name ?? `Group ${next()}`, ...v })
    .returning();
  return g;
}

export async function makeUser(ex: Executor, v: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const { password, ...rest } = v;
  const username = (v.username ?? `user${next()}`).toLowerCase();
  const [u] = await ex
    .insert(users)
    .values({
      username,
      email: `${username}@caduceus.test`,
      firstName: 'Test',
      lastName: username,
      userType: 'Staff' as UserType,
      passwordHash: await hashOnce(password ?? DEMO_PASSWORD),
      ...rest,
    })
    .returning();
  return u;
}

/** The menu catalogue of the spec as menu rows (only into an empty table). */
/** Adds the catalogue's menu entries a database lacks (a new school, or entries of a later release); edited entries stay as they are. */
export async function seedMenus(ex: Executor) {
  const existing = new Map((await ex.select({ id: menus.id, key: menus.key }).from(menus)).map((r) => [r.key, r.id]));
  const insert = async (defs: MenuDef[], parentId: number | null) => {
    let order = 0;
    for (const d of defs) {
      order += 10;
      let id = existing.get(d.key);
      if (id === undefined) {
        const [row] = await ex
          .insert(menus)
          .values({
            parentId,
            key: d.key,
            name: d.key,
            title: d.title,
            link: d.link,
            icon: d.icon,
            sortOrder: order,
            urlParam: !!d.urlParam,
            superUserView: !!d.superUserView,
            adminCannotView: !!d.adminCannotView,
          })
          .returning();
        id = row.id;
      }
      if (d.children) await insert(d.children, id);
    }
  };
  await insert(MENU_CATALOGUE, null);
}

/**
 * Adds the components of contracts' COMPONENT_CATALOGUE a database lacks (a new school, or components of a
 * later release, which start with no rights for any group); edited ones stay as they are.
 */
export async function seedComponents(ex: Executor) {
  const existing = new Map(
    (await ex.select({ id: components.id, key: components.key }).from(components)).map((r) => [r.key, r.id]),
  );
  for (const c of COMPONENT_CATALOGUE) {
    let id = existing.get(c.key);
    if (id === undefined) id = (await ex.insert(components).values({ key: c.key, name: c.name }).returning())[0].id;
    for (const s of c.children) {
      if (!existing.has(`${c.key}.${s.key}`))
        await ex.insert(components).values({ key: `${c.key}.${s.key}`, name: s.name, parentId: id });
    }
  }
}

/** Grants a group modes on components ({ dataExport: 1, 'studentProfile.notes': 3 }); unknown keys are an error. */
export async function grantComponents(ex: Executor, groupId: number, modes: Record<string, number>) {
  const rows = await ex.select({ id: components.id, key: components.key }).from(components);
  for (const [key, mode] of Object.entries(modes)) {
    const target = rows.find((r) => r.key === key);
    if (!target) throw new Error(`no component with key ${key}`);
    await ex
      .insert(groupRights)
      .values({ groupId, kind: 'component', targetId: target.id, mode })
      .onConflictDoUpdate({ target: [groupRights.groupId, groupRights.kind, groupRights.targetId], set: { mode } });
  }
}

/** The components of the record behind a menu link (the Student and Lead records' parts). */
const RECORD_PARTS: Record<string, readonly string[]> = {
  [STUDENT_LINK]: STUDENT_RECORD_COMPONENTS,
  [LEAD_LINK]: LEAD_RECORD_COMPONENTS,
};

/**
 * Grants a group modes on menu links ({ '/lead/list': 15 }); unknown links are an error. Granting the
 * Student or Lead menu also grants the same mode on every part of that record (its components), a
 * whole-record grant, unless `parts: false` (the demo groups and the tests of component rights set
 * them with grantComponents).
 */
export async function grantMenus(
  ex: Executor,
  groupId: number,
  modes: Record<string, number>,
  opts: { parts?: boolean } = {},
) {
  const rows = await ex.select({ id: menus.id, link: menus.link, parentId: menus.parentId }).from(menus);
  for (const [link, mode] of Object.entries(modes)) {
    const targets = rows.filter((r) => r.link === link);
    if (!targets.length) throw new Error(`no menu with link ${link}`);
    for (const t of targets) {
      await ex
        .insert(groupRights)
        .values({ groupId, kind: 'menu', targetId: t.id, mode })
        .onConflictDoUpdate({ target: [groupRights.groupId, groupRights.kind, groupRights.targetId], set: { mode } });
    }
    if (opts.parts !== false && RECORD_PARTS[link])
      await grantComponents(ex, groupId, Object.fromEntries(RECORD_PARTS[link].map((k) => [k, mode])));
  }
}

/** The id of a control-table row by its label (the demo and tests name rows as users read them). */
export async function refIdOf(ex: Executor, table: string, label?: string): Promise<number> {
  const [row] = await ex
    .select({ id: refRows.id })
    .from(refRows)
    .where(label ? and(eq(refRows.tableKey, table), eq(refRows.label, label)) : eq(refRows.tableKey, table))
    .orderBy(asc(refRows.id))
    .limit(1);
  if (!row) throw new Error(`no ${table} row ${label ?? ''}`);
  return row.id;
}

/** A student with a valid record; `status` names a student-status row (default 'Student'). */
export async function makeStudent(ex: Executor, v: Partial<typeof students.$inferInsert> & { status?: string } = {}) {
  const { status, ...rest } = v;
  const n = next();
  const row = {
    firstName: 'Test',
    lastName: `Student${n}`,
    email: `student${n}@caduceus.test`,
    phone: '3055550100',
    dateOfBirth: '2000-01-15',
    address1: '1 Campus Road',
    city: 'Oranjestad',
    zip: '00000',
    countryId: await refIdOf(ex, 'country'),
    statusId: await refIdOf(ex, 'student-status', status ?? 'Student'),
    studentTypeId: await refIdOf(ex, 'student-type', 'Regular'),
    courseId: await refIdOf(ex, 'course', 'Doctor of Medicine (MD)'),
    campusId: await refIdOf(ex, 'campus'),
    startSemesterId: await refIdOf(ex, 'semester'),
    currentCourseStatus: 'Basic Science',
    financialStatus: 1,
    ...rest,
  };
  const [s] = await ex.insert(students).values(row).returning();
  const [withSearch] = await ex
    .update(students)
    .set({ searchText: searchTextOf(s) })
    .where(eq(students.id, s.id))
    .returning();
  return withSearch;
}
