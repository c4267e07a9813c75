import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart } from '../../../../test/multipart.js';
import { makeGroup } from '../../../factories/index.js';
import { writeSheet } from '../../../platform/sheets.js';

let t: TestApp;
let su: string;
beforeAll(async () => {
  t = await testApp({ smtp: true });
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  await makeGroup(t.db, { name: 'REGISTRAR' });
});
afterAll(async () => {
  await t?.close();
});

const upload = (token: string, file: { name: string; bytes: Buffer }, fields: Record<string, string> = {}) => {
  const type = file.name.endsWith('.csv')
    ? 'text/csv'
    : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const form = multipart(fields, [{ field: 'file', filename: file.name, type, bytes: file.bytes }]);
  return t.call('POST', '/api/admin/uploads/users', token, { body: form.body, headers: form.headers });
};
const csv = (text: string) => ({ name: 'users.csv', bytes: Buffer.from(text) });
const header = 'Username,First Name,Last Name,Email,Phone,User Type,Group,Active\n';

describe('bulk upload of users (adminUploadXl)', () => {
  it('previews with per-row errors and writes nothing on a dry run', async () => {
    const res = await upload(
      su,
      csv(
        header +
          'ada,Ada,Lovelace,ada@school.test,,Staff,REGISTRAR,yes\nbad name,B,C,not-mail,,Staff,,\ngrace,Grace,Hopper,grace@school.test,,Staff,NOPE,\n',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({ total: 3, valid: 1, invalid: 2, applied: null });
    expect(r.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, field: 'username' }),
        expect.objectContaining({ row: 3, field: 'email' }),
        { row: 4, field: null, message: 'Unknown group "NOPE"' },
      ]),
    );
    expect(r.preview[0]).toMatchObject({ username: 'ada', group: 'REGISTRAR' });
    const list = await t.call('GET', '/api/admin/users?q=ada', su);
    expect(list.json().total).toBe(0);
  });

  it('imports the valid rows of an xlsx, updates existing usernames, and sends credentials when asked', async () => {
    const first = await writeSheet(
      'Users',
      ['Username', 'First Name', 'Last Name', 'Email', 'User Type', 'Group'],
      [
        ['lin', 'Lin', 'Wei', 'lin@school.test', 'staff', 'registrar'],
        ['moh', 'Moh', 'Salah', 'moh@school.test', 'Student', null],
      ],
    );
    const res = await upload(su, { name: 'users.xlsx', bytes: first }, { dryRun: 'false', sendCredentials: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: 2, invalid: 0, applied: { inserted: 2, updated: 0 } });
    const mails = await t.deliverMail();
    expect(mails.map((m) => m.subject)).toEqual(['Your Caduceus account', 'Your Caduceus account']);

    const again = await upload(su, csv(header + 'lin,Lin,Wei-Chen,lin@school.test,,Staff,,no\n'), { dryRun: 'false' });
    expect(again.json().applied).toEqual({ inserted: 0, updated: 1 });
    const lin = (await t.call('GET', '/api/admin/users?q=lin', su)).json().items[0];
    // a blank Group cell leaves the group as it was
    expect(lin).toMatchObject({ lastName: 'Wei-Chen', active: false, groupName: 'REGISTRAR', userType: 'Staff' });
  });

  it('refuses a file without the required columns, a non-spreadsheet, and duplicate usernames within the file', async () => {
    const missing = await upload(su, csv('Username,Email\nx,x@y.z\n'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/Missing columns: First Name, Last Name, User Type/);
    const pdf = await upload(su, { name: 'users.xlsx', bytes: Buffer.from('%PDF-1.4 nothing') });
    expect(pdf.statusCode).toBe(400);
    const dup = await upload(su, csv(header + 'twin,A,B,a@s.test,,Staff,,\ntwin,C,D,c@s.test,,Staff,,\n'));
    expect(dup.json().errors).toEqual([
      { row: 3, field: null, message: 'Username twin appears twice in the file (line 2)' },
    ]);
  });

  it('gives a template with the header row, and is for the super user only', async () => {
    const tpl = await t.call('GET', '/api/admin/uploads/users/template', su);
    expect(tpl.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(tpl.rawPayload as unknown as ArrayBuffer);
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1, 4)).toEqual([
      'Username',
      'First Name',
      'Last Name',
    ]);
    const admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    expect((await upload(admin, csv(header))).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/uploads/nothing/template', su)).statusCode).toBe(404);
  });
});

describe('bulk upload keeps what the file leaves blank', () => {
  it('does not reactivate, ungroup or clear an existing user through blank or missing columns, and refuses self-deactivation', async () => {
    const { makeUser } = await import('../../../factories/index.js');
    const g = await makeGroup(t.db, { name: 'Keepers' });
    await makeUser(t.db, {
      username: 'sleeper',
      email: 'sleeper@school.test',
      groupId: g.id,
      roleName: 'DEAN',
      phone: '3055550100',
      active: false,
    });
    const res = await upload(
      su,
      csv('Username,First Name,Last Name,Email,User Type\nsleeper,Sleepy,Head,sleeper@school.test,Staff\n'),
      { dryRun: 'false' },
    );
    expect(res.json().applied).toEqual({ inserted: 0, updated: 1 });
    const u = (await t.call('GET', '/api/admin/users?q=sleeper', su)).json().items[0];
    expect(u).toMatchObject({
      firstName: 'Sleepy',
      active: false,
      groupName: 'Keepers',
      roleName: 'DEAN',
      phone: '3055550100',
    });

    const me = (await t.call('GET', '/api/auth/me', su)).json().user;
    const self = await upload(su, csv(`${header}${me.username},A,B,${me.email},,Staff,,no\n`));
    expect(self.json().errors).toEqual([{ row: 2, field: null, message: 'You cannot deactivate your own account' }]);
    const stolen = await upload(su, csv(`${header}newbie,N,B,sleeper@school.test,,Staff,,\n`));
    expect(stolen.json().errors).toEqual([
      { row: 2, field: null, message: 'Email sleeper@school.test belongs to another account' },
    ]);
  });
});
