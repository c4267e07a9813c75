import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';
import { waitForMail } from '../support/mailbox.js';

/**
 * Tasks: HR assigns a task to a clinical dean, who is told by email and in the app, finds the To Do
 * modal open by itself on signing in (the week is not empty), and starts the task from its page.
 */
test('a staff member assigns a task to a colleague, who is told and works on it', async ({ page }) => {
  const run = Date.now().toString(36);
  const description = `Prepare the rotation binders ${run}`;
  const subject = `Rotation paperwork ${run}`;
  await signIn(page, 'hr');
  await page.goto('/task/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });

  // a new task subject, added from the task list
  await page.getByRole('button', { name: /Task subjects$/ }).click();
  const subjects = page.getByRole('dialog', { name: 'Task subjects' });
  await subjects.locator('#taskSubject_name').fill(subject); // the form's ids carry its name: the page has other description fields
  await subjects.getByRole('button', { name: /Add subject$/ }).click();
  await expect(page.getByText('Task subject added successfully')).toBeVisible();
  await expect(subjects.getByRole('cell', { name: subject, exact: true })).toBeVisible();
  await subjects.getByRole('button', { name: 'Close' }).click();
  await expect(subjects).toBeHidden();
  await page
    .getByRole('main')
    .getByRole('button', { name: /Add task$/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Add task' });
  await expect(drawer).toBeVisible();

  // the rule of the description is the server's: required, with its message, after a submit attempt
  await drawer.getByRole('button', { name: 'Assign task' }).click();
  await expect(drawer.getByText('Description is required')).toBeVisible();
  await choose(page, 'subjectId', subject);
  await choose(page, 'assignedToId', 'Clara Clinical');
  await page.locator('#description').fill(description);
  await expect(drawer.getByTestId('description-counter')).toHaveText(`${description.length}/400`);
  await page.locator('#dueDate').fill('12/31/2030');
  await page.locator('#dueDate').press('Tab'); // Enter would submit the form already
  await drawer.getByRole('button', { name: 'Assign task' }).click();
  await expect(page.getByText('Task Assigned Successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.locator('#filter-filter').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Assigned by me' }).click();
  const row = page.getByRole('row', { name: new RegExp(description) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Clara Clinical');
  await expect(row).toContainText('12/31/2030');
  await expect(row).toContainText('Open');
  await signOut(page);

  // the assignee's email links to the task
  const mail = await waitForMail('clinical@caduceus.test', new RegExp(`^Task assigned: ${subject}$`));
  expect(mail.text).toContain(description);
  const link = /https?:\/\/\S+\/task\/edit\/(\d+)/.exec(mail.text);
  expect(link).not.toBeNull();
  const taskPath = new URL(link![0]).pathname;

  // signing in, the To Do modal opens by itself: this week holds the new task
  await signIn(page, 'clinical');
  const todo = page.getByRole('dialog', { name: 'To Do' });
  await expect(todo).toBeVisible();
  await expect(todo.getByRole('link', { name: description })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(todo).toBeHidden();

  // and the in-app notification names who assigned it
  const notes = await page.request.get('/api/notifications');
  expect(notes.ok()).toBe(true);
  const first = (await notes.json()).items[0];
  expect(first).toMatchObject({ type: 'TASK', title: 'New task from Hana Resources', link: taskPath });

  await page.goto('/task/list?filter=1');
  await page.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`${taskPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('main').getByText(description)).toBeVisible();
  // the assignee moves the status; the details stay the assigner's
  await expect(page.locator('#description')).toHaveCount(0);
  await page.locator('#status').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'In Progress' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Task updated successfully')).toBeVisible();
  await expect(page.getByRole('main').getByText('In Progress').first()).toBeVisible();

  await page.goto('/task/list?filter=1');
  await expect(page.getByRole('row', { name: new RegExp(description) })).toContainText('In Progress');
});
