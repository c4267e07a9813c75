import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const SUBJECT = `Accreditation renewal notice ${run}`;

/** A small real PDF (what a scanner makes, in miniature), written for the upload. */
function pdfFile(): { file: string; bytes: Buffer } {
  const bytes = Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% mail log ${run}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
  const file = path.join(os.tmpdir(), `caduceus-e2e-notice-${run}.pdf`);
  fs.writeFileSync(file, bytes);
  return { file, bytes };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A day `back` days before today, as the screens show dates (MM/DD/YYYY). */
const shown = (back: number) => {
  const d = new Date();
  d.setDate(d.getDate() - back);
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};

test('the registrar logs incoming mail with an attachment, finds it by search and downloads the attachment', async ({
  page,
}) => {
  const pdf = pdfFile();
  await signIn(page, 'registrar');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('menuitem', { name: 'Mail Log' }).click();
  await expect(page).toHaveURL(/\/mailLog\/incoming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming Mail' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Aruba Outgoing Mail' })).toBeVisible();

  // log it: an empty form names what is missing first
  await page.getByRole('button', { name: 'Add incoming mail' }).click();
  const drawer = page.getByRole('dialog', { name: 'Add incoming mail' });
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(drawer.getByText('Subject is required')).toBeVisible();
  await expect(drawer.getByText('Department is required')).toBeVisible();

  await page.locator('#mailDate').fill(shown(2));
  await page.locator('#mailDate').press('Enter');
  await choose(page, 'department', 'Registrar');
  await page.locator('#fromName').fill('Ministry of Education');
  await page.locator('#toName').fill('Rita Registrar');
  await page.locator('#subject').fill(SUBJECT);
  await page.locator('#trackingNumber').fill(`RR${run}AW`);
  await drawer.locator('input[type=file]').setInputFiles(pdf.file);
  await expect(drawer.getByText(path.basename(pdf.file))).toBeVisible();
  await drawer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Mail log added successfully')).toBeVisible();

  // the saved entry opens with its attachment
  const view = page.getByRole('dialog', { name: SUBJECT });
  await expect(view.getByText('Ministry of Education')).toBeVisible();
  await expect(view.getByRole('list', { name: 'Attachments' })).toContainText(path.basename(pdf.file));
  await page.keyboard.press('Escape');

  // find it: words typed at once while the drawer slides out filter without Enter; then the date range and
  // the department, in the URL
  const table = page.getByRole('region', { name: 'Incoming Mail' });
  const search = page.getByRole('searchbox', { name: /Search from, to, subject/ });
  await search.focus();
  await page.keyboard.type(`notice ${run}`, { delay: 40 });
  await expect(view).toBeHidden();
  await expect(search).toHaveValue(`notice ${run}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=notice`));
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the entry
  await expect(table.getByRole('link', { name: SUBJECT })).toBeVisible();

  await page.locator('#mail-from').fill(shown(5));
  await page.locator('#mail-to').fill(shown(0));
  await page.locator('#mail-to').press('Enter');
  await choose(page, 'mail-filter-department', 'Registrar');
  await expect(page).toHaveURL(/from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d.*department=\d+|department=\d+.*from=/);
  await expect(table.getByRole('link', { name: SUBJECT })).toBeVisible();

  // another department finds nothing
  await choose(page, 'mail-filter-department', 'Housing');
  await expect(table.getByText('No mail matches this search')).toBeVisible();
  await choose(page, 'mail-filter-department', 'Registrar');
  await expect(table.getByRole('link', { name: SUBJECT })).toBeVisible();

  // a bookmark of the search shows the same
  await page.reload();
  await expect(page.getByRole('region', { name: 'Incoming Mail' }).getByRole('link', { name: SUBJECT })).toBeVisible();

  // open it from the list and download the attachment: the same bytes come back
  await page.getByRole('link', { name: SUBJECT }).click();
  await expect(page).toHaveURL(/[?&]view=\d+/);
  const again = page.getByRole('dialog', { name: SUBJECT });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    again.getByRole('button', { name: `Download ${path.basename(pdf.file)}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(path.basename(pdf.file));
  const saved = await download.path();
  expect(fs.readFileSync(saved).equals(pdf.bytes)).toBe(true);

  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/view=/);

  // the other registers do not hold it
  await page.getByRole('tab', { name: 'Outgoing Mail', exact: true }).click();
  await expect(page).toHaveURL(/\/mailLog\/outgoing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Outgoing Mail' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outgoing Mail' }).getByText(SUBJECT)).toHaveCount(0);
});
