import { expect, test, type Page } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);

const recordTabs = (page: Page) => page.getByRole('navigation', { name: 'Lead record' }).getByRole('link');
const openTab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Lead record' }).getByRole('link', { name, exact: true }).click();
const facts = (page: Page) => page.locator('dl[aria-label="Lead facts"]');

/** On the Status Change tab: moves the lead to `status` and sees it in the header and the history. */
async function changeStatus(page: Page, status: string, note: string) {
  await page.getByRole('region', { name: 'Status Change' }).getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await choose(page, 'statusId', status);
  await dialog.locator('#note').fill(note);
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(page.getByText('Lead Status Changed successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(facts(page)).toContainText(status);
  await expect(page.getByRole('table').first()).toContainText(note);
}

test('admissions adds a lead, moves it to Accepted, notes a call, then migrates it to a student and opens the student record', async ({ page }) => {
  const last = `Okafor${run}`;
  await signIn(page, 'admissions');

  // the list, then the add form
  await page.goto('/lead/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page).toHaveURL(/\/lead\/list\/add$/);
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await expect(page.getByText('Failed to add Lead, Try again!')).toHaveCount(0);
  await expect(page.locator('#firstName')).toBeFocused();

  await page.locator('#firstName').fill('Chidi');
  await page.locator('#lastName').fill(last);
  await page.locator('#email').fill(`chidi.${run}@applicants.example.org`);
  await page.locator('#phone').fill('(305) 555-0177');
  await choose(page, 'birthCountryId', 'Aruba');
  await choose(page, 'courseId', 'Doctor of Medicine (MD)');
  await choose(page, 'semesterId', 'Fall 2026');
  await choose(page, 'sourceId', 'Website');
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await expect(page.getByText('Lead added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/lead\/details\/profile\/\d+$/);
  const leadId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Chidi ${last}` })).toBeVisible();
  await expect(page.getByText(`Lead ID ${leadId}`)).toBeVisible();
  await expect(facts(page)).toContainText('New');

  // a new lead: the work tabs, no application, deferment or estimates, and no migration yet
  const work = ['Profile', 'Address', 'Status Change', 'Email', 'Notes', 'Phone Notes', 'Tasks', 'Activity Log', 'Documents'];
  await expect(recordTabs(page)).toHaveText(work);
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toHaveCount(0);

  // through the statuses to Accepted; the dropdown offers only the allowed next statuses
  await openTab(page, 'Status Change');
  await expect(page).toHaveURL(new RegExp(`/lead/details/status-change/${leadId}$`));
  await page.getByRole('region', { name: 'Status Change' }).getByRole('button', { name: 'Change Status' }).click();
  await page.locator('#statusId').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText(['Contacted', 'Profile Created']);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Cancel' }).click();

  await changeStatus(page, 'Profile Created', `Profile complete ${run}`);
  // a profile: the application's steps join the tabs
  const application = ['Application: Address', 'Application: Background', 'Application: Academics', 'Application: Additional Questions', 'Application: Submit', 'Application: Download'];
  await expect(recordTabs(page)).toHaveText([...work, ...application]);
  await changeStatus(page, 'Application Submitted', `Application received ${run}`);
  await changeStatus(page, 'Accepted', `Offer made ${run}`);

  // accepted: semester deferment and estimates join, and the record offers the migration
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toBeVisible();
  await expect(recordTabs(page)).toHaveText(['Profile', 'Address', 'Status Change', 'Semester Deferment', ...work.slice(3), ...application, 'Estimates']);

  // a note
  await openTab(page, 'Notes');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.locator('#subject').fill(`Interview ${run}`);
  await dialog.locator('#note').fill('Strong motivation; prefers the Fall start.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Notes added successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Interview ${run}`) })).toBeVisible();

  // the activity log has the changes
  await openTab(page, 'Activity Log');
  await expect(page.getByRole('table')).toContainText('Accepted');

  // migrate: confirm, then the new student's record opens
  await page.getByRole('button', { name: 'Migrate to student' }).click();
  await page.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(page.getByText('Lead migrated to student successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Chidi ${last}` })).toBeVisible();

  // the lead is now a student and links to the record
  await page.goto(`/lead/details/profile/${leadId}`);
  await expect(facts(page)).toContainText('Student');
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open student record' })).toBeVisible();
});
