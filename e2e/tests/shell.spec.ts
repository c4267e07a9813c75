import { expect, test, type Browser, type Page } from '@playwright/test';
import { APP_URL, DEMO_PASSWORD } from '../support/env.js';
import { signIn, signOut } from '../support/ui.js';

/**
 * The shell's extras: live notifications in the top bar, the theme customizer kept per user, and the
 * global search of super admins and super users.
 */

// the To Do modal opens by itself on a non-empty week; these journeys are about the top bar
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
});

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('a notification for the signed-in user appears live in the open page, and mark all read clears the badge', async ({
  page,
  playwright,
}) => {
  await signIn(page, 'superuser');
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  const me = await page.evaluate(() =>
    fetch('/api/auth/me').then((r) => r.json() as Promise<{ user: { id: number } }>),
  );

  // start from nothing unread (earlier journeys may have told this user things)
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Mark all read' });
  if (await markAll.isEnabled()) {
    await markAll.click();
    await expect(page.getByText('All notifications marked as read')).toBeVisible();
  }
  // what stays is the work waiting for this user (documents to verify, unassigned leads): counts, not notifications
  await expect(bell(page)).toHaveAccessibleName(/^Notifications(, \d+ new)?$/);
  const waiting = Number(/(\d+) new/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const named = (n: number) => (n ? `Notifications, ${n} new` : 'Notifications');
  await page.keyboard.press('Escape');

  // a colleague assigns a task to this user, in another session: the page is not reloaded
  const colleague = await playwright.request.newContext({
    baseURL: APP_URL,
    extraHTTPHeaders: { 'X-Requested-With': 'caduceus' },
  });
  expect(
    (await colleague.post('/api/auth/login', { data: { username: 'superadmin', password: DEMO_PASSWORD } })).status(),
  ).toBe(200);
  const description = `Check the shell notifications ${Date.now().toString(36)}`;
  const created = await colleague.post('/api/tasks', { data: { description, assignedToId: me.user.id } });
  expect(created.status(), await created.text()).toBe(201);
  const task = (await created.json()) as { id: number };
  await colleague.dispose();

  await expect(bell(page)).toHaveAccessibleName(named(waiting + 1));
  await bell(page).click();
  const item = panel.getByRole('button', { name: 'Unread: New task from Ada Admin' });
  await expect(item).toBeVisible();
  await expect(item).toContainText(description);

  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(named(waiting));
  if (!waiting) await expect(page.getByTestId('notification-badge').locator('.ant-badge-count')).toHaveCount(0);

  // the notification still links to its task
  await panel.getByRole('button', { name: 'New task from Ada Admin' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/task/edit/${task.id}$`));
});

async function openCustomizer(page: Page) {
  await page.getByRole('button', { name: 'Theme customizer' }).click();
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(drawer).toBeVisible();
  return drawer;
}
const colourScheme = (page: Page) => page.evaluate(() => document.documentElement.style.colorScheme);
const horizontalMenu = (page: Page) => page.locator('header nav[aria-label="Main menu"]');

async function signInFresh(browser: Browser, username: string) {
  const context = await browser.newContext({ baseURL: APP_URL, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('todoOpen', 'false'));
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

test("the theme customizer's dark mode and horizontal layout survive a reload and a new sign-in elsewhere", async ({
  page,
  browser,
}) => {
  await signIn(page, 'superadmin');
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  const drawer = await openCustomizer(page);
  await drawer.getByRole('radiogroup', { name: 'Layout' }).getByText('Horizontal').click();
  // semi dark does not go with the horizontal layout
  await expect(
    drawer.getByRole('radiogroup', { name: 'Mode' }).getByRole('radio', { name: 'Semi Dark' }),
  ).toBeDisabled();
  await drawer.getByRole('radiogroup', { name: 'Mode' }).getByText('Dark', { exact: true }).click();
  await expect.poll(() => colourScheme(page)).toBe('dark');
  await expect(horizontalMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // saved for the account (the save follows a moment after the last change)
  await expect
    .poll(() =>
      page.evaluate(() =>
        fetch('/api/me/preferences')
          .then((r) => r.json())
          .then((b: { saved: boolean; prefs: { mode: string } }) => b.saved && b.prefs.mode),
      ),
    )
    .toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();
  expect(await colourScheme(page)).toBe('dark');
  await expect(horizontalMenu(page)).toBeVisible();
  await signOut(page);

  // another browser, nothing stored locally: the account's choices come back with the sign-in
  const fresh = await signInFresh(browser, 'superadmin');
  await expect.poll(() => colourScheme(fresh.page)).toBe('dark');
  await expect(horizontalMenu(fresh.page)).toBeVisible();
  await expect(fresh.page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

  // put the account back as it was, for the other journeys
  const back = await openCustomizer(fresh.page);
  await back.getByRole('radiogroup', { name: 'Layout' }).getByText('Vertical').click();
  await back.getByRole('radiogroup', { name: 'Mode' }).getByText('Light', { exact: true }).click();
  await expect.poll(() => colourScheme(fresh.page)).toBe('light');
  await expect(horizontalMenu(fresh.page)).toHaveCount(0);
  await expect
    .poll(() =>
      fresh.page.evaluate(() =>
        fetch('/api/me/preferences')
          .then((r) => r.json())
          .then((b: { prefs: { mode: string; layout: string } }) => `${b.prefs.mode} ${b.prefs.layout}`),
      ),
    )
    .toBe('light vertical');
  await fresh.context.close();
});

test('global search finds the Banner screen and a user by name; Escape or Enter closes it', async ({ page }) => {
  await signIn(page, 'superuser');
  await page.goto('/admin/banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  const open = () => page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search pages and records' });

  // Escape closes it
  await open();
  await expect(box).toBeFocused();
  await box.fill('ban');
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  // pages, grouped and filtered by title; Enter goes to the first and closes
  await page.goto('/admin/user');
  await open();
  await box.fill('Bann');
  const popup = page.locator('.ant-select-dropdown:visible');
  await expect(popup.locator('.ant-select-item-group', { hasText: 'Pages' })).toBeVisible();
  await expect(popup.locator('.ant-select-item-option', { hasText: 'Banner' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/banner$/);
  await expect(box).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  // a user by name, in the Users group; choosing opens the user's form
  await open();
  await box.fill('Rita Reg');
  await expect(popup.locator('.ant-select-item-group', { hasText: 'Users' })).toBeVisible();
  await popup.locator('.ant-select-item-option', { hasText: 'Rita Registrar' }).click();
  await expect(page).toHaveURL(/\/admin\/user\?edit=\d+$/);
  await expect(box).toBeHidden();
  const form = page.getByRole('dialog', { name: 'Edit user registrar' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('First name')).toHaveValue('Rita');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // not for other staff
  await signOut(page);
  await signIn(page, 'registrar');
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
});
