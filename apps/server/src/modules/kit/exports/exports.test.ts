import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { DATA_EXPORT_COMPONENT, ERROR_CODES, ROLE } from '@caduceus/contracts';
import { DEMO_PASSWORD, testApp, type TestApp } from '../../../../test/harness.js';
import { grantComponents, grantMenus, makeGroup, makeStudent, makeUser } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let su: string;
/** the confirmation threshold of this app: more rows need the password again */
const CONFIRM_ABOVE = 100;
beforeAll(async () => {
  t = await testApp({ config: { exportConfirmRows: CONFIRM_ABOVE } });
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  for (let i = 0; i < 130; i++)
    await makeUser(t.db, { username: `export${String(i).padStart(3, '0')}`, lastName: `Row${i}` });
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};
const exportsOf = (actorId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'export'), eq(auditLog.actorId, actorId)));
const usersExport = {
  path: '/api/admin/users',
  params: { q: 'export', sort: 'username' },
  filename: 'users',
  columns: [
    { key: 'username', title: 'Username' },
    { key: 'lastName', title: 'Last name' },
    { key: 'active', title: 'Active' },
  ],
};

describe('POST /api/exports', () => {
  it('exports every page of a filtered list as xlsx with the chosen columns', async () => {
    const res = await t.call('POST', '/api/exports', su, { body: { ...usersExport, password: DEMO_PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(131);
    expect(rows[0]).toEqual(['Username', 'Last name', 'Active']);
    expect(rows[1]).toEqual(['export000', 'Row0', 'Yes']);
    expect(rows[130][0]).toBe('export129');
  });

  it("applies the list's own access rules and refuses what is not a list", async () => {
    const nobody = (await t.signIn()).token;
    const denied = await t.call('POST', '/api/exports', nobody, { body: { path: '/api/admin/users' } });
    expect(denied.statusCode).toBe(403);
    const notList = await t.call('POST', '/api/exports', su, { body: { path: '/api/health' } });
    expect(notList.statusCode).toBe(400);
    const binary = await t.call('POST', '/api/exports', su, { body: { path: '/api/admin/uploads/users/template' } });
    expect(binary.statusCode).toBe(400);
    const sheet = await t.call('POST', '/api/exports', su, { body: { path: '/api/admin/users', sheet: 'a/b' } });
    expect(sheet.statusCode).toBe(400);
    expect(sheet.json().error.fields.sheet).toBeDefined();
    const outside = await t.call('POST', '/api/exports', su, { body: { path: 'http://example.com/x' } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields.path).toBeDefined();
  });
});

describe('who may export, and the record of it', () => {
  let faculty: string;
  let registrar: { token: string; id: number };
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await makeStudent(t.db, { firstName: 'Exported', lastName: `Student${i}` });
    const readers = await makeGroup(t.db, { name: 'Faculty readers' });
    await grantMenus(t.db, readers.id, { '/student/list': 1 });
    faculty = (await t.signIn({ groupId: readers.id })).token;
    const office = await makeGroup(t.db, { name: 'Registrar office' });
    await grantMenus(t.db, office.id, { '/student/list': 15 });
    await grantComponents(t.db, office.id, { [DATA_EXPORT_COMPONENT]: 1 });
    const r = await t.signIn({ groupId: office.id });
    registrar = { token: r.token, id: r.user.id };
  });

  it('refuses a user who may read the list but not export it', async () => {
    expect((await t.call('GET', '/api/students', faculty)).statusCode).toBe(200);
    const res = await t.call('POST', '/api/exports', faculty, { body: { path: '/api/students' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe(ERROR_CODES.forbidden);
  });

  it("needs the list's own right besides the export right", async () => {
    expect(
      (await t.call('POST', '/api/exports', registrar.token, { body: { path: '/api/admin/users' } })).statusCode,
    ).toBe(403);
    expect(await exportsOf(registrar.id)).toEqual([]);
  });

  it('exports for a user with both rights and writes who, which list, which filters and how many rows to the audit log', async () => {
    const res = await t.call('POST', '/api/exports', registrar.token, {
      body: { path: '/api/students', params: { q: 'Exported' }, filename: 'students' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(res.rawPayload)).toHaveLength(4);
    const [row] = await exportsOf(registrar.id);
    expect(row).toMatchObject({
      entity: 'list',
      entityId: '/api/students',
      after: { path: '/api/students', filters: { q: 'Exported' }, rows: 3, filename: 'students' },
    });
    expect(row.ip).toBeTruthy();
  });
});

describe('a large export asks for the password again', () => {
  let who: { token: string; id: number };
  beforeAll(async () => {
    // the user list is the super user's
    const r = await t.signIn({ roleId: ROLE.superUser });
    who = { token: r.token, id: r.user.id };
  });

  it('answers the distinct code without a password, refuses a wrong one, and sends the file with the right one', async () => {
    const without = await t.call('POST', '/api/exports', who.token, { body: usersExport });
    expect(without.statusCode).toBe(403);
    expect(without.json().error).toMatchObject({
      code: ERROR_CODES.passwordConfirmation,
      fields: { password: expect.stringContaining(`more than ${CONFIRM_ABOVE} rows`) },
    });

    const wrong = await t.call('POST', '/api/exports', who.token, {
      body: { ...usersExport, password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.password).toBe('The password is not correct');
    expect(await exportsOf(who.id)).toEqual([]);

    const right = await t.call('POST', '/api/exports', who.token, {
      body: { ...usersExport, password: DEMO_PASSWORD },
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(await rowsOf(right.rawPayload)).toHaveLength(131);
    const [row] = await exportsOf(who.id);
    expect(row.after).toMatchObject({ rows: 130 });
    expect(JSON.stringify(row.after)).not.toContain(DEMO_PASSWORD);
  });

  it('does not ask at or below the threshold', async () => {
    const res = await t.call('POST', '/api/exports', who.token, { body: { ...usersExport, params: { q: 'export0' } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowsOf(res.rawPayload)).toHaveLength(CONFIRM_ABOVE + 1);
  });
});
