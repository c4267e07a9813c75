import { expect, test, type Page } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

const run = Date.now().toString(36);

/** A demo student whose record shows the Invoices & Payments tab to the signed-in user and who owes nothing. */
async function studentWithInvoicesTab(page: Page): Promise<number> {
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const header = (await (await page.request.get(`/api/students/${id}/header`, { headers })).json()) as {
      tabs?: string[];
    };
    if (!header.tabs?.includes('invoicePayments')) continue;
    // one who owes nothing and holds no credit, so that the balance shows our invoice alone
    const balance = (await (await page.request.get(`/api/students/${id}/balance`, { headers })).json()) as {
      owed?: string;
      credit?: string;
    };
    if (balance.owed === '0.00' && balance.credit === '0.00') return id;
  }
  throw new Error('no demo student with nothing owed shows the Invoices & Payments tab');
}

/** The tab's card (its heading), its view switch and the row of our invoice in the open invoices. */
const card = (page: Page) =>
  page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Invoices & Payments' }) });

async function showView(page: Page, name: string) {
  await card(page).locator('.ant-segmented').getByText(name, { exact: true }).click();
}

/** The card fields of the pay dialog (the test gateway charges 4242..., declines 4000 0000 0000 0002). */
async function fillCard(dialog: ReturnType<Page['getByRole']>, number: string) {
  await dialog.locator('#cardName').fill('Ada Student');
  await dialog.locator('#cardNumber').fill(number);
  await dialog.locator('#cardExpiry').fill('12/40');
  await dialog.locator('#cardCvc').fill('123');
}

/** Pays our invoice from its row: the amount, and a cheque with its reference or a card's number. */
async function pay(page: Page, title: string, amount: string | null, how: { cheque: string } | { card: string }) {
  const row = card(page).locator('tr', { hasText: title });
  await row.getByRole('button', { name: /^Pay invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Pay invoice/ });
  if (amount !== null) await dialog.locator('#amount').fill(amount);
  if ('cheque' in how) {
    await dialog.getByText('Other', { exact: true }).click();
    await dialog.getByText('Cheque', { exact: true }).click();
    await dialog.locator('#reference').fill(how.cheque);
  } else {
    await fillCard(dialog, how.card);
  }
  await dialog.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the bursar invoices a student, takes a cheque and a card until it is paid, and a payment reversed reopens it', async ({
  page,
}) => {
  const title = `Fall tuition ${run}`;
  await signIn(page, 'bursar');
  const id = await studentWithInvoicesTab(page);
  await page.goto(`/student/details/invoice-payments/${id}`);
  await expect(card(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance summary' })).toContainText('$0.00');

  // create: two items, the total as typed
  await card(page).getByRole('button', { name: 'Create invoice' }).click();
  const create = page.getByRole('dialog', { name: 'Create invoice' });
  await choose(page, 'type', 'Med 1-5');
  await create.locator('#title').fill(title);
  await create.locator('#dueDate').fill('12/31/2030');
  await create.locator('#dueDate').press('Enter');
  await choose(page, 'lines_0_feeHeadId', 'Tuition Fee');
  await create.locator('#lines_0_amount').fill('1000.00');
  await create.getByRole('button', { name: 'Add item' }).click();
  await choose(page, 'lines_1_feeHeadId', 'Health Insurance');
  await create.locator('#lines_1_amount').fill('250.50');
  await expect(create.getByText('Total $1,250.50')).toBeVisible();
  await create.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText('Invoice Created Successfully')).toBeVisible();
  const row = card(page).locator('tr', { hasText: title });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('$1,250.50');

  // part by cheque, the rest by card
  await pay(page, title, '500.00', { cheque: `CHQ-${run}` });
  await expect(row).toContainText('Partial Paid');
  await expect(row).toContainText('$750.50');
  await pay(page, title, null, { card: '4242 4242 4242 4242' });
  await expect(row).toContainText('Full Paid');
  await expect(row.getByRole('button', { name: /^Pay invoice/ })).toHaveCount(0);
  const balance = page.getByRole('region', { name: 'Balance summary' });
  await expect(balance.locator('.ant-statistic', { hasText: 'Balance due' })).toContainText('$0.00');

  // the ledger: the invoice and both payments
  await showView(page, 'Ledger');
  const ledger = page.getByRole('region', { name: 'Ledger', exact: true });
  await expect(ledger).toContainText('$1,250.50');
  await expect(ledger).toContainText('$500.00');
  await expect(ledger).toContainText('$750.50');

  // the payments: the bursar reverses the card payment (a cancellation is a reversal entry)
  await showView(page, 'Payments');
  const payments = page.getByRole('region', { name: 'Payments', exact: true });
  await expect(payments).toContainText(`CHQ-${run}`);
  const cardRow = payments.locator('tr', { hasText: '$750.50' }).first();
  await cardRow.getByRole('button', { name: /^Cancel payment/ }).click();
  const reason = page.getByRole('dialog', { name: /^Cancel payment/ });
  await reason.locator('#cancel-reason').fill('Charged on the wrong card');
  await reason.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment Cancelled Successfully')).toBeVisible();
  await showView(page, 'Invoices');
  await expect(card(page).locator('tr', { hasText: title })).toContainText('Partial Paid');
});

/** A demo student whose record shows the bursar both the Invoices & Payments and the Credits & Scholarship tabs. */
async function studentWithCreditsTab(page: Page): Promise<number> {
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=-id', { headers })).json()) as {
    items: { id: number }[];
  };
  for (const { id } of list.items) {
    const header = (await (await page.request.get(`/api/students/${id}/header`, { headers })).json()) as {
      tabs?: string[];
    };
    if (header.tabs?.includes('invoicePayments') && header.tabs.includes('creditsScholarship')) return id;
  }
  throw new Error('no demo student shows the Invoices & Payments and Credits & Scholarship tabs');
}

/** Creates an invoice of one tuition line from the Invoices & Payments tab. */
async function createInvoice(page: Page, title: string, amount: string) {
  await card(page).getByRole('button', { name: 'Create invoice' }).click();
  const create = page.getByRole('dialog', { name: 'Create invoice' });
  await choose(page, 'type', 'Med 1-5');
  await create.locator('#title').fill(title);
  await create.locator('#dueDate').fill('12/31/2030');
  await create.locator('#dueDate').press('Enter');
  await choose(page, 'lines_0_feeHeadId', 'Tuition Fee');
  await create.locator('#lines_0_amount').fill(amount);
  await create.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByText('Invoice Created Successfully')).toBeVisible();
  await expect(create).toBeHidden();
}

test('accounting verifies a cheque in two steps by two users, and the bursar applies a credit to an open invoice', async ({
  page,
}) => {
  const title = `Spring fees ${run}`;
  const cheque = `CHQ2-${run}`;
  await signIn(page, 'bursar');
  const id = await studentWithCreditsTab(page);

  // an invoice of $1,000.00, $400.00 of it paid by cheque: the cheque waits for verification
  await page.goto(`/student/details/invoice-payments/${id}`);
  await expect(card(page)).toBeVisible();
  await createInvoice(page, title, '1000.00');
  await pay(page, title, '400.00', { cheque });
  await expect(card(page).locator('tr', { hasText: title })).toContainText('$600.00');

  // the queue: step 1 by the bursar
  await page.goto(`/accounting/unverified-notifications?student=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unverified Payments' })).toBeVisible();
  const queued = page.getByRole('region', { name: 'Unverified payments' }).locator('tr', { hasText: cheque });
  await expect(queued).toContainText('Unverified');
  await expect(queued).toContainText('$400.00');
  await expect(queued).toContainText('Bruno Bursar');
  await queued.getByRole('button', { name: 'Verify step 1' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Step 1 Verified Successfully')).toBeVisible();
  await expect(queued).toContainText('Step 1 verified');
  // step 2 wants another user: the server refuses the bursar, and says why
  await queued.getByRole('button', { name: 'Verify step 2' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Step 2 must be verified by another user than step 1')).toBeVisible();
  await expect(queued).toContainText('Step 1 verified');

  // a credit of $150.00 added by hand, then applied to the open invoice: it owes $450.00
  await page.goto(`/student/details/credits-scholarship/${id}`);
  const credits = page.locator('.ant-card', {
    has: page.getByRole('heading', { level: 2, name: 'Credits & Scholarship' }),
  });
  await credits.getByRole('button', { name: 'Add credit' }).click();
  const add = page.getByRole('dialog', { name: 'Add credit' });
  await add.locator('#credit-amount').fill('150.00');
  await add.locator('#credit-reason').fill(`Goodwill ${run}`);
  await add.locator('#credit-reference').fill(`GW-${run}`);
  await add.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByText('Credit Added Successfully')).toBeVisible();
  const creditRow = credits.locator('tr', { hasText: `GW-${run}` });
  await expect(creditRow).toContainText('Held');
  await creditRow.getByRole('button', { name: /^Apply credit \d+ to an invoice/ }).click();
  const apply = page.getByRole('dialog', { name: /^Apply credit/ });
  await choose(page, 'apply-invoiceId', title);
  await expect(apply.locator('#apply-amount')).toHaveValue('150.00');
  await apply.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText('Credit Applied Successfully')).toBeVisible();
  await expect(creditRow).toContainText('Used');
  await page.goto(`/student/details/invoice-payments/${id}`);
  await expect(card(page).locator('tr', { hasText: title })).toContainText('$450.00');

  // step 2 by another accounting user (no other demo user has the queue: the super admin), then it is verified
  await signOut(page);
  await signIn(page, 'superadmin');
  await page.goto(`/accounting/unverified-notifications?student=${id}`);
  const waiting = page.getByRole('region', { name: 'Unverified payments' }).locator('tr', { hasText: cheque });
  await expect(waiting).toContainText('Step 1 verified');
  await waiting.getByRole('button', { name: 'Verify step 2' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Payment Verified Successfully')).toBeVisible();
  await expect(waiting).toHaveCount(0);

  await page.goto(`/accounting/payments/list?student=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const listed = page.getByRole('region', { name: 'All payments' }).locator('tr', { hasText: cheque });
  await expect(listed).toContainText('Verified');
  await expect(listed).toContainText('$400.00');
  // the row opens the student's payments
  await listed.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/student/details/invoice-payments/${id}\\?view=payments`));
});

test('a student pays her own open invoice by card, and sees no bursar actions', async ({ page }) => {
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  await page.goto(`/student/details/invoice-payments/${id}`);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Payment statement' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Create invoice' })).toHaveCount(0);

  // her open invoice: paid by card, no method or date to choose
  const open = card(page).locator('tr', { hasText: 'Open' }).first();
  const title = (await open.locator('td').nth(2).innerText()).trim();
  await open.getByRole('button', { name: /^Pay invoice/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Pay invoice/ });
  await expect(dialog.getByText('Payment method')).toBeHidden();
  // a mistyped number is caught before anything is sent
  await fillCard(dialog, '4242 4242 4242 4241');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(dialog.getByText('Enter a valid card number')).toBeVisible();
  await dialog.locator('#cardNumber').fill('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment Recorded Successfully')).toBeVisible();
  const row = card(page).locator('tr', { hasText: title });
  await expect(row).toContainText('Full Paid');
  await expect(row.getByRole('button', { name: /^Cancel invoice|^Change the due date/ })).toHaveCount(0);

  // the receipt of her payment, from her payments
  await showView(page, 'Payments');
  const paid = page.getByRole('region', { name: 'Payments', exact: true }).locator('tbody tr.ant-table-row').first();
  const download = page.waitForEvent('download');
  await paid.getByRole('button', { name: /^Download the receipt of payment/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^Receipt_\d+\.pdf$/);
});

test('the bursar refunds part of a credit by cheque, then blocks a student by hand and clears her', async ({
  page,
}) => {
  await signIn(page, 'bursar');
  const id = await studentWithCreditsTab(page);

  // a credit of $200.00, $75.00 of it refunded by cheque: $125.00 remains
  await page.goto(`/student/details/credits-scholarship/${id}`);
  const credits = page.locator('.ant-card', {
    has: page.getByRole('heading', { level: 2, name: 'Credits & Scholarship' }),
  });
  await credits.getByRole('button', { name: 'Add credit' }).click();
  const add = page.getByRole('dialog', { name: 'Add credit' });
  await add.locator('#credit-amount').fill('200.00');
  await add.locator('#credit-reason').fill(`Overcharge ${run}`);
  await add.locator('#credit-reference').fill(`RF-${run}`);
  await add.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByText('Credit Added Successfully')).toBeVisible();
  const creditRow = credits.locator('tr', { hasText: `RF-${run}` });
  await creditRow.getByRole('button', { name: /^Refund credit/ }).click();
  const refund = page.getByRole('dialog', { name: /^Refund credit/ });
  await expect(refund.locator('#refund-amount')).toHaveValue('200.00');
  // more than is left is refused on the field, nothing is written
  await refund.locator('#refund-amount').fill('250.00');
  await refund.getByText('Cheque', { exact: true }).click();
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText('The amount is more than the 200.00 left on this credit')).toBeVisible();
  await refund.locator('#refund-amount').fill('75.00');
  await refund.locator('#refund-reference').fill(`RCHQ-${run}`);
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByText('Credit Refunded Successfully')).toBeVisible();
  await expect(creditRow).toContainText('$125.00');

  // blocked by hand with a reason: the record says what the student may still see; then cleared
  await page.goto(`/student/details/accounting-details/${id}`);
  const status = page.locator('.ant-card', { hasText: 'By the overdue rule' });
  await status.getByRole('button', { name: 'Change financial status' }).click();
  const change = page.getByRole('dialog', { name: 'Change financial status' });
  await change.locator('#financialStatus').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Blocked' }).click();
  await change.locator('#reason').fill(`Cheque returned ${run}`);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Financial Status Updated Successfully')).toBeVisible();
  await expect(status).toContainText(`Cheque returned ${run}`);
  // the record's header and the card say Blocked
  await expect(page.locator('.ant-tag', { hasText: 'Blocked' })).toHaveCount(2);
  await status.getByRole('button', { name: 'Change financial status' }).click();
  await change.locator('#financialStatus').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Cleared' }).click();
  await change.locator('#reason').fill(`Paid at the desk ${run}`);
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Financial Status Updated Successfully')).toBeVisible();
  await expect(status).toContainText(`Paid at the desk ${run}`);
  await expect(page.locator('.ant-tag', { hasText: 'Blocked' })).toHaveCount(0);
  await status.getByRole('button', { name: 'Lift override' }).click();
  await expect(status).not.toContainText(`Paid at the desk ${run}`);
});

test("the bursar sees the school's scholarships with their totals and opens a student's from the list", async ({
  page,
}) => {
  await signIn(page, 'bursar');
  await page.goto('/accounting/scholarship');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Scholarship' })).toBeVisible();
  const totals = main.getByRole('group', { name: 'Totals' });
  await expect(totals).toContainText('Awarded');
  await expect(totals).toContainText('$');
  const first = main.locator('tbody tr.ant-table-row').first();
  await expect(first).toBeVisible();
  await first.locator('td').first().click();
  await expect(page).toHaveURL(/\/student\/details\/credits-scholarship\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Credits & Scholarship' })).toBeVisible();
});
