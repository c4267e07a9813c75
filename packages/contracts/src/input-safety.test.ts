import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  MESSAGES,
  TEXT_RULE,
  email,
  messageText,
  multilineText,
  ownValue,
  safeString,
  singleLine,
  text,
  withoutTextRule,
} from './validation.js';
import { fillTemplate } from './students/richText.js';
import { OPTION_LISTS } from './reference/options.js';
import { loginRequest } from './access/auth.api.js';
import { fieldSchema } from './reference/engine.js';

/** C0 controls other than tab, LF and CR, and DEL: refused everywhere. */
const CONTROLS = [...Array.from({ length: 32 }, (_, i) => i).filter((c) => c !== 9 && c !== 10 && c !== 13), 0x7f].map(
  (c) => String.fromCharCode(c),
);
const LINE_BREAKS = ['\t', '\n', '\r', '\u2028', '\u2029'];
const issuesOf = (s: z.ZodType, v: unknown) => s.safeParse(v).error?.issues ?? [];

describe('safeString: the string of every request schema', () => {
  it('refuses every C0 control character but tab and line breaks, DEL, and half a surrogate pair, wherever they stand', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CONTROLS, '\ud800', '\udfff'), fc.string(), (a, bad, b) => {
        const issues = issuesOf(safeString(), a + bad + b);
        expect(issues.length).toBeGreaterThan(0);
        expect(
          issues.some((i) => i.code === 'custom' && (i as { params?: { rule?: string } }).params?.rule === TEXT_RULE),
        ).toBe(true);
      }),
    );
    expect(issuesOf(safeString(), 'a\u0000b')[0].message).toBe(MESSAGES.controlChars);
  });

  it('accepts printable text, tabs and line breaks, accents and emoji (whole surrogate pairs)', () => {
    for (const ok of ['Line one\r\nLine\ttwo', 'Çağlar Öztürk', 'naïve café', '日本語', '👩🏽‍⚕️ ok', ''])
      expect(safeString().safeParse(ok).success, ok).toBe(true);
  });

  it('chains like z.string(): trim, min, max, email, regex, optional, nullable', () => {
    const s = z.object({
      name: safeString().trim().min(2).max(5),
      mail: safeString().email(),
      code: safeString()
        .regex(/^[A-Z]+$/)
        .optional(),
      note: safeString().nullable(),
    });
    expect(s.parse({ name: '  abc  ', mail: 'a@b.co', note: null })).toEqual({
      name: 'abc',
      mail: 'a@b.co',
      note: null,
    });
    const r = s.safeParse({ name: 'a\u0000', mail: 'a\u0000@b.co', code: 'AB\u0007' });
    expect(new Set(r.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['name', 'mail', 'code', 'note']));
    expect(safeString({ error: 'Required' }).safeParse(undefined).error?.issues[0].message).toBe('Required');
    expect(safeString() instanceof z.ZodString).toBe(true);
  });

  it('also checks record keys and array items', () => {
    expect(z.record(safeString(), z.number()).safeParse({ 'a\u0000': 1 }).success).toBe(false);
    expect(z.array(safeString()).safeParse(['ok', 'no\u001b[2J']).success).toBe(false);
  });
});

describe('singleLine: names, codes, search text, sign-in names', () => {
  it('refuses tabs and line breaks as well', () => {
    for (const bad of LINE_BREAKS) {
      expect(issuesOf(singleLine(), `a${bad}b`)[0]?.message, JSON.stringify(bad)).toBe(MESSAGES.singleLine);
      expect(text(20).safeParse(`a${bad}b`).success).toBe(false);
      expect(multilineText(20).safeParse(`a${bad}b`).success, JSON.stringify(bad)).toBe(true);
    }
    expect(email.safeParse('a@b.co\nBcc: x@y.z').success).toBe(false);
    expect(loginRequest.safeParse({ username: 'a\u0000b', password: 'x' }).error?.issues[0].path).toEqual(['username']);
  });

  it('control-table text fields are one line, textarea fields may have several', () => {
    const line = fieldSchema({ key: 'name', label: 'Name', kind: 'text', required: true });
    const area = fieldSchema({ key: 'description', label: 'Description', kind: 'textarea' });
    expect(line.safeParse('Nul\u0000land').success).toBe(false);
    expect(line.safeParse('Two\nlines').success).toBe(false);
    expect(area.safeParse('Two\nlines').success).toBe(true);
    expect(area.safeParse('Bell\u0007').success).toBe(false);
  });
});

describe('messageText: bodies pasted from other programs', () => {
  it('drops control characters instead of refusing them, and refuses half a surrogate pair', () => {
    expect(messageText().parse('Hi\u0007 there\r\nbye\u000b')).toBe('Hi there\nbye');
    expect(messageText().safeParse('broken \ud83d').success).toBe(false);
  });
});

describe('answers are not held to the rule', () => {
  it('withoutTextRule lets stored text through, only while it runs', () => {
    const s = z.object({ name: safeString(), code: singleLine().max(3) });
    expect(withoutTextRule(() => s.safeParse({ name: 'old\u0007data', code: 'A\tB' }).success)).toBe(true);
    expect(withoutTextRule(() => s.safeParse({ name: 'ok', code: 'ABCD' }).success)).toBe(false);
    expect(s.safeParse({ name: 'old\u0007data', code: 'AB' }).success).toBe(false);
    expect(() =>
      withoutTextRule(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(s.safeParse({ name: 'old\u0007data', code: 'AB' }).success).toBe(false);
  });
});

describe('every contracts schema uses the shared string types', () => {
  it('has no bare z.string() outside validation.ts', () => {
    const root = path.dirname(fileURLToPath(import.meta.url));
    const bare: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && e.name !== 'validation.ts') {
          fs.readFileSync(p, 'utf8')
            .split('\n')
            .forEach((l, i) => {
              if (/\bz\s*\.\s*(string|coerce\s*\.\s*string)\s*\(/.test(l))
                bare.push(`${path.relative(root, p)}:${i + 1}`);
            });
        }
      }
    };
    walk(root);
    expect(bare, 'use safeString() or singleLine() from validation.ts').toEqual([]);
  });
});

describe('keys a caller chose', () => {
  it("ownValue finds only a record's own entries, never the built-ins every object has", () => {
    const sorts = { name: 'n', createdAt: 'c' };
    expect(ownValue(sorts, 'name')).toBe('n');
    for (const k of ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf']) {
      expect(ownValue(sorts, k), k).toBeUndefined();
      expect(ownValue(OPTION_LISTS, k), k).toBeUndefined();
    }
    expect(ownValue(OPTION_LISTS, 'month')?.length).toBe(12);
  });

  it("a template's {{constructor}} or {{toString}} stays as written", () => {
    expect(fillTemplate('Dear {{firstName}} {{constructor}} {{toString}} {{ valueOf }}', { firstName: 'Ana' })).toBe(
      'Dear Ana {{constructor}} {{toString}} {{ valueOf }}',
    );
  });
});
