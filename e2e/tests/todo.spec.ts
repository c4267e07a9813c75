import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, signOut } from '../support/ui.js';

const pad = (n: number) => String(n).padStart(2, '0');
const us = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
/** This week, Sunday to Saturday, as the modal's header writes it. */
function thisWeek() {
  const now = new Date();
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - now.getDay());
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6);
  return `${us(start)} - ${us(end)}`;
}

/** Signs in and answers the To Do modal: open by itself when the week has items, else opened from the top bar. */
async function signInToTodo(page: Page, username: string) {
  const week = page.waitForResponse((r) => r.url().includes('/api/todos?') && r.request().method() === 'GET');
  await signIn(page, username);
  const items = ((await (await week).json()) as { items: unknown[] }).items;
  const dialog = page.getByRole('dialog', { name: 'To Do' });
  if (items.length === 0) {
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: /^To Do/ }).click();
  }
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a clinical dean adds a to-do in the modal, stars it, completes it and exports the week', async ({ page }) => {
  const description = `Grade the anatomy quizzes ${Date.now().toString(36)}`;
  const dialog = await signInToTodo(page, 'clinical');
  await expect(dialog.getByTestId('todo-week')).toHaveText(thisWeek());
  await expect(dialog.getByRole('button', { name: 'Next week' })).toBeDisabled();

  // the add form toggles; the description rule and its counter are the spec's
  await dialog.getByRole('button', { name: 'Add to-do', exact: true }).click();
  await page.locator('#todo_description').fill('x'.repeat(401));
  await expect(dialog.getByTestId('description-counter')).toHaveText('401/400');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog.getByText('Description can be at most 400 characters')).toBeVisible();
  // Cancel closes and resets the form
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.locator('#todo_description')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add to-do', exact: true }).click();
  await expect(page.locator('#todo_description')).toHaveValue('');
  await page.locator('#todo_description').fill(`  ${description}  `);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Todo Added Successfully')).toBeVisible();
  await expect(page.locator('#todo_description')).toHaveCount(0);

  const item = dialog.getByTestId('todo-item').filter({ hasText: description });
  await expect(item.getByRole('link', { name: description })).toBeVisible();
  await expect(item).toContainText('Clara Clinical');
  await expect(item).toContainText('Open');

  // star: the status stays
  await item.getByRole('button', { name: /^Add to-do .* to favourites$/ }).click();
  await expect(page.getByText('Added to favourites')).toBeVisible();
  await expect(item.getByRole('button', { name: /^Remove to-do .* from favourites$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(item).toContainText('Open');

  // complete: the combination status shows and the actions go
  await item.getByRole('button', { name: /^Complete / }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  const today = us(new Date());
  await expect(item).toContainText(`Completed on ${today}`);
  await expect(item.getByRole('button', { name: /^(Complete|Cancel) / })).toHaveCount(0);

  // the previous week does not hold it; moving weeks closes the add form
  await dialog.getByRole('button', { name: 'Add to-do', exact: true }).click();
  await dialog.getByRole('button', { name: 'Previous week' }).click();
  await expect(page.locator('#todo_description')).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: description })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Next week' }).click();
  await expect(dialog.getByTestId('todo-week')).toHaveText(thisWeek());
  await expect(item).toBeVisible();

  // export the shown week: todo_list.xlsx holds its rows
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('todo_list.xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((r) => rows.push((r.values as unknown[]).slice(1).map(String)));
  expect(rows[0]).toEqual(['Date', 'Description', 'Assigned To', 'Assigned By', 'Status', 'Starred']);
  expect(rows).toContainEqual([today, description, 'Clara Clinical', 'Clara Clinical', `Completed on ${today}`, 'Yes']);

  // an item opens its task
  await item.getByRole('link', { name: description }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/task\/edit\/\d+$/);
  await expect(page.getByRole('main').getByText(description)).toBeVisible();
  await signOut(page);

  // next sign-in: the week is not empty, so the modal opens by itself, once
  await signIn(page, 'clinical');
  await expect(page.getByRole('dialog', { name: 'To Do' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/task/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'To Do' })).toBeHidden();
  await signOut(page);

  // administrators see everybody's to-dos
  await signIn(page, 'superadmin');
  await page.goto('/admin/todolist');
  await expect(page.getByRole('heading', { level: 1, name: 'To Do List' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Search description or subject' }).fill(description);
  await page.getByRole('searchbox', { name: 'Search description or subject' }).press('Enter');
  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toContainText('Clara Clinical');
  await expect(row).toContainText(`Completed on ${today}`);
});
