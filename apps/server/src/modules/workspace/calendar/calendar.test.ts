import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ROLE } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeUser } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';

let t: TestApp;
let meeting: number, exam: number, academic: number;
const ALL = 15,
  RW = 3,
  READ = 1,
  RE = 5;

/** A signed-in user of a group that holds this mode on /calendar. */
async function member(groupId: number, firstName = 'Test') {
  const { user, token } = await t.signIn({ groupId, firstName });
  return { id: user.id, token };
}
/** The school's top access group: every group of these tests sits under it (colleagues of one organisation). */
let school: number;
async function groupWith(mode: number) {
  const g = await makeGroup(t.db, { parentId: school });
  if (mode) await grantMenus(t.db, g.id, { '/calendar': mode });
  return g.id;
}
const body = (v: Record<string, unknown> = {}) => ({
  title: 'Faculty meeting',
  eventTypeId: meeting,
  allDay: false,
  start: '2026-03-10T09:00:00-05:00',
  end: '2026-03-10T10:30:00-05:00',
  ...v,
});
const MARCH = 'from=2026-03-01T00:00:00-05:00&to=2026-04-12T00:00:00-04:00';
const titles = async (token: string, query = MARCH) => {
  const res = await t.call('GET', `/api/calendar/events?${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { title: string; relation: string }[]).map((e) => `${e.title} (${e.relation})`).sort();
};

beforeAll(async () => {
  t = await testApp();
  school = (await makeGroup(t.db, { name: 'School' })).id;
  const admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const lookup = async (table: string, label: string) => {
    const items = (await t.call('GET', `/api/lookups/${table}`, admin)).json().items as {
      value: number;
      label: string;
      color?: string;
    }[];
    return items.find((i) => i.label === label)!.value;
  };
  meeting = await lookup('calendar-event-type', 'Meeting');
  exam = await lookup('calendar-event-type', 'Exam');
  academic = await lookup('calendar-event-group', 'Academic');
});
afterAll(async () => {
  await t?.close();
});

describe('calendar events', () => {
  it("shows each user their own events, those they are invited to and their access group's, and nothing else", async () => {
    const deans = await groupWith(ALL),
      faculty = await groupWith(ALL);
    const organiser = await member(deans, 'Olga'),
      colleague = await member(deans),
      invitee = await member(faculty, 'Ivan'),
      outsider = await member(faculty);

    const shared = await t.call('POST', '/api/calendar/events', organiser.token, {
      body: body({
        eventGroupId: academic,
        shareWithGroup: true,
        inviteeIds: [invitee.id, organiser.id, invitee.id],
        location: '  Room 4  ',
      }),
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const ev = shared.json();
    expect(ev).toMatchObject({
      title: 'Faculty meeting',
      allDay: false,
      start: '2026-03-10T14:00:00.000Z',
      end: '2026-03-10T15:30:00.000Z',
      location: 'Room 4',
      eventTypeLabel: 'Meeting',
      color: 'blue',
      eventGroupLabel: 'Academic',
      accessGroupId: deans,
      organizer: { id: organiser.id, name: expect.stringMatching(/^Olga /) },
      relation: 'organizer',
      canEdit: true,
      canDelete: true,
    });
    // the organiser is never their own invitee, and an invitee is listed once
    expect(ev.invitees).toEqual([{ id: invitee.id, name: expect.stringMatching(/^Ivan /) }]);
    const priv = await t.call('POST', '/api/calendar/events', organiser.token, {
      body: body({
        title: 'Private review',
        eventTypeId: exam,
        start: '2026-03-11T13:00:00Z',
        end: '2026-03-11T14:00:00Z',
      }),
    });
    expect(priv.statusCode, priv.body).toBe(201);

    expect(await titles(organiser.token)).toEqual(['Faculty meeting (organizer)', 'Private review (organizer)']);
    expect(await titles(colleague.token)).toEqual(['Faculty meeting (group)']);
    expect(await titles(invitee.token)).toEqual(['Faculty meeting (invitee)']);
    expect(await titles(outsider.token)).toEqual([]);
    // an event one may not see looks absent
    expect((await t.call('GET', `/api/calendar/events/${ev.id}`, outsider.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/calendar/events/${priv.json().id}`, colleague.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/calendar/events/${ev.id}`, invitee.token)).json()).toMatchObject({
      title: 'Faculty meeting',
      relation: 'invitee',
      canEdit: false,
      canDelete: false,
    });

    // filters: relation, type, and the period
    expect(await titles(organiser.token, `${MARCH}&eventTypeId=${exam}`)).toEqual(['Private review (organizer)']);
    expect(await titles(invitee.token, `${MARCH}&relation=group`)).toEqual([]);
    expect(await titles(organiser.token, 'from=2026-03-10T15:30:00Z&to=2026-03-11T13:00:00Z')).toEqual([]);
    expect(await titles(organiser.token, 'from=2026-03-10T15:29:00Z&to=2026-03-11T13:01:00Z')).toEqual([
      'Faculty meeting (organizer)',
      'Private review (organizer)',
    ]);
  });

  it("lets the organiser and the group's calendar editors change an event, and never its invitees", async () => {
    const deans = await groupWith(ALL),
      writers = await groupWith(RW),
      editors = await groupWith(RE);
    const organiser = await member(writers),
      editorElsewhere = await member(deans),
      invitee = await member(deans);
    const ev = (
      await t.call('POST', '/api/calendar/events', organiser.token, {
        body: body({ shareWithGroup: true, inviteeIds: [invitee.id, editorElsewhere.id] }),
      })
    ).json();
    expect(ev).toMatchObject({ accessGroupId: writers, canEdit: true, canDelete: true });

    // invitees, even holding every calendar right, see but do not edit
    const asInvitee = (await t.call('GET', `/api/calendar/events/${ev.id}`, invitee.token)).json();
    expect(asInvitee).toMatchObject({ canEdit: false, canDelete: false });
    const refused = await t.call('PUT', `/api/calendar/events/${ev.id}`, invitee.token, {
      body: body({ title: 'Hijacked' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/Only the organiser/);
    expect((await t.call('DELETE', `/api/calendar/events/${ev.id}`, editorElsewhere.token)).statusCode).toBe(403);

    // a colleague with write only (no edit) sees the shared event and cannot change it
    const colleague = await member(writers);
    expect((await t.call('GET', `/api/calendar/events/${ev.id}`, colleague.token)).json()).toMatchObject({
      relation: 'group',
      canEdit: false,
    });
    expect(
      (await t.call('PUT', `/api/calendar/events/${ev.id}`, colleague.token, { body: body({ title: 'Nope' }) }))
        .statusCode,
    ).toBe(403);

    // the organiser (write right) edits their own: fields, invitees replaced, sharing off
    const edited = await t.call('PUT', `/api/calendar/events/${ev.id}`, organiser.token, {
      body: body({
        title: 'Faculty meeting (moved)',
        start: '2026-03-12T09:00:00-05:00',
        end: '2026-03-12T10:00:00-05:00',
        inviteeIds: [invitee.id],
        shareWithGroup: true,
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Faculty meeting (moved)',
      start: '2026-03-12T14:00:00.000Z',
      invitees: [{ id: invitee.id }],
    });
    expect((await t.call('GET', `/api/calendar/events/${ev.id}`, editorElsewhere.token)).statusCode).toBe(404);

    // read and edit without write: no adding; and the edit right reaches only the events shared with one's own group
    const groupEditor = await member(editors);
    expect(
      (await t.call('POST', '/api/calendar/events', groupEditor.token, { body: body({ title: 'Editors board' }) }))
        .statusCode,
    ).toBe(403);
    expect((await t.call('PUT', `/api/calendar/events/${ev.id}`, groupEditor.token, { body: body() })).statusCode).toBe(
      404,
    );
  });

  it("lets a group editor change a colleague's shared event but not delete it without the delete right", async () => {
    const g = await groupWith(ALL);
    const organiser = await member(g);
    const ev = (
      await t.call('POST', '/api/calendar/events', organiser.token, {
        body: body({ title: 'Open day', shareWithGroup: true }),
      })
    ).json();
    const editor = await member(g);
    await grantMenus(t.db, g, { '/calendar': RE });
    const asEditor = (await t.call('GET', `/api/calendar/events/${ev.id}`, editor.token)).json();
    expect(asEditor).toMatchObject({ relation: 'group', canEdit: true, canDelete: false });
    const put = await t.call('PUT', `/api/calendar/events/${ev.id}`, editor.token, {
      body: body({ title: 'Open day (afternoon)', shareWithGroup: true }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      title: 'Open day (afternoon)',
      organizer: { id: organiser.id },
      accessGroupId: g,
    });
    expect((await t.call('DELETE', `/api/calendar/events/${ev.id}`, editor.token)).statusCode).toBe(403);

    // with read only, the organiser can no longer change their own event
    await grantMenus(t.db, g, { '/calendar': READ });
    expect((await t.call('PUT', `/api/calendar/events/${ev.id}`, organiser.token, { body: body() })).statusCode).toBe(
      403,
    );
    expect((await t.call('POST', '/api/calendar/events', organiser.token, { body: body() })).statusCode).toBe(403);
    await grantMenus(t.db, g, { '/calendar': ALL });

    const del = await t.call('DELETE', `/api/calendar/events/${ev.id}`, organiser.token);
    expect(del.statusCode).toBe(200);
    expect((await t.call('GET', `/api/calendar/events/${ev.id}`, organiser.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/calendar/events/${ev.id}`, organiser.token)).statusCode).toBe(404);
    const trail = await t.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'calendar.event'), eq(auditLog.entityId, String(ev.id))))
      .orderBy(auditLog.id);
    expect(trail).toEqual([
      { action: 'create', actorId: organiser.id },
      { action: 'update', actorId: editor.id },
      { action: 'delete', actorId: organiser.id },
    ]);
  });

  it('keeps all-day events on their dates for every time zone', async () => {
    const user = await member(await groupWith(ALL));
    const res = await t.call('POST', '/api/calendar/events', user.token, {
      body: body({ title: 'Spring break', allDay: true, start: '2026-03-16', end: '2026-03-20' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ allDay: true, start: '2026-03-16', end: '2026-03-20' });
    // a week view in New York, one in Tokyo, and the week after
    expect(await titles(user.token, 'from=2026-03-15T00:00:00-04:00&to=2026-03-22T00:00:00-04:00')).toEqual([
      'Spring break (organizer)',
    ]);
    expect(await titles(user.token, 'from=2026-03-20T00:00:00%2B09:00&to=2026-03-21T00:00:00%2B09:00')).toEqual([
      'Spring break (organizer)',
    ]);
    expect(await titles(user.token, 'from=2026-03-21&to=2026-03-28')).toEqual([]);
    expect(await titles(user.token, 'from=2026-03-09&to=2026-03-16')).toEqual([]);
  });

  it('answers bad input with 400 and field errors, never a 500', async () => {
    const user = await member(await groupWith(ALL));
    const post = (b: unknown) => t.call('POST', '/api/calendar/events', user.token, { body: b as object });
    const fieldsOf = async (b: unknown) => {
      const res = await post(b);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().error.fields as Record<string, string>;
    };
    expect(await fieldsOf({ title: '   ', start: '', end: '' })).toMatchObject({
      title: 'Title is required',
      eventTypeId: 'Choose an event type',
    });
    expect(await fieldsOf(body({ end: '2026-03-10T08:00:00-05:00' }))).toEqual({ end: 'End must be after Start' });
    expect(await fieldsOf(body({ allDay: true, start: '2026-03-12', end: '2026-03-11' }))).toEqual({
      end: 'End must be on or after Start',
    });
    expect(await fieldsOf(body({ allDay: true, start: '2026-02-30', end: '2026-03-01' }))).toEqual({
      start: 'Enter a date (MM/DD/YYYY)',
    });
    expect(await fieldsOf(body({ start: '2026-03-10 09:00' }))).toEqual({ start: 'Enter a date and time' });
    expect(await fieldsOf(body({ allDay: true, start: '2026-01-01', end: '2027-12-31' }))).toEqual({
      end: 'An event can last at most 400 days',
    });
    expect(await fieldsOf(body({ eventTypeId: academic }))).toEqual({ eventTypeId: 'Choose an event type' });
    expect(await fieldsOf(body({ eventGroupId: meeting }))).toEqual({
      eventGroupId: 'Choose an event group from the list',
    });
    expect(await fieldsOf(body({ title: 'x'.repeat(201) }))).toEqual({ title: 'Title can be at most 200 characters' });
    const gone = await makeUser(t.db, { active: false });
    expect(await fieldsOf(body({ inviteeIds: [gone.id] }))).toEqual({
      inviteeIds: 'Choose invitees from the list of active users',
    });
    expect(await fieldsOf(body({ inviteeIds: [999999] }))).toEqual({
      inviteeIds: 'Choose invitees from the list of active users',
    });
    expect(await fieldsOf(body({ inviteeIds: 'everyone' }))).toHaveProperty('inviteeIds');

    const loner = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    const noGroup = await t.call('POST', '/api/calendar/events', loner, { body: body({ shareWithGroup: true }) });
    expect(noGroup.statusCode).toBe(400);
    expect(noGroup.json().error.fields).toEqual({
      shareWithGroup: 'You belong to no access group to share the event with',
    });

    for (const q of [
      '',
      'from=2026-03-01',
      'from=yesterday&to=today',
      'from=2026-03-10&to=2026-03-01',
      'from=2026-01-01&to=2027-03-01',
      'from=2026-03-01&to=2026-04-01&relation=all',
    ]) {
      const res = await t.call('GET', `/api/calendar/events?${q}`, user.token);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.fields, q).toBeTruthy();
    }
  });

  it('refuses an inactive type or group on a new event and keeps it on an event that already has it', async () => {
    const user = await member(await groupWith(ALL));
    const admin = (await t.signIn({ roleId: ROLE.superUser })).token;
    const made = await t.call('POST', '/api/control-tables/calendar-event-type/rows', admin, {
      body: { name: `Retreat ${Date.now()}`, color: 'lime' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const retreat = made.json().id as number;
    const ev = (
      await t.call('POST', '/api/calendar/events', user.token, { body: body({ eventTypeId: retreat }) })
    ).json();
    expect(ev.color).toBe('lime');
    expect(
      (
        await t.call('PUT', `/api/control-tables/calendar-event-type/rows/${retreat}/status`, admin, {
          body: { active: false },
        })
      ).statusCode,
    ).toBe(200);
    const again = await t.call('POST', '/api/calendar/events', user.token, { body: body({ eventTypeId: retreat }) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ eventTypeId: 'This event type is no longer in use; choose another' });
    expect(
      (
        await t.call('PUT', `/api/calendar/events/${ev.id}`, user.token, {
          body: body({ eventTypeId: retreat, title: 'Renamed' }),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs the calendar read right, and write to add', async () => {
    const none = await member(await groupWith(0));
    expect((await t.call('GET', `/api/calendar/events?${MARCH}`, none.token)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/calendar/users', none.token)).statusCode).toBe(403);
    const reader = await member(await groupWith(READ));
    expect((await t.call('GET', `/api/calendar/events?${MARCH}`, reader.token)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/calendar/events', reader.token, { body: body() })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/calendar/events?${MARCH}`, null)).statusCode).toBe(401);
  });

  it('offers active colleagues to invite, label from the name and value from the id', async () => {
    const readers = await groupWith(READ);
    const reader = await member(readers);
    const pick = await makeUser(t.db, { firstName: 'Quentin', lastName: 'Pickme', groupId: readers });
    const gone = await makeUser(t.db, { firstName: 'Quentin', lastName: 'Gone', active: false, groupId: readers });
    const res = await t.call('GET', '/api/calendar/users?q=quentin', reader.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([{ value: pick.id, label: 'Quentin Pickme' }]);
    // the ids an event already holds come back whatever the search
    const withGone = (await t.call('GET', `/api/calendar/users?q=pickme&include=${gone.id}`, reader.token))
      .json()
      .items.map((i: { value: number }) => i.value);
    expect(withGone.sort()).toEqual([pick.id, gone.id].sort());
    expect((await t.call('GET', '/api/calendar/users?include=1;drop', reader.token)).statusCode).toBe(400);
  });

  it("shows names only, of the colleagues in the caller's group tree: never students, parents or other organisations, not even by id", async () => {
    // the registrar's office under the dean; faculty beside it; the whole tree is one school
    const dean = await makeGroup(t.db, { name: 'Dean office' });
    const registrarOffice = await makeGroup(t.db, { name: 'Registrar office', parentId: dean.id });
    const facultyRoom = await makeGroup(t.db, { name: 'Faculty room', parentId: dean.id });
    await grantMenus(t.db, registrarOffice.id, { '/calendar': ALL });
    const registrar = await member(registrarOffice.id, 'Rita');
    const boss = await makeUser(t.db, { firstName: 'Zelda', lastName: 'Dean', groupId: dean.id });
    const teacher = await makeUser(t.db, {
      firstName: 'Zelda',
      lastName: 'Teacher',
      groupId: facultyRoom.id,
      username: 'zteacher',
    });
    // a student and a parent, even when put into a group, and a user of another organisation's tree
    const pupil = await makeUser(t.db, {
      firstName: 'Zelda',
      lastName: 'Pupil',
      userType: 'Student',
      groupId: facultyRoom.id,
    });
    const mother = await makeUser(t.db, { firstName: 'Zelda', lastName: 'Mother', userType: 'Parent' });
    const elsewhere = await makeUser(t.db, {
      firstName: 'Zelda',
      lastName: 'Elsewhere',
      groupId: (await makeGroup(t.db, { name: 'Other school' })).id,
    });
    const loose = await makeUser(t.db, { firstName: 'Zelda', lastName: 'Nogroup' });

    const res = await t.call(
      'GET',
      `/api/calendar/users?q=zelda&include=${[pupil.id, mother.id, elsewhere.id, loose.id].join(',')}`,
      registrar.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      { value: boss.id, label: 'Zelda Dean' },
      { value: teacher.id, label: 'Zelda Teacher' },
    ]);
    expect(res.body).not.toContain('zteacher');
    // no search by username either
    expect((await t.call('GET', '/api/calendar/users?q=zteacher', registrar.token)).json().items).toEqual([]);

    // inviting someone the picker does not offer is refused; colleagues are fine
    for (const outsider of [pupil, mother, elsewhere, loose]) {
      const refused = await t.call('POST', '/api/calendar/events', registrar.token, {
        body: body({ inviteeIds: [outsider.id] }),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({ inviteeIds: 'Choose invitees from the list of active users' });
    }
    const ok = await t.call('POST', '/api/calendar/events', registrar.token, {
      body: body({ inviteeIds: [boss.id, teacher.id] }),
    });
    expect(ok.statusCode, ok.body).toBe(201);

    // a super role sees every back-office user, still by name only and without self-service accounts
    const admin = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    const all = (await t.call('GET', '/api/calendar/users?q=zelda', admin))
      .json()
      .items.map((i: { label: string }) => i.label);
    expect(all.sort()).toEqual(['Zelda Dean', 'Zelda Elsewhere', 'Zelda Nogroup', 'Zelda Teacher']);
  });
});
