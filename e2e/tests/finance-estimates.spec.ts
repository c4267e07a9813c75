import { expect, test, type Page } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

const run = Date.now().toString(36);
const headers = { 'x-requested-with': 'caduceus' };

/** A demo student whose record shows the bursar the Invoices & Payments tab. */
async function studentWithInvoicesTab(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  for (const { id } of list.items.slice(5)) {
    const header = (await (await page.request.get(`/api/students/${id}/header`, { headers })).json()) as {
      tabs?: string[];
    };
    if (header.tabs?.includes('invoicePayments') && header.tabs.includes('creditsScholarship')) return id;
  }
  throw new Error('no demo student shows the Invoices & Payments and Credits & Scholarship tabs');
}

const card = (page: Page) =>
  page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Estimates & Seat Deposits' }) });

test('the bursar creates an estimate and pays it by card; a seat deposit by cheque becomes a credit', async ({
  page,
}) => {
  const note = `Estimate ${run}`;
  await signIn(page, 'bursar');
  const id = await studentWithInvoicesTab(page);
  await page.goto(`/student/details/invoice-payments/${id}`);
  await expect(card(page)).toBeVisible();

  // create: a type and a course from the lists, two lines, the total as typed
  await card(page).getByRole('button', { name: 'Create estimate' }).click();
  const create = page.getByRole('dialog', { name: 'Create estimate' });
  await choose(page, 'type', 'Full Program');
  await choose(page, 'course', 'Basic Sciences');
  await create.locator('#note').fill(note);
  await create.locator('#lines_0_description').fill('Tuition');
  await create.locator('#lines_0_amount').fill('12000.00');
  await create.getByRole('button', { name: 'Add line' }).click();
  await create.locator('#lines_1_description').fill('Books');
  await create.locator('#lines_1_amount').fill('345.67');
  await expect(create.getByText('Total $12,345.67')).toBeVisible();
  await create.getByRole('button', { name: 'Create estimate' }).click();
  await expect(page.getByText('Estimate created successfully')).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Estimates', exact: true })
    .locator('tr', { hasText: '$12,345.67' })
    .first();
  await expect(row).toContainText('Open');

  // pay it in full by card (the amount left is offered)
  await row.getByRole('button', { name: /^Pay estimate/ }).click();
  const pay = page.getByRole('dialog', { name: /^Pay estimate/ });
  await expect(pay.locator('#amount')).toHaveValue('12345.67');
  await pay.locator('#cardName').fill('Ada Student');
  await pay.locator('#cardNumber').fill('4242 4242 4242 4242');
  await pay.locator('#cardExpiry').fill('12/40');
  await pay.locator('#cardCvc').fill('123');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Estimate paid successfully')).toBeVisible();
  await expect(pay).toBeHidden();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: /^Pay estimate/ })).toHaveCount(0);

  // a seat deposit by cheque
  await card(page).getByRole('button', { name: 'Record seat deposit' }).click();
  const deposit = page.getByRole('dialog', { name: 'Record seat deposit' });
  await deposit.locator('#amount').fill('500');
  await deposit.getByText('Other', { exact: true }).click();
  await deposit.getByText('Cheque', { exact: true }).click();
  await deposit.locator('#reference').fill(`SD-${run}`);
  await deposit.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Seat deposit recorded successfully')).toBeVisible();
  await card(page).locator('.ant-segmented').getByText('Seat deposits', { exact: true }).click();
  await expect(card(page).locator('tbody tr', { hasText: '$500.00' }).first()).toBeVisible();
  // a cheque is not the school's until accounting verifies it: it waits in the one queue
  await expect(card(page).locator('.ant-table tbody tr', { hasText: '$500.00' })).toContainText('Pending verification');

  // held as the student's credit
  await page.goto(`/student/details/credits-scholarship/${id}`);
  const credit = page.locator('tr', { hasText: `SD-${run}` });
  await expect(credit).toContainText('Held');
  await expect(credit).toContainText('$500.00');
});
