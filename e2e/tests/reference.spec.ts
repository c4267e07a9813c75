import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

// names unique per run, so that a retry starts clean on the same database
const run = Date.now().toString(36).slice(-5);
const country = (i: number) => `Zed ${run} Land ${String(i).padStart(3, '0')}`;
const STATE = `Zed ${run} Province`;

/**
 * A 200-row country sheet with three rows the rules refuse: a blank name (line 51), an ISO code longer
 * than 3 characters (line 101) and a repeat of line 12's name (line 151). Lines count the header as 1.
 */
function countriesCsv(): string {
  const lines = ['Name,ISO Code,Phone Code'];
  for (let i = 0; i < 200; i++) {
    if (i === 49) lines.push(',QB,+999');
    else if (i === 99) lines.push(`${country(i)},ABCDE,+999`);
    else if (i === 149) lines.push(`${country(10)},Q1,+999`);
    else lines.push(`${country(i)},Q${i % 10},+999`);
  }
  const file = path.join(os.tmpdir(), `caduceus-e2e-countries-${run}.csv`);
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

/** Searches a list; the search is applied when it shows in the URL (?q=). */
async function search(page: Page, placeholder: string, text: string) {
  const box = page.getByRole('searchbox', { name: placeholder });
  await expect(async () => {
    await box.fill(text);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/%20/g, '(\\+|%20)')}`), {
      timeout: 2000,
    });
  }).toPass({ timeout: 15_000 });
}

test('a registrar bulk-uploads countries, deactivates one, and states keep its name but no longer offer it', async ({
  page,
}) => {
  test.slow(); // a 200-row import and several lists on the embedded database
  await signIn(page, 'registrar');
  await page.goto('/admin/control-table/admin?table=country');
  await expect(page.getByRole('heading', { level: 2, name: 'Countries' })).toBeVisible();

  // check the file: 197 valid rows, the three refused ones listed with their line numbers
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload: Countries' });
  await dialog.locator('input[type=file]').setInputFiles(countriesCsv());
  await expect(dialog.getByText(`caduceus-e2e-countries-${run}.csv`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Check file' }).click();
  const errors = dialog.getByRole('region', { name: 'Errors' });
  await expect(errors.getByRole('row')).toHaveCount(4); // the header and three rows
  await expect(errors.getByRole('row').nth(1)).toContainText('51');
  await expect(errors.getByRole('row').nth(1)).toContainText('Name is required');
  await expect(errors.getByRole('row').nth(2)).toContainText('101');
  await expect(errors.getByRole('row').nth(2)).toContainText('ISO Code');
  await expect(errors.getByRole('row').nth(3)).toContainText('151');
  await expect(errors.getByRole('row').nth(3)).toContainText('Same country as line 12');
  await expect(dialog.getByRole('region', { name: /Preview/ })).toContainText(country(0));

  // import the valid ones
  await dialog.getByRole('button', { name: 'Import 197 valid rows' }).click();
  await expect(page.getByText('197 rows imported (197 added, 0 updated)')).toBeVisible();
  await expect(dialog).toBeHidden();

  // one of them, found by name
  const chosen = country(42);
  await search(page, 'Search countries', chosen);
  const row = page.getByRole('row', { name: new RegExp(chosen) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');

  // a state that uses it, made while it is active
  await page.goto('/admin/control-table/admin?table=state');
  await expect(page.getByRole('heading', { level: 2, name: 'States' })).toBeVisible();
  await page.getByRole('button', { name: 'Add state' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add state' });
  await drawer.locator('#name').fill(STATE);
  await choose(page, 'country', chosen);
  await drawer.getByRole('button', { name: 'Add state' }).click();
  await expect(page.getByText('State added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  // deactivate the country
  await page.goto('/admin/control-table/admin?table=country');
  await search(page, 'Search countries', chosen);
  await expect(page.getByRole('row', { name: new RegExp(chosen) })).toHaveCount(1);
  await page.getByRole('button', { name: `Deactivate ${chosen}` }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(chosen) })).toContainText('Inactive');

  // a new state cannot choose it any more; another imported country is offered
  await page.goto('/admin/control-table/admin?table=state');
  await page.getByRole('button', { name: 'Add state' }).click();
  await page.locator('#country').click();
  await page.locator('#country').fill(`Zed ${run} Land 04`);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.filter({ hasText: country(41) })).toHaveCount(1);
  await expect(options.filter({ hasText: chosen })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Add state' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog', { name: 'Add state' })).toBeHidden();

  // the state made before still names it
  await search(page, 'Search states', STATE);
  const stateRow = page.getByRole('row', { name: new RegExp(STATE) });
  await expect(stateRow).toHaveCount(1);
  await expect(stateRow).toContainText(chosen);
});

test('a registrar sees only the control-table groups granted to REGISTRAR', async ({ page }) => {
  await signIn(page, 'registrar');
  await page.goto('/admin/control-table');
  await expect(page.getByRole('heading', { level: 1, name: 'Control tables' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrar', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Admin', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'HR', exact: true })).toHaveCount(0);

  // the search narrows the cards to matching groups and tables
  await page.getByRole('searchbox', { name: 'Search tables' }).fill('countr');
  await expect(page.getByRole('link', { name: 'Countries' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Registrar', exact: true })).toHaveCount(0);

  await page.goto('/admin/control-table/hr');
  await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  await signOut(page);
});
