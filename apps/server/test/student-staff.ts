import { grantMenus, makeGroup } from '../src/factories/index.js';
import type { TestApp } from './harness.js';

export type StaffUser = { token: string; id: number };

/**
 * One staff user for each of these modes on the Student menu (in a group of their own, `<prefix> <key>`;
 * mode 0 grants nothing), named by `name`: the users a student record test checks rights with.
 */
export async function studentMenuStaff<K extends string>(
  t: TestApp,
  prefix: string,
  modes: Record<K, number>,
  name: (key: K) => { firstName: string; lastName: string },
): Promise<Record<K, StaffUser>> {
  const staff = {} as Record<K, StaffUser>;
  for (const [key, mode] of Object.entries(modes) as [K, number][]) {
    const g = await makeGroup(t.db, { name: `${prefix} ${key}` });
    if (mode) await grantMenus(t.db, g.id, { '/student/list': mode });
    const { user, token } = await t.signIn({ groupId: g.id, ...name(key) });
    staff[key] = { token, id: user.id };
  }
  return staff;
}
