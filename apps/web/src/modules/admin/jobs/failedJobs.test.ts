import { describe, expect, it } from 'vitest';
import { failureText, jobTitle } from './failedJobs';

describe('failed jobs', () => {
  it('names known jobs for an administrator and keeps unknown names as they are', () => {
    expect(jobTitle('outbox')).toBe('Email sending (outbox)');
    expect(jobTitle('invoice-run')).toBe('invoice-run');
    expect(jobTitle('constructor')).toBe('constructor');
  });
  it("shows an error's message, a text as it is, anything else as JSON", () => {
    expect(failureText({ message: 'SMTP refused', stack: 'at x' })).toBe('SMTP refused');
    expect(failureText('timeout')).toBe('timeout');
    expect(failureText({ code: 42 })).toBe('{"code":42}');
    expect(failureText(null)).toBe('No reason recorded');
  });
});
