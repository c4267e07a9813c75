import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';

let t: TestApp;
let admin: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-banners-'));
beforeAll(async () => {
  t = await testApp({ config: { dataDir } });
  admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const create = (token: string, fields: Record<string, string>, image?: Buffer, filename = 'banner.png') => {
  const form = multipart(fields, image ? [{ field: 'image', filename, type: 'image/png', bytes: image }] : []);
  return t.call('POST', '/api/admin/banners', token, { body: form.body, headers: form.headers });
};

describe('banners', () => {
  it('creates a banner with an image that its audience sees while active', async () => {
    const res = await create(
      admin,
      { title: 'Orientation week', text: 'Starts Monday at 9', audience: 'Student' },
      tinyPng(),
    );
    expect(res.statusCode, res.body).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      title: 'Orientation week',
      audience: 'Student',
      active: true,
      imageUrl: `/api/banners/${b.id}/image`,
    });
    expect(b.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const student = (await t.signIn({ userType: 'Student' })).token;
    const staff = (await t.signIn({ userType: 'Staff' })).token;
    expect(
      (await t.call('GET', '/api/banners/active', student)).json().items.map((i: { id: number }) => i.id),
    ).toContain(b.id);
    expect(
      (await t.call('GET', '/api/banners/active', staff)).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(b.id);

    const img = await t.call('GET', b.imageUrl, student);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(tinyPng())).toBe(true);
    // not its audience, no right to manage banners: the picture looks absent
    expect((await t.call('GET', b.imageUrl, staff)).statusCode).toBe(404);

    const off = await t.call('PUT', `/api/admin/banners/${b.id}/status`, admin, { body: { active: false } });
    expect(off.json().active).toBe(false);
    expect(
      (await t.call('GET', '/api/banners/active', student)).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(b.id);
    expect((await t.call('GET', b.imageUrl, student)).statusCode).toBe(404);
    expect((await t.call('GET', b.imageUrl, admin)).statusCode).toBe(200);
  });

  it('refuses a file that is not an image whatever its name says, and bad fields, with field errors', async () => {
    const fake = await create(admin, { title: 'Fake' }, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields.image).toMatch(/Accepted: PNG/);
    const bad = await create(admin, { title: ' padded', audience: 'Martians' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['audience', 'title']);
    const json = await t.call('POST', '/api/admin/banners', admin, { body: { title: 'not multipart' } });
    expect(json.statusCode).toBe(400);
  });

  it('needs the banner rights: read to list, write to add, delete to remove', async () => {
    const g = await makeGroup(t.db, { name: 'Banner readers' });
    await grantMenus(t.db, g.id, { '/admin/banner': 1 });
    const reader = (await t.signIn({ groupId: g.id })).token;
    expect((await t.call('GET', '/api/admin/banners', reader)).statusCode).toBe(200);
    expect((await create(reader, { title: 'Nope' })).statusCode).toBe(403);
    const made = (await create(admin, { title: 'To remove' })).json();
    expect((await t.call('DELETE', `/api/admin/banners/${made.id}`, reader)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/admin/banners/${made.id}`, admin)).statusCode).toBe(200);
    expect(
      (await t.call('PUT', `/api/admin/banners/${made.id}/status`, admin, { body: { active: true } })).statusCode,
    ).toBe(404);
  });
});
