import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { signIn, signOut } from '../support/ui.js';

/**
 * Daily use of the shell and the form kit, as the demo users meet it: a phone-sized top bar, the logo,
 * the landing page of users whose area is not built yet, super-user-only screens, the bell, the
 * dashboard's defaults, dialogs and drawers closing with Escape, and screens that never outlive their route.
 */

// the To Do modal opens by itself on a non-empty week; these journeys are about the rest
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
});

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test.describe('on a phone (390 x 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the top bar fits the screen and Log Out is reachable', async ({ page }) => {
    await signIn(page, 'admissions');
    await expect(heading(page, 'Dashboard')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const userMenu = page.getByRole('button', { name: /^User menu of/ });
    await expect(userMenu).toBeInViewport({ ratio: 1 });
    await userMenu.click();
    const logOut = page.getByRole('menuitem', { name: 'Log Out' });
    await expect(logOut).toBeInViewport({ ratio: 1 });
    await logOut.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('the logo goes to the landing page', async ({ page }) => {
  await signIn(page, 'registrar');
  await expect(heading(page, 'Dashboard')).toBeVisible();
  await page.getByRole('link', { name: 'Caduceus home' }).first().click();
  await expect(page).toHaveURL(/\/landing-page$/);
  await expect(heading(page, 'Welcome, Rita')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your modules' })).toBeVisible();
});

test('a super admin who opens a super-user-only screen by its URL is sent to not authorized', async ({ page }) => {
  await signIn(page, 'superadmin');
  for (const path of ['/admin/user', '/admin/menu/list', '/admin/component/list', '/admin/alert/configuration']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByText('You do not have access')).toHaveCount(0);
  }
  // the System Admin screens that are theirs still open
  await page.goto('/admin/group/list');
  await expect(heading(page, 'Access groups')).toBeVisible();
});

test('signed out, a link to a screen asks for sign-in and then opens that screen; one they may not open sends them home', async ({
  page,
}) => {
  await page.goto('/student/list?name=Stella');
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#username').fill('registrar');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/student\/list\?name=Stella$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /Stella/ })
      .first(),
  ).toBeVisible();

  await signOut(page);
  await page.goto('/admin/user');
  await expect(page).toHaveURL(/\/login$/);
  await page.locator('#username').fill('registrar');
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login|\/admin\/user/);
  await expect(page.getByRole('main')).toBeVisible();
});

test('Escape closes a dialog and a drawer; a search typed as a drawer closes filters the list', async ({ page }) => {
  await signIn(page, 'superuser');
  await page.goto('/admin/group/list');
  await page.getByRole('button', { name: /Add group/ }).click();
  const dialog = page.getByRole('dialog', { name: /group/i });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/admin/control-table/admin');
  await expect(heading(page, 'Admin control tables')).toBeVisible();
  await page.getByRole('link', { name: 'Fall', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: /Edit semester type Fall/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Name')).toHaveValue('Fall');
  await page.keyboard.press('Escape');
  // at once, while the drawer still slides out, and typing on past its end: the focus stays where the user put it
  const search = page.getByRole('searchbox', { name: 'Search semester types' });
  await search.focus();
  await page.keyboard.type('Spring', { delay: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]q=Spring/);
  await expect(drawer).toBeHidden();
  await expect(search).toHaveValue('Spring');
  await expect(page.getByRole('link', { name: 'Spring', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fall', exact: true })).toHaveCount(0);
});

test('a screen never outlives its route: the Add Lead form goes the moment the menu leaves it', async ({ page }) => {
  await signIn(page, 'admissions');
  await page.goto('/lead/list/add');
  await expect(heading(page, 'Add Lead')).toBeVisible();
  // the next screen's code is slow to come
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2500));
    await route.continue();
  });
  await page.locator('nav[aria-label="Main menu"]').getByRole('menuitem', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(heading(page, 'Add Lead')).toBeHidden({ timeout: 500 });
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await expect(heading(page, 'Calendar')).toBeVisible({ timeout: 15_000 });
});

test("the bell's number is in its list, and the dashboard holds the user's own widgets", async ({ page }) => {
  await signIn(page, 'admissions');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ new$/);
  const n = Number(/(\d+) new/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const waiting = panel.getByRole('list', { name: 'Waiting for you' });
  await expect(waiting.getByRole('button', { name: /^Unassigned leads: \d+$/ })).toBeVisible();
  await expect(panel.getByText('No notifications')).toHaveCount(0);
  // the entries add up to the number on the bell (with the unread ones of the user's own list)
  const counts = await waiting
    .getByRole('button')
    .evaluateAll((els) => els.map((e) => Number(/: (\d+)$/.exec(e.getAttribute('aria-label') ?? '')?.[1] ?? 0)));
  const unread = await panel.getByRole('button', { name: /^Unread: / }).count();
  expect(counts.reduce((a, b) => a + b, 0) + unread).toBe(n);
  await waiting.getByRole('button', { name: /^Unassigned leads/ }).click();
  await expect(page).toHaveURL(/\/lead\/notifications\/unassigned-lead$/);

  // a registrar's dashboard: their work, not the control tables' row counts
  const registrar = await page
    .context()
    .browser()!
    .newPage({ viewport: { width: 1440, height: 900 } });
  await registrar.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
  await signIn(registrar, 'registrar');
  await expect(heading(registrar, 'Dashboard')).toBeVisible();
  const widgets = registrar.getByRole('region', { name: 'Widgets', exact: true });
  await expect(widgets.getByRole('heading', { level: 2, name: 'Tasks due' })).toBeVisible();
  await expect(widgets.getByRole('heading', { level: 2, name: 'Reference data' })).toHaveCount(0);
  // the To Do modal's add button says what it does
  await registrar.getByRole('button', { name: /^To Do/ }).click();
  const todo = registrar.getByRole('dialog', { name: 'To Do' });
  await todo.getByRole('button', { name: 'Add to-do', exact: true }).hover();
  await expect(registrar.getByRole('tooltip', { name: 'Add', exact: true })).toBeVisible();
  await registrar.mouse.move(0, 0);
  // no tooltip left open (the top bar's own "To Do" tip fades too); Escape closes the topmost layer,
  // so a tip still fading out takes the first press: the modal goes on the first press after it
  await expect(registrar.getByRole('tooltip')).toHaveCount(0);
  await expect(async () => {
    await registrar.keyboard.press('Escape');
    await expect(todo).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await registrar.close();
});
