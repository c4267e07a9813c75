import { expect, test, type Page } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

/** The card of the record that carries this heading. */
const card = (page: Page, heading: string) =>
  page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: heading }) });

// The demo bursar has no right on the accounting settings (the controller's group has it, with no demo user):
// the super user does the bulk update.
test("the accounting settings put two students' invoices on hold in one bulk update; their accounting details show Hold", async ({
  page,
}) => {
  await signIn(page, 'superuser');
  // step 1: students whose invoices are cleared, lowest ids first (a retry takes the next two)
  await page.goto(
    '/admin/accounting-settings/bulk-update/invoice-financial-status?bulkinvoiceFinancialStatus=1&bulksort=id',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Bulk update: invoice financial status' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Students to update' });
  const rows = list.locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Cleared');
  const ids: string[] = [];
  for (const i of [0, 1]) {
    const row = rows.nth(i);
    ids.push((await row.locator('td').nth(1).innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  await expect(list.getByText('2 chosen')).toBeVisible();
  await list.getByRole('button', { name: 'Next' }).click();

  // step 2: Hold, confirmed
  await expect(page.getByText('2 students chosen')).toBeVisible();
  await choose(page, 'invoiceFinancialStatus', 'Hold');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Set 2 students to Hold?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Invoice Financial Status Updated Successfully')).toBeVisible();
  // back at step 1, the two are listed on hold
  await page.goto(
    `/admin/accounting-settings/bulk-update/invoice-financial-status?bulkinvoiceFinancialStatus=2&bulkq=${ids[0]}`,
  );
  await expect(list.locator('tbody tr.ant-table-row').first()).toContainText('Hold');

  // the student's accounting-details tab
  for (const id of ids) {
    await page.goto(`/student/details/accounting-details/${id}`);
    await expect(
      page
        .getByRole('navigation', { name: 'Student record' })
        .getByRole('link', { name: 'Accounting Details', exact: true }),
    ).toBeVisible();
    await expect(card(page, 'Accounting Information')).toContainText('Hold');
  }

  // the other info of the last one, saved with its toast
  const other = card(page, 'Other Information');
  await other.getByRole('button', { name: 'Edit' }).click();
  await other.getByLabel('Remarks').fill('Invoices on hold until the sponsor letter arrives.');
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Other Info Updated Successfully')).toBeVisible();
  await expect(other).toContainText('Invoices on hold until the sponsor letter arrives.');
});

test('the accounting bulk update puts a student paying in full on four installments', async ({ page }) => {
  await signIn(page, 'superuser');
  await page.goto('/admin/accounting-settings/bulk-update/accounting?bulkpaymentPlan=full&bulksort=-id');
  await expect(page.getByRole('heading', { level: 2, name: 'Bulk update: accounting' })).toBeVisible();
  const list = page.getByRole('region', { name: 'Students to update' });
  const row = list.locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('Pay in full');
  const id = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('checkbox').check();
  await list.getByRole('button', { name: 'Next' }).click();

  // step 2: its form loads when reached
  await expect(page.getByText('Fill in only what should change')).toBeVisible();
  await choose(page, 'paymentPlan', 'Installments');
  await page.getByLabel('Number of Installments').fill('4');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Set on 1 student?')).toBeVisible();
  await expect(page.getByText('(4)')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Accounting Info Updated Successfully')).toBeVisible();

  await page.goto(`/student/details/accounting-details/${id}`);
  await expect(card(page, 'Accounting Information')).toContainText('Installments (4)');
});
