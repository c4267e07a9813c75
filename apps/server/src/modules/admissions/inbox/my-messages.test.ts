import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '@caduceus/contracts';
import { recipient, testApp, type TestApp } from '../../../../test/harness.js';
import { addLeadAs } from '../../../../test/leads.js';
import { leadBystanders } from '../../../../test/lead-users.js';
import { multipart } from '../../../../test/multipart.js';
import { rfc822, type RawMail } from '../../../../test/rfc822.js';
import { grantMenus, makeGroup, makeStudent } from '../../../factories/index.js';

const TOKEN = 'relay-secret-for-my-messages';
let t: TestApp;
let alma: string;
let kim: string;
let kimId: number;
let reader: string;
let outsider: string;

beforeAll(async () => {
  t = await testApp({ smtp: true, config: { inboundEmailToken: TOKEN } });
  const group = await makeGroup(t.db, { name: 'Admissions Office' });
  await grantMenus(t.db, group.id, { '/lead/list': 15, '/student/list': 15 });
  alma = (await t.signIn({ username: 'alma', firstName: 'Alma', lastName: 'Admissions', groupId: group.id })).token;
  const k = await t.signIn({ username: 'kim', firstName: 'Kim', lastName: 'Rep', groupId: group.id });
  kim = k.token;
  kimId = k.user.id;
  ({ reader, outsider } = await leadBystanders(t));
});
afterAll(async () => {
  await t?.close();
});

const addLead = (representativeId: number | null = kimId) =>
  addLeadAs(t, alma, { firstName: 'Noor', representativeId });
const inbound = (m: RawMail) =>
  t.call('POST', '/api/inbound/email', TOKEN, { body: rfc822(m), headers: { 'content-type': 'message/rfc822' } });
const sendFromTab = (leadId: number, fields: Record<string, string>, token: string) => {
  const mp = multipart(fields);
  return t.call('POST', `/api/leads/${leadId}/emails`, token, { body: mp.body, headers: mp.headers });
};

describe('my mail and my chats', () => {
  it('shows each user their own mail with leads; a thread reads in order, its representative reads it, replies go out by email', async () => {
    const lead = await addLead();
    const quiet = await addLead(); // Kim's too, but no messages: no thread
    const alien = await addLead(null);
    expect(
      (
        await sendFromTab(
          lead.id,
          { to: lead.email, subject: 'Welcome to Caduceus', body: 'Dear Noor, welcome.' },
          alma,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await inbound({
          from: lead.email,
          subject: 'Re: Welcome to Caduceus',
          text: 'Thank you! When is the interview?',
        })
      ).json().outcome,
    ).toBe('lead');
    expect((await inbound({ from: alien.email, subject: 'Nobody represents me' })).json().outcome).toBe('lead');

    // Alma wrote the first email; Kim represents the lead and receives its reply
    const almaMail = (await t.call('GET', '/api/my-messages/mail', alma)).json();
    expect(almaMail.items).toEqual([
      expect.objectContaining({
        leadId: lead.id,
        direction: 'out',
        address: lead.email,
        subject: 'Welcome to Caduceus',
        status: 'Pending',
      }),
    ]);
    const kimMail = await t.call('GET', '/api/my-messages/mail', kim);
    expect(kimMail.statusCode, kimMail.body).toBe(200);
    expect(kimMail.json().items).toEqual([
      expect.objectContaining({
        leadId: lead.id,
        leadName: `Noor ${lead.lastName}`,
        direction: 'in',
        address: lead.email,
        subject: 'Re: Welcome to Caduceus',
        status: 'Received',
        read: false,
      }),
    ]);

    // Kim's chats: one thread (the lead with messages), one unread
    const chats = await t.call('GET', '/api/my-messages/chats', kim);
    expect(chats.statusCode, chats.body).toBe(200);
    expect(chats.json().items).toEqual([
      expect.objectContaining({
        leadId: lead.id,
        lastDirection: 'in',
        lastSubject: 'Re: Welcome to Caduceus',
        lastSnippet: 'Thank you! When is the interview?',
        unread: 1,
        total: 2,
      }),
    ]);
    expect(chats.json().items.some((c: { leadId: number }) => c.leadId === quiet.id || c.leadId === alien.id)).toBe(
      false,
    );
    expect((await t.call('GET', '/api/my-messages/chats', alma)).json().total).toBe(0);

    // Alma looking at the thread leaves it unread; Kim opening it reads it
    const seen = await t.call('GET', `/api/leads/${lead.id}/conversation`, alma);
    expect(seen.json()).toMatchObject({
      isRepresentative: false,
      messages: [{ direction: 'out' }, { direction: 'in', read: false }],
    });
    const thread = await t.call('GET', `/api/leads/${lead.id}/conversation`, kim);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json()).toMatchObject({
      leadId: lead.id,
      isRepresentative: true,
      closed: false,
      messages: [
        {
          direction: 'out',
          subject: 'Welcome to Caduceus',
          sentByName: 'Alma Admissions',
          body: 'Dear Noor, welcome.',
        },
        {
          direction: 'in',
          from: lead.email,
          subject: 'Re: Welcome to Caduceus',
          body: 'Thank you! When is the interview?',
        },
      ],
    });
    expect((await t.call('GET', '/api/my-messages/chats?unread=true', kim)).json().total).toBe(0);

    // the reply box: an email to the lead through the outbox, "Re:" not doubled
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/conversation/replies`, kim, { body: { body: '   ' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.call('POST', `/api/leads/${lead.id}/conversation/replies`, reader, { body: { body: 'Hi' } })).statusCode,
    ).toBe(403);
    const reply = await t.call('POST', `/api/leads/${lead.id}/conversation/replies`, kim, {
      body: { body: 'The interview is on Monday at 10.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({
      direction: 'out',
      to: lead.email,
      subject: 'Re: Welcome to Caduceus',
      sentByName: 'Kim Rep',
    });
    const delivered = await t.deliverMail();
    expect(delivered.map((m) => m.subject).sort()).toEqual(['Re: Welcome to Caduceus', 'Welcome to Caduceus']);
    const mail = delivered.find((m) => m.subject === 'Re: Welcome to Caduceus')!;
    expect(recipient(mail)).toBe(lead.email);
    expect(mail.text).toMatch(/The interview is on Monday at 10\./);
    const after = (await t.call('GET', '/api/my-messages/chats', kim)).json().items[0];
    expect(after).toMatchObject({ leadId: lead.id, lastDirection: 'out', total: 3, unread: 0 });
    const kimOut = (await t.call('GET', '/api/my-messages/mail?direction=out', kim)).json();
    expect(kimOut.items).toEqual([
      expect.objectContaining({ leadId: lead.id, subject: 'Re: Welcome to Caduceus', status: 'Sent' }),
    ]);
    expect(
      (await t.call('GET', `/api/my-messages/mail?q=${encodeURIComponent(lead.lastName)}`, kim)).json().total,
    ).toBe(2);
    expect((await t.call('GET', '/api/my-messages/mail?q=no-such-thing', kim)).json().total).toBe(0);

    // a closed lead is reopened before anyone writes to it
    expect((await t.call('POST', `/api/leads/${lead.id}/close`, alma, { body: {} })).statusCode).toBe(200);
    const closed = await t.call('POST', `/api/leads/${lead.id}/conversation/replies`, kim, {
      body: { body: 'Still there?' },
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().error.message).toBe(LEAD_MESSAGES.closed);
  });

  it('refuses users without the Lead menu', async () => {
    for (const url of ['/api/my-messages/mail', '/api/my-messages/sms', '/api/my-messages/chats']) {
      expect((await t.call('GET', url, outsider)).statusCode, url).toBe(403);
    }
  });
});

describe('my SMS', () => {
  it("lists the SMS the user sent, newest first, and nobody else's", async () => {
    const s = await makeStudent(t.db, { firstName: 'Ravi', lastName: 'Menon' });
    expect(
      (
        await t.call('POST', `/api/students/${s.id}/sms`, kim, {
          body: { phone: '305 555 0111', text: 'Your documents arrived.' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await t.call('POST', `/api/students/${s.id}/sms`, alma, { body: { phone: '305 555 0111', text: 'Alma here.' } }))
        .statusCode,
    ).toBe(201);
    const mine = await t.call('GET', '/api/my-messages/sms', kim);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        studentId: s.id,
        studentName: 'Ravi Menon',
        to: '305 555 0111',
        text: 'Your documents arrived.',
        status: 'Logged',
      }),
    ]);
    expect(
      (await t.call('GET', '/api/my-messages/sms?q=ravi', alma)).json().items.map((x: { text: string }) => x.text),
    ).toEqual(['Alma here.']);
  });
});
