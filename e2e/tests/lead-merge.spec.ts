import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const WRITE = { 'X-Requested-With': 'caduceus' };

/** The id of a control-table row by its label (the dropdowns' own endpoint). */
async function refId(api: APIRequestContext, table: string, label: string) {
  const res = await api.get(`/api/lookups/${table}`, { params: { q: label } });
  expect(res.ok()).toBe(true);
  const item = (await res.json()).items.find((i: { label: string }) => i.label === label);
  expect(item, `${table} ${label}`).toBeTruthy();
  return item.value as number;
}

/** Two leads of one applicant (same email, written differently), added through the API as the signed-in user. */
async function addTwins(page: Page) {
  const api = page.request;
  const base = {
    firstName: 'Marisol',
    lastName: `Ferreira${run}`,
    birthCountryId: await refId(api, 'country', 'Aruba'),
    courseId: await refId(api, 'course', 'Doctor of Medicine (MD)'),
    semesterId: await refId(api, 'semester', 'Fall 2026'),
    sourceId: await refId(api, 'referral-source', 'Website'),
  };
  const add = async (over: Record<string, unknown>) => {
    const res = await api.post('/api/leads', { headers: WRITE, data: { ...base, ...over } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).id as number;
  };
  const first = await add({ email: `marisol.${run}@applicants.example.org`, phone: '3055550181' });
  const second = await add({ email: `Marisol.${run}@Applicants.example.org`, phone: '3055550182' });
  return { first, second };
}

test('admissions merges two duplicate leads choosing fields side by side, then undoes the merge from its log entry', async ({
  page,
}) => {
  await signIn(page, 'admissions');
  const { first, second } = await addTwins(page);

  // the duplicate leads screen: the candidate group of the two, newest groups first
  await page.goto('/lead/lead-admin/duplicate-lead');
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicate Leads' })).toBeVisible();
  const group = page.getByRole('table', { name: `Duplicate group of lead ${first}` });
  await expect(group).toBeVisible();
  await expect(group).toContainText(`marisol.${run}@applicants.example.org`);
  await expect(group).toContainText('Same email');
  await expect(group.getByRole('checkbox', { name: `Choose lead ${first} to merge` })).toBeChecked();
  await expect(group.getByRole('checkbox', { name: `Choose lead ${second} to merge` })).toBeChecked();
  await page.locator('.ant-card', { has: group }).getByRole('button', { name: 'Merge the two chosen' }).click();

  // the merge: both side by side, a value chosen per field
  await expect(page).toHaveURL(new RegExp(`/lead/lead-admin/lead-merge\\?survivorId=${first}&otherId=${second}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Merge' })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Choose the value of each field' });
  await expect(fields).toBeVisible();
  await expect(fields.getByRole('radio', { name: 'Phone: keep (305) 555-0181' })).toBeChecked();
  await fields.getByRole('radio', { name: 'Phone: keep (305) 555-0182' }).check();
  await expect(fields.getByRole('radio', { name: 'Phone: keep (305) 555-0182' })).toBeChecked();
  // fields equal on both sides offer no choice
  await expect(fields.getByRole('radio', { name: `Last Name: keep Ferreira${run}` }).first()).toBeDisabled();

  await page.getByRole('button', { name: 'Merge Leads' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText('Leads Merged Successfully')).toBeVisible();
  await expect(page.getByText(`Lead #${second} was merged into #${first}`)).toBeVisible();

  // the survivor took the chosen phone; the merged-away lead is gone from the record
  await page.goto(`/lead/details/profile/${first}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marisol Ferreira${run}` })).toBeVisible();
  await expect(page.getByText(`marisol.${run}@applicants.example.org · (305) 555-0182`)).toBeVisible();
  await page.goto(`/lead/details/profile/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marisol Ferreira${run}` })).toHaveCount(0);

  // undo from the merge's log entry
  await page.goto('/lead/lead-admin/lead-merge');
  const log = page.getByRole('region', { name: 'Merge log' });
  const entry = log.getByRole('row').filter({ hasText: `#${second} Marisol Ferreira${run}` });
  await expect(entry).toHaveCount(1);
  await entry.getByRole('button', { name: /^Undo merge \d+$/ }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Merge undone successfully')).toBeVisible();
  await expect(entry).toContainText('Undone');

  // both leads are back as they were
  await page.goto(`/lead/details/profile/${second}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marisol Ferreira${run}` })).toBeVisible();
  await expect(page.getByText(`Marisol.${run}@Applicants.example.org · (305) 555-0182`)).toBeVisible();
  await page.goto(`/lead/details/profile/${first}`);
  await expect(page.getByRole('heading', { level: 1, name: `Marisol Ferreira${run}` })).toBeVisible();
  await expect(page.getByText(`marisol.${run}@applicants.example.org · (305) 555-0181`)).toBeVisible();
  // and the pair is a candidate group again
  await page.goto('/lead/lead-admin/duplicate-lead');
  await expect(page.getByRole('table', { name: `Duplicate group of lead ${first}` })).toBeVisible();
});
