import { describe, expect, it } from 'vitest';
import { renderTemplate } from './alerts.template.js';

describe('alert email placeholders', () => {
  it('fills the known ones and leaves {{constructor}} and other built-in names as written', () => {
    const v = {
      alertName: 'Due tasks',
      now: new Date('2026-03-05T10:00:00Z'),
      since: new Date('2026-03-04T10:00:00Z'),
      count: 2,
      rows: ['a', 'b'],
    };
    const mail = renderTemplate(
      { subject: '{{alertName}} {{constructor}}', body: '{{count}} {{toString}} {{hasOwnProperty}}' },
      v,
    );
    expect(mail.subject).toBe('Due tasks {{constructor}}');
    expect(mail.text).toBe('2 {{toString}} {{hasOwnProperty}}');
  });
});
