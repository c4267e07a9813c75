import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/env.js';
import { choose, signIn, signOut } from '../support/ui.js';

/** The widget titles while arranging, first to last. */
const arranged = (page: Page) =>
  page.getByRole('list', { name: 'Widgets in their order' }).getByRole('heading', { level: 2 }).allInnerTexts();

/** Gives the HR group every widget again, so that a retry starts from the same dashboard. */
async function resetHrWidgets(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { username: 'superadmin', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const settings = (await (await request.get('/api/admin/dashboard', { headers })).json()) as {
    widgets: { key: string }[];
    groups: { groupId: number; name: string }[];
  };
  const hr = settings.groups.find((g) => g.name === 'HR')!;
  const res = await request.put(`/api/admin/dashboard/groups/${hr.groupId}`, {
    headers,
    data: { widgets: settings.widgets.map((w) => w.key) },
  });
  expect(res.ok()).toBe(true);
}

test('a staff member arranges their dashboard and finds it so after signing in again; an admin takes a widget away from their group', async ({
  page,
  request,
}) => {
  await resetHrWidgets(request);
  // the To Do modal opens by itself once per browser; keep it closed so that it covers nothing here
  await page.addInitScript(() => localStorage.setItem('todoOpen', 'false'));

  await signIn(page, 'hr');
  await expect(page).toHaveURL(/\/dashboard\/list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const widgets = page.getByRole('region', { name: 'Widgets', exact: true });
  await expect(widgets.getByRole('heading', { level: 2 })).toHaveText([
    'Tasks due',
    'To-dos this week',
    "Today's calendar",
    'Mail log',
    'Reference data',
  ]);
  // widgets load their own data: the mail log counts its registers
  const mailLog = widgets.getByRole('region', { name: 'Mail log' });
  await expect(mailLog.getByText('Returned Mail')).toBeVisible();
  // a chart reads as a table too
  const reference = widgets.getByRole('region', { name: 'Reference data' });
  await expect(reference.getByRole('img', { name: /Control-table rows by group/ })).toBeVisible();
  await reference.getByText('Table', { exact: true }).click();
  const table = reference.getByRole('table', { name: 'Control-table rows by group' });
  await expect(table.getByRole('rowheader', { name: 'HR' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Active', exact: true })).toBeVisible();

  // arrange: drag the last widget onto the first, then move the mail log to the top with its buttons
  await page.getByRole('button', { name: 'Arrange widgets' }).click();
  await expect(page.getByRole('list', { name: 'Widgets in their order' })).toBeVisible();
  const items = page.getByRole('list', { name: 'Widgets in their order' }).getByRole('listitem');
  const handle = (await page.getByRole('button', { name: 'Drag Reference data' }).boundingBox())!;
  const source = (await items.last().boundingBox())!;
  const target = (await items.first().boundingBox())!;
  // the pointer moves by as much as the card's centre must, so the card lands on the first one
  const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  const end = {
    x: start.x + (target.x + target.width / 2) - (source.x + source.width / 2),
    y: start.y + (target.y + target.height / 2) - (source.y + source.height / 2),
  };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y - 10, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 20 });
  await page.mouse.up();
  await expect
    .poll(() => arranged(page))
    .toEqual(['Reference data', 'Tasks due', 'To-dos this week', "Today's calendar", 'Mail log']);
  const up = page.getByRole('button', { name: 'Move Mail log up' });
  while (await up.isEnabled()) await up.click();
  await page.getByRole('button', { name: 'Move Tasks due down' }).click();
  const order = ['Mail log', 'Reference data', 'To-dos this week', 'Tasks due', "Today's calendar"];
  expect(await arranged(page)).toEqual(order);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Dashboard order saved')).toBeVisible();
  await expect(widgets.getByRole('heading', { level: 2 })).toHaveText(order);

  await signOut(page);
  await signIn(page, 'hr');
  await expect(page).toHaveURL(/\/dashboard\/list$/);
  await expect(widgets.getByRole('heading', { level: 2 })).toHaveText(order);
  await signOut(page);

  // an administrator takes the mail log away from the HR group
  await signIn(page, 'superadmin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard settings' })).toBeVisible();
  await choose(page, 'groupId', 'HR');
  await expect(page.getByRole('heading', { level: 2, name: 'Widgets of HR' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Mail log' });
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dashboard widgets saved')).toBeVisible();
  await signOut(page);

  await signIn(page, 'hr');
  await expect(widgets.getByRole('heading', { level: 2 })).toHaveText(order.filter((t) => t !== 'Mail log'));
  await expect(page.getByRole('heading', { level: 2, name: 'Mail log' })).toHaveCount(0);
});
