import { describe, expect, it } from 'vitest';
import { utcText } from './columns.js';

/** What the Date path writes for PostgreSQL's text of a timestamp (the reference). */
const viaDate = (v: string) => new Date(v.length > 22 && /[+-]\d\d$/.test(v) ? `${v}:00` : v).toISOString();

describe('a UTC timestamp as text', () => {
  it('is written exactly as toISOString() writes it, for every precision PostgreSQL prints', () => {
    let x = 7;
    const rnd = (n: number) => {
      x = (x * 48271) % 2147483647;
      return x % n;
    };
    for (let i = 0; i < 2000; i++) {
      const d = new Date(Date.UTC(1970 + rnd(130), rnd(12), 1 + rnd(28), rnd(24), rnd(60), rnd(60)));
      const digits = rnd(7); // 0: whole seconds, 1 to 6 fractional digits
      const frac = digits ? `.${String(rnd(10 ** digits)).padStart(digits, '0')}` : '';
      const text = `${d.toISOString().slice(0, 10)} ${d.toISOString().slice(11, 19)}${frac}+00`;
      expect(utcText(text), text).toBe(viaDate(text));
    }
  });

  it('leaves other offsets and forms to the Date path', () => {
    expect(utcText('2026-11-22 13:43:16.632+01')).toBeUndefined();
    expect(utcText('2026-11-22 13:43:16.632+05:30')).toBeUndefined();
    expect(utcText('2026-11-22T13:43:16.632Z')).toBeUndefined();
  });
});
