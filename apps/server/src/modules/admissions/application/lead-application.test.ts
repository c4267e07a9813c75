import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPLICATION_MESSAGES, APPLICATION_TERMS_LABEL } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadWith } from '../../../../test/leads.js';
import { PDF, pdfText } from '../../../../test/pdf.js';
import { multipart } from '../../../../test/multipart.js';
import { grantMenus, makeGroup, refIdOf } from '../../../factories/index.js';
import { leadStatusChanges, leads } from '../leads/leads.schema.js';

let t: TestApp;
let staff: string;
let reader: string;
let outsider: string;

beforeAll(async () => {
  t = await testApp();
  const g = await makeGroup(t.db, { name: 'Admissions App' });
  await grantMenus(t.db, g.id, { '/lead/list': 15 });
  staff = (await t.signIn({ username: 'apply.staff', groupId: g.id })).token;
  const r = await makeGroup(t.db, { name: 'App Readers' });
  await grantMenus(t.db, r.id, { '/lead/list': 1 });
  reader = (await t.signIn({ username: 'apply.reader', groupId: r.id })).token;
  const o = await makeGroup(t.db, { name: 'App Outsiders' });
  await grantMenus(t.db, o.id, { '/student/list': 15 });
  outsider = (await t.signIn({ username: 'apply.outsider', groupId: o.id })).token;
});
afterAll(async () => {
  await t?.close();
});

const addLead = (statusId = 3) => addLeadWith(t, staff, { statusId }, { firstName: 'Amara' });
const url = (id: number, part = '') => `/api/leads/${id}/application${part}`;

async function address() {
  const country = await refIdOf(t.db, 'country', 'United States');
  return {
    permanent: {
      address1: '12 Palm Ave',
      city: 'Miami',
      countryId: country,
      stateId: await refIdOf(t.db, 'state', 'Florida'),
      zip: '33101',
    },
    mailingSameAsPermanent: true,
  };
}
async function background(over: Record<string, unknown> = {}) {
  const c = await refIdOf(t.db, 'country');
  return {
    citizenshipCountryId: c,
    birthCountryId: c,
    languages: ['English', 'Spanish'],
    criminalConviction: false,
    disciplinaryAction: false,
    ...over,
  };
}
async function academics(over: Record<string, unknown> = {}) {
  return {
    schools: [
      {
        institution: 'University of Florida',
        degreeId: await refIdOf(t.db, 'degree'),
        major: 'Biology',
        gpa: '3.75',
        fromDate: '2019-08-20',
        toDate: '2023-05-10',
      },
    ],
    tests: [{ testTypeId: await refIdOf(t.db, 'test-type', 'MCAT'), score: 512, testDate: '2023-01-14' }],
    ...over,
  };
}
async function questions() {
  return {
    whyMedicine: 'To care for people in underserved communities.',
    heardFromSourceId: await refIdOf(t.db, 'referral-source', 'Website'),
    personalStatement: "I grew up helping at my aunt's clinic.",
  };
}
const sendStep = (
  id: number,
  step: 'background' | 'academics',
  data: unknown,
  files: { field: string; filename: string; type: string; bytes: Buffer }[] = [],
  token = staff,
) => {
  const mp = multipart({ data: JSON.stringify(data) }, files);
  return t.call('POST', url(id, `/${step}`), token, { body: mp.body, headers: mp.headers });
};
async function fillAll(id: number) {
  expect((await t.call('PUT', url(id, '/address'), staff, { body: await address() })).statusCode).toBe(200);
  expect((await sendStep(id, 'background', await background())).statusCode).toBe(200);
  expect((await sendStep(id, 'academics', await academics())).statusCode).toBe(200);
  expect((await t.call('PUT', url(id, '/questions'), staff, { body: await questions() })).statusCode).toBe(200);
  expect((await t.call('POST', url(id, '/terms'), staff, { body: { accepted: true } })).statusCode).toBe(200);
}

describe('saving the steps', () => {
  it('saves each step with who and when, and reads it back', async () => {
    const lead = await addLead();
    const a = await t.call('PUT', url(lead.id, '/address'), staff, { body: await address() });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({
      data: { permanent: { city: 'Miami' }, mailing: null },
      savedByName: 'Test apply.staff',
      locked: false,
      labels: { 'permanent.stateId': 'Florida' },
    });
    expect(a.json().savedAt).toBeTruthy();

    const b = await sendStep(
      lead.id,
      'background',
      await background({ criminalConviction: true, criminalExplanation: 'A speeding ticket in 2018.' }),
      [{ field: 'cv', filename: 'cv.pdf', type: 'application/pdf', bytes: PDF }],
    );
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({
      data: { languages: ['English', 'Spanish'], criminalConviction: true },
      cvFileName: 'cv.pdf',
    });
    const cvId = b.json().data.cvFileId as number;
    const cv = await t.call('GET', url(lead.id, `/files/${cvId}`), staff);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // saving again with the kept id keeps the CV
    const again = await sendStep(lead.id, 'background', await background({ cvFileId: cvId }));
    expect(again.json().data.cvFileId).toBe(cvId);

    const ac = await sendStep(lead.id, 'academics', await academics(), [
      { field: 'transcript0', filename: 'transcript.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(ac.statusCode, ac.body).toBe(200);
    expect(ac.json().data.schools[0]).toMatchObject({ institution: 'University of Florida', gpa: '3.75' });
    expect(ac.json().data.schools[0].transcriptFileId).toBeGreaterThan(0);
    const tests = await t.call('GET', url(lead.id, '/tests'), staff);
    expect(tests.json().items).toEqual([
      { testTypeId: expect.any(Number), testName: 'MCAT', score: 512, testDate: '2023-01-14' },
    ]);

    const q = await t.call('PUT', url(lead.id, '/questions'), staff, { body: await questions() });
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().labels.heardFromSourceId).toBe('Website');
    const g = await t.call('GET', url(lead.id, '/questions'), staff);
    expect(g.json().data.whyMedicine).toContain('underserved');
  });

  it('refuses wrong values with field errors', async () => {
    const lead = await addLead();
    const a = await t.call('PUT', url(lead.id, '/address'), staff, {
      body: { ...(await address()), mailingSameAsPermanent: false },
    });
    expect(a.statusCode).toBe(400);
    expect(a.json().error.fields).toHaveProperty(['mailing.address1']);
    const b = await sendStep(lead.id, 'background', await background({ disciplinaryAction: true, languages: [] }));
    expect(b.statusCode).toBe(400);
    expect(b.json().error.fields).toMatchObject({
      disciplinaryExplanation: APPLICATION_MESSAGES.explain,
      languages: 'Add at least one language',
    });
    const ac = await sendStep(
      lead.id,
      'academics',
      await academics({
        schools: [
          {
            institution: 'X College',
            degreeId: await refIdOf(t.db, 'degree'),
            gpa: '123',
            fromDate: '2020-01-01',
            toDate: '2019-01-01',
          },
        ],
      }),
    );
    expect(ac.statusCode).toBe(400);
    expect(ac.json().error.fields).toMatchObject({
      'schools.0.gpa': expect.any(String),
      'schools.0.toDate': APPLICATION_MESSAGES.dates,
    });
    const score = await sendStep(
      lead.id,
      'academics',
      await academics({
        tests: [{ testTypeId: await refIdOf(t.db, 'test-type', 'MCAT'), score: 900, testDate: '2023-01-01' }],
      }),
    );
    expect(score.statusCode).toBe(400);
    expect(score.json().error.fields['tests.0.score']).toBe(APPLICATION_MESSAGES.score(472, 528));
    const cv = await sendStep(lead.id, 'background', await background(), [
      { field: 'cv', filename: 'cv.txt', type: 'text/plain', bytes: Buffer.from('hello') },
    ]);
    expect(cv.statusCode).toBe(400);
    // a kept file id of another record is not taken
    const other = await sendStep(lead.id, 'background', await background({ cvFileId: 1 }));
    expect(other.json().data.cvFileId).toBeNull();
  });
});

describe('submitting', () => {
  it('refuses an incomplete application with the list of what is missing', async () => {
    const lead = await addLead();
    await t.call('PUT', url(lead.id, '/address'), staff, { body: await address() });
    const res = await t.call('POST', url(lead.id, '/submit'), staff);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      `${APPLICATION_MESSAGES.incomplete}: Background, Academics, Additional Questions, ${APPLICATION_TERMS_LABEL}`,
    );
    expect(Object.keys(res.json().error.fields)).toEqual(['background', 'academics', 'questions', 'terms']);
    const s = (await t.call('GET', url(lead.id), staff)).json();
    expect(s.steps.map((x: { complete: boolean }) => x.complete)).toEqual([true, false, false, false]);
    expect(s.locked).toBe(false);
  });

  it('submits, locks the application, records the submission and renders the PDF', async () => {
    const lead = await addLead();
    const early = await t.call('GET', url(lead.id, '/pdf'), staff);
    expect(early.statusCode).toBe(422);
    await fillAll(lead.id);
    const res = await t.call('POST', url(lead.id, '/submit'), staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      missing: [],
      locked: true,
      submitted: { savedByName: 'Test apply.staff' },
      terms: { accepted: true, acceptedByName: 'Test apply.staff' },
    });
    // the lead moved from Profile Created to Application Submitted, with a history row
    const [row] = await t.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row.statusId).toBe(4);
    const history = await t.db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, lead.id));
    expect(history.filter((h) => h.toStatusId === 4).map((h) => [h.fromStatusId, h.toStatusId, h.note])).toEqual([
      [3, 4, 'Application submitted'],
    ]);

    const pdf = await t.call('GET', url(lead.id, '/pdf'), staff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Amara ${lead.lastName}`);
    expect(text).toContain('University of Florida');
    expect(text).toContain('MCAT');

    for (const save of [
      () =>
        t.call('PUT', url(lead.id, '/address'), staff, {
          body: {
            permanent: { address1: 'Other', city: 'Tampa', countryId: 1, zip: '33602' },
            mailingSameAsPermanent: true,
          },
        }),
      async () => sendStep(lead.id, 'background', await background()),
      async () => sendStep(lead.id, 'academics', await academics()),
      async () => t.call('PUT', url(lead.id, '/questions'), staff, { body: await questions() }),
      () => t.call('POST', url(lead.id, '/terms'), staff, { body: { accepted: true } }),
      () => t.call('POST', url(lead.id, '/submit'), staff),
    ]) {
      const r = await save();
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().error.message).toBe(APPLICATION_MESSAGES.locked);
    }
    expect((await t.call('GET', url(lead.id, '/address'), staff)).json()).toMatchObject({
      locked: true,
      data: { permanent: { city: 'Miami' } },
    });
  });
});

describe('access', () => {
  it('needs the Lead menu, the edit right to save, and the tab shown for the lead', async () => {
    const lead = await addLead();
    expect((await t.call('GET', url(lead.id, '/address'), outsider)).statusCode).toBe(403);
    expect((await t.call('GET', url(lead.id, '/address'), null)).statusCode).toBe(401);
    expect((await t.call('GET', url(lead.id, '/address'), reader)).statusCode).toBe(200);
    expect((await t.call('PUT', url(lead.id, '/address'), reader, { body: await address() })).statusCode).toBe(403);
    expect((await t.call('POST', url(lead.id, '/submit'), reader)).statusCode).toBe(403);
    expect((await t.call('GET', url(999999, '/address'), staff)).statusCode).toBe(404);
    // a new lead (status 1) shows no application tabs
    const fresh = await addLead(1);
    expect((await t.call('GET', url(fresh.id, '/address'), staff)).statusCode).toBe(403);
    // a profile-created lead lists the application tabs in its header
    const h = (await t.call('GET', `/api/leads/${lead.id}/header`, staff)).json();
    expect(h.tabs).toEqual(
      expect.arrayContaining([
        'applicationAddress',
        'applicationBackground',
        'applicationAcademics',
        'applicationQuestions',
        'applicationSubmit',
        'applicationDownload',
      ]),
    );
  });

  it('refuses saves on a closed lead', async () => {
    const lead = await addLead();
    expect((await t.call('POST', `/api/leads/${lead.id}/close`, staff, { body: {} })).statusCode).toBe(200);
    const r = await t.call('PUT', url(lead.id, '/address'), staff, { body: await address() });
    expect(r.statusCode).toBe(422);
  });
});
