import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox.js';
import { choose, signIn } from '../support/ui.js';

const headers = { 'x-requested-with': 'caduceus' };
/** A future semester the demo has not invoiced: the LOA's invoice is the one thing owed on it. */
const SEMESTER = 'Spring 2027';

const semesterIdOf = async (page: Page, label: string) =>
  (
    (await (await page.request.get('/api/lookups/semester', { headers })).json()).items as {
      value: number;
      label: string;
    }[]
  ).find((s) => s.label === label)!.value;

test('the bursar creates a Med6 LOA, reminds the student of it by email, and verifies its payment', async ({
  page,
}) => {
  await signIn(page, 'bursar');
  const semesterId = await semesterIdOf(page, SEMESTER);
  const eligible = await (
    await page.request.get(`/api/accounting/loas/med6/eligible?semesterId=${semesterId}`, { headers })
  ).json();
  const student = eligible.items.find((s: { email: string | null }) => s.email) as {
    studentId: number;
    name: string;
    email: string;
  };

  // the create list of the semester: Create LOA for the student, priced from the fee settings
  await page.goto(`/accounting/loa/med6Loa?semesterId=${semesterId}&elq=${student.studentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Med6 LOA' })).toBeVisible();
  await page.getByRole('button', { name: `Create LOA for ${student.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Create LOA for ${student.name}` });
  await choose(page, 'feeHeadId', 'LOA Fee');
  await dialog.locator('#toDate').fill('03/31/2027');
  await dialog.locator('#toDate').press('Enter');
  await expect(page.getByText('LOA Created Successfully')).toBeVisible();

  // the LOAs made: awaiting payment
  await page.locator('.ant-segmented-item', { hasText: /^LOAs$/ }).click();
  const made = page.getByRole('region', { name: 'LOAs' }).locator('tr', { hasText: student.name });
  await expect(made).toContainText('$500.00');
  await expect(made).toContainText('Awaiting payment');

  // a reminder for the semester: the job emails the student what is owed
  await page.goto(`/accounting/invoices/send-reminder?semesterId=${semesterId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Send Reminder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Students owing' })).toContainText(student.name);
  await page.getByRole('button', { name: 'Send reminder' }).click();
  await page.locator('#message').fill('Your LOA fee is due.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Reminder Scheduled Successfully')).toBeVisible();
  const mail = await waitForMail(student.email, /^Payment reminder: Spring 2027$/);
  expect(mail.text).toContain('$500.00');
  expect(mail.text).toContain('Your LOA fee is due.');

  // paid by card (the test gateway), the LOA waits for verification; the bursar verifies it
  const loa = (
    await (
      await page.request.get(`/api/accounting/loas/med6?studentId=${student.studentId}&semesterId=${semesterId}`, {
        headers,
      })
    ).json()
  ).items[0];
  const paid = await page.request.post(`/api/students/${student.studentId}/invoices/${loa.invoiceId}/payments`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { method: 'CARD', cardToken: 'tok_visa', amount: '500.00' },
  });
  expect(paid.status()).toBe(201);
  await page.goto(`/accounting/loa/med6Loa?view=verification&semesterId=${semesterId}`);
  const waiting = page.getByRole('region', { name: 'Payment verification' }).locator('tr', { hasText: student.name });
  await expect(waiting).toContainText('Paid, to verify');
  await waiting.getByRole('button', { name: 'Verify payment' }).click();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('LOA Payment Verified Successfully')).toBeVisible();
  await page.locator('.ant-segmented-item', { hasText: /^LOAs$/ }).click();
  await expect(page.getByRole('region', { name: 'LOAs' }).locator('tr', { hasText: student.name })).toContainText(
    'Verified',
  );
});
