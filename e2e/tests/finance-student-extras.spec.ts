import { expect, test, type Page } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

const run = Date.now().toString(36);
const headers = { 'x-requested-with': 'caduceus' };

/** A demo student whose record shows the Invoices & Payments and Accounting Details tabs to the bursar. */
async function studentWithTabs(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const header = (await (await page.request.get(`/api/students/${id}/header`, { headers })).json()) as {
      tabs?: string[];
    };
    if (header.tabs?.includes('invoicePayments') && header.tabs.includes('accountingDetails')) return id;
  }
  throw new Error('no demo student shows the finance tabs');
}

const cardOf = (page: Page, name: string) =>
  page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name }) });

test('the bursar records a direct payment, adds a loan and a malpractice insurance policy', async ({ page }) => {
  await signIn(page, 'bursar');
  const id = await studentWithTabs(page);

  // a direct payment for a fee head, by card: it shows in the no-invoice payments
  await page.goto(`/student/details/invoice-payments/${id}`);
  const payments = cardOf(page, 'Invoices & Payments');
  await payments.getByRole('button', { name: 'Direct payment' }).click();
  const pay = page.getByRole('dialog', { name: 'Direct payment' });
  await choose(page, 'feeHeadId', 'Tuition Fee');
  await pay.locator('#amount').fill('42.17');
  await pay.locator('#cardName').fill('Ada Student');
  await pay.locator('#cardNumber').fill('4242 4242 4242 4242');
  await pay.locator('#cardExpiry').fill('12/40');
  await pay.locator('#cardCvc').fill('123');
  await pay.locator('#reference').fill(`DP-${run}`);
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Direct payment recorded')).toBeVisible();
  await expect(pay).toBeHidden();
  await payments.locator('.ant-segmented').getByText('No-invoice payments', { exact: true }).click();
  await expect(payments.locator('tr', { hasText: `DP-${run}` })).toContainText('$42.17');

  // a loan and an insurance policy on the accounting details
  await page.goto(`/student/details/accounting-details/${id}`);
  const loans = cardOf(page, 'Loans & Financial Aid');
  await loans.getByRole('button', { name: 'Add loan' }).click();
  const loan = page.getByRole('dialog', { name: 'Add loan' });
  await choose(page, 'loanType', 'Federal loan');
  await loan.locator('#lender').fill(`Lender ${run}`);
  await loan.locator('#amount').fill('15000');
  await loan.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Loan saved')).toBeVisible();
  await expect(loans.locator('tr', { hasText: `Lender ${run}` })).toContainText('$15,000.00');

  const insurance = cardOf(page, 'Malpractice Insurance');
  await insurance.getByRole('button', { name: 'Add policy' }).click();
  const policy = page.getByRole('dialog', { name: 'Add policy' });
  await policy.locator('#provider').fill('MedPro');
  await policy.locator('#policyNumber').fill(`MP-${run}`);
  await policy.locator('#startDate').fill('01/01/2026');
  await policy.locator('#startDate').press('Enter');
  await policy.locator('#expiryDate').fill('12/31/2030');
  // Enter on the last field submits the form
  await policy.locator('#expiryDate').press('Enter');
  await expect(page.getByText('Insurance policy saved')).toBeVisible();
  await expect(insurance.locator('tr', { hasText: `MP-${run}` })).toContainText('12/31/2030');
});

test('a student asks to be invoiced, sees her request wait, and sees it invoiced by the accounting office', async ({
  page,
}) => {
  const note = `Lab coat ${run}`;
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  await page.goto(`/student/details/invoice-payments/${id}`);
  const payments = cardOf(page, 'Invoices & Payments');
  await payments.getByRole('button', { name: 'Request an invoice' }).click();
  const ask = page.getByRole('dialog', { name: 'Request an invoice' });
  await choose(page, 'feeHeadId', 'Tuition Fee');
  await ask.locator('#notes').fill(note);
  await ask.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Invoice Requested Successfully')).toBeVisible();
  await payments.locator('.ant-segmented').getByText('Invoice requests', { exact: true }).click();
  await expect(payments.locator('tr', { hasText: note })).toContainText('Pending');

  // the accounting office invoices it
  await signOut(page);
  await signIn(page, 'bursar');
  await page.goto('/accounting/invoice-requests');
  const row = page.locator('tr', { hasText: note });
  await row.getByRole('button', { name: /^Invoice request/ }).click();
  const invoice = page.getByRole('dialog', { name: /^Invoice request/ });
  await choose(page, 'type', 'General');
  await invoice.locator('#amount').fill('85.50');
  await invoice.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText('Invoice Created Successfully')).toBeVisible();
  await expect(row).toContainText('Invoiced');

  // she sees it invoiced, with the invoice's number
  await signOut(page);
  await signIn(page, 'student');
  await page.goto(`/student/details/invoice-payments/${id}?view=requests`);
  const mine = cardOf(page, 'Invoices & Payments').locator('tr', { hasText: note });
  await expect(mine).toContainText('Invoiced');
  await expect(mine.locator('td').nth(5)).toHaveText(/^\d+$/);
});
