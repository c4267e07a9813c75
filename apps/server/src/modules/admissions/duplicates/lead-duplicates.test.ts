import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { DUPLICATE_MESSAGES, type DuplicateGroup, type LeadMergeLog } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadAs } from '../../../../test/leads.js';
import { admissionsOfficer, leadBystanders } from '../../../../test/lead-users.js';
import { grantMenus, makeGroup } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { tasks } from '../../workspace/tables.js';
import { leadApplications, leadApplicationSteps } from '../application/lead-application.schema.js';
import { leadNotes, leadStatusChanges, leads } from '../leads/leads.schema.js';
import { LEAD_CHILD_TABLES, LEAD_ID_TABLES_NOT_MOVED } from './lead-duplicates.children.js';
import { leadIdTables } from './lead-duplicates.repo.js';

let t: TestApp;
let admissions: string;
let editor: string;
let reader: string;
let outsider: string;
let userId: number;
beforeAll(async () => {
  t = await testApp();
  const a = await admissionsOfficer(t);
  admissions = a.token;
  userId = a.user.id;
  const editors = await makeGroup(t.db, { name: 'Lead Editors' });
  await grantMenus(t.db, editors.id, { '/lead/list': 7 });
  editor = (await t.signIn({ username: 'leadeditor', groupId: editors.id })).token;
  ({ reader, outsider } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

let phones = 0;
/** Each lead its own phone number, so that only what a test sets up matches. */
const addLead = (over: Record<string, unknown> = {}) =>
  addLeadAs(t, admissions, { phone: `30555${String(10000 + ++phones)}`, ...over });
const rules = (v: Partial<{ email: boolean; phone: boolean; nameDob: boolean; nameThreshold: number }>) =>
  t.call('PUT', '/api/leads/duplicates/rules', admissions, {
    body: { email: true, phone: true, nameDob: true, nameThreshold: 0.6, ...v },
  });
const groups = async (rule?: string) => {
  const res = await t.call('GET', `/api/leads/duplicates?pageSize=100${rule ? `&rule=${rule}` : ''}`, admissions);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: DuplicateGroup[]; total: number };
};
const groupOf = (gs: DuplicateGroup[], id: number) => gs.find((g) => g.leads.some((l) => l.id === id));
const leadRow = async (id: number) =>
  (
    (await t.db.execute(sql`select to_jsonb(l) as j from leads l where id = ${id}`)) as unknown as {
      rows: { j: unknown }[];
    }
  ).rows[0].j;

describe('duplicate detection', () => {
  it('finds leads with the same email (any case), and not when the rule is off', async () => {
    const a = await addLead({ email: `Twin.${Date.now()}@Example.com` });
    const b = await addLead({ email: a.email.toLowerCase() });
    const loner = await addLead();
    const g = groupOf((await groups('email')).items, a.id);
    expect(g?.leads.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
    expect(g?.rules).toEqual(['email']);
    expect(groupOf((await groups()).items, loner.id)).toBeUndefined();
    expect((await rules({ email: false })).statusCode).toBe(200);
    expect(groupOf((await groups()).items, a.id)).toBeUndefined();
    await rules({});
  });

  it('finds leads with the same phone digits however written', async () => {
    const a = await addLead({ phone: '(305) 555-7788' });
    const b = await addLead({ phone: '305 555 7788' });
    const g = groupOf((await groups('phone')).items, a.id);
    expect(g?.leads.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
    await rules({ phone: false });
    expect(groupOf((await groups()).items, a.id)).toBeUndefined();
    await rules({});
  });

  it('finds similar names born the same day, by the threshold', async () => {
    const a = await addLead({ firstName: 'Jonathan', lastName: 'Abernathy', dateOfBirth: '1999-04-12' });
    const b = await addLead({ firstName: 'Jonathon', lastName: 'Abernathy', dateOfBirth: '1999-04-12' });
    const otherDay = await addLead({ firstName: 'Jonathan', lastName: 'Abernathy', dateOfBirth: '1999-04-13' });
    const g = groupOf((await groups('nameDob')).items, a.id);
    expect(g?.leads.map((l) => l.id).sort()).toEqual([a.id, b.id].sort());
    expect(groupOf((await groups('nameDob')).items, otherDay.id)).toBeUndefined();
    await rules({ nameThreshold: 1 });
    expect(groupOf((await groups('nameDob')).items, a.id)).toBeUndefined();
    await rules({});
  });

  it('checks the add form values and counts the groups', async () => {
    const a = await addLead({ firstName: 'Priya', lastName: 'Raman', dateOfBirth: '2001-02-03' });
    const res = await t.call(
      'GET',
      `/api/leads/duplicates/check?email=${encodeURIComponent(a.email.toUpperCase())}&phone=&firstName=Priya&lastName=Ramen&dateOfBirth=2001-02-03`,
      reader,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.find((l: { id: number }) => l.id === a.id)?.rules).toEqual(['email', 'nameDob']);
    const none = await t.call('GET', '/api/leads/duplicates/check?email=nobody@example.com', reader);
    expect(none.json().items).toEqual([]);
    const count = (await t.call('GET', '/api/leads/duplicates/count', reader)).json();
    expect(count.groups).toBe((await groups()).total);
    expect(count.leads).toBeGreaterThanOrEqual(2 * count.groups);
  });

  it("answers the add form's check before saving: the lead with that phone however written, not deleted ones", async () => {
    const a = await addLead({ phone: '305 555 6611' });
    const check = (phone: string) =>
      t.call('GET', `/api/leads/duplicates/check?phone=${encodeURIComponent(phone)}`, admissions);
    const res = await check('(305) 555-6611');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ id: a.id, rules: ['phone'] })]);
    // too few digits never match
    expect((await check('555-6611')).json().items).toEqual([]);
    await t.call('POST', '/api/leads/bulk/delete', admissions, { body: { leadIds: [a.id] } });
    expect((await check('(305) 555-6611')).json().items).toEqual([]);
    // the check is the Lead menu's read: someone without it is refused
    expect((await t.call('GET', '/api/leads/duplicates/check?phone=3055556611', outsider)).statusCode).toBe(403);
  });

  it('refuses a bad threshold', async () => {
    const res = await rules({ nameThreshold: 3 });
    expect(res.statusCode).toBe(400);
  });
});

describe('merging two leads', () => {
  async function pair() {
    const survivor = await addLead({ firstName: 'Maria', lastName: 'Lopez', dateOfBirth: '1998-01-01' });
    const other = await addLead({
      firstName: 'Mariah',
      lastName: 'Lopes',
      phone: '3055559911',
      dateOfBirth: '1998-01-01',
    });
    for (const [id, text] of [
      [survivor.id, 'survivor note'],
      [other.id, 'other note 1'],
      [other.id, 'other note 2'],
    ] as const) {
      expect((await t.call('POST', `/api/leads/${id}/notes`, admissions, { body: { note: text } })).statusCode).toBe(
        201,
      );
    }
    await t.db.insert(leadStatusChanges).values({ leadId: other.id, fromStatusId: 1, toStatusId: 2, note: 'called' });
    await t.db.insert(tasks).values({
      description: 'call back',
      assignedTo: userId,
      assignedBy: userId,
      todoDate: '2030-01-01',
      leadId: other.id,
    });
    await t.db.insert(leadApplications).values({ leadId: other.id, termsVersion: 'v1' });
    await t.db.insert(leadApplicationSteps).values({ leadId: other.id, step: 'address', data: { city: 'Miami' } });
    return { survivor, other };
  }

  it('shows both side by side with the rows a merge moves', async () => {
    const { survivor, other } = await pair();
    const res = await t.call('GET', `/api/leads/merge/preview?survivorId=${survivor.id}&otherId=${other.id}`, reader);
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect([p.survivor.firstName, p.other.firstName]).toEqual(['Maria', 'Mariah']);
    expect(p.related.lead_notes).toEqual({ survivor: 1, other: 2 });
  });

  it('moves the rows, takes the chosen fields, soft-deletes the other, and undo restores both exactly', async () => {
    const { survivor, other } = await pair();
    const survivorBefore = await leadRow(survivor.id);
    const otherBefore = await leadRow(other.id);
    const changesOf = async (id: number) =>
      (await t.db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, id))).map((c) => c.id).sort();
    const otherChanges = await changesOf(other.id);
    expect(otherChanges.length).toBeGreaterThan(0);
    const res = await t.call('POST', '/api/leads/merges', admissions, {
      body: {
        survivorId: survivor.id,
        otherId: other.id,
        choices: { firstName: 'other', phone: 'other', lastName: 'survivor' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const log = res.json() as LeadMergeLog;
    expect(log.taken).toEqual(['firstName', 'phone']);

    const [s] = await t.db.select().from(leads).where(eq(leads.id, survivor.id));
    expect([s.firstName, s.lastName, s.phone]).toEqual(['Mariah', 'Lopez', '3055559911']);
    const [o] = await t.db.select().from(leads).where(eq(leads.id, other.id));
    expect(o.deletedAt).not.toBeNull();
    expect(o.mergedInto).toBe(survivor.id);
    const notes = await t.db
      .select()
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, [survivor.id, other.id]));
    expect(notes.every((n) => n.leadId === survivor.id)).toBe(true);
    expect(notes).toHaveLength(3);
    expect(await t.db.select().from(tasks).where(eq(tasks.leadId, survivor.id))).toHaveLength(1);
    expect(await changesOf(other.id)).toEqual([]);
    expect(await t.db.select().from(leadApplications).where(eq(leadApplications.leadId, survivor.id))).toHaveLength(1);
    expect(log.moved.lead_notes).toHaveLength(2);
    // the merged lead is gone from the record routes and the survivor's notes tab lists all three
    expect((await t.call('GET', `/api/leads/${other.id}/profile`, admissions)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/leads/${survivor.id}/notes`, admissions)).json().total).toBe(3);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'leadMerge'));
    expect(audits.some((a) => a.action === 'merge' && a.entityId === String(log.id))).toBe(true);

    // a row added to the survivor after the merge stays with it
    await t.call('POST', `/api/leads/${survivor.id}/notes`, admissions, { body: { note: 'after the merge' } });
    const undo = await t.call('POST', `/api/leads/merges/${log.id}/undo`, admissions);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().undoneAt).not.toBeNull();
    expect(await leadRow(survivor.id)).toEqual(survivorBefore);
    expect(await leadRow(other.id)).toEqual(otherBefore);
    const back = await t.db
      .select()
      .from(leadNotes)
      .where(inArray(leadNotes.leadId, [survivor.id, other.id]));
    expect(
      back
        .filter((n) => n.leadId === other.id)
        .map((n) => n.note)
        .sort(),
    ).toEqual(['other note 1', 'other note 2']);
    expect(
      back
        .filter((n) => n.leadId === survivor.id)
        .map((n) => n.note)
        .sort(),
    ).toEqual(['after the merge', 'survivor note']);
    expect(await t.db.select().from(tasks).where(eq(tasks.leadId, other.id))).toHaveLength(1);
    expect(await changesOf(other.id)).toEqual(otherChanges);
    expect(
      await t.db.select().from(leadApplicationSteps).where(eq(leadApplicationSteps.leadId, other.id)),
    ).toHaveLength(1);
    expect(await t.db.select().from(leadApplications).where(eq(leadApplications.leadId, survivor.id))).toHaveLength(0);

    const again = await t.call('POST', `/api/leads/merges/${log.id}/undo`, admissions);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(DUPLICATE_MESSAGES.alreadyUndone);
    const list = (await t.call('GET', `/api/leads/merges?leadId=${survivor.id}`, reader)).json();
    expect(list.items[0]).toMatchObject({ id: log.id, survivorName: 'Maria Lopez', otherName: 'Mariah Lopes' });
  });

  it("keeps the survivor's own application and leaves the other's with it", async () => {
    const { survivor, other } = await pair();
    await t.db.insert(leadApplications).values({ leadId: survivor.id, termsVersion: 'v2' });
    const res = await t.call('POST', '/api/leads/merges', admissions, {
      body: { survivorId: survivor.id, otherId: other.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [app] = await t.db.select().from(leadApplications).where(eq(leadApplications.leadId, survivor.id));
    expect(app.termsVersion).toBe('v2');
    expect(res.json().moved.lead_applications).toBeUndefined();
  });

  it('refuses merging a lead into itself, a deleted or merged lead, and a missing one', async () => {
    const a = await addLead();
    const self = await t.call('POST', '/api/leads/merges', admissions, { body: { survivorId: a.id, otherId: a.id } });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.fields.otherId).toBe(DUPLICATE_MESSAGES.self);
    const gone = await addLead();
    await t.db
      .update(leads)
      .set({ deletedAt: sql`now()` })
      .where(eq(leads.id, gone.id));
    for (const body of [
      { survivorId: a.id, otherId: gone.id },
      { survivorId: gone.id, otherId: a.id },
    ]) {
      const res = await t.call('POST', '/api/leads/merges', admissions, { body });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(DUPLICATE_MESSAGES.deleted);
    }
    expect(
      (await t.call('POST', '/api/leads/merges', admissions, { body: { survivorId: a.id, otherId: 99999 } }))
        .statusCode,
    ).toBe(404);
    const migrated = await addLead();
    await t.db.update(leads).set({ studentId: 1 }).where(eq(leads.id, migrated.id));
    const m = await t.call('POST', '/api/leads/merges', admissions, {
      body: { survivorId: a.id, otherId: migrated.id },
    });
    expect(m.statusCode).toBe(422);
    expect(m.json().error.message).toBe(DUPLICATE_MESSAGES.migrated);
    // nothing changed
    expect((await t.db.select().from(leads).where(eq(leads.id, migrated.id)))[0].deletedAt).toBeNull();
  });

  it('refuses undo once the survivor was merged away', async () => {
    const a = await addLead();
    const b = await addLead();
    const c = await addLead();
    const first = (
      await t.call('POST', '/api/leads/merges', admissions, { body: { survivorId: a.id, otherId: b.id } })
    ).json() as LeadMergeLog;
    expect(
      (await t.call('POST', '/api/leads/merges', admissions, { body: { survivorId: c.id, otherId: a.id } })).statusCode,
    ).toBe(201);
    const res = await t.call('POST', `/api/leads/merges/${first.id}/undo`, admissions);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(DUPLICATE_MESSAGES.cannotUndo);
  });
});

describe('access', () => {
  it('lets readers look, editors set rules, and only delete rights merge or undo', async () => {
    const a = await addLead();
    const b = await addLead();
    expect((await t.call('GET', '/api/leads/duplicates', reader)).statusCode).toBe(200);
    expect(
      (
        await t.call('PUT', '/api/leads/duplicates/rules', reader, {
          body: { email: true, phone: true, nameDob: true, nameThreshold: 0.5 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call('PUT', '/api/leads/duplicates/rules', editor, {
          body: { email: true, phone: true, nameDob: true, nameThreshold: 0.6 },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.call('POST', '/api/leads/merges', editor, { body: { survivorId: a.id, otherId: b.id } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('POST', '/api/leads/merges', reader, { body: { survivorId: a.id, otherId: b.id } })).statusCode,
    ).toBe(403);
    for (const url of [
      '/api/leads/duplicates',
      '/api/leads/duplicates/count',
      `/api/leads/merge/preview?survivorId=${a.id}&otherId=${b.id}`,
      '/api/leads/merges',
    ]) {
      expect((await t.call('GET', url, outsider)).statusCode).toBe(403);
      expect((await t.call('GET', url, null)).statusCode).toBe(401);
    }
    expect((await t.call('POST', '/api/leads/merges/1/undo', editor)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/leads/${a.id}/duplicates`, outsider)).statusCode).toBe(403);
  });
});

describe('the lead tables a merge moves', () => {
  it('lists every table with a lead_id column in one place', async () => {
    const listed = new Set([...LEAD_CHILD_TABLES.map((x) => x.table), ...Object.keys(LEAD_ID_TABLES_NOT_MOVED)]);
    const missing = (await leadIdTables(t.db)).filter((x) => !listed.has(x));
    expect(missing, 'add these to LEAD_CHILD_TABLES in lead-duplicates.children.ts').toEqual([]);
  });
});
