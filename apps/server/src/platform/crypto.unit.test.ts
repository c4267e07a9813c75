import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DUMMY_HASH, hashPassword, hashToken, newToken, verifyPassword } from './crypto.js';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const a = await hashPassword('Caduceus@2026');
    const b = await hashPassword('Caduceus@2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Caduceus@2026');
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Caduceus@2026');
    expect(await verifyPassword('Caduceus@2026', stored)).toBe(true);
    for (const wrong of ['caduceus@2026', 'Caduceus@2026 ', 'Caduceus@202', ''])
      expect(await verifyPassword(wrong, stored)).toBe(false);
  });

  it('round-trips any password, unicode included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }),
        fc.string({ minLength: 1, maxLength: 5 }),
        async (pw, extra) => {
          const stored = await hashPassword(pw);
          expect(await verifyPassword(pw, stored)).toBe(true);
          expect(await verifyPassword(pw + extra, stored)).toBe(false);
        },
      ),
      { numRuns: 8 },
    );
    // 24 scrypt derivations by design: seconds when the machine's two cores are busy with other suites
  }, 30_000);

  it('refuses stored values of another scheme or cut short', async () => {
    const stored = await hashPassword('Caduceus@2026');
    expect(await verifyPassword('Caduceus@2026', '')).toBe(false);
    expect(await verifyPassword('Caduceus@2026', stored.replace(/^scrypt/, 'bcrypt'))).toBe(false);
    expect(await verifyPassword('Caduceus@2026', stored.split('$').slice(0, 5).join('$'))).toBe(false);
    expect(await verifyPassword('Caduceus@2026', 'Caduceus@2026')).toBe(false);
  });

  it('the dummy hash (for unknown users) matches no password', async () => {
    for (const pw of ['', 'password', 'Caduceus@2026', '\u0000'])
      expect(await verifyPassword(pw, DUMMY_HASH)).toBe(false);
  });
});

describe('tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { token, hash } = newToken();
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(hash).toBe(hashToken(token));
      seen.add(token);
    }
    expect(seen.size).toBe(200);
  });

  it('hashToken is a 64-hex digest that differs for different tokens', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
        expect(hashToken(a)).toBe(hashToken(a));
        if (a !== b) expect(hashToken(a)).not.toBe(hashToken(b));
      }),
    );
  });
});
