import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox.js';
import { choose, menuLabels, signIn, signOut } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const GROUP = `E2E Readers ${run}`;
const USER = `e2e.reader${run}`;

test('a super user gives a new group rights and a new user sees exactly the menu those rights allow', async ({
  page,
  browser,
}) => {
  await signIn(page, 'superuser');
  await expect(page).toHaveURL(/\/admin\/user$/);

  // a group ...
  await page.goto('/admin/group/list');
  await page.getByRole('button', { name: 'Add group' }).click();
  await page.locator('#name').fill(GROUP);
  await page.locator('#description').fill('Reads the group list and menu access');
  await page.getByRole('dialog').getByRole('button', { name: 'Add group' }).click();
  await expect(page.getByText('Group created successfully')).toBeVisible();

  // ... with the read right on two admin screens
  await page.getByRole('link', { name: `Rights of ${GROUP}` }).click();
  await expect(page).toHaveURL(/\/admin\/group\/access\?groupId=\d+/);
  await page.getByLabel('Read: Group', { exact: true }).check();
  await page.getByLabel('Read: Menu Access', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Access Rights updated successfully')).toBeVisible();

  // a user in it, whose credentials go out by email
  await page.goto('/admin/user');
  await page.getByRole('button', { name: 'Add user' }).click();
  await page.locator('#username').fill(USER);
  await page.locator('#firstName').fill('Erin');
  await page.locator('#lastName').fill('Reader');
  await page.locator('#email').fill(`${USER}@school.test`);
  await choose(page, 'groupId', GROUP);
  await page.getByRole('dialog').getByRole('button', { name: 'Add user' }).click();
  await expect(
    page.getByText('New user has been created and the credentials has been sent to user email'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(USER.replace('.', '\\.')) })).toContainText(GROUP);
  await signOut(page);

  // the new user sets a password through the emailed link and signs in
  const mail = await waitForMail(`${USER}@school.test`, /Your Caduceus account/);
  const user = await (await browser.newContext()).newPage();
  await user.goto(linkIn(mail));
  await user.locator('#password').fill('Reader#2026');
  await user.locator('#confirmPassword').fill('Reader#2026');
  await user.keyboard.press('Enter');
  await expect(user).toHaveURL(/\/login$/);
  await signIn(user, USER, 'Reader#2026');

  await expect(user).toHaveURL(/\/admin\/group\/list$/);
  await expect(user.getByRole('heading', { level: 1, name: 'Access groups' })).toBeVisible();
  expect(await menuLabels(user)).toEqual(['System Admin', 'Group', 'Menu Access']);

  // screens the rights do not allow
  await user.goto('/admin/user');
  await expect(user).toHaveURL(/\/misc\/not-authorized$/);
  await user.goto('/admin/group/access');
  await expect(user).toHaveURL(/\/misc\/not-authorized$/);

  await user.goto('/admin/menu-access');
  await expect(user.getByRole('heading', { level: 1 })).toBeVisible();
  await signOut(user);
  await expect(user.locator('#username')).toBeVisible();
});
