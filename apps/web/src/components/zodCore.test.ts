import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { placeErrors, toPathErrors } from './zodCore';

const schema = z.object({
  hours: z.number().min(1, 'At least an hour'),
  problems: z
    .array(
      z.object({ problemId: z.number({ message: 'Choose the problem' }), role: z.string().min(1, 'Choose a role') }),
    )
    .max(2, 'At most two problems'),
});

describe('form errors by path', () => {
  it('names each issue by its whole path, the first message per path', () => {
    const r = schema.safeParse({ hours: 0, problems: [{ role: '' }, { problemId: 3, role: 'x' }] });
    expect(r.success).toBe(false);
    expect(toPathErrors(r.error!.issues)).toEqual({
      hours: 'At least an hour',
      'problems.0.problemId': 'Choose the problem',
      'problems.0.role': 'Choose a role',
    });
  });

  it('puts a line’s message on its own field, else on the list, else above the form', () => {
    const errors = {
      hours: 'At least an hour',
      'problems.0.problemId': 'Choose the problem',
      'problems.1.role': 'Choose a role',
      problems: 'At most two problems',
      'secret.field': 'Not on this form',
    };
    // the first line's field is shown, the second line's is not: its message falls back to the list's
    const { onField, stray } = placeErrors(errors, new Set(['hours', 'problems', 'problems.0.problemId']));
    expect(Object.fromEntries(onField)).toEqual({
      hours: 'At least an hour',
      'problems.0.problemId': 'Choose the problem',
      problems: 'Choose a role',
    });
    expect(stray).toEqual(['Not on this form']);
  });
});
