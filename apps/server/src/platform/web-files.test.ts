import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/harness.js';

/**
 * The web app's files: a hashed script is sent as the Brotli or gzip copy the build wrote beside it when
 * the browser accepts one (as itself otherwise), cached for a year either way; the page is never cached.
 */
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-web-files-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><main></main>');
  const file = path.join(dist, 'assets', 'App-AbCd1234.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  t = await testApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the web files', () => {
  it('sends the Brotli copy to a browser that takes it, the gzip one to another, the file itself otherwise', async () => {
    const br = await get('/assets/App-AbCd1234.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toMatch(/max-age=31536000/);

    const gz = await get('/assets/App-AbCd1234.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    expect(gz.headers['cache-control']).toMatch(/max-age=31536000/);

    const plain = await get('/assets/App-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('never caches the page a screen path answers', async () => {
    const page = await get('/student/list', 'gzip, br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toMatch(/no-cache|no-store/);
  });
});
