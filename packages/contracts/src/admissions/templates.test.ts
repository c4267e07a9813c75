import { describe, expect, it } from 'vitest';
import {
  LEAD_TEMPLATE_PLACEHOLDERS,
  SAMPLE_LEAD_VALUES,
  fillLeadTemplate,
  leadTemplateInput,
  unknownPlaceholders,
} from './templates.js';

describe('fillLeadTemplate (lead placeholders; students/richText has its own fillTemplate)', () => {
  it('fills every lead placeholder, wherever it appears and however often', () => {
    const text =
      'Dear {{firstName}} {{lastName}}, welcome to {{program}} ({{semester}}). {{firstName}}, your representative is {{representative}}.';
    expect(fillLeadTemplate(text, SAMPLE_LEAD_VALUES)).toBe(
      'Dear Jane Doe, welcome to Doctor of Medicine (MD) (Fall 2026). Jane, your representative is Alma Admissions.',
    );
  });

  it('allows spaces inside the braces', () => {
    expect(fillLeadTemplate('Hi {{ firstName }}!', { firstName: 'Ana' })).toBe('Hi Ana!');
  });

  it('leaves a known placeholder without a value empty, never braces in an email', () => {
    expect(fillLeadTemplate('Hi {{firstName}} {{lastName}}.', { firstName: 'Ana', lastName: null })).toBe('Hi Ana .');
    expect(fillLeadTemplate('Program: {{program}}', {})).toBe('Program: ');
  });

  it('keeps an unknown placeholder as written and does not read inherited properties', () => {
    expect(fillLeadTemplate('{{nickname}} {{toString}} {{constructor}}', {})).toBe(
      '{{nickname}} {{toString}} {{constructor}}',
    );
  });

  it('inserts values literally, including $ patterns and braces', () => {
    expect(fillLeadTemplate('Dear {{firstName}}', { firstName: '$& $1 {{lastName}}' })).toBe('Dear $& $1 {{lastName}}');
  });

  it('leaves text without placeholders unchanged', () => {
    expect(fillLeadTemplate('No braces { here } {{}}', SAMPLE_LEAD_VALUES)).toBe('No braces { here } {{}}');
  });
});

describe('lead template rules', () => {
  it('names the five lead placeholders', () => {
    expect(LEAD_TEMPLATE_PLACEHOLDERS.map((p) => p.key)).toEqual([
      'firstName',
      'lastName',
      'program',
      'semester',
      'representative',
    ]);
  });

  it('finds unknown placeholders once each, in order', () => {
    expect(unknownPlaceholders('{{firstName}} {{gpa}} {{ campus }} {{gpa}}')).toEqual(['gpa', 'campus']);
    expect(unknownPlaceholders('{{firstName}} {{representative}}')).toEqual([]);
  });

  it('refuses a template with an unknown placeholder and requires name, subject and body', () => {
    const bad = leadTemplateInput.safeParse({
      name: 'Welcome',
      subject: 'Hello {{firstname}}',
      body: 'Dear {{firstName}}',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['subject'] });
    expect(bad.error?.issues[0].message).toContain('{{firstname}}');
    const empty = leadTemplateInput.safeParse({ name: ' ', subject: '', body: null });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      'Name is required',
      'Subject is required',
      'Body is required',
    ]);
    expect(leadTemplateInput.parse({ name: ' Welcome ', subject: 'Hi {{firstName}}', body: 'Body' })).toEqual({
      name: 'Welcome',
      subject: 'Hi {{firstName}}',
      body: 'Body',
    });
  });
});
