import { expect, test } from '@playwright/test';
import { signIn } from '../support/ui.js';

// Issue 14: the chosen language reaches the shell, the record kit and the forms' validation messages.
test('in German, a student record shows German tabs, buttons and validation messages', async ({ page }) => {
  await signIn(page, 'registrar');

  // the top bar's language switch
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.goto('/student/list');
  // a full load of the shell in the chosen language (slow on a busy machine)
  await expect(page.getByRole('heading', { level: 1, name: 'Studierende' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('region', { name: 'Studierende' }).locator('tbody tr td a').first().click();
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);

  // the record's tabs, named in German
  const tabs = page.getByRole('navigation', { name: 'Studierendenakte' });
  await expect(tabs.getByRole('link', { name: 'Persönliches', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Adresse', exact: true })).toBeVisible();
  await tabs.getByRole('link', { name: 'Notizen', exact: true }).click();
  await expect(page).toHaveURL(/\/student\/details\/notes\/\d+$/);

  // the notes list and its form: German buttons, and the contracts' message in German
  await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notiz hinzufügen' });
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Notiz hinzufügen' }).click();
  await expect(dialog.getByText('Dieses Feld ist erforderlich')).toBeVisible();
  await expect(dialog.getByText('This field is required')).toHaveCount(0);

  // kept across a reload (the choice is remembered)
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Studierendenakte' })).toBeVisible({ timeout: 30_000 });
});
