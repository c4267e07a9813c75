import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alertRuleInput } from '@caduceus/contracts';
import { nextRunAfter, periodStart } from './alerts.schedule.js';
import { escapeHtml, renderTemplate } from './alerts.template.js';

const at = (iso: string) => new Date(iso);

describe('nextRunAfter', () => {
  it('Daily: today at the time when it is still ahead, else tomorrow', () => {
    expect(nextRunAfter({ frequency: 'Daily', time: '07:00' }, at('2026-03-10T06:59:00Z')).toISOString()).toBe(
      '2026-03-10T07:00:00.000Z',
    );
    expect(nextRunAfter({ frequency: 'Daily', time: '07:00' }, at('2026-03-10T07:00:00Z')).toISOString()).toBe(
      '2026-03-11T07:00:00.000Z',
    );
    expect(nextRunAfter({ frequency: 'Daily', time: '23:30' }, at('2026-12-31T23:45:00Z')).toISOString()).toBe(
      '2027-01-01T23:30:00.000Z',
    );
  });

  it('Weekly: the next such weekday at the time (2026-03-10 is a Tuesday)', () => {
    const w = (day: string, time: string, after: string) =>
      nextRunAfter({ frequency: 'Weekly', dayOfWeek: day, time }, at(after)).toISOString();
    expect(w('Tuesday', '09:00', '2026-03-10T08:00:00Z')).toBe('2026-03-10T09:00:00.000Z');
    expect(w('Tuesday', '09:00', '2026-03-10T09:00:00Z')).toBe('2026-03-17T09:00:00.000Z');
    expect(w('Monday', '09:00', '2026-03-10T08:00:00Z')).toBe('2026-03-16T09:00:00.000Z');
    expect(w('Sunday', '00:00', '2026-03-10T08:00:00Z')).toBe('2026-03-15T00:00:00.000Z');
    expect(w('Friday', '17:15', '2026-12-30T10:00:00Z')).toBe('2027-01-01T17:15:00.000Z');
    expect(() => w('Someday', '09:00', '2026-03-10T08:00:00Z')).toThrow();
  });

  it('Monthly: this month on the day when still ahead, else next month (across the year end)', () => {
    const m = (day: number, time: string, after: string) =>
      nextRunAfter({ frequency: 'Monthly', dayOfMonth: day, time }, at(after)).toISOString();
    expect(m(15, '06:00', '2026-03-10T08:00:00Z')).toBe('2026-03-15T06:00:00.000Z');
    expect(m(10, '06:00', '2026-03-10T08:00:00Z')).toBe('2026-04-10T06:00:00.000Z');
    expect(m(28, '06:00', '2026-01-31T08:00:00Z')).toBe('2026-02-28T06:00:00.000Z');
    expect(m(1, '00:00', '2026-12-01T00:00:00Z')).toBe('2027-01-01T00:00:00.000Z');
  });

  it("is always strictly later, at the rule's time, within one period", () => {
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 1, max: 28 }),
        (after, h, mi, dow, dom) => {
          const time = `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}`;
          const daily = nextRunAfter({ frequency: 'Daily', time }, after);
          const weekly = nextRunAfter({ frequency: 'Weekly', time, dayOfWeek: days[dow] }, after);
          const monthly = nextRunAfter({ frequency: 'Monthly', time, dayOfMonth: dom }, after);
          for (const next of [daily, weekly, monthly]) {
            expect(next > after).toBe(true);
            expect([next.getUTCHours(), next.getUTCMinutes(), next.getUTCSeconds()]).toEqual([h, mi, 0]);
          }
          expect(daily.getTime() - after.getTime()).toBeLessThanOrEqual(86_400_000);
          expect(weekly.getUTCDay()).toBe(dow);
          expect(weekly.getTime() - after.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
          expect(monthly.getUTCDate()).toBe(dom);
          expect(monthly.getTime() - after.getTime()).toBeLessThanOrEqual(31 * 86_400_000);
        },
      ),
    );
  });

  it('a first run covers one period back', () => {
    const now = at('2026-03-31T07:00:00Z');
    expect(periodStart('Daily', now).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(periodStart('Weekly', now).toISOString()).toBe('2026-03-24T07:00:00.000Z');
    expect(periodStart(null, now).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });
});

describe('alertRuleInput', () => {
  const base = { name: 'Digest', templateId: 1, recipientEmails: ['ops@school.test'] };
  const fields = (v: object) => {
    const r = alertRuleInput.safeParse({ ...base, ...v });
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  it('asks what the frequency needs, and a recipient', () => {
    expect(fields({ frequency: 'Daily', time: '07:00' })).toEqual({});
    expect(fields({ frequency: 'Weekly', time: '07:00' })).toEqual({ dayOfWeek: 'Choose a day of the week' });
    expect(fields({ frequency: 'Monthly', time: '07:00' })).toEqual({ dayOfMonth: 'Choose a day of the month' });
    expect(fields({ frequency: 'Monthly', time: '07:00', dayOfMonth: 29 })).toEqual({
      dayOfMonth: 'Day of the month is 1 to 28',
    });
    expect(fields({ frequency: 'Daily', time: '7:00' })).toEqual({ time: 'Time as HH:MM (24 hours)' });
    expect(fields({ frequency: 'Hourly', time: '07:00' })).toHaveProperty('frequency');
    expect(fields({})).toEqual({ frequency: 'Choose Daily, Weekly or Monthly', time: 'Choose the time of day' });
    expect(fields({ kind: 'onDemand' })).toEqual({});
    expect(fields({ kind: 'onDemand', recipientEmails: [] })).toEqual({
      recipientUserIds: 'Add at least one recipient',
    });
    // every problem at once, not the cross-field ones only after the others are fixed
    expect(fields({ frequency: 'Weekly', time: '07:00', templateId: undefined, recipientEmails: ['nope'] })).toEqual({
      templateId: 'Choose an email template',
      dayOfWeek: 'Choose a day of the week',
      recipientEmails: 'Please enter a valid email address',
    });
  });
});

describe('renderTemplate', () => {
  const values = {
    alertName: 'Digest <1>',
    now: at('2026-03-10T07:00:00Z'),
    since: at('2026-03-09T07:00:00Z'),
    count: 2,
    rows: ['a <script>x</script>', 'b & c'],
  };

  it('fills a plain-text template, escaping values in the HTML part', () => {
    const m = renderTemplate(
      { subject: '{{alertName}}: {{count}} on {{date}}', body: 'Since {{since}}:\n{{rows}}\n{{unknown}}' },
      values,
    );
    expect(m.subject).toBe('Digest <1>: 2 on 03/10/2026');
    expect(m.text).toBe('Since 03/09/2026:\n- a <script>x</script>\n- b & c\n{{unknown}}');
    expect(m.html).toContain('<li>a &lt;script&gt;x&lt;/script&gt;</li><li>b &amp; c</li>');
    expect(m.html).not.toContain('<script>');
    expect(m.html).toContain('Since 03/09/2026:<br>');
  });

  it("keeps an HTML template's markup and gives a readable text part", () => {
    const m = renderTemplate(
      { subject: 'x', body: '<p>Hello from {{alertName}}</p>{{rows}}' },
      { ...values, rows: [] },
    );
    expect(m.html).toBe('<p>Hello from Digest &lt;1&gt;</p><p>(none)</p>');
    expect(m.text).toBe('Hello from Digest <1>\n(none)');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
