import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './env.js';

/** Signs in through the login screen, as a person would, and waits to leave it. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Succesfully Logged In')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function signOut(page: Page) {
  // the user menu animates open; retry the whole gesture until the sign-in screen shows
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: 'Log Out' });
    if (!(await item.isVisible())) await page.getByRole('button', { name: /^User menu of/ }).click();
    await item.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}

/** The labels of the main menu as shown (submenu titles and entries). */
export const menuLabels = (page: Page) =>
  page
    .locator('nav[aria-label="Main menu"] [role="menuitem"]')
    .allInnerTexts()
    .then((l) => l.map((s) => s.trim()).filter(Boolean));

/** Chooses an option of an antd Select by typing its label. */
export async function choose(page: Page, selectId: string, label: string) {
  const shown = page.locator(`.ant-select:has(#${selectId})`);
  await expect(async () => {
    await page.locator(`#${selectId}`).click();
    await page.locator(`#${selectId}`).fill(label);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click({ timeout: 3000 });
    await expect(shown).toContainText(label, { timeout: 2000 });
    // chosen, not only named by the placeholder ("Admit, Waitlist or Decline" holds "Admit"): the
    // placeholder goes once a value is chosen
    await expect(shown.locator('.ant-select-placeholder')).toHaveCount(0, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens a Select and chooses its first option. The list of the Select chosen before closes with an
 * animation; until it has gone, "the visible list" could be that older one, so it waits for it first.
 */
export async function chooseFirst(page: Page, field: Locator) {
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(open).toHaveCount(0);
  await expect(async () => {
    await field.click();
    await open.locator('.ant-select-item-option').first().click({ timeout: 3000 });
    await expect(open).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
}
