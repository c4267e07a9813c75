import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

const run = Date.now().toString(36);

test('the alumna lands on her alumni record and adds a job; the registrar finds her in the alumni list', async ({
  page,
}) => {
  await signIn(page, 'alumni');
  await expect(page).toHaveURL(/\/alumni\/details\/alumni\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Alumnus' })).toBeVisible();
  // her details, her current job and her residency match from the demo
  await expect(page.getByText('alex.alumnus@example.test')).toBeVisible();
  const jobs = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Jobs' }) });
  await expect(jobs).toContainText('Resident Physician (PGY-2)');
  const matches = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Residency match' }) });
  await expect(matches).toContainText('Internal Medicine Residency - Jackson Memorial');
  // the matches are the registrar's: no Add button for her
  await expect(matches.getByRole('button', { name: 'Add residency' })).toHaveCount(0);

  const employer = `Harbor Clinic ${run}`;
  await jobs.getByRole('button', { name: 'Add job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add job' });
  await dialog.locator('#job-employer').fill(employer);
  await dialog.locator('#job-position').fill('Research Fellow');
  await choose(page, 'job-specialityId', 'Pediatrics');
  await choose(page, 'job-fromYear', '2025');
  await choose(page, 'job-toYear', '2019');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // years out of order are refused on their field
  await expect(dialog.getByText('The last year is before the first year')).toBeVisible();
  await choose(page, 'job-fromYear', '2018');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved Successfully')).toBeVisible();
  await expect(jobs.locator('tr', { hasText: employer })).toContainText('2018 – 2019');

  // another student's record is not hers
  await page.goto(`/alumni/details/alumni/${Number(id) === 1 ? 2 : 1}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alex Alumnus' })).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'registrar');
  await page.goto('/medical/alumniList');
  await expect(page.getByRole('heading', { level: 1, name: 'Alumni List' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name, ID, employer or speciality' }).fill('Alumnus');
  // the search applied (it is in the address) before a row is opened
  await expect(page).toHaveURL(/q=Alumnus/);
  const row = page.locator('tr', { hasText: 'Alex Alumnus' });
  await expect(row).toContainText('Jackson Memorial Hospital');
  await expect(row).toContainText('Internal Medicine');
  await row.getByRole('link', { name: 'Alex Alumnus' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/details/alumni/${id}$`));
  await expect(
    page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Jobs' }) }).locator('tr', {
      hasText: employer,
    }),
  ).toContainText('Research Fellow');
});
