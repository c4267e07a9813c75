import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const MIDDLE = `Marie${run}`;
const proof = {
  name: 'marriage-certificate.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% certificate ${run}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  ),
};
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Student record' });
const item = (page: Page, label: string) => page.locator('.ant-descriptions-item', { hasText: label });

test('a student asks for a legal name change with a proof, the registrar approves it, and a parent sees only what she shares', async ({
  page,
}) => {
  // the student: her legal name is not a field she edits, but a request with a document
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  const studentId = Number(/(\d+)$/.exec(page.url())![1]);
  const legal = page.locator('.ant-card', { hasText: 'Legal name and date of birth' });
  await expect(legal).toBeVisible({ timeout: 30_000 });
  await legal.getByRole('button', { name: 'Request a change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a change of legal name or date of birth' });
  await dialog.getByLabel('Legal middle name').fill(MIDDLE);
  await dialog.getByLabel('Reason').fill('Marriage');
  // no proof: the request is not sent
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Attach a document that proves the change (PDF, PNG or JPEG)')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(proof);
  await expect(dialog.getByText('marriage-certificate.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent to the registrar')).toBeVisible();
  await expect(legal.getByText('Pending')).toBeVisible();
  await expect(legal.getByRole('button', { name: 'Request a change' })).toBeDisabled();

  // she shares her personal details, and nothing else, with her father
  const access = page.locator('.ant-card', { hasText: 'Parent access' });
  await access.getByRole('checkbox', { name: 'Personal details' }).first().check();
  await access
    .getByRole('button', { name: /^Save access of/ })
    .first()
    .click();
  await expect(page.getByText('Sharing updated')).toBeVisible();
  await signOut(page);

  // the registrar sees the pending request on the record, with its proof, and approves it
  await signIn(page, 'registrar');
  await page.goto('/student/list');
  const queue = page.getByRole('region', { name: 'Legal identity change requests' });
  await queue.getByRole('link', { name: `Stella Student (${studentId})` }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/student/details/personal/${studentId}$`));
  const request = page.getByRole('region', { name: 'Legal identity change request' });
  await expect(request.getByText(MIDDLE)).toBeVisible();
  await expect(request.getByRole('link', { name: 'Proof: marriage-certificate.pdf' })).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request approved; the record has been updated')).toBeVisible();
  await expect(request).toHaveCount(0);
  await expect(item(page, 'Middle Name')).toContainText(MIDDLE);
  await signOut(page);

  // the student reads the outcome
  await signIn(page, 'student');
  await expect(
    page.locator('.ant-card', { hasText: 'Legal name and date of birth' }).getByText('Approved'),
  ).toBeVisible();
  await expect(item(page, 'Legal middle name').first()).toContainText(MIDDLE);
  await signOut(page);

  // her father reads her personal details, read only, and not the parts she keeps to herself
  await signIn(page, 'parent');
  await page.goto(`/student/details/personal/${studentId}`);
  await expect(tabBar(page).getByRole('link', { name: 'Personal', exact: true })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Address', exact: true })).toHaveCount(0);
  await expect(item(page, 'Middle Name')).toContainText(MIDDLE);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await expect(page.getByText('Parent access')).toHaveCount(0);
  // a part she did not share is not opened for him
  await page.goto(`/student/details/address/${studentId}`);
  await expect(page).toHaveURL(new RegExp(`/student/details/personal/${studentId}$`));
});
