import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { amount, formatDate, formatPhone, MESSAGES, password, PATTERNS, text } from './validation.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const DIGITS = '0123456789'.split('');
const SPECIALS = '@$!%*#?&_'.split('');
const ALLOWED = [...LETTERS, ...DIGITS, ...SPECIALS];
const from = (chars: string[]) => fc.constantFrom(...chars);
const str = (chars: string[], min: number, max: number) =>
  fc.array(from(chars), { minLength: min, maxLength: max }).map((a) => a.join(''));
const shuffled = (parts: string[], seed: number) =>
  parts
    .map((c, i) => ({ c, k: (i * 7919 + seed) % 104729 }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.c)
    .join('');

describe('password rule: at least 8, a letter, a digit and one of @$!%*#?&_', () => {
  const re = PATTERNS.password;
  it('accepts any mix of the allowed characters that has all three kinds and 8 or more characters', () => {
    fc.assert(
      fc.property(from(LETTERS), from(DIGITS), from(SPECIALS), str(ALLOWED, 5, 40), fc.nat(), (l, d, s, rest, seed) => {
        expect(re.test(shuffled([l, d, s, ...rest.split('')], seed))).toBe(true);
      }),
    );
  });

  it('refuses a password short of 8 characters', () => {
    fc.assert(
      fc.property(from(LETTERS), from(DIGITS), from(SPECIALS), str(ALLOWED, 0, 4), (l, d, s, rest) => {
        expect(re.test(l + d + s + rest)).toBe(false);
      }),
    );
  });

  it('refuses a password missing a letter, a digit or a special character', () => {
    fc.assert(
      fc.property(str([...DIGITS, ...SPECIALS], 8, 30), (p) => {
        expect(re.test(p)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(str([...LETTERS, ...SPECIALS], 8, 30), (p) => {
        expect(re.test(p)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(str([...LETTERS, ...DIGITS], 8, 30), (p) => {
        expect(re.test(p)).toBe(false);
      }),
    );
  });

  it('refuses characters outside the allowed set', () => {
    fc.assert(
      fc.property(fc.constantFrom(' ', '^', '-', '+', '(', 'é', '\n', '.'), fc.nat(12), (bad, at) => {
        const p = 'Abcdef1@xyz';
        expect(re.test(p.slice(0, at) + bad + p.slice(at))).toBe(false);
      }),
    );
  });

  it("answers the spec's examples with its message", () => {
    for (const ok of ['Caduceus@2026', 'abc12345_', 'A1!aaaaa', 'zzzz9999#'])
      expect(password.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['Abc@123', 'abcdefgh', '12345678', 'abcd1234', 'abcd@efg', '1234@567', 'Abc 123@x', '']) {
      const r = password.safeParse(bad);
      expect(r.success, bad).toBe(false);
      expect(r.error?.issues[0].message).toBe(MESSAGES.password);
    }
  });
});

describe('other patterns', () => {
  const cases: [keyof typeof PATTERNS, string[], string[]][] = [
    [
      'zip',
      ['12345', '12345-6789', 'SW1A 1AA', 'K1A0B6', 'abc'],
      ['12', '-1234', ' 12345', '12345678901', '123$4', ''],
    ],
    [
      'phone',
      [
        '5551234567',
        '(555) 123-4567',
        '555-123-4567',
        '555 123 4567',
        '+1 555 123 4567',
        '+44-555-123-4567',
        '1234567890123',
      ],
      ['12345', 'phone', '555-1234', '(555) 12-34567', ''],
    ],
    ['passport', ['A1234567', 'x9', '123456789'], ['AB 123', 'AB-123', 'ÄB123', '']],
    ['amount', ['0', '10', '10.5', '10.55', '1000000'], ['10.555', '-1', '1.', '.5', '1,000', '1e3', '']],
    ['gpa', ['', '3', '3.5', '3.75', '10.25'], ['100', '3.755', '-1', '3.', 'A']],
    ['noOuterSpace', ['', 'a', 'a b', 'line\nbreak'], [' a', 'a ', '\ta', 'a\n', ' ']],
    ['username', ['abc', 'john.doe', 'j_d-1@x'], ['ab', 'john doe', 'a'.repeat(65)]],
  ];
  for (const [name, good, bad] of cases) {
    it(`${name}: accepts ${good.length} and refuses ${bad.length} examples`, () => {
      for (const v of good) expect(PATTERNS[name].test(v), JSON.stringify(v)).toBe(true);
      for (const v of bad) expect(PATTERNS[name].test(v), JSON.stringify(v)).toBe(false);
    });
  }

  it('amount: any whole number of cents written with 0 to 2 decimals is accepted, 3 decimals are not', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000_00), (cents) => {
        expect(PATTERNS.amount.test((cents / 100).toFixed(2))).toBe(true);
        expect(PATTERNS.amount.test(String(Math.floor(cents / 100)))).toBe(true);
        expect(PATTERNS.amount.test(`${(cents / 100).toFixed(2)}1`)).toBe(false);
      }),
    );
    expect(amount.safeParse('12.345').error?.issues[0].message).toBe(MESSAGES.amount);
  });

  it('noOuterSpace: accepts a text exactly when trimming would not change it', () => {
    const chars = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff', 'a', 'b', '.');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 12 }).map((a) => a.join('')),
        (s) => {
          expect(PATTERNS.noOuterSpace.test(s)).toBe(s === s.trim());
        },
      ),
    );
  });

  it('text(): required, no outer spaces, bounded', () => {
    const t = text(5);
    expect(t.safeParse('abc').success).toBe(true);
    expect(t.safeParse('').error?.issues[0].message).toBe(MESSAGES.required);
    expect(t.safeParse(' abc').error?.issues[0].message).toBe(MESSAGES.noOuterSpace);
    expect(t.safeParse('abcdef').success).toBe(false);
    expect(t.safeParse(undefined).error?.issues[0].message).toBe(MESSAGES.required);
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (xxx) xxx-xxxx and keeps up to 4 leading digits with a +', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('+1 (555) 123-4567');
    expect(formatPhone('0044 555 123 4567')).toBe('+0044 (555) 123-4567');
    expect(formatPhone('123456 555 123 4567')).toBe('+3456 (555) 123-4567');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });

  it('keeps the last ten digits, in order, for any input with ten or more digits', () => {
    fc.assert(
      fc.property(str(DIGITS, 10, 16), fc.constantFrom('', ' ', '-', '.'), (digits, sep) => {
        const out = formatPhone(digits.split('').join(sep));
        expect(out).toMatch(/^(\+\d{1,4} )?\(\d{3}\) \d{3}-\d{4}$/);
        expect(out.replace(/\D/g, '').endsWith(digits.slice(-10))).toBe(true);
        expect(out.replace(/\D/g, '')).toBe(digits.slice(-Math.min(digits.length, 14)));
      }),
    );
  });
});

describe('formatDate', () => {
  it('shows ISO dates as MM/DD/YYYY without shifting the day', () => {
    expect(formatDate('2026-03-05')).toBe('03/05/2026');
    expect(formatDate('2026-12-31T23:59:59.999Z')).toBe('12/31/2026');
    expect(formatDate('2026-01-01T00:30:00+05:00')).toBe('01/01/2026');
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 12)))).toBe('02/29/2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes the month, day and year of any ISO date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString();
        expect(formatDate(iso)).toBe(`${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`);
        expect(formatDate(d)).toBe(formatDate(iso));
      }),
    );
  });
});
