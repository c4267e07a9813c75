import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, SHEET_LIMITS, SHEET_MESSAGES, UPLOAD_MESSAGES, LEAD_IMPORT_MAX_ROWS } from '@caduceus/contracts';
import { testApp, type TestApp } from '../../../../test/harness.js';
import { admissionsOfficer } from '../../../../test/lead-users.js';
import { multipart, tinyPng } from '../../../../test/multipart.js';
import { xlsxBomb } from '../../../../test/xlsx-bomb.js';

/**
 * What an upload may cost the server: a compressed spreadsheet is read off the event loop within limits,
 * files stream to temp files (memory stays flat) that go when the request ends, and one user's running
 * uploads and one form's bytes are capped.
 */
let t: TestApp;
let su: string;
let lead: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-upload-limits-'));
const tmpDir = path.join(dataDir, 'tmp');
beforeAll(async () => {
  t = await testApp({ config: { dataDir, uploadFormMaxBytes: 15 * 1024 * 1024 } });
  su = (await t.signIn({ roleId: ROLE.superUser })).token;
  lead = (await admissionsOfficer(t)).token;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const send = (
  url: string,
  token: string,
  files: { field?: string; filename: string; type?: string; bytes: Buffer }[],
  fields: Record<string, string> = {},
) => {
  const form = multipart(
    fields,
    files.map((f) => ({ field: f.field ?? 'file', filename: f.filename, type: f.type ?? XLSX, bytes: f.bytes })),
  );
  return t.call('POST', url, token, { body: form.body, headers: form.headers });
};
const tempFiles = () => (fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []);
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
};
/** The temp files go once the answer is sent. */
const noTempFiles = async () => {
  await until(() => tempFiles().length === 0);
  expect(tempFiles()).toEqual([]);
};

/**
 * Runs `work` while asking /api/health every 25 ms; answers the slowest health answer (ms) and how much
 * the heap of the server's own thread grew at most (bytes).
 */
async function watchDuring<T>(work: Promise<T>): Promise<{ result: T; slowest: number; grew: number }> {
  let finished = false,
    slowest = 0,
    grew = 0;
  const heap = process.memoryUsage().heapUsed;
  const sampler = setInterval(() => {
    grew = Math.max(grew, process.memoryUsage().heapUsed - heap);
  }, 10);
  const probe = (async () => {
    while (!finished) {
      const t0 = performance.now();
      const res = await t.call('GET', '/api/health');
      expect(res.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - t0);
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  const result = await work.finally(() => {
    finished = true;
    clearInterval(sampler);
  });
  await probe;
  return { result, slowest, grew };
}

describe('a compressed spreadsheet bomb', () => {
  it('is refused with a 400 on file while the server keeps answering: control table and lead uploads', async () => {
    // two million cells (about 60 MB of sheet XML) in a file of a few MB, as a spreadsheet program writes them
    const bomb = xlsxBomb({ rows: 60_000, cells: 34, numbered: true });
    expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
    // three at once, as in the report: two control tables and a lead import
    const w = await watchDuring(
      Promise.all([
        send('/api/admin/uploads/ct-country', su, [{ filename: 'countries.xlsx', bytes: bomb }]),
        send('/api/admin/uploads/ct-country', su, [{ filename: 'countries.xlsx', bytes: bomb }]),
        send('/api/lead-uploads', lead, [{ filename: 'leads.xlsx', bytes: bomb }]),
      ]),
    );
    const [table, table2, leads] = w.result;
    for (const r of [table, table2]) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error).toMatchObject({
        message: SHEET_MESSAGES.tooManyRows(SHEET_LIMITS.rows),
        fields: { file: SHEET_MESSAGES.tooManyRows(SHEET_LIMITS.rows) },
      });
    }
    expect(leads.statusCode, leads.body).toBe(400);
    expect(leads.json().error.fields.file).toBe(SHEET_MESSAGES.tooManyRows(LEAD_IMPORT_MAX_ROWS));
    // on the server's own thread the parse held every request for about 20 s; a loaded 2-core CI machine
    // can delay a health answer by a few hundred ms without the parse being to blame
    expect(w.slowest).toBeLessThan(2000);
    // read on the server's own thread, these took 170 MB and more of its heap (and 20 s)
    expect(w.grew).toBeLessThan(64 * 1024 * 1024);

    // one that lies about its size is stopped while it unpacks; one that tells it is stopped before
    const liar = await send('/api/admin/uploads/ct-country', su, [
      { filename: 'c.xlsx', bytes: xlsxBomb({ rows: 400_000, cells: 34, declare: 'small' }) },
    ]);
    expect(liar.json().error).toMatchObject({
      message: SHEET_MESSAGES.damaged,
      fields: { file: SHEET_MESSAGES.damaged },
    });
    const honest = await send('/api/lead-uploads', lead, [
      { filename: 'l.xlsx', bytes: xlsxBomb({ rows: 400_000, cells: 34 }) },
    ]);
    expect(honest.json().error.fields.file).toBe(SHEET_MESSAGES.tooLarge(100));
    await noTempFiles();
  });

  it('a normal control table file is still previewed', async () => {
    const ok = await send('/api/admin/uploads/ct-country', su, [
      { filename: 'countries.csv', type: 'text/csv', bytes: Buffer.from('Name,Code\nNarnia,NN\n') },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ total: 1, applied: null });
  });
});

describe('uploads stream to temp files', () => {
  it('removes the temp files after a stored upload, a refused one and a failure', async () => {
    const png = tinyPng();
    const ok = await send(
      '/api/admin/banners',
      su,
      [{ field: 'image', filename: 'b.png', type: 'image/png', bytes: png }],
      { title: 'Welcome', audience: 'Student' },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const stored = await t.call('GET', ok.json().imageUrl, su);
    expect(stored.rawPayload.equals(png)).toBe(true);
    const bad = await send(
      '/api/admin/banners',
      su,
      [{ field: 'image', filename: 'b.png', type: 'image/png', bytes: png }],
      { title: ' bad' },
    );
    expect(bad.statusCode).toBe(400);
    await noTempFiles();

    // storage that cannot write (this month's folder is a file): a 500, and still no temp file left
    const month = path.join(dataDir, 'files', new Date().toISOString().slice(0, 7));
    fs.rmSync(month, { recursive: true, force: true });
    fs.writeFileSync(month, '');
    try {
      const res = await send(
        '/api/admin/banners',
        su,
        [{ field: 'image', filename: 'b.png', type: 'image/png', bytes: png }],
        { title: 'Welcome', audience: 'Student' },
      );
      expect(res.statusCode).toBe(500);
      await noTempFiles();
    } finally {
      fs.rmSync(month, { force: true });
    }
  });

  it('refuses a form whose files together pass the form limit', async () => {
    const big = Buffer.alloc(8 * 1024 * 1024, 1);
    const res = await send(
      '/api/admin/banners',
      su,
      [
        { field: 'image', filename: 'a.png', bytes: big },
        { field: 'image', filename: 'b.png', bytes: big },
      ],
      { title: 'Two' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(UPLOAD_MESSAGES.formTooLarge(15));
    await noTempFiles();
  });
});

describe('uploads against a listening server', () => {
  let base: URL;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = new URL(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`);
  });

  const boundary = '----caduceuslimits';
  const head = (fields: Record<string, string>) =>
    Buffer.from(
      Object.entries(fields)
        .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  /** A banner upload whose body is sent as given; answers the request and its answer. */
  const open = (token: string) => {
    const req = http.request(new URL('/api/admin/banners', base), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
    });
    return { req, answer };
  };

  it('lets one user run 3 uploads at once (429 past them), and a client that goes away leaves nothing behind', async () => {
    const token = (await t.signIn({ roleId: ROLE.superAdmin })).token;
    const running = [open(token), open(token), open(token)];
    for (const r of running) r.req.write(Buffer.concat([head({ title: 'Slow' }), tinyPng()]));
    await until(() => tempFiles().length === 3);
    const fourth = open(token);
    fourth.req.end(Buffer.concat([head({ title: 'Fourth' }), tinyPng(), tail]));
    const refused = await fourth.answer;
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).error.message).toBe(UPLOAD_MESSAGES.busy(3));
    for (const r of running) {
      r.answer.catch(() => undefined);
      r.req.destroy();
    }
    await noTempFiles();
    const again = open(token);
    again.req.end(Buffer.concat([head({ title: 'Again', audience: 'Student' }), tinyPng(), tail]));
    expect((await again.answer).status).toBe(201);
  });

  it('keeps memory flat under 20 concurrent 10 MB uploads', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const tokens = await Promise.all(
      Array.from({ length: 7 }, () => t.signIn({ roleId: ROLE.superAdmin }).then((u) => u.token)),
    );
    // one 10 MB picture (a PNG by its first bytes) sent 20 times at once
    const file = Buffer.alloc(10 * 1024 * 1024 - 4096, 7);
    tinyPng().copy(file);
    const body = Buffer.concat([head({ title: 'Big', audience: 'Student' }), file, tail]);
    gc();
    const before = process.memoryUsage();
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().arrayBuffers - before.arrayBuffers);
    }, 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const r = open(tokens[i % 7]);
        r.req.end(body);
        return r.answer;
      }),
    );
    clearInterval(sampler);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    gc();
    const after = process.memoryUsage();
    // held in memory, the 20 files alone were 200 MB of buffers at once
    expect(peak).toBeLessThan(100 * 1024 * 1024);
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(20 * 1024 * 1024);
    await noTempFiles();
  });
});
