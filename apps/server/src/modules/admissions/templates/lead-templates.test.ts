import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp();
  admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: number; name: string; subject: string; body: string; active: boolean };
const list = async (query = '', token = admin) =>
  (await t.call('GET', `/api/lead-templates?${query}`, token)).json() as { items: Row[]; total: number };
const add = (body: Record<string, unknown>, token = admin) => t.call('POST', '/api/lead-templates', token, { body });

describe('lead email templates', () => {
  it('lists only the templates of module lead, searched by words', async () => {
    const all = await list();
    expect(all.items.map((r) => r.name)).toEqual(['Interview Invitation', 'Lead Welcome']);
    expect((await list('q=interview')).items.map((r) => r.name)).toEqual(['Interview Invitation']);
    expect((await list('q=invoice')).total).toBe(0); // a student template, not a lead one
  });

  it('adds a lead template that also shows in the email-template control table as module lead', async () => {
    const res = await add({
      name: 'Deposit Reminder',
      subject: 'Your seat deposit, {{firstName}}',
      body: 'Dear {{firstName}} {{lastName}},\nPlease pay the seat deposit for {{program}} ({{semester}}).\n{{representative}}',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Deposit Reminder',
      subject: 'Your seat deposit, {{firstName}}',
      active: true,
    });
    const row = (await t.call('GET', `/api/control-tables/email-template/rows/${res.json().id}`, admin)).json();
    expect(row).toMatchObject({ module: 'lead', name: 'Deposit Reminder' });
    expect((await list('q=deposit')).items.map((r) => r.name)).toEqual(['Deposit Reminder']);
  });

  it('previews a template filled for the sample lead, or with the values given', async () => {
    const { id } = (
      await add({
        name: 'Preview Me',
        subject: 'Hello {{firstName}}',
        body: '{{firstName}} {{lastName}}: {{program}}, {{semester}}. Rep: {{representative}}',
      })
    ).json();
    const sample = await t.call('GET', `/api/lead-templates/${id}/preview`, admin);
    expect(sample.statusCode, sample.body).toBe(200);
    expect(sample.json()).toMatchObject({
      subject: 'Hello Jane',
      body: 'Jane Doe: Doctor of Medicine (MD), Fall 2026. Rep: Alma Admissions',
    });
    const given = (
      await t.call('GET', `/api/lead-templates/${id}/preview?firstName=Omar&semester=Spring%202027`, admin)
    ).json();
    expect(given).toMatchObject({
      subject: 'Hello Omar',
      body: 'Omar Doe: Doctor of Medicine (MD), Spring 2027. Rep: Alma Admissions',
    });
  });

  it('refuses an unknown placeholder, a missing subject and a duplicate name', async () => {
    const bad = await add({ name: 'Typo', subject: '', body: 'Dear {{first_name}}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.subject).toBe('Subject is required');
    expect(bad.json().error.fields.body).toContain('Unknown placeholder {{first_name}}');
    const dup = await add({ name: 'Lead Welcome', subject: 'x', body: 'y' });
    expect([400, 409]).toContain(dup.statusCode);
  });

  it('edits and deactivates a lead template; a template of another module is not found here', async () => {
    const welcome = (await list('q=welcome')).items[0];
    const res = await t.call('PUT', `/api/lead-templates/${welcome.id}`, admin, {
      body: { name: 'Lead Welcome', subject: 'Welcome, {{firstName}}!', body: 'Hi {{firstName}}' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.call('GET', `/api/lead-templates/${welcome.id}`, admin)).json()).toMatchObject({
      subject: 'Welcome, {{firstName}}!',
      body: 'Hi {{firstName}}',
    });
    const off = await t.call('PUT', `/api/lead-templates/${welcome.id}/status`, admin, { body: { active: false } });
    expect(off.json().active).toBe(false);
    expect((await list('active=true')).items.map((r) => r.name)).not.toContain('Lead Welcome');

    const invoice = await refIdOf(t.db, 'email-template', 'Invoice Reminder');
    expect((await t.call('GET', `/api/lead-templates/${invoice}`, admin)).statusCode).toBe(404);
    expect(
      (
        await t.call('PUT', `/api/lead-templates/${invoice}`, admin, {
          body: { name: 'Hijack', subject: 's', body: 'b' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.call('GET', `/api/control-tables/email-template/rows/${invoice}`, admin)).json().module).toBe(
      'student',
    );
  });

  it('is guarded by the Lead menu, not the admin control tables', async () => {
    const reps = await makeGroup(t.db);
    await grantMenus(t.db, reps.id, { '/lead/list': 3 });
    const rep = (await t.signIn({ groupId: reps.id })).token;
    expect((await list('', rep)).total).toBeGreaterThan(0);
    expect((await add({ name: 'Rep Template', subject: 'Hi', body: 'Hello {{firstName}}' }, rep)).statusCode).toBe(201);
    const id = (await list('q=rep%20template', rep)).items[0].id;
    expect(
      (
        await t.call('PUT', `/api/lead-templates/${id}`, rep, {
          body: { name: 'Rep Template', subject: 'Hi', body: 'x' },
        })
      ).statusCode,
    ).toBe(403);
    const nobody = (await t.signIn({ groupId: (await makeGroup(t.db)).id })).token;
    expect((await t.call('GET', '/api/lead-templates', nobody)).statusCode).toBe(403);
  });
});
