import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/ui.js';

/**
 * The shared list (DataTable) at 1440x900 with the demo school: lists fit the screen (the columns that fit,
 * more through the column chooser, kept per user), a record tab's Edit and Delete stay in view next to a
 * long note, and the name filter filters as one types.
 */

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);

/** The page does not scroll sideways. */
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The list's table holds its columns without scrolling inside itself. */
const tableScrollsSideways = (page: Page, list: string) =>
  page
    .getByRole('region', { name: list })
    .locator('.ant-table-content')
    .evaluate((el) => el.scrollWidth > el.clientWidth + 1);

/** The names in the Name column of the student list's rows. */
const studentNames = (page: Page) =>
  page.getByRole('region', { name: 'Students' }).locator('tbody tr td a[href*="/student/details/"]').allInnerTexts();

test('the student list fits 1440x900, shows more columns on request, and filters by name as one types', async ({
  page,
}) => {
  await signIn(page, 'registrar');
  await page.goto('/student/list');
  const list = page.getByRole('region', { name: 'Students' });
  await expect(list.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(list.locator('tbody tr td a').first()).toBeVisible();

  // the default columns fit: no sideways scroll of the page or of the table, every header in view
  expect(await pageScrollsSideways(page)).toBe(false);
  expect(await tableScrollsSideways(page, 'Students')).toBe(false);
  for (const header of await list.getByRole('columnheader').all()) await expect(header).toBeInViewport({ ratio: 1 });
  await expect(list.getByRole('columnheader', { name: 'Campus' })).toHaveCount(0);

  // the column chooser, by keyboard: Campus is added, kept after a reload, and the defaults come back
  await list.getByRole('button', { name: /^Columns/ }).focus();
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Columns of Students' });
  await expect(chooser).toBeVisible();
  await chooser.getByRole('checkbox', { name: 'Campus' }).focus();
  await page.keyboard.press('Space');
  await expect(list.getByRole('columnheader', { name: 'Campus' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(list.getByRole('button', { name: /^Columns/ })).toBeFocused();
  await page.reload();
  await expect(list.getByRole('columnheader', { name: 'Campus' })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
  await list.getByRole('button', { name: /^Columns/ }).click();
  await chooser.getByRole('button', { name: 'Default columns' }).click();
  await expect(list.getByRole('columnheader', { name: 'Campus' })).toHaveCount(0);
  await list.getByRole('button', { name: /^Columns/ }).click();
  await expect(chooser).toBeHidden();

  // current students first (no alumni or withdrawn student heads the list), phones as (305) 555-0199,
  // and the search and name filter say what they look in
  await expect(list.locator('tbody tr').first()).not.toContainText(/Alumni|Graduated|Withdrawn/);
  await expect(
    list
      .locator('tbody td')
      .filter({ hasText: /^(\+\d{1,4} )?\(\d{3}\) \d{3}-\d{4}$/ })
      .first(),
  ).toBeVisible();
  await expect(list.getByRole('searchbox', { name: 'Search ID, name, email or phone' })).toBeVisible();
  await expect(page.locator('#student-filter-name')).toHaveAttribute('placeholder', 'First, last or preferred name');

  // typing a name filters the rows, without Enter
  const everyone = await studentNames(page);
  const last = everyone[0].split(' ').at(-1)!;
  expect(everyone.some((n) => !n.includes(last))).toBe(true);
  await page.locator('#student-filter-name').pressSequentially(last, { delay: 40 });
  await expect(page).toHaveURL(new RegExp(`[?&]name=${last}`));
  await expect.poll(async () => (await studentNames(page)).every((n) => n.includes(last))).toBe(true);
  expect(await studentNames(page)).toContain(everyone[0]);
  await expect(page.locator('#student-filter-name')).toBeFocused();
});

test('a 90-character note leaves the Edit and Delete of its row in view, in English and in German', async ({
  page,
}) => {
  await signIn(page, 'registrar');
  await page.goto('/student/list');
  await page.getByRole('region', { name: 'Students' }).locator('tbody tr td a').first().click();
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];
  await page.goto(`/student/details/notes/${id}`);

  const card = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Notes', exact: true }) });
  await card.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  const subject = `Long note ${run}`;
  // one unbroken word: nothing to wrap at
  const note = `Transcript-${run}-`.padEnd(90, 'x');
  expect(note).toHaveLength(90);
  await dialog.locator('#subject').fill(subject);
  await dialog.locator('#note').fill(note);
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Note Added Successfully')).toBeVisible();

  for (const language of ['en', 'de']) {
    if (language === 'de') {
      await page.evaluate(() => localStorage.setItem('caduceus.pref.lang', 'de'));
      await page.reload();
      // German loads its texts before the first paint
      await expect(page.getByText('Alle Studierenden')).toBeVisible({ timeout: 30_000 });
    }
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await expect(row).toBeVisible();
    // the buttons' names follow the language too (issue 14)
    const [edit, remove] =
      language === 'de'
        ? [/^Notiz vom .* bearbeiten$/, /^Notiz vom .* löschen$/]
        : [/^Edit note of/, /^Delete note of/];
    await expect(row.getByRole('button', { name: edit })).toBeInViewport({ ratio: 1 });
    await expect(row.getByRole('button', { name: remove })).toBeInViewport({ ratio: 1 });
    expect(await pageScrollsSideways(page)).toBe(false);
  }
});
