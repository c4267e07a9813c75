import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACCESS,
  ACCESS_BITS,
  bitsFromMode,
  hasAccess,
  isSuperRole,
  modeFromBits,
  normalizeMode,
  ROLE,
  type AccessBit,
} from './access.js';

const IMPLIES_READ = ACCESS.write | ACCESS.edit | ACCESS.delete;
const anyNumber = fc.oneof(
  fc.integer(),
  fc.integer({ min: -20, max: 40 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 0.5, 2.5),
);
const bitsArb = fc.record({ read: fc.boolean(), write: fc.boolean(), edit: fc.boolean(), delete: fc.boolean() });

describe('normalizeMode', () => {
  it('keeps a mode within 0..15, a whole number', () => {
    fc.assert(
      fc.property(anyNumber, (m) => {
        const n = normalizeMode(m);
        expect(Number.isInteger(n)).toBe(true);
        expect(n).toBeGreaterThanOrEqual(0);
        expect(n).toBeLessThanOrEqual(15);
      }),
    );
  });

  it('adds read to write, edit or delete and keeps every bit given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (m) => {
        const n = normalizeMode(m);
        expect(n & m).toBe(m);
        expect(n).toBe(m & IMPLIES_READ ? m | ACCESS.read : m);
        if (n & IMPLIES_READ) expect(n & ACCESS.read).toBe(ACCESS.read);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyNumber, (m) => {
        expect(normalizeMode(normalizeMode(m))).toBe(normalizeMode(m));
      }),
    );
  });

  it("answers the spec's examples", () => {
    expect([0, 1, 2, 4, 8, 6, 15].map(normalizeMode)).toEqual([0, 1, 3, 5, 9, 7, 15]);
    expect([-1, 1.5, NaN, 16].map(normalizeMode)).toEqual([0, 0, 0, 0]);
  });
});

describe('modeFromBits and bitsFromMode', () => {
  it('round-trip a normalized mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), (m) => {
        expect(modeFromBits(bitsFromMode(m))).toBe(normalizeMode(m));
      }),
    );
  });

  it('round-trip bits, read added where another bit is set', () => {
    fc.assert(
      fc.property(bitsArb, (b) => {
        expect(bitsFromMode(modeFromBits(b))).toEqual({ ...b, read: b.read || b.write || b.edit || b.delete });
      }),
    );
  });

  it('map each bit to its value', () => {
    expect(modeFromBits({ read: true })).toBe(1);
    expect(modeFromBits({ write: true })).toBe(3);
    expect(modeFromBits({ edit: true })).toBe(5);
    expect(modeFromBits({ delete: true })).toBe(9);
    expect(modeFromBits({})).toBe(0);
    expect(bitsFromMode(10)).toEqual({ read: true, write: true, edit: false, delete: true });
    expect(bitsFromMode(0)).toEqual({ read: false, write: false, edit: false, delete: false });
  });
});

describe('hasAccess', () => {
  it('grants exactly the bits of the normalized mode', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.constantFrom<AccessBit>(...ACCESS_BITS), (m, bit) => {
        expect(hasAccess(m, bit)).toBe(bitsFromMode(m)[bit]);
      }),
    );
  });

  it('lets any right read, and more bits never take a right away', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 15 }),
        fc.constantFrom<AccessBit>(...ACCESS_BITS),
        (a, b, bit) => {
          if (a !== 0) expect(hasAccess(a, 'read')).toBe(true);
          if (hasAccess(a, bit)) expect(hasAccess(a | b, bit)).toBe(true);
        },
      ),
    );
  });

  it('denies what is absent', () => {
    for (const bit of ACCESS_BITS) {
      expect(hasAccess(undefined, bit)).toBe(false);
      expect(hasAccess(0, bit)).toBe(false);
    }
    expect(hasAccess(2, 'read')).toBe(true);
    expect(hasAccess(1, 'write')).toBe(false);
    expect(hasAccess(7, 'delete')).toBe(false);
    expect(hasAccess(8, 'delete')).toBe(true);
  });
});

describe('isSuperRole', () => {
  it('is true for roles 99 and 100 only', () => {
    expect(isSuperRole(ROLE.superAdmin)).toBe(true);
    expect(isSuperRole(ROLE.superUser)).toBe(true);
    fc.assert(
      fc.property(fc.integer(), (r) => {
        expect(isSuperRole(r)).toBe(r === 99 || r === 100);
      }),
    );
    expect(isSuperRole(null)).toBe(false);
    expect(isSuperRole(undefined)).toBe(false);
  });
});
