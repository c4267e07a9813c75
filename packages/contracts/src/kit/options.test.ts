import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionCodes, optionLabel, type OptionValue } from './options.js';

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'large', label: 'Large' },
] as const;
const LEVELS = [
  { value: 1, label: 'One' },
  { value: 2, label: 'Two' },
] as const;

describe('option lists', () => {
  it('gives the values for z.enum in their order', () => {
    const codes = optionCodes(SIZES);
    expect(codes).toEqual(['small', 'large']);
    const size = z.enum(codes);
    expect(size.safeParse('large').success).toBe(true);
    expect(size.safeParse('Large').success).toBe(false);
    const typed: OptionValue<typeof SIZES> = codes[0];
    expect(typed).toBe('small');
  });

  it('reads a label by value, and an unknown value as itself', () => {
    expect(optionLabel(SIZES)('small')).toBe('Small');
    expect(optionLabel(SIZES)('medium')).toBe('medium');
    expect(optionLabel(LEVELS)(2)).toBe('Two');
    expect(optionLabel(LEVELS)(7)).toBe('7');
  });
});
