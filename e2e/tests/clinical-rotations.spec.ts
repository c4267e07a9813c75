import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

/** The Monday `weeks` weeks after this week's, as the date pickers take it (MM/DD/YYYY). */
function mondayIn(weeks: number) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * weeks);
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(d.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${d.getUTCFullYear()}`;
}

test('the clinical dean assigns three students through the wizard and sees them on the roster and the graph; Stella accepts her planned rotation', async ({
  page,
}, testInfo) => {
  // a week of its own per try: a retry must not meet the rotations its first try made
  const week = 30 + testInfo.retry * 6;
  await signIn(page, 'clinical');
  await page.goto('/medical/clinicals/assign-rotation/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Assign rotation' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Assign rotation' }).click();
  const wizard = page.getByRole('dialog', { name: 'Assign rotation' });

  // step 1: three students from the searchable list
  const rows = wizard.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    names.push((await row.locator('td').nth(1).innerText()).trim());
    ids.push((await row.locator('td').nth(2).innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  await expect(wizard.getByText('3 selected')).toBeVisible();
  await wizard.getByRole('button', { name: 'Next' }).click();

  // step 2: where and when, with the seats left per week
  await choose(page, 'wizard-hospitalId', 'Harborview Teaching Hospital');
  await choose(page, 'wizard-hospitalRotationId', 'Surgery');
  await wizard.locator('#wizard-startDate').fill(mondayIn(week));
  await wizard.locator('#wizard-startDate').press('Enter');
  await expect(wizard.getByTestId('seats-left')).toContainText(mondayIn(week));
  await wizard.getByRole('button', { name: 'Next' }).click();

  // step 3: everyone ready; all three Scheduled in one go
  await expect(wizard.getByText('Ready', { exact: true })).toHaveCount(3);
  await wizard.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('Rotations Assigned Successfully')).toBeVisible();
  await expect(wizard).toBeHidden();

  // the roster lists them at Harborview
  await page.getByRole('navigation', { name: 'Rotation assignment' }).getByText('Roster', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roster' })).toBeVisible();
  for (const [i, name] of names.entries()) {
    // by student ID: two students may share a name. Enter applies the search at once.
    await page.getByRole('searchbox').fill(ids[i]);
    await page.getByRole('searchbox').press('Enter');
    const row = page
      .locator('tr', { hasText: mondayIn(week) })
      .filter({ hasText: name })
      .first();
    await expect(row).toContainText('Harborview Teaching Hospital');
    await expect(row).toContainText('Surgery');
  }

  // the graph shows each of them under the hospital from that week
  await page.getByRole('navigation', { name: 'Rotation assignment' }).getByText('Graph', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rotation graph' })).toBeVisible();
  await page.getByLabel('From').fill(mondayIn(week - 1));
  await page.getByLabel('From').press('Enter');
  const graph = page.getByRole('table', { name: 'Rotation graph' });
  for (const name of names)
    await expect(
      graph
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('cell', { name: 'Surgery' })
        .first(),
    ).toBeVisible();
  await signOut(page);

  // Stella accepts the plan waiting for her on her Rotation tab
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/student/details/rotation/${id}`);
  const plans = page.locator('.ant-card', { hasText: 'Planned rotations' });
  await plans.getByRole('button', { name: 'Accept' }).click({ timeout: 30_000 });
  await expect(page.getByText('Planned Rotation Accepted')).toBeVisible();
  await expect(plans.getByText('Accepted', { exact: true })).toBeVisible();
});

test('the clinical dean credits a rotation a student did at another school on her Rotation tab, then removes it', async ({
  page,
}, testInfo) => {
  await signIn(page, 'clinical');
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[1].id;
  const school = `Lakeside School of Medicine ${Date.now().toString(36)}`;
  // days of their own per try: a retry must not meet the transfer its first try made
  const year = 2019 - testInfo.retry;

  await page.goto(`/student/details/rotation/${id}`);
  const card = page.locator('.ant-card', {
    has: page.getByRole('heading', { level: 2, name: /^Clinical transfers/ }),
  });
  await card.getByRole('button', { name: 'Add clinical transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add clinical transfer' });
  await choose(page, 'transfer-rotationId', 'Surgery');
  await dialog.locator('#transfer-school').fill(school);
  await dialog.locator('#transfer-fromDate').fill(`03/04/${year}`);
  await dialog.locator('#transfer-fromDate').press('Enter');
  await dialog.locator('#transfer-toDate').fill(`03/31/${year}`);
  await dialog.locator('#transfer-toDate').press('Enter');
  // five weeks do not fit in four: refused on the field, nothing saved
  await dialog.locator('#transfer-weeks').fill('5');
  await dialog.getByRole('button', { name: 'Add clinical transfer' }).click();
  await expect(dialog.getByText('More weeks than the days from start to end hold')).toBeVisible();
  await dialog.locator('#transfer-weeks').fill('4');
  await dialog.getByRole('button', { name: 'Add clinical transfer' }).click();
  await expect(page.getByText('Clinical Transfer Added Successfully')).toBeVisible();
  const row = card.locator('tr', { hasText: school });
  await expect(row).toContainText('Surgery');
  await expect(row).toContainText(`03/04/${year}`);
  await expect(card.getByRole('heading', { level: 2 })).toContainText('weeks credited');

  await row.getByRole('button', { name: /^Delete Surgery/ }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Clinical Transfer Deleted Successfully')).toBeVisible();
  await expect(card.locator('tr', { hasText: school })).toHaveCount(0);
});
