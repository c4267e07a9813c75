import { describe, expect, it } from 'vitest';
import {
  UNVERIFIED_EMAIL_STATUSES,
  canDoUnverified,
  chatReplyInput,
  replySubject,
  snippetOf,
  splitSenderName,
  unverifiedEmailMerge,
  unverifiedEmailQuery,
  unverifiedEmailUpdate,
} from './inbox.js';
import { leadEmailListItem, leadEmailQuery } from './messages.js';

describe('splitSenderName', () => {
  it('takes the last word as the last name and the rest as the first', () => {
    expect(splitSenderName('Maria José Santos', 'mj@example.org')).toEqual({
      firstName: 'Maria José',
      lastName: 'Santos',
    });
    expect(splitSenderName('  "Lena   Okafor" ', 'x@example.org')).toEqual({ firstName: 'Lena', lastName: 'Okafor' });
  });
  it('reads "Last, First"', () => {
    expect(splitSenderName('López García, Ana', 'ana@example.org')).toEqual({
      firstName: 'Ana',
      lastName: 'López García',
    });
  });
  it('keeps a single word as the first name', () => {
    expect(splitSenderName('Madonna', 'm@example.org')).toEqual({ firstName: 'Madonna', lastName: '' });
  });
  it('falls back to the address when there is no name (or the name is an address)', () => {
    expect(splitSenderName(null, 'ana.lopez@example.org')).toEqual({ firstName: 'Ana', lastName: 'Lopez' });
    expect(splitSenderName('ana_maria-lopez+apply@example.org', 'ana_maria-lopez+apply@example.org')).toEqual({
      firstName: 'Ana Maria',
      lastName: 'Lopez',
    });
    expect(splitSenderName('', 'admissions2026@example.org')).toEqual({ firstName: 'Admissions2026', lastName: '' });
    expect(splitSenderName(undefined, '12345@example.org')).toEqual({ firstName: '', lastName: '' });
  });
  it('never gives names longer than the lead form allows', () => {
    const long = `${'A'.repeat(80)} ${'B'.repeat(80)}`;
    const r = splitSenderName(long, 'x@example.org');
    expect(r.firstName.length).toBeLessThanOrEqual(60);
    expect(r.lastName.length).toBeLessThanOrEqual(60);
  });
});

describe('what each status allows', () => {
  it('works on open emails and restores only discarded ones', () => {
    for (const s of UNVERIFIED_EMAIL_STATUSES) {
      expect(canDoUnverified('convert', s)).toBe(s === 'open');
      expect(canDoUnverified('merge', s)).toBe(s === 'open');
      expect(canDoUnverified('discard', s)).toBe(s === 'open');
      expect(canDoUnverified('update', s)).toBe(s === 'open');
      expect(canDoUnverified('restore', s)).toBe(s === 'discarded');
    }
  });
});

describe('inputs', () => {
  it('checks the sender details: a valid phone, names without outer spaces, blanks as nothing', () => {
    expect(unverifiedEmailUpdate.parse({ senderFirstName: '', senderPhone: '', notes: '' })).toEqual({
      senderFirstName: null,
      senderPhone: null,
      notes: null,
    });
    const bad = unverifiedEmailUpdate.safeParse({ senderFirstName: ' Ana', senderPhone: 'call me' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['senderFirstName', 'senderPhone']);
    expect(unverifiedEmailUpdate.safeParse({ notes: 'x'.repeat(2001) }).success).toBe(false);
  });
  it('wants a lead to merge into and a reply with text', () => {
    expect(unverifiedEmailMerge.safeParse({}).success).toBe(false);
    expect(unverifiedEmailMerge.parse({ leadId: '42' })).toEqual({ leadId: 42 });
    expect(chatReplyInput.safeParse({ body: '  \n ' }).success).toBe(false);
    expect(chatReplyInput.parse({ body: 'Hi\r\nthere', subject: '' })).toEqual({ body: 'Hi\nthere', subject: null });
  });
  it('filters the list by status and read state only with known values', () => {
    expect(unverifiedEmailQuery.parse({ status: 'open', read: 'unread' })).toMatchObject({
      status: 'open',
      read: 'unread',
      page: 1,
      pageSize: 25,
    });
    expect(unverifiedEmailQuery.safeParse({ status: 'deleted' }).success).toBe(false);
    expect(unverifiedEmailQuery.safeParse({ read: 'maybe' }).success).toBe(false);
  });
  it("lets a lead's email history hold received messages", () => {
    expect(leadEmailQuery.parse({ status: 'Received', direction: 'in' })).toMatchObject({
      status: 'Received',
      direction: 'in',
    });
    const row = {
      id: 1,
      to: '',
      cc: [],
      subject: 's',
      sentByName: null,
      sentAt: '2026-01-01T00:00:00.000Z',
      deliveredAt: null,
      attachmentCount: 0,
    };
    expect(
      leadEmailListItem.safeParse({ ...row, direction: 'in', from: 'a@b.org', status: 'Received', read: false })
        .success,
    ).toBe(true);
    expect(
      leadEmailListItem.safeParse({ ...row, direction: 'sideways', from: null, status: 'Sent', read: true }).success,
    ).toBe(false);
  });
});

describe('texts', () => {
  it('answers with "Re:" once', () => {
    expect(replySubject(null, 'Your application')).toBe('Re: Your application');
    expect(replySubject('', 'RE: Your application')).toBe('RE: Your application');
    expect(replySubject('Interview date', 'Your application')).toBe('Interview date');
    expect(replySubject(undefined, null)).toBe('Message from the admissions office');
  });
  it('shortens a text to one line for lists', () => {
    expect(snippetOf('Hello,\n\nI would like   to apply.')).toBe('Hello, I would like to apply.');
    const s = snippetOf('word '.repeat(100), 20);
    expect(s.length).toBeLessThanOrEqual(20);
    expect(s.endsWith('…')).toBe(true);
  });
});
