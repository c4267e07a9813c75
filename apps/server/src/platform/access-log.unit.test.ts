import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/index.js';
import { createAccessLog, EXPORT_READ_HEADER } from './access-log.js';

/** A database whose INSERTs are kept (or refused while `down`). */
function fakeDb() {
  const inserts: Record<string, unknown>[][] = [];
  const state = { down: false };
  const db = {
    insert: () => ({
      values: async (rows: Record<string, unknown>[]) => {
        if (state.down) throw new Error('database down');
        inserts.push(rows);
      },
    }),
  } as unknown as Db;
  return { db, inserts, state };
}
let seq = 0;
const request = (headers: Record<string, string> = {}, ip = '10.0.0.9') =>
  ({ user: { id: 7 }, ip, id: `req-${++seq}`, headers }) as unknown as FastifyRequest;

describe("the record access log's batched list reads", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the reads of a second in one INSERT, and at once when 100 wait', async () => {
    const { db, inserts } = fakeDb();
    const log = createAccessLog(db);
    for (let i = 0; i < 5; i++) log.listed(request(), 'student.list', [1, 2, 3]);
    expect(inserts).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toHaveLength(5);
    expect(inserts[0][0]).toMatchObject({
      actorId: 7,
      entity: 'student.list',
      entityId: null,
      entityIds: ['1', '2', '3'],
      ip: '10.0.0.9',
      exported: false,
    });
    expect(typeof inserts[0][0].at).toBe('string');

    for (let i = 0; i < 100; i++) log.listed(request(), 'student.list', [i + 1]);
    await vi.advanceTimersByTimeAsync(0);
    expect(inserts).toHaveLength(2);
    expect(inserts[1]).toHaveLength(100);
    expect(log.pending).toBe(0);
  });

  it('writes one INSERT at a time: rows arriving meanwhile join the next, and flush waits for both', async () => {
    const inserts: number[] = [];
    let release: () => void = () => {};
    const db = {
      insert: () => ({
        values: (rows: unknown[]) =>
          new Promise<void>((r) => {
            release = () => {
              inserts.push(rows.length);
              r();
            };
          }),
      }),
    } as unknown as Db;
    const log = createAccessLog(db);
    for (let i = 0; i < 100; i++) log.listed(request(), 'student.list', [i + 1]);
    for (let i = 0; i < 150; i++) log.listed(request(), 'student.list', [i + 1]);
    expect(log.pending).toBe(150);
    const flushed = log.flush();
    release();
    await vi.advanceTimersByTimeAsync(0);
    release();
    await flushed;
    expect(inserts).toEqual([100, 150]);
    expect(log.pending).toBe(0);
  });

  it('writes nothing for an answer without records or without a user', async () => {
    const { db, inserts } = fakeDb();
    const log = createAccessLog(db);
    log.listed(request(), 'student.list', []);
    log.listed({ ...request(), user: null } as unknown as FastifyRequest, 'student.list', [1]);
    await log.flush();
    expect(inserts).toHaveLength(0);
  });

  it('keeps the rows of a failed write for the next try', async () => {
    const { db, inserts, state } = fakeDb();
    const errors: number[] = [];
    const log = createAccessLog(db, { onError: (_e, rows) => errors.push(rows) });
    state.down = true;
    log.listed(request(), 'student.list', [1]);
    log.listed(request(), 'student.search', [2]);
    await log.flush();
    expect(errors).toEqual([2]);
    expect(log.pending).toBe(2);
    state.down = false;
    await vi.advanceTimersByTimeAsync(1000);
    expect(inserts.flat().map((r) => r.entity)).toEqual(['student.list', 'student.search']);
  });

  it("marks the export's own requests with its caller's address; a made-up header is an ordinary read", async () => {
    const { db, inserts } = fakeDb();
    const log = createAccessLog(db);
    const caller = request({}, '192.0.2.44');
    log.listed(request(log.exportHeaders(caller), '127.0.0.1'), 'student.list', [5]);
    log.listed(
      request(
        {
          [EXPORT_READ_HEADER]: `forged.${Buffer.from(JSON.stringify({ ip: '1.2.3.4', requestId: 'x' })).toString('base64url')}`,
        },
        '10.1.1.1',
      ),
      'student.list',
      [6],
    );
    const other = createAccessLog(db);
    log.listed(request(other.exportHeaders(caller), '10.2.2.2'), 'student.list', [7]);
    await log.flush();
    expect(inserts[0].map((r) => [r.ip, r.exported, r.requestId === String(caller.id)])).toEqual([
      ['192.0.2.44', true, true],
      ['10.1.1.1', false, false],
      ['10.2.2.2', false, false],
    ]);
  });
});
