import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { ROLE, VERIFICATION, VERIFICATION_MESSAGES } from '@caduceus/contracts';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { makeStudent, makeUser } from '../../../factories/index.js';
import { auditLog } from '../../../platform/db/tables.js';
import { parentStudents } from '../record/students.schema.js';
import { studentAdmissionCodes } from './student-admission.schema.js';

let t: TestApp;
let clock = new Date('2026-05-04T10:00:00Z');
const later = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
let student: Awaited<ReturnType<typeof makeStudent>>;
let studentUser: Awaited<ReturnType<typeof makeUser>>;
let staff: string;
let sourceId: number;
let countryId: number;

const url = (id = student.id, rest = '') => `/api/students/${id}/admission-forms${rest}`;
const codeIn = (mail: ParsedMail) => /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
const contact = {
  phone: '3055550111',
  emergencyName: 'Maria Lopez',
  emergencyRelation: 'Mother',
  emergencyPhone: '3055550122',
  emergencyEmail: 'maria@example.com',
};

/** Asks for a code and reads it from the email that arrives over SMTP. */
async function mailedCode(token: string, id = student.id) {
  const sent = await t.call('POST', url(id, '/code'), token);
  expect(sent.statusCode, sent.body).toBe(200);
  const mails = await t.deliverMail();
  expect(mails).toHaveLength(1);
  return { res: sent.json(), mail: mails[0], code: codeIn(mails[0]) };
}

beforeAll(async () => {
  t = await testApp({ smtp: true, clock: () => clock });
  student = await makeStudent(t.db, { status: 'Accepted', firstName: 'Ana', email: 'ana.applicant@example.com' });
  studentUser = await makeUser(t.db, { userType: 'Student', studentId: student.id, firstName: 'Ana' });
  staff = (await t.signIn({ roleId: ROLE.superAdmin })).token;
  const lookup = async (table: string) =>
    (await t.call('GET', `/api/lookups/${table}`, staff)).json().items as { value: number; label: string }[];
  sourceId = (await lookup('referral-source')).find((i) => i.label === 'College Fair')!.value;
  countryId = (await lookup('country'))[0].value;
});
afterAll(async () => {
  await t?.close();
});

describe('admission forms', () => {
  it('never show an emailed code in the outbox view', async () => {
    const other = await makeStudent(t.db, { status: 'Accepted', email: 'outbox.check@example.com' });
    const user = await makeUser(t.db, { userType: 'Student', studentId: other.id });
    const { code, mail } = await mailedCode(await t.login(user.username), other.id);
    expect(code).toMatch(/^\d{6}$/);
    const su = (await t.signIn({ roleId: ROLE.superUser })).token;
    const shown = (await t.call('GET', '/api/admin/outbox', su))
      .json()
      .items.find(
        (m: { subject: string; to: string }) => m.subject === mail.subject && m.to === 'outbox.check@example.com',
      );
    expect(shown.text).toContain('[hidden]');
    expect(shown.text).not.toContain(code);
  });

  it("are the student's side only: staff, even a super user, get 403", async () => {
    const su = (await t.signIn({ roleId: ROLE.superUser })).token;
    for (const token of [staff, su]) {
      expect((await t.call('GET', url(), token)).statusCode).toBe(403);
      expect((await t.call('POST', url(undefined, '/code'), token)).statusCode).toBe(403);
      expect((await t.call('PUT', url(undefined, '/contact'), token, { body: contact })).statusCode).toBe(403);
    }
    const header = (await t.call('GET', `/api/students/${student.id}/header`, staff)).json();
    expect(header.tabs).not.toContain('admissionForms');
  });

  it("show for an applicant, not for an enrolled student; another student's forms look absent", async () => {
    const token = await t.login(studentUser.username);
    expect((await t.call('GET', `/api/students/${student.id}/header`, token)).json().tabs).toContain('admissionForms');
    const enrolled = await makeStudent(t.db, { status: 'Student' });
    const enrolledUser = await makeUser(t.db, { userType: 'Student', studentId: enrolled.id });
    expect((await t.call('GET', url(enrolled.id), await t.login(enrolledUser.username))).statusCode).toBe(403);
    expect((await t.call('GET', url(enrolled.id), token)).statusCode).toBe(404);
  });

  it('open only after the emailed code is checked, then save each form on its own with who and when', async () => {
    const token = await t.login(studentUser.username);
    const first = await t.call('GET', url(), token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().verification).toMatchObject({ verified: false, sentTo: null });
    expect(first.json().forms.contact).toEqual({ saved: false, savedAt: null, savedByName: null, data: null });

    // before verification a save is refused, and says why
    const early = await t.call('PUT', url(undefined, '/contact'), token, { body: contact });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(VERIFICATION_MESSAGES.notVerified);
    expect(
      (await t.call('POST', url(undefined, '/acceptances/terms'), token, { body: { accepted: true } })).statusCode,
    ).toBe(422);

    // no code typed: the spec's message, on the field
    for (const body of [{}, { code: '' }]) {
      const missing = await t.call('POST', url(undefined, '/verify'), token, { body });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields.code).toBe('Please Enter Verification Code, Verification code is required');
    }
    expect(
      (await t.call('POST', url(undefined, '/verify'), token, { body: { code: '123456' } })).json().error.message,
    ).toBe(VERIFICATION_MESSAGES.noCode);

    const { res, mail, code } = await mailedCode(token);
    expect(recipient(mail)).toBe('ana.applicant@example.com');
    expect(mail.text).toContain(`expires in ${VERIFICATION.ttlMinutes} minutes`);
    expect(code).toMatch(/^\d{6}$/);
    expect(res).toMatchObject({ verified: false, sentTo: `a${'*'.repeat(12)}@example.com`, triesLeft: 5 });
    expect(new Date(res.expiresAt).getTime() - clock.getTime()).toBe(15 * 60_000);

    // only a hash is kept
    const [row] = await t.db
      .select()
      .from(studentAdmissionCodes)
      .where(eq(studentAdmissionCodes.studentId, student.id));
    expect(row.codeHash).toMatch(/^scrypt\$/);
    expect(row.codeHash).not.toContain(code);

    // a new code only after the cool-down
    const again = await t.call('POST', url(undefined, '/code'), token);
    expect(again.statusCode).toBe(429);
    expect(again.json().error.message).toMatch(/wait \d+ seconds/);

    const wrong = await t.call('POST', url(undefined, '/verify'), token, {
      body: { code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBe('The verification code is not correct (4 tries left)');
    expect(
      (await t.call('POST', url(undefined, '/verify'), token, { body: { code: '12ab56' } })).json().error.fields.code,
    ).toBe(VERIFICATION_MESSAGES.format);

    const ok = await t.call('POST', url(undefined, '/verify'), token, { body: { code } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ verified: true });

    const saved = await t.call('PUT', url(undefined, '/contact'), token, { body: contact });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ saved: true, savedByName: `Ana ${studentUser.lastName}`, data: contact });
    expect(saved.json().savedAt).toBeTruthy();

    const view = (await t.call('GET', url(), token)).json();
    expect(view.verification.verified).toBe(true);
    expect(view.forms.contact).toMatchObject({
      saved: true,
      savedByName: `Ana ${studentUser.lastName}`,
      data: { emergencyName: 'Maria Lopez' },
    });
    for (const k of ['disclosure', 'licensure', 'memorandum', 'statement', 'transferCredit', 'whereYouHeard'])
      expect(view.forms[k].saved).toBe(false);

    // the form save is audited with what it held before and after
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'studentAdmission'), eq(auditLog.entityId, String(student.id))));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sendFormCode', 'verifyFormCode', 'saveForm.contact']),
    );
    expect(audits.find((a) => a.action === 'saveForm.contact')).toMatchObject({
      actorId: studentUser.id,
      before: null,
      after: { emergencyName: 'Maria Lopez' },
    });
  });

  it('check each form by its own rules and keep the others as they were', async () => {
    const token = await t.login(studentUser.username);
    later(120);
    const { code } = await mailedCode(token);
    expect((await t.call('POST', url(undefined, '/verify'), token, { body: { code } })).statusCode).toBe(200);
    const put = (path: string, body: unknown) => t.call('PUT', url(undefined, `/${path}`), token, { body });

    const noExplanation = await put('disclosure', {
      criminalConviction: false,
      pendingCharges: false,
      academicDiscipline: true,
      conductAction: false,
      licenseAction: false,
      certified: true,
    });
    expect(noExplanation.statusCode).toBe(400);
    expect(noExplanation.json().error.fields.explanation).toBe('Please explain each Yes answer');
    const disclosure = await put('disclosure', {
      criminalConviction: false,
      pendingCharges: false,
      academicDiscipline: true,
      conductAction: false,
      licenseAction: false,
      certified: true,
      explanation: 'Academic probation in my first college semester, lifted after one term.',
    });
    expect(disclosure.statusCode, disclosure.body).toBe(200);

    expect((await put('statement', { statement: 'x'.repeat(5001) })).json().error.fields.statement).toBe(
      'At most 5000 characters',
    );
    expect((await put('statement', { statement: '  I want to become a family doctor.  ' })).json().data.statement).toBe(
      'I want to become a family doctor.',
    );

    expect((await put('memorandum', { accepted: false, signature: 'Ana Applicant' })).statusCode).toBe(400);
    expect((await put('memorandum', { accepted: true, signature: 'Ana Applicant' })).statusCode).toBe(200);
    expect((await put('licensure', { intendedCountryId: countryId, acknowledged: true })).statusCode).toBe(200);

    const transferMissing = await put('transfer-credit', { requestsTransfer: true, courses: [] });
    expect(transferMissing.json().error.fields).toMatchObject({
      institution: expect.any(String),
      courses: expect.any(String),
    });
    const transfer = await put('transfer-credit', {
      requestsTransfer: true,
      institution: 'University of Florida',
      courses: [
        { course: 'Organic Chemistry I', credits: 4, grade: 'A' },
        { course: 'Physics I', credits: 3.5 },
      ],
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect(transfer.json().data.courses).toHaveLength(2);

    // where you heard: a row of the lead sources table, nothing else
    expect((await put('where-you-heard', { sourceId: countryId })).json().error.fields.sourceId).toBe(
      'Choose a value from the list',
    );
    expect((await put('where-you-heard', { sourceId, detail: 'Met the admissions team in Miami' })).statusCode).toBe(
      200,
    );

    const accepted = await t.call('POST', url(undefined, '/acceptances/policy-guide'), token, {
      body: { accepted: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ accepted: true, savedByName: `Ana ${studentUser.lastName}` });

    const view = (await t.call('GET', url(), token)).json();
    expect(Object.values(view.forms).every((f) => (f as { saved: boolean }).saved)).toBe(true);
    expect(view.forms.contact.data.emergencyName).toBe('Maria Lopez'); // untouched by the other saves
    expect(view.acceptances).toMatchObject({
      policyGuide: { accepted: true },
      terms: { accepted: false },
      disclosure: { accepted: false },
    });
  });

  it('a new sign-in must verify again; it still sees what is saved, not the answers', async () => {
    const token = await t.login(studentUser.username);
    const view = (await t.call('GET', url(), token)).json();
    expect(view.verification.verified).toBe(false);
    expect(view.forms.statement).toMatchObject({ saved: true, data: null });
    expect(
      (await t.call('PUT', url(undefined, '/statement'), token, { body: { statement: 'Replaced' } })).statusCode,
    ).toBe(422);
  });

  it('a code dies after 15 minutes or 5 wrong tries', async () => {
    const token = await t.login(studentUser.username);
    later(120);
    const { code } = await mailedCode(token);
    later(VERIFICATION.ttlMinutes * 60 + 1);
    const expired = await t.call('POST', url(undefined, '/verify'), token, { body: { code } });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().error.message).toBe(VERIFICATION_MESSAGES.expired);

    const fresh = await mailedCode(token);
    const wrongCode = fresh.code === '999999' ? '999998' : '999999';
    const tries = [];
    for (let i = 0; i < VERIFICATION.maxTries; i++)
      tries.push(await t.call('POST', url(undefined, '/verify'), token, { body: { code: wrongCode } }));
    expect(tries.slice(0, 4).map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(tries[4].statusCode).toBe(422);
    expect(tries[4].json().error.message).toBe(VERIFICATION_MESSAGES.exhausted);
    // even the right code is refused now
    expect(
      (await t.call('POST', url(undefined, '/verify'), token, { body: { code: fresh.code } })).json().error.message,
    ).toBe(VERIFICATION_MESSAGES.exhausted);
    expect((await t.call('GET', url(), token)).json().verification.verified).toBe(false);
  });

  it("a parent neither asks for a code nor signs the adult student's forms", async () => {
    const parent = await makeUser(t.db, { userType: 'Parent', firstName: 'Pablo', email: 'pablo.parent@example.com' });
    await t.db.insert(parentStudents).values({ userId: parent.id, studentId: student.id, relation: 'Father' });
    const token = await t.login(parent.username);
    expect((await t.call('POST', url(undefined, '/code'), token)).statusCode).toBe(403);
    const res = await t.call('POST', url(undefined, '/acceptances/terms'), token, { body: { accepted: true } });
    expect(res.statusCode).toBe(403);
    expect(await t.deliverMail()).toHaveLength(0);
  });
});
