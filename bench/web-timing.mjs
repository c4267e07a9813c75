// What a person waits for in the browser (issue 14: a screen's main content under 1 s on first load,
// under 300 ms on in-app moves). Starts the server on the embedded database with the demo school (or
// uses BENCH_URL), then, in headless Chromium, times from the user's action to the main content on
// screen (no skeleton or spinner left in <main>):
//   - sign-in: Enter on the sign-in form -> the landing screen;
//   - first load: a signed-in, empty-cache visit of /student/list -> its first rows;
//   - in-app: list -> a student's record (header and Personal tab), tab -> tab, next list page.
// Each case runs BENCH_RUNS times (5); the median and the slowest are printed.
// Run after `npm run build -w @caduceus/web`:  node bench/web-timing.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3998);
const PASSWORD = 'Caduceus@2026';
let url = process.env.BENCH_URL;
let server;

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'caduceus-web-timing-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  url = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

/** Notes in the page the moment of the user's next press (pointer or key), the start of what is timed. */
const armClock = (page) =>
  page.evaluate(() => {
    window.__t0 = undefined;
    const mark = () => (window.__t0 ??= performance.now());
    document.addEventListener('pointerdown', mark, { capture: true, once: true });
    document.addEventListener('keydown', mark, { capture: true, once: true });
  });

/**
 * Waits until <main> shows `selector` (and, with `differs`, a first row other than it) with no skeleton or
 * spinner; answers the ms from the armed press (or from the page's navigation start) in the page's clock.
 */
async function shown(page, selector, differs) {
  const handle = await page.waitForFunction(
    ([sel, key]) => {
      const main = document.querySelector('main');
      if (!main?.querySelector(sel) || main.querySelector('.ant-skeleton, .ant-spin-spinning')) return false;
      if (key && main.querySelector('table tbody tr[data-row-key]')?.getAttribute('data-row-key') === key) return false;
      return performance.now() - (window.__t0 ?? 0);
    },
    [selector, differs],
    { timeout: 30_000, polling: 'raf' },
  );
  return handle.jsonValue();
}

async function signIn(page, username) {
  await page.goto(`${url}/login`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(PASSWORD);
  await armClock(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return shown(page, 'h1');
}

const ROWS = 'table tbody tr[data-row-key] a';
const results = new Map();
const note = (name, ms) => results.set(name, [...(results.get(name) ?? []), ms]);

async function once(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
  const page = await context.newPage();
  note('sign-in -> landing screen', await signIn(page, 'registrar'));

  // first load of a screen: a new browser context with the session and nothing in its cache
  const coldContext = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: await context.storageState(),
  });
  await context.close();
  const cold = await coldContext.newPage();
  await cold.goto(`${url}/student/list`);
  note('first load: /student/list -> first rows', await shown(cold, ROWS));

  // in-app moves
  await armClock(cold);
  await cold.locator(ROWS).first().click();
  note(
    'list -> student record (header and first tab)',
    await shown(cold, 'nav[aria-label="Student record"] + section > *'),
  );
  await cold.waitForTimeout(1_500); // the idle moment in which the other tabs' code arrives
  for (const tab of ['Address', 'Notes', 'Activity Log']) {
    const link = cold.locator('nav[aria-label="Student record"] a', { hasText: new RegExp(`^${tab}$`) });
    await link.hover();
    await armClock(cold);
    await link.click();
    note(`tab -> ${tab}`, await shown(cold, `section[aria-label="${tab}"] > *`));
  }
  await cold.goto(`${url}/student/list`);
  await shown(cold, ROWS);
  await cold.waitForTimeout(500); // the next page is fetched in the background
  const first = await cold.locator('main table tbody tr[data-row-key]').first().getAttribute('data-row-key');
  await armClock(cold);
  await cold.locator('main li.ant-pagination-next').first().click();
  note('list -> next page', await shown(cold, ROWS, first));
  await coldContext.close();
}

try {
  if (!url) await startServer();
  const browser = await chromium.launch({
    executablePath:
      process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  await once(browser); // warm-up: the server's first answers compile its code
  results.clear();
  for (let i = 0; i < RUNS; i++) await once(browser);
  await browser.close();
  const load = os.loadavg()[0].toFixed(1);
  console.log(`| step | median | slowest |   (${RUNS} runs, load average ${load})`);
  console.log('| --- | ---: | ---: |');
  for (const [name, ms] of results) {
    const s = [...ms].sort((a, b) => a - b);
    console.log(`| ${name} | ${Math.round(s[Math.floor(s.length / 2)])} ms | ${Math.round(s.at(-1))} ms |`);
  }
} finally {
  server?.kill('SIGTERM');
}
