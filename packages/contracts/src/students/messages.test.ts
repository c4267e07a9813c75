import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  notifyAllInput,
  richTextBlocks,
  richTextToHtml,
  richTextToPlain,
  smsSegments,
  studentEmailInput,
  studentSmsInput,
} from './messages.js';

describe('templates', () => {
  it('fills the known placeholders and leaves unknown ones as written', () => {
    expect(
      fillTemplate('Dear {{firstName}} {{ lastName }} ({{studentId}}), {{unknown}} {{email}}', {
        firstName: 'Ana',
        lastName: 'Ruiz',
        studentId: 100001,
      }),
    ).toBe('Dear Ana Ruiz (100001), {{unknown}} {{email}}');
  });
});

describe('rich text without HTML', () => {
  it('renders bold, italic, links, lists and paragraphs, escaping everything typed', () => {
    const src =
      'Hello **Ana** and _you_,\nsee [site](https://x.edu/a?b=1&c=2) or https://y.edu.\n\n- one <b>\n- two\n\n1. first\n2. second';
    expect(richTextToHtml(src)).toBe(
      [
        '<p>Hello <strong>Ana</strong> and <em>you</em>,<br>see <a href="https://x.edu/a?b=1&amp;c=2">site</a> or <a href="https://y.edu">https://y.edu</a>.</p>',
        '<ul><li>one &lt;b&gt;</li><li>two</li></ul>',
        '<ol><li>first</li><li>second</li></ol>',
      ].join('\n'),
    );
    expect(richTextToPlain(src)).toBe(
      'Hello Ana and you,\nsee site (https://x.edu/a?b=1&c=2) or https://y.edu.\n\n- one <b>\n- two\n\n1. first\n2. second',
    );
  });

  it('never makes a link of a script address, and snake_case words stay plain', () => {
    expect(richTextToHtml('[x](javascript:alert(1)) first_name_here')).toBe(
      '<p>[x](javascript:alert(1)) first_name_here</p>',
    );
    expect(richTextBlocks('"><img src=x onerror=alert(1)>')).toEqual([
      { t: 'p', lines: [[{ t: 'text', text: '"><img src=x onerror=alert(1)>' }]] },
    ]);
    expect(richTextToHtml('"><img src=x onerror=alert(1)>')).toBe(
      '<p>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</p>',
    );
  });
});

describe('forms', () => {
  it('reads the multipart email fields: cc list, the parents box, control characters dropped', () => {
    const v = studentEmailInput.parse({
      to: 'a@x.edu',
      cc: 'b@x.edu; c@x.edu,b@x.edu',
      ccParents: 'true',
      subject: 'Hi',
      body: 'Hi\u0007 there\r\n',
    });
    expect(v).toMatchObject({ cc: ['b@x.edu', 'c@x.edu'], ccParents: true, body: 'Hi there\n' });
    expect(studentEmailInput.safeParse({ to: 'a@x.edu', subject: 'Hi', body: 'Hi', cc: 'nope' }).success).toBe(false);
  });

  it('counts SMS in 160-character segments and caps the text', () => {
    expect([smsSegments('x'), smsSegments('x'.repeat(160)), smsSegments('x'.repeat(161))]).toEqual([1, 1, 2]);
    expect(studentSmsInput.safeParse({ phone: '3055550100', text: 'x'.repeat(641) }).success).toBe(false);
    expect(studentSmsInput.safeParse({ phone: '+1 305 555 0100', text: 'Hello' }).success).toBe(true);
  });

  it('asks for students or a filter before notifying', () => {
    expect(notifyAllInput.safeParse({}).success).toBe(false);
    expect(notifyAllInput.safeParse({ filters: { cohort: '' } }).success).toBe(false);
    expect(notifyAllInput.safeParse({ filters: { cohort: 'A' } }).success).toBe(true);
    expect(notifyAllInput.parse({ studentIds: [1] })).toMatchObject({ sendEmail: false, sendNotification: true });
  });
});
