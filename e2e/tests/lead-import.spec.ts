import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/ui.js';

// unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const ROWS = 500;

/** The header row of a downloaded .xlsx. */
async function headersOf(path: string): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path);
  return (wb.worksheets[0].getRow(1).values as unknown[]).slice(1).map(String);
}

/**
 * 500 leads as a person would fill the template: 25 with a broken email and 10 with a program the school does
 * not offer (refused); 20 repeating the email of the row above in capitals and 2 with the email of a lead
 * already in the CRM (duplicates). Birth dates one day apart and phones of their own: no other duplicates.
 */
function leadFile(headers: string[], existingEmails: string[]) {
  let invalid = 0;
  let duplicates = 0;
  const emails: string[] = [];
  const lines = [headers];
  for (let i = 0; i < ROWS; i++) {
    let email = `e2e.${run}.${i}@import.example.org`;
    let program = 'Doctor of Medicine (MD)';
    if (i % 20 === 3) {
      email = `broken-email-${i}`;
      invalid++;
    }
    if (i % 50 === 7) {
      program = 'Astrology';
      invalid++;
    }
    if (i % 25 === 10) {
      email = emails[i - 1].toUpperCase();
      duplicates++;
    }
    if (i === 100 || i === 200) {
      email = existingEmails[i / 100 - 1];
      duplicates++;
    }
    emails.push(email);
    const local = String(7_000_000 + i);
    const cells: Record<string, string> = {
      'First Name': ['Ines', 'Tariq', 'Mei', 'Olu', 'Sven'][i % 5],
      'Last Name': `Imported${run}${i}`,
      Email: email,
      Phone: `(415) ${local.slice(0, 3)}-${local.slice(3)}`,
      'Date of Birth': new Date(Date.UTC(1976, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
      Gender: i % 2 ? 'Female' : 'Male',
      'Course/Program': program,
      Semester: 'Fall 2026',
      Source: 'Website',
      'Birth Country': 'Aruba',
    };
    lines.push(headers.map((h) => cells[h] ?? ''));
  }
  return { csv: lines.map((l) => l.join(',')).join('\r\n') + '\r\n', invalid, duplicates };
}

const stat = (page: Page, title: string) =>
  page
    .getByRole('group', { name: 'Check result' })
    .locator('.ant-statistic')
    .filter({ hasText: title })
    .locator('.ant-statistic-content');

test('admissions uploads 500 leads with refused rows and duplicates, imports them with a progress bar and gets the error report', async ({
  page,
}) => {
  await signIn(page, 'admissions');
  await page.goto('/lead/list');
  await page.getByRole('button', { name: 'Bulk upload' }).click();
  await expect(page).toHaveURL(/\/lead\/notifications\/bulk-upload$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Lead Upload' })).toBeVisible();

  // the template tells the columns
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('lead-upload-template.xlsx');
  const headers = await headersOf(await template.path());
  expect(headers.slice(0, 4)).toEqual(['First Name', 'Middle Name', 'Last Name', 'Email']);

  // two leads already in the CRM come back in the file
  const listed = await page.request.get('/api/leads?pageSize=25', { headers: { 'x-requested-with': 'caduceus' } });
  const existing = ((await listed.json()) as { items: { email: string }[] }).items.slice(0, 2).map((l) => l.email);
  const file = leadFile(headers, existing);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `fair-${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file.csv) });
  await expect(page).toHaveURL(/\?upload=\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: `fair-${run}.csv` })).toBeVisible();
  await expect(stat(page, 'Rows in the file')).toHaveText(String(ROWS));
  await expect(stat(page, 'With errors')).toHaveText(String(file.invalid));
  await expect(stat(page, 'Valid')).toHaveText(String(ROWS - file.invalid));
  await expect(stat(page, 'Duplicates')).toHaveText(String(file.duplicates));

  // the preview: a refused row says why, a duplicate links to the lead it matches
  const rows = page.getByRole('region', { name: 'Rows of the upload' });
  await expect(rows.getByRole('row').filter({ hasText: 'broken-email-3' })).toContainText(
    'Email: Please enter a valid email address',
  );
  const toImport = ROWS - file.invalid - file.duplicates;

  // import, skipping the duplicates; the progress bar runs to the end
  await page.getByRole('button', { name: `Import ${toImport} leads` }).click();
  const progress = page.getByRole('status', { name: 'Import progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText('Bulk Lead Uploaded Successfully')).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(progress).toContainText(`${toImport} leads imported, ${file.duplicates} duplicates skipped`);
  await expect(stat(page, 'Imported')).toHaveText(String(toImport));

  // the error report: one line per refused row and per skipped duplicate
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download error report' }).click(),
  ]);
  expect(report.suggestedFilename()).toBe(`fair-${run}-errors.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await report.path());
  const ws = wb.worksheets[0];
  expect(ws.rowCount).toBe(1 + file.invalid + file.duplicates);
  expect(String(ws.getRow(1).getCell(headers.length + 2).value)).toBe('Problem');
  const problems: string[] = [];
  ws.eachRow((r, n) => {
    if (n > 1) problems.push(String(r.getCell(headers.length + 2).value));
  });
  expect(problems.filter((p) => p.startsWith('Skipped as a duplicate'))).toHaveLength(file.duplicates);
  fs.rmSync(await report.path(), { force: true });

  // the upload is in the list of past uploads, and links back to itself
  const past = page.getByRole('region', { name: 'Past uploads' });
  const line = past.getByRole('row').filter({ hasText: `fair-${run}.csv` });
  await expect(line).toContainText('Imported');
  await expect(line).toContainText(String(toImport));

  // an imported lead: its Documents tab shows the upload it came from
  await rows
    .getByRole('link', { name: /^Imported: lead #\d+$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/lead\/details\/profile\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Ines Imported${run}0` })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Lead record' })
    .getByRole('link', { name: 'Documents', exact: true })
    .click();
  const source = page.getByRole('region', { name: 'Bulk-uploaded documents' });
  await expect(source).toContainText(`fair-${run}.csv`);
  await expect(source).toContainText('row 2');
  const [original] = await Promise.all([
    page.waitForEvent('download'),
    source.getByRole('button', { name: `Download fair-${run}.csv` }).click(),
  ]);
  expect(
    fs
      .readFileSync(await original.path(), 'utf8')
      .split('\r\n')
      .filter(Boolean),
  ).toHaveLength(ROWS + 1);
  await source.getByRole('link', { name: `fair-${run}.csv` }).click();
  await expect(page).toHaveURL(/\/lead\/notifications\/bulk-upload\?upload=\d+$/);
  await expect(page.getByRole('group', { name: 'Check result' })).toBeVisible();
});
