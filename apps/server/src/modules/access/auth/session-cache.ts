import type { SessionUser } from '@caduceus/contracts';

/** What a signed-in request needs of its session, as last read from the database. */
export interface CachedSession {
  user: SessionUser;
  /** the session's absolute expiry (ms since the epoch) */
  expiresAt: number;
  /** when the session was last marked as used in the database (ms) */
  lastSeenAt: number;
}

/**
 * Live sessions by token hash, reused for a few seconds so that a signed-in request need not read
 * its session and user on every call. Only live sessions of active users are kept; every change made
 * through this instance (sign-out, ending a session, a password change, a user's deactivation, group
 * or profile change) forgets the user's entries at once, after its transaction commits. Another
 * instance's change is seen within `ttlMs` (docs/OPERATIONS.md, SESSION_CACHE_SECONDS).
 *
 * A read that was under way while something was forgotten is not stored (it may have seen the state
 * before the change): each read takes the generation first and stores only if it is unchanged.
 */
export class SessionCache {
  private entries = new Map<string, { at: number; s: CachedSession }>();
  private gen = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 10_000,
  ) {}

  get enabled() {
    return this.ttlMs > 0;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const e = this.entries.get(tokenHash);
    if (!e) return undefined;
    if (now - e.at >= this.ttlMs) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return e.s;
  }

  /** The generation to hand back to set(): take it before reading the database. */
  generation() {
    return this.gen;
  }

  set(tokenHash: string, s: CachedSession, generation: number, now = Date.now()) {
    if (!this.enabled || generation !== this.gen) return;
    if (this.entries.size >= this.max) this.entries.clear();
    // one object serves many requests: none may change it for the others
    Object.freeze(s.user);
    this.entries.set(tokenHash, { at: now, s });
  }

  forgetUser(userId: number) {
    this.gen++;
    for (const [k, e] of this.entries) if (e.s.user.id === userId) this.entries.delete(k);
  }

  forgetSession(sessionId: number) {
    this.gen++;
    for (const [k, e] of this.entries) if (e.s.user.sessionId === sessionId) this.entries.delete(k);
  }

  clear() {
    this.gen++;
    this.entries.clear();
  }
}
