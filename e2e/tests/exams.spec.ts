import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from '../support/ui.js';

/** A results spreadsheet as the NBME sends it: one row a student's sitting. */
async function resultsFile(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Results');
  sheet.addRow(['Student ID', 'Exam', 'Exam Date', 'Score', 'Percentile']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('the exams officer uploads NBME shelf results: the unknown student is refused, the rest is listed', async ({
  page,
}) => {
  await signIn(page, 'registrar');
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[1].id;
  // the same sitting each run: a second upload corrects its score
  const score = 40 + (Date.now() % 50);
  const file = await resultsFile([
    [id, 'Neurology', '2024-03-15', score, 55],
    [99999999, 'Neurology', '2024-03-15', 70, ''],
  ]);

  await page.goto('/exams/nbme-shelf');
  await expect(page.getByRole('heading', { level: 1, name: 'NBME Shelf' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Upload results' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bulk upload: NBME Shelf Results' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'nbme-shelf.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await dialog.getByRole('button', { name: 'Check file' }).click();
  await expect(dialog.getByText('Unknown student (ID 99999999)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 1 valid row' }).click();
  await expect(page.getByText(/1 row imported/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox').fill(String(id));
  const row = page.locator('tr', { hasText: '03/15/2024' });
  await expect(row).toContainText('Neurology');
  await expect(row).toContainText(String(score));
  // the report counts it
  await page.getByRole('tab', { name: 'Report', exact: true }).click();
  await expect(page.getByRole('row', { name: /Neurology/ })).toBeVisible();
});
