import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { makeUser } from '../../factories/index.js';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await testApp();
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  for (let i = 0; i < 130; i++) await makeUser(t.db, { username: `export${String(i).padStart(3, '0')}`, lastName: `Row${i}` });
});
afterAll(async () => { await t?.close(); });

const rowsOf = async (bytes: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

describe('POST /api/exports', () => {
  it('exports every page of a filtered list as xlsx with the chosen columns', async () => {
    const res = await t.call('POST', '/api/exports', su, { body: {
      path: '/api/admin/users', params: { q: 'export', sort: 'username' }, filename: 'users',
      columns: [{ key: 'username', title: 'Username' }, { key: 'lastName', title: 'Last name' }, { key: 'active', title: 'Active' }],
    } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="users.xlsx"');
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(131);
    expect(rows[0]).toEqual(['Username', 'Last name', 'Active']);
    expect(rows[1]).toEqual(['export000', 'Row0', 'Yes']);
    expect(rows[130][0]).toBe('export129');
  });

  it('applies the list\'s own access rules and refuses what is not a list', async () => {
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
