import { expect, test } from '@playwright/test';
import { signIn } from '../support/ui.js';

/** A range wide enough to hold every demo invoice (the demo dates them around today). */
const RANGE = 'from=2020-01-01&to=2029-12-31';

test("the bursar reads the demo's revenue by fee head, then by month", async ({ page }) => {
  await signIn(page, 'bursar');
  await page.goto(`/accounting/revenue?${RANGE}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  const heads = page.getByRole('table').filter({ has: page.getByText('By fee head') });
  await expect(heads.getByRole('cell', { name: 'Tuition Fee' })).toBeVisible();
  await expect(page.getByText('Revenue recognised').first()).toBeVisible();

  await page.getByRole('link', { name: 'Monthly Revenue' }).click();
  await expect(page).toHaveURL(/\/accounting\/revenue\/monthly/);
  await expect(page.getByRole('heading', { level: 1, name: 'Monthly Revenue' })).toBeVisible();
  await expect(page.getByRole('table').filter({ has: page.getByText('By period') })).toBeVisible();

  // the month view to Excel
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export to Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Monthly Revenue.xlsx');
});
