import { grantMenus, makeGroup } from '../src/factories/index.js';
import type { TestApp } from './harness.js';

/**
 * The two users every lead test checks access with: a reader (read right on the Lead menu only) and
 * an outsider (student rights, no lead rights). Returns their tokens.
 */
export async function leadBystanders(t: TestApp): Promise<{ reader: string; outsider: string }> {
  const readers = await makeGroup(t.db, { name: 'Lead Readers' });
  await grantMenus(t.db, readers.id, { '/lead/list': 1 });
  const reader = (await t.signIn({ username: 'leadreader', groupId: readers.id })).token;
  const others = await makeGroup(t.db, { name: 'Registrar Office' });
  await grantMenus(t.db, others.id, { '/student/list': 15 });
  const outsider = (await t.signIn({ username: 'notleads', groupId: others.id })).token;
  return { reader, outsider };
}

/**
 * The admissions officer lead tests work as: 'alma' (unless `user` says otherwise) in an "Admissions
 * Office" group holding every right on the Lead menu. The group is answered for colleagues to join.
 */
export async function admissionsOfficer(t: TestApp, user: Parameters<TestApp['signIn']>[0] = {}) {
  const group = await makeGroup(t.db, { name: 'Admissions Office' });
  await grantMenus(t.db, group.id, { '/lead/list': 15 });
  return { ...(await t.signIn({ username: 'alma', ...user, groupId: group.id })), group };
}

/**
 * Alma, the admissions officer, and Kim, a representative in her group, with the two bystanders: the cast of
 * the lead messages and inbox tests (tokens and user ids).
 */
export async function admissionsTeam(t: TestApp) {
  const a = await admissionsOfficer(t, { firstName: 'Alma', lastName: 'Admissions', email: 'alma@example.edu' });
  const k = await t.signIn({
    username: 'kim',
    firstName: 'Kim',
    lastName: 'Rep',
    email: 'kim.rep@example.edu',
    groupId: a.group.id,
  });
  return { alma: a.token, almaId: a.user.id, kim: k.token, kimId: k.user.id, ...(await leadBystanders(t)) };
}
