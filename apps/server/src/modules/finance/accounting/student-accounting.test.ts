import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  BULK_NOTHING_MESSAGE,
  INSTALLMENTS_NEED_PLAN_MESSAGE,
  INSTALLMENTS_REQUIRED_MESSAGE,
  STUDENT_ACCOUNTING_ENTITY,
} from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { grantMenus, makeGroup, makeStudent, refIdOf } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { studentAccounting } from './student-accounting.schema.js';

let t: TestApp;
/** Student office (all on the Student menu), a reader of students, the controller (all on accounting settings), a reader of the settings */
let office: string, reader: string, controller: string, settingsReader: string;
let scholarship: number, aid: number, country: number;

beforeAll(async () => {
  t = await testApp();
  const sign = async (name: string, menus: Record<string, number>) => {
    const g = await makeGroup(t.db, { name });
    await grantMenus(t.db, g.id, menus);
    return (await t.signIn({ groupId: g.id, firstName: name, lastName: 'Staff' })).token;
  };
  office = await sign('Office', { '/student/list': 15 });
  reader = await sign('Reader', { '/student/list': 1 });
  controller = await sign('Controller', { '/admin/accounting-settings': 15, '/student/list': 1 });
  settingsReader = await sign('Viewer', { '/admin/accounting-settings': 1 });
  scholarship = await refIdOf(t.db, 'scholarship', 'Merit Scholarship');
  aid = await refIdOf(t.db, 'financial-aid', 'US Federal Direct Loan');
  country = await refIdOf(t.db, 'country');
});
afterAll(async () => {
  await t?.close();
});

const url = (id: number, rest = '') => `/api/students/${id}/accounting${rest}`;
const auditOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, STUDENT_ACCOUNTING_ENTITY), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
const info = () => ({
  invoiceFinancialStatus: 2,
  invoiceTypes: [9, 2, 2],
  paymentPlan: 'installments',
  installments: 4,
  scholarshipId: scholarship,
  billingEmail: 'billing@family.test',
  tuitionLockedAmount: '$19,500.5',
});

describe("a student's accounting record", () => {
  it('reads the defaults until the first save, and the tab is served to staff', async () => {
    const s = await makeStudent(t.db);
    const res = await t.call('GET', url(s.id), reader);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      studentId: s.id,
      invoiceFinancialStatus: 1,
      invoiceTypes: [],
      paymentPlan: 'full',
      installments: null,
      scholarshipId: null,
      scholarshipLabel: null,
      financialAidId: null,
      financialAidLabel: null,
      sponsor: null,
      billingEmail: null,
      tuitionLockedAmount: null,
      accountNumber: null,
      remarks: null,
      recorded: false,
      updatedAt: null,
      updatedByName: null,
    });
    expect(await t.db.select().from(studentAccounting).where(eq(studentAccounting.studentId, s.id))).toHaveLength(0);
    expect((await t.call('GET', `/api/students/${s.id}/header`, reader)).json().tabs).toContain('accountingDetails');
  });

  it('saves the main info on the first write, then audits only what changed', async () => {
    const s = await makeStudent(t.db);
    const first = await t.call('PUT', url(s.id), office, { body: info() });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      invoiceFinancialStatus: 2,
      invoiceTypes: [2, 9],
      paymentPlan: 'installments',
      installments: 4,
      scholarshipId: scholarship,
      scholarshipLabel: 'Merit Scholarship',
      billingEmail: 'billing@family.test',
      tuitionLockedAmount: '19500.50',
      recorded: true,
      updatedByName: 'Office Staff',
    });
    // paid in full: the number of installments goes; the aid is named
    const second = await t.call('PUT', url(s.id), office, {
      body: { ...info(), paymentPlan: 'full', financialAidId: aid },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({
      paymentPlan: 'full',
      installments: null,
      financialAidLabel: 'US Federal Direct Loan',
      tuitionLockedAmount: '19500.50',
    });
    // the same values again change nothing and write no audit row
    expect(
      (await t.call('PUT', url(s.id), office, { body: { ...info(), paymentPlan: 'full', financialAidId: aid } }))
        .statusCode,
    ).toBe(200);

    const rows = await auditOf(s.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      action: 'updateInfo',
      before: { studentId: s.id, invoiceFinancialStatus: 1, invoiceTypes: [], scholarshipId: null },
      after: { studentId: s.id, invoiceFinancialStatus: 2, invoiceTypes: [2, 9], tuitionLockedAmount: '19500.50' },
    });
    expect(rows[1].before).toEqual({
      studentId: s.id,
      paymentPlan: 'installments',
      installments: 4,
      financialAidId: null,
    });
    expect(rows[1].after).toEqual({ studentId: s.id, paymentPlan: 'full', installments: null, financialAidId: aid });
    // the activity log tells it in words
    const log = (await t.call('GET', `/api/students/${s.id}/activity-log`, office)).json();
    expect(log.items.map((i: { summary: string }) => i.summary)).toContain('Updated the accounting information');
  });

  it('saves the other info apart from the main info', async () => {
    const s = await makeStudent(t.db);
    await t.call('PUT', url(s.id), office, { body: { ...info(), invoiceFinancialStatus: 3 } });
    const res = await t.call('PUT', url(s.id, '/other-info'), office, {
      body: { accountNumber: 'QB-10442', remarks: '  Sponsor pays by wire each August.  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accountNumber: 'QB-10442',
      remarks: 'Sponsor pays by wire each August.',
      invoiceFinancialStatus: 3,
      installments: 4,
    });
    const [, other] = await auditOf(s.id);
    expect(other).toMatchObject({
      action: 'updateOtherInfo',
      before: { accountNumber: null, remarks: null },
      after: { accountNumber: 'QB-10442' },
    });
  });

  it('answers 400 with the fields in error and writes nothing', async () => {
    const s = await makeStudent(t.db);
    const bad = await t.call('PUT', url(s.id), office, {
      body: {
        invoiceFinancialStatus: 4,
        paymentPlan: 'installments',
        billingEmail: 'nope',
        tuitionLockedAmount: '1.234',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      invoiceFinancialStatus: 'Choose an invoice financial status',
      billingEmail: 'Please enter a valid email address',
      tuitionLockedAmount: 'Amount may have at most 2 decimals',
    });
    const plan = await t.call('PUT', url(s.id), office, {
      body: { invoiceFinancialStatus: 1, paymentPlan: 'installments' },
    });
    expect(plan.json().error.fields).toEqual({ installments: INSTALLMENTS_REQUIRED_MESSAGE });
    // a row of another table is not a scholarship
    const ref = await t.call('PUT', url(s.id), office, {
      body: { invoiceFinancialStatus: 1, paymentPlan: 'full', scholarshipId: country },
    });
    expect(ref.statusCode).toBe(400);
    expect(ref.json().error.fields).toEqual({ scholarshipId: 'Choose a value from the list' });
    expect((await t.call('GET', url(s.id), office)).json().recorded).toBe(false);
    expect(await auditOf(s.id)).toHaveLength(0);
  });

  it("keeps the tab from readers' writes, from other staff, from the student, and of absent students", async () => {
    const s = await makeStudent(t.db);
    expect((await t.call('PUT', url(s.id), reader, { body: info() })).statusCode).toBe(403);
    expect((await t.call('GET', url(s.id), settingsReader)).statusCode).toBe(403);
    const student = (await t.signIn({ userType: 'Student', studentId: s.id })).token;
    expect((await t.call('GET', url(s.id), student)).statusCode).toBe(403);
    expect((await t.call('GET', url(999999), office)).statusCode).toBe(404);
    const routes = t.app.routeRegistry.filter((r) => /^\/api\/students\/:studentId\/accounting(\/|$)/.test(r.url));
    expect(routes.map((r) => `${r.method} ${r.url} ${JSON.stringify(r.access)}`).sort()).toEqual([
      'GET /api/students/:studentId/accounting {"student":"accountingDetails","bit":"read"}',
      'PUT /api/students/:studentId/accounting {"student":"accountingDetails","bit":"edit"}',
      'PUT /api/students/:studentId/accounting/other-info {"student":"accountingDetails","bit":"edit"}',
    ]);
  });
});

describe("the accounting settings' bulk updates", () => {
  it('sets the invoice financial status of every chosen student or of none, audited each', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    const none = await t.call('POST', '/api/students/bulk/invoice-financial-status', controller, {
      body: { studentIds: [a.id, 99999999], invoiceFinancialStatus: 2 },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.studentIds).toContain('99999999');
    expect((await t.call('GET', url(a.id), office)).json().invoiceFinancialStatus).toBe(1);

    const res = await t.call('POST', '/api/students/bulk/invoice-financial-status', controller, {
      body: { studentIds: [a.id, b.id, b.id], invoiceFinancialStatus: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    for (const s of [a, b])
      expect((await t.call('GET', url(s.id), office)).json()).toMatchObject({
        invoiceFinancialStatus: 2,
        recorded: true,
        paymentPlan: 'full',
      });
    const [row] = await auditOf(a.id);
    expect(row).toMatchObject({
      action: 'updateInvoiceFinancialStatus',
      before: { studentId: a.id, invoiceFinancialStatus: 1 },
      after: { studentId: a.id, invoiceFinancialStatus: 2 },
    });
    // students already holding the status are left alone
    expect(
      (
        await t.call('POST', '/api/students/bulk/invoice-financial-status', controller, {
          body: { studentIds: [a.id, b.id], invoiceFinancialStatus: 2 },
        })
      ).json(),
    ).toEqual({ updated: 0 });
    expect(await auditOf(a.id)).toHaveLength(1);
  });

  it('sets only the accounting values given, keeps the rest, and refuses the whole set on a bad value', async () => {
    const a = await makeStudent(t.db);
    const b = await makeStudent(t.db);
    await t.call('PUT', url(a.id), office, {
      body: { invoiceFinancialStatus: 3, paymentPlan: 'full', billingEmail: 'a@family.test', invoiceTypes: [1] },
    });
    const res = await t.call('POST', '/api/students/bulk/accounting', controller, {
      body: {
        studentIds: [a.id, b.id],
        invoiceTypes: [2, 10],
        paymentPlan: 'installments',
        installments: 3,
        scholarshipId: scholarship,
        sponsor: '',
        billingEmail: null,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await t.call('GET', url(a.id), office)).json()).toMatchObject({
      invoiceFinancialStatus: 3,
      billingEmail: 'a@family.test',
      invoiceTypes: [2, 10],
      paymentPlan: 'installments',
      installments: 3,
      scholarshipLabel: 'Merit Scholarship',
      sponsor: null,
    });
    expect((await t.call('GET', url(b.id), office)).json()).toMatchObject({
      invoiceFinancialStatus: 1,
      invoiceTypes: [2, 10],
      installments: 3,
      recorded: true,
    });
    const rows = await auditOf(a.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'bulkUpdate',
      before: { invoiceTypes: [1], paymentPlan: 'full', installments: null, scholarshipId: null },
      after: { invoiceTypes: [2, 10], installments: 3 },
    });

    const nothing = await t.call('POST', '/api/students/bulk/accounting', controller, {
      body: { studentIds: [a.id], invoiceTypes: [], sponsor: ' ' },
    });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.fields).toEqual({ _: BULK_NOTHING_MESSAGE });
    const alone = await t.call('POST', '/api/students/bulk/accounting', controller, {
      body: { studentIds: [a.id], installments: 5 },
    });
    expect(alone.json().error.fields).toEqual({ installments: INSTALLMENTS_NEED_PLAN_MESSAGE });
    const wrong = await t.call('POST', '/api/students/bulk/accounting', controller, {
      body: { studentIds: [a.id, b.id], paymentPlan: 'full', financialAidId: country },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ financialAidId: 'Choose a value from the list' });
    expect((await t.call('GET', url(b.id), office)).json().paymentPlan).toBe('installments');
    const unknown = await t.call('POST', '/api/students/bulk/accounting', controller, {
      body: { studentIds: [b.id, 99999998], paymentPlan: 'full' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await t.call('GET', url(b.id), office)).json().paymentPlan).toBe('installments');
  });

  it('lists students with their accounting values for the first step, filtered by them', async () => {
    const held = await makeStudent(t.db, { firstName: 'Hilda', lastName: 'Holdover' });
    await t.call('POST', '/api/students/bulk/invoice-financial-status', controller, {
      body: { studentIds: [held.id], invoiceFinancialStatus: 2 },
    });
    const fresh = await makeStudent(t.db, { firstName: 'Frida', lastName: 'Fresh' });
    const onHold = await t.call('GET', '/api/students/accounting?invoiceFinancialStatus=2&q=holdover', settingsReader);
    expect(onHold.statusCode, onHold.body).toBe(200);
    expect(onHold.json()).toMatchObject({
      total: 1,
      items: [
        { id: held.id, name: 'Hilda Holdover', invoiceFinancialStatus: 2, paymentPlan: 'full', invoiceTypes: [] },
      ],
    });
    const cleared = (
      await t.call(
        'GET',
        `/api/students/accounting?invoiceFinancialStatus=1&q=${fresh.id}&sort=-invoiceFinancialStatus`,
        settingsReader,
      )
    ).json();
    expect(cleared.items.map((i: { id: number }) => i.id)).toEqual([fresh.id]);
    expect((await t.call('GET', '/api/students/accounting?invoiceFinancialStatus=7', settingsReader)).statusCode).toBe(
      400,
    );
  });

  it("needs the accounting settings' edit right, and a list of students", async () => {
    const s = await makeStudent(t.db);
    for (const [path, body] of [
      ['invoice-financial-status', { invoiceFinancialStatus: 3 }],
      ['accounting', { paymentPlan: 'full' }],
    ] as const) {
      expect(
        (await t.call('POST', `/api/students/bulk/${path}`, office, { body: { studentIds: [s.id], ...body } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await t.call('POST', `/api/students/bulk/${path}`, settingsReader, { body: { studentIds: [s.id], ...body } }))
          .statusCode,
      ).toBe(403);
      const empty = await t.call('POST', `/api/students/bulk/${path}`, controller, {
        body: { studentIds: [], ...body },
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.fields.studentIds).toBe('Choose at least one student');
    }
    expect((await t.call('GET', '/api/students/accounting', office)).statusCode).toBe(403);
    expect(await auditOf(s.id)).toHaveLength(0);
  });
});
