import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/ui.js';

/**
 * The screenshot check: the main screens at a desktop (1440 x 900) and a phone (390 x 844) size never
 * scroll the page sideways (a wide list scrolls inside its own box). Each screen's screenshot is kept with
 * the test's results for a person to look through.
 */

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
});

/** The URL of the first record a list links to. */
async function firstRecord(page: Page, list: string, prefix: string) {
  await page.goto(list);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  // a list of the large demo school may take a while on a busy machine: this checks the layout, not the speed
  await expect(link).toBeVisible({ timeout: 30_000 });
  return (await link.getAttribute('href'))!;
}

async function checkScreen(page: Page, path: string, width: number, shot: string) {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  // the screen's content, not its loading state
  await expect(main.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
  await expect(main.getByRole('heading').first()).toBeVisible();
  await page.screenshot({ path: shot, fullPage: false });
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth, `${path} is ${pageWidth}px wide at ${width}px`).toBeLessThanOrEqual(width);
}

const staffScreens = [
  '/landing-page',
  '/dashboard/list',
  '/student/list',
  '/lead/list',
  '/lead/list/add',
  '/task/list',
  '/calendar',
  '/mailLog/outgoing',
  '/admin/group/list',
];

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport });

    test(`the registrar's main screens fit the ${name} screen`, async ({ page }, info) => {
      await signIn(page, 'registrar');
      const student = await firstRecord(page, '/student/list', '/student/details/');
      const notes = student.replace(/\/student\/details\/[^/]+\//, '/student/details/notes/');
      const screens = [...staffScreens, student, notes];
      for (const [i, path] of screens.entries())
        await checkScreen(page, path, viewport.width, info.outputPath(`${name}-${i}.png`));
    });

    test(`the admissions officer's lead record fits the ${name} screen`, async ({ page }, info) => {
      await signIn(page, 'admissions');
      const lead = await firstRecord(page, '/lead/list', '/lead/details/');
      await checkScreen(page, lead, viewport.width, info.outputPath(`${name}-lead.png`));
    });

    test(`the student's own record fits the ${name} screen`, async ({ page }, info) => {
      await signIn(page, 'student');
      await checkScreen(page, new URL(page.url()).pathname, viewport.width, info.outputPath(`${name}-self.png`));
    });
  });
}
