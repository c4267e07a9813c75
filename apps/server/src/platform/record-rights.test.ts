import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCESS,
  ACCESS_MAX,
  CLINICAL_MEDICINE,
  COMPONENT_KEYS,
  LEAD_LINK,
  LEAD_RECORD_COMPONENTS,
  LEAD_TAB_COMPONENTS,
  STUDENT_LINK,
  STUDENT_RECORD_COMPONENTS,
  STUDENT_TAB_COMPONENTS,
  componentName,
  leadRouteComponents,
  studentProfileInput,
  studentRouteComponents,
  type AccessBit,
  type LeadTab,
  type StudentTab,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, refIdOf, seedComponents } from '../factories/index.js';
import { components, groupRights } from '../modules/access/tables.js';
import { leads } from '../modules/admissions/tables.js';
import type { RegisteredRoute, RouteAccess } from './guard.js';

/**
 * The authorization matrix of the student and lead records, generated from the route registry: every
 * route with `{ student }` or `{ lead }` access is tried by a staff user whose group opens the record
 * (read on the Student and Lead menus) and, in turn, denies the route's component(s) (403) and grants
 * only them with the route's bit (past the guard). A route added tomorrow is covered without touching
 * this file; one whose part names no component fails here.
 */
let t: TestApp;
let token: string;
let groupId: number;
let componentIds: Map<string, number>;
let studentId: number;
let leadId: number;
beforeAll(async () => {
  t = await testApp();
  const group = await makeGroup(t.db, { name: 'Record Rights Office' });
  groupId = group.id;
  await grantMenus(t.db, groupId, { [STUDENT_LINK]: ACCESS.read, [LEAD_LINK]: ACCESS.read }, { parts: false });
  token = (await t.signIn({ username: 'matrix', groupId })).token;
  componentIds = new Map(
    (await t.db.select({ id: components.id, key: components.key }).from(components)).map((c) => [c.key, c.id]),
  );
  // a student and a lead on which every tab shows (immigration, the application, the snapshot, academic records)
  const lead = await t.call('POST', '/api/leads', (await t.signIn({ username: 'matrixroot', roleId: 100 })).token, {
    body: {
      firstName: 'Mira',
      lastName: 'Matrix',
      email: 'mira.matrix@example.com',
      phone: '3055550160',
      birthCountryId: await refIdOf(t.db, 'country'),
      courseId: await refIdOf(t.db, 'course', 'Doctor of Medicine (MD)'),
      semesterId: await refIdOf(t.db, 'semester'),
      sourceId: await refIdOf(t.db, 'referral-source', 'Website'),
    },
  });
  expect(lead.statusCode, lead.body).toBe(201);
  leadId = lead.json().id;
  studentId = (await makeStudent(t.db, { immigrationRequired: true, leadId, currentCourseStatus: CLINICAL_MEDICINE }))
    .id;
  await t.db.update(leads).set({ statusId: 7, immigrationRequired: true, studentId }).where(eq(leads.id, leadId));
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
type StudentAccess = Extract<RouteAccess, { student: unknown }>;
type LeadAccess = Extract<RouteAccess, { lead: unknown }>;
const RECORD_COMPONENTS = [...new Set([...STUDENT_RECORD_COMPONENTS, ...LEAD_RECORD_COMPONENTS])];
const label = (r: RegisteredRoute) => `${r.method} ${r.url}`;
const studentRoutes = () =>
  t.app.routeRegistry.filter(
    (r): r is RegisteredRoute & { access: StudentAccess } => typeof r.access === 'object' && 'student' in r.access,
  );
const leadRoutes = () =>
  t.app.routeRegistry.filter(
    (r): r is RegisteredRoute & { access: LeadAccess } => typeof r.access === 'object' && 'lead' in r.access,
  );

/** A record route as the matrix sees it: the components it needs, and those its tab needs to show. */
interface Case {
  route: RegisteredRoute;
  bit: AccessBit;
  needs: readonly string[];
  tabNeeds: readonly string[];
  url: (id: number) => string;
}
const cases = (): Case[] => [
  ...studentRoutes().map((r) => ({
    route: r,
    bit: r.access.bit,
    needs: studentRouteComponents(r.access.student, r.access.action),
    tabNeeds: r.access.student ? STUDENT_TAB_COMPONENTS[r.access.student] : [],
    url: (id: number) => fill(r.url, 'studentId', id),
  })),
  ...leadRoutes().map((r) => ({
    route: r,
    bit: r.access.bit,
    needs: leadRouteComponents(r.access.lead, r.access.action),
    tabNeeds: r.access.lead ? LEAD_TAB_COMPONENTS[r.access.lead] : [],
    url: (id: number) => fill(r.url, 'leadId', id),
  })),
];
const fill = (url: string, record: string, id: number) =>
  url.replace(/:(\w+)/g, (_, p: string) => (p === record ? String(id) : '1'));
const hit = (c: Case, id: number) =>
  t.call(c.route.method as Method, c.url(id), token, c.route.method === 'GET' ? {} : { body: {} });

/** Sets the group's component rights to exactly these modes (every other component 0). */
async function setComponents(modes: Record<string, number>) {
  await t.db.delete(groupRights).where(and(eq(groupRights.groupId, groupId), eq(groupRights.kind, 'component')));
  const rows = Object.entries(modes)
    .filter(([, mode]) => mode > 0)
    .map(([key, mode]) => ({ groupId, kind: 'component', targetId: componentIds.get(key)!, mode }));
  if (rows.length) await t.db.insert(groupRights).values(rows);
}
/** a mode with every bit but this one (read: none at all, since the others imply it) */
const without = (bit: AccessBit) => (bit === 'read' ? 0 : ACCESS_MAX & ~ACCESS[bit]);

describe('every student and lead route names the parts it needs', () => {
  it('maps each route to catalogued components; only the record headers need none', () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(150);
    expect(
      all
        .filter((c) => !c.needs.length)
        .map((c) => label(c.route))
        .sort(),
    ).toEqual([
      'GET /api/leads/:leadId/header',
      'GET /api/leads/:leadId/photo',
      'GET /api/students/:studentId/header',
      'GET /api/students/:studentId/photo',
    ]);
    const unknown = all.flatMap((c) =>
      c.needs.filter((k) => !COMPONENT_KEYS.includes(k)).map((k) => `${label(c.route)}: ${k}`),
    );
    expect(unknown).toEqual([]);
  });
});

describe('the authorization matrix', () => {
  it("refuses every record route (403) to a user whose group opens the record but denies the route's component", async () => {
    const wrong: string[] = [];
    for (const c of cases().filter((x) => x.needs.length)) {
      for (const denied of c.needs) {
        await setComponents({
          ...Object.fromEntries(RECORD_COMPONENTS.map((k) => [k, ACCESS_MAX])),
          [denied]: without(c.bit),
        });
        const res = await hit(c, c.route.url.includes(':studentId') ? studentId : leadId);
        const error = res.statusCode === 403 ? res.json().error : undefined;
        if (error?.code !== 'FORBIDDEN' || !error.message.includes(componentName(denied)))
          wrong.push(`${label(c.route)} without ${c.bit} on ${denied} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("lets a user whose group grants only the route's components (with its bit) past the guard on every record route", async () => {
    const wrong: string[] = [];
    for (const c of cases()) {
      const modes: Record<string, number> = Object.fromEntries(c.tabNeeds.map((k) => [k, ACCESS.read]));
      for (const k of c.needs) modes[k] = (modes[k] ?? 0) | ACCESS[c.bit];
      await setComponents(modes);
      // reads on the real records (the gate's tab rules with these rights alone); writes on a record that does not exist (404 past the guard)
      const id = c.route.method === 'GET' ? (c.route.url.includes(':studentId') ? studentId : leadId) : 999_999;
      const res = await hit(c, id);
      const hiddenByStatus =
        res.statusCode === 403 &&
        res.json().error.message === 'This tab is not available for this student' &&
        ['admissionForms', 'semesterDeferment'].includes((c.route.access as StudentAccess).student ?? '');
      if (res.statusCode === 401 || (res.statusCode === 403 && !hiddenByStatus) || res.statusCode >= 500)
        wrong.push(`${label(c.route)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('asks list routes that act on record parts (merging, closing many, documents across leads) for their component too', async () => {
    const routes = t.app.routeRegistry.filter(
      (r): r is RegisteredRoute & { access: { menu: string; bit: AccessBit; component: string } } =>
        typeof r.access === 'object' && 'menu' in r.access && !!r.access.component,
    );
    expect(routes.map(label).sort()).toEqual(
      expect.arrayContaining(['POST /api/leads/merges', 'POST /api/leads/bulk/close', 'GET /api/lead-documents']),
    );
    await grantMenus(t.db, groupId, { [STUDENT_LINK]: ACCESS_MAX, [LEAD_LINK]: ACCESS_MAX }, { parts: false });
    const wrong: string[] = [];
    for (const r of routes) {
      const c: Case = {
        route: r,
        bit: r.access.bit,
        needs: [r.access.component],
        tabNeeds: [],
        url: (id) => fill(r.url, '', id),
      };
      await setComponents({ [r.access.component]: without(r.access.bit) });
      const denied = await hit(c, 1);
      await setComponents({ [r.access.component]: ACCESS[r.access.bit] });
      const allowed = await hit(c, 999_999);
      if (denied.statusCode !== 403 || [401, 403].includes(allowed.statusCode) || allowed.statusCode >= 500)
        wrong.push(`${label(r)} -> ${denied.statusCode}, ${allowed.statusCode}`);
    }
    await grantMenus(t.db, groupId, { [STUDENT_LINK]: ACCESS.read, [LEAD_LINK]: ACCESS.read }, { parts: false });
    expect(wrong).toEqual([]);
  });

  it('refuses the record to a group with every component but not the record menu', async () => {
    const outsider = await makeGroup(t.db, { name: 'Parts Without Menu' });
    await t.db.insert(groupRights).values(
      RECORD_COMPONENTS.map((k) => ({
        groupId: outsider.id,
        kind: 'component',
        targetId: componentIds.get(k)!,
        mode: ACCESS_MAX,
      })),
    );
    const { token: other } = await t.signIn({ username: 'nomenu', groupId: outsider.id });
    for (const url of [
      `/api/students/${studentId}/notes`,
      `/api/students/${studentId}/header`,
      `/api/leads/${leadId}/profile`,
      `/api/leads/${leadId}/header`,
    ]) {
      expect((await t.call('GET', url, other)).statusCode, url).toBe(403);
    }
  });
});

describe('the component catalogue', () => {
  it('is in the database for /admin/group/access to grant, and an older database gains the new entries at start-up', async () => {
    expect(COMPONENT_KEYS.filter((k) => !componentIds.has(k))).toEqual([]);
    // as a database made before some components: one missing, one renamed by an administrator
    await t.db.delete(components).where(eq(components.key, 'studentProfile.housing'));
    await t.db.update(components).set({ name: 'Case notes' }).where(eq(components.key, 'studentProfile.notes'));
    await seedComponents(t.db);
    const rows = await t.db.select().from(components);
    const housing = rows.find((r) => r.key === 'studentProfile.housing');
    expect(housing).toMatchObject({ name: 'Housing', parentId: componentIds.get('studentProfile') });
    expect(rows.find((r) => r.key === 'studentProfile.notes')?.name).toBe('Case notes');
    expect(rows).toHaveLength(componentIds.size);
    componentIds.set('studentProfile.housing', housing!.id);
  });
});

describe('what the record headers reveal', () => {
  it('list only the tabs whose components the user may read, and the student header says whether anything may be changed', async () => {
    await setComponents({
      'studentProfile.notes': ACCESS.read,
      'studentProfile.documents': ACCESS.read | ACCESS.write,
      'leadProfile.notes': ACCESS.read,
    });
    const student = (await t.call('GET', `/api/students/${studentId}/header`, token)).json();
    expect(student.tabs).toEqual(['notes', 'document', 'studentDocument', 'docusign'] satisfies StudentTab[]);
    expect(student.canEdit).toBe(false);
    const lead = (await t.call('GET', `/api/leads/${leadId}/header`, token)).json();
    expect(lead.tabs).toEqual(['notes', 'phoneNotes'] satisfies LeadTab[]);
    expect(lead).toMatchObject({ canEdit: false, canMigrate: false });

    await setComponents({
      'studentProfile.accountingNotes': ACCESS_MAX,
      'leadProfile.profile': ACCESS.read | ACCESS.edit,
      'leadProfile.migrate': ACCESS.read | ACCESS.edit,
    });
    expect((await t.call('GET', `/api/students/${studentId}/header`, token)).json()).toMatchObject({
      tabs: ['accountingNotes'],
      canEdit: true,
    });
    expect((await t.call('GET', `/api/leads/${leadId}/header`, token)).json()).toMatchObject({
      tabs: ['profile', 'address'],
      canEdit: true,
      canMigrate: false,
    });
    // not yet a student: the migrate right shows
    await t.db.update(leads).set({ studentId: null }).where(eq(leads.id, leadId));
    expect((await t.call('GET', `/api/leads/${leadId}/header`, token)).json()).toMatchObject({ canMigrate: true });
    await setComponents({ 'leadProfile.profile': ACCESS.read | ACCESS.edit });
    expect((await t.call('GET', `/api/leads/${leadId}/header`, token)).json()).toMatchObject({ canMigrate: false });
    await t.db.update(leads).set({ studentId }).where(eq(leads.id, leadId));
  });

  it('keeps the status and the financial status on the profile tab to the rights of their own parts', async () => {
    await setComponents({ 'studentProfile.profile': ACCESS.read | ACCESS.edit });
    const record = (await t.call('GET', `/api/students/${studentId}/profile`, token)).json();
    const body = Object.fromEntries(Object.keys(studentProfileInput.shape).map((k) => [k, record[k]]));
    const save = (over: Record<string, unknown>) =>
      t.call('PUT', `/api/students/${studentId}/profile`, token, { body: { ...body, ...over } });
    expect((await save({ cohort: '2031-Fall' })).statusCode).toBe(200);
    const otherStatus = await refIdOf(t.db, 'student-status', 'Withdrawn');
    expect((await save({ statusId: otherStatus })).json().error.message).toContain('Change status');
    expect((await save({ financialStatus: record.financialStatus === 1 ? 2 : 1 })).json().error.message).toContain(
      'Accounting details',
    );
    await setComponents({
      'studentProfile.profile': ACCESS.read | ACCESS.edit,
      'studentProfile.statusChange': ACCESS.read | ACCESS.edit,
      'finance.accountingDetails': ACCESS.read | ACCESS.edit,
    });
    expect((await save({ statusId: otherStatus, financialStatus: 2 })).statusCode).toBe(200);
    await save({ statusId: body.statusId, financialStatus: body.financialStatus });
  });

  it("gives notes rights from the note type's component: the author's own note, others' with the edit bit", async () => {
    await setComponents({
      'studentProfile.notes': ACCESS.read | ACCESS.write,
      'studentProfile.advisingNotes': ACCESS.read,
    });
    const add = await t.call('POST', `/api/students/${studentId}/notes`, token, {
      body: { subject: 'Rights', note: 'Mine to change' },
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({ canEdit: true, canDelete: false });
    expect(
      (
        await t.call('POST', `/api/students/${studentId}/advising-notes`, token, {
          body: { subject: 'Rights', note: 'Not mine to add' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
