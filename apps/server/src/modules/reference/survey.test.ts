import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../test/harness.js';
import { grantMenus, makeGroup, makeUser } from '../../factories/index.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp({ smtp: true, clock: () => new Date('2026-11-22T12:00:00Z') });
  admin = (await t.signIn({ roleId: ROLE.superUser })).token;
});
afterAll(async () => {
  await t?.close();
});

const survey = async (values: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/control-tables/survey/rows', admin, {
    body: { audience: 'basic-science', status: 'Open', startDate: '2026-11-01', endDate: '2026-12-31', ...values },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};

describe('sending a survey', () => {
  it('emails the users of a group, chosen users and extra addresses once each', async () => {
    const group = await makeGroup(t.db, { name: `survey-class-${Date.now()}` });
    const a = await makeUser(t.db, { groupId: group.id, email: 'a.student@caduceus.test' });
    await makeUser(t.db, { groupId: group.id, email: 'b.student@caduceus.test' });
    await makeUser(t.db, { groupId: group.id, email: 'gone@caduceus.test', active: false });
    const id = await survey({ title: 'Basic science course survey', description: 'Ten questions about the term.' });
    const res = await t.call('POST', `/api/surveys/${id}/send`, admin, {
      body: {
        groupIds: [group.id],
        userIds: [a.id],
        emails: ['dean.office@caduceus.test', 'A.Student@caduceus.test'],
        message: 'Please answer by Friday.',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 3 });
    const mails = await t.deliverMail();
    expect(mails.map((m) => m.subject)).toEqual(Array(3).fill('Survey: Basic science course survey'));
    expect(mails.flatMap((m) => [m.to].flat().map((x) => (x as { text: string }).text)).sort()).toEqual([
      'a.student@caduceus.test',
      'b.student@caduceus.test',
      'dean.office@caduceus.test',
    ]);
    expect(mails[0].text).toContain('open from 11/01/2026 to 12/31/2026');
    expect(mails[0].text).toContain('Please answer by Friday.');
    // a basic-science survey is answered in the app: the mail carries its link
    expect(mails[0].text).toContain(`/landing-page?survey=${id}`);
  });

  it('refuses a closed or finished survey, and a send without recipients', async () => {
    const closed = await survey({ title: 'Closed survey', status: 'Close' });
    expect(
      (await t.call('POST', `/api/surveys/${closed}/send`, admin, { body: { emails: ['x@caduceus.test'] } }))
        .statusCode,
    ).toBe(422);
    const past = await survey({ title: 'Last year survey', startDate: '2025-01-01', endDate: '2025-02-01' });
    const late = await t.call('POST', `/api/surveys/${past}/send`, admin, { body: { emails: ['x@caduceus.test'] } });
    expect(late.json().error.message).toBe('This survey closed on 02/01/2025');
    const open = await survey({ title: 'Open survey' });
    const none = await t.call('POST', `/api/surveys/${open}/send`, admin, { body: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.userIds).toBe('Choose at least one recipient');
  });

  it('needs the write right on the survey tables', async () => {
    const group = await makeGroup(t.db, { name: `survey-readers-${Date.now()}` });
    await grantMenus(t.db, group.id, { '/admin/control-table/survey': 1 });
    const reader = (await t.signIn({ groupId: group.id })).token;
    const id = await survey({ title: 'Guarded survey' });
    expect(
      (await t.call('POST', `/api/surveys/${id}/send`, reader, { body: { emails: ['x@caduceus.test'] } })).statusCode,
    ).toBe(403);
  });
});
