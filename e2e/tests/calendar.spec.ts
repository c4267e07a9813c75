import { expect, test, type Page } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const TITLE = `Curriculum review ${run}`;

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const usDate = `${pad(today.getMonth() + 1)}/${pad(today.getDate())}/${today.getFullYear()}`;

/** Types a value into an antd date picker (MM/DD/YYYY or MM/DD/YYYY hh:mm A) and leaves the field. */
async function typeDate(page: Page, id: string, value: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(value);
  // Tab, not Enter: Enter submits the form
  await input.press('Tab');
  await expect(input).toHaveValue(value);
}

test('a dean adds an event with an invitee, who then signs in and sees it but cannot change it', async ({ page }) => {
  await signIn(page, 'dean');
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // the month view with its toolbar: the month's title and the four views
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: today.toLocaleDateString('en-US', { month: 'long', year: 'numeric' }),
    }),
  ).toBeVisible();
  const views = page.getByRole('tablist', { name: 'Change view' });
  await expect(views.getByRole('tab')).toHaveText(['Month', 'Week', 'Day', 'List']);
  await expect(views.getByRole('tab', { name: 'Month view' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add event' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add event' });
  await expect(drawer).toBeVisible();
  // a save without the required fields says what is missing
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(drawer.getByText('Title is required')).toBeVisible();
  await expect(drawer.getByText('Choose an event type')).toBeVisible();

  await page.locator('#title').fill(TITLE);
  await choose(page, 'eventTypeId', 'Meeting');
  await choose(page, 'eventGroupId', 'Academic');
  await typeDate(page, 'start', `${usDate} 10:00 AM`);
  await typeDate(page, 'end', `${usDate} 11:30 AM`);
  await page.locator('#location').fill('Board room');
  await page.locator('#description').fill('Review of the second-year curriculum.');
  await choose(page, 'inviteeIds', 'Felix Faculty');
  await drawer.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Event added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();

  // the organiser sees it on the month grid and may edit it
  await page.getByText(TITLE).click();
  const details = page.getByRole('dialog', { name: TITLE });
  await expect(details.getByText('You organise it')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await signOut(page);

  // the invitee sees it, opens it, and has nothing to change it with
  await signIn(page, 'faculty');
  await page.goto('/calendar');
  // the event is a button on the grid: opened from the keyboard
  const onGrid = page.getByRole('button', { name: new RegExp(TITLE) });
  await expect(onGrid).toBeVisible();
  await onGrid.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]event=\d+/);
  const seen = page.getByRole('dialog', { name: TITLE });
  await expect(seen.getByText('You are invited')).toBeVisible();
  await expect(seen.getByText('Dorian Dean')).toBeVisible();
  await expect(seen.getByText('Board room')).toBeVisible();
  await expect(seen.getByText(`${usDate} 10:00 AM – 11:30 AM`)).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Close' }).last().click();
  await expect(seen).toBeHidden();

  // the list view shows it too, and the view is kept in the address
  await page.getByRole('tab', { name: 'List view' }).click();
  await expect(page).toHaveURL(/view=listMonth/);
  await expect(page.getByText(TITLE)).toBeVisible();
  await page.reload();
  await expect(page.getByText(TITLE)).toBeVisible();

  // someone neither invited nor in the dean's access group does not see it
  await signOut(page);
  await signIn(page, 'registrar');
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('No events in this period.')).toBeVisible();
  await expect(page.getByText(TITLE)).toHaveCount(0);
});
