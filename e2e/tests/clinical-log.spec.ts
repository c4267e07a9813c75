import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('the student logs a day of her rotation under way; her preceptor verifies it in the portal', async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);

  // Stella opens her rotation with Petra Preceptor from her Rotation tab and logs today
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/student/details/rotation/${id}`);
  const row = page.getByRole('row', { name: /Petra Preceptor/ });
  await row.getByRole('link').first().click({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Clinical rotation' })).toBeVisible();
  const log = page.locator('.ant-card', { hasText: 'Days logged' });
  await expect(log.getByRole('row')).toHaveCount(4); // the header and the three demo days
  await log.getByRole('button', { name: 'Log a day' }).click();
  const form = page.getByRole('dialog', { name: 'Log a day' });
  await form.locator('#log-hours').fill('7');
  await form.getByRole('button', { name: 'Add problem' }).click();
  await choose(page, 'problems_0_problemId', 'Hypertension');
  await form.getByRole('button', { name: 'Save day' }).click();
  // a problem without how she took part is refused on its field
  await expect(form.getByText('Choose how the student took part')).toBeVisible();
  await choose(page, 'problems_0_optionId', 'Observed');
  await form.getByRole('button', { name: 'Save day' }).click();
  await expect(page.getByText('Clinical Log Saved Successfully')).toBeVisible();
  const day = log.getByRole('row', { name: new RegExp(shown(today)) });
  await expect(day).toContainText('Pending');
  await signOut(page);

  // Petra opens the rotation in her portal and verifies the day
  await signIn(page, 'preceptor');
  await page.goto('/preceptor/rotation');
  await page
    .getByRole('row', { name: /Stella/ })
    .getByRole('link')
    .first()
    .click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: /Stella/ });
  const theDay = drawer.getByRole('row', { name: new RegExp(shown(today)) });
  await theDay.getByRole('button', { name: `Verify ${shown(today)}` }).click();
  await expect(page.getByText('Clinical Log Verified Successfully')).toBeVisible();
  await expect(theDay).toContainText('Verified');
});
