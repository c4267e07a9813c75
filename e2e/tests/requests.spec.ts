import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

const run = Date.now().toString(36);

test('a student asks for an enrollment letter; the registrar approves and completes it; both download the letter', async ({
  page,
}) => {
  const addressee = `Bank ${run}`;
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  await page.goto(`/student/details/requests/${id}`);
  await page.getByRole('button', { name: /New request/ }).click();
  // an MSPE follows clinical work: offered but greyed out
  await expect(page.getByRole('menuitem', { name: 'MSPE request' })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('menuitem', { name: 'Enrollment verification' }).click();
  const form = page.getByRole('dialog', { name: 'Enrollment verification' });
  // nothing filled: each required field says so
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(form.getByText('Addressed to is required')).toBeVisible();
  await form.getByLabel('Addressed to').fill(addressee);
  await choose(page, 'purpose', 'Loan deferment');
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Request Submitted Successfully')).toBeVisible();
  const mine = page
    .getByRole('region', { name: 'Requests' })
    .locator('tr', { hasText: 'Enrollment verification' })
    .first();
  await expect(mine).toContainText('Pending');
  // she attaches the bank's form to her open request
  await mine.getByRole('link').first().click();
  const open = page.getByRole('dialog', { name: /^Request \d+/ });
  await open.getByRole('button', { name: 'Documents' }).click();
  const docs = page.getByRole('dialog', { name: /^Documents of request/ });
  await docs.locator('input[type=file]').setInputFiles({
    name: `bank-form-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% bank form ${run}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  });
  await expect(page.getByText('Request Document Uploaded Successfully')).toBeVisible();
  await expect(docs.getByText(`bank-form-${run}.pdf`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(docs).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(open).toBeHidden();

  // the registrar finds it in the enrollment queue, approves and completes it
  await signOut(page);
  await signIn(page, 'registrar');
  await page.goto('/medical/request/enrollment-request');
  await expect(page.getByRole('heading', { level: 1, name: 'Enrollment verifications' })).toBeVisible();
  const row = page.locator('tr', { hasText: addressee });
  await row.getByRole('link').first().click();
  const drawer = page.getByRole('dialog', { name: /^Request \d+/ });
  await expect(drawer.getByText(addressee)).toBeVisible();
  // the form she attached is there for the office to read
  await drawer.getByRole('button', { name: 'Documents' }).click();
  const filed = page.getByRole('dialog', { name: /^Documents of request/ });
  await expect(filed.getByText(`bank-form-${run}.pdf`)).toBeVisible();
  await expect(filed.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(filed).toBeHidden();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Request Updated Successfully')).toBeVisible();
  await drawer.getByRole('button', { name: 'Mark completed' }).click();
  await expect(drawer.locator('.ant-tag', { hasText: 'Completed' })).toBeVisible();
  await expect(drawer.getByText('Approved', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'Download letter' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Enrollment_Verification_Letter_\d+\.pdf$/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the student sees it completed and downloads the letter herself
  await signOut(page);
  await signIn(page, 'student');
  await page.goto(`/student/details/requests/${id}`);
  const done = page.getByRole('region', { name: 'Requests' }).locator('tr', { hasText: 'Completed' }).first();
  await done.getByRole('link').first().click();
  const hers = page.getByRole('dialog', { name: /^Request \d+/ });
  await expect(hers.getByText(addressee)).toBeVisible();
  const letter = page.waitForEvent('download');
  await hers.getByRole('button', { name: 'Download letter' }).click();
  expect((await letter).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the registrar rejects a transcript request with a reason; a move without one is refused', async ({ page }) => {
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  await page.goto(`/student/details/requests/${id}`);
  await page.getByRole('button', { name: /New request/ }).click();
  // the kinds' menu may still be growing in (its items overlap while it animates): the click goes to the item itself
  const kind = page.getByRole('menuitem', { name: 'Transcript request' });
  await expect(kind).toBeVisible();
  await kind.dispatchEvent('click');
  const form = page.getByRole('dialog', { name: 'Transcript request' });
  await expect(form.getByText(/carries a fee from \$25\.00/)).toBeVisible();
  await choose(page, 'transcriptType', 'Medical School');
  await choose(page, 'reason', 'Residency application');
  await choose(page, 'shipping', 'Regular mail');
  await form.getByLabel('Copies').fill('3');
  await form.getByLabel(/Send to/).fill(`Licensing board ${run}`);
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Request Submitted Successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests' }).locator('tbody tr.ant-table-row').first()).toContainText(
    '$85.00',
  );

  await signOut(page);
  await signIn(page, 'registrar');
  await page.goto(`/medical/request/transcript-request?q=${id}`);
  // newest first: hers, just made
  const row = page.locator('tbody tr.ant-table-row').first();
  await expect(row).toContainText('Medical School · Residency application');
  await expect(row).toContainText('Created');
  await row.getByRole('link').first().click();
  const drawer = page.getByRole('dialog', { name: /^Request \d+/ });
  await expect(drawer.getByText(`Licensing board ${run}`)).toBeVisible();
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Say why (a note is required)')).toBeVisible();
  await reject.getByLabel('Note').fill('The transcript type does not match the record');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Request Updated Successfully')).toBeVisible();
  await expect(drawer.getByText('The transcript type does not match the record')).toBeVisible();
  await expect(drawer.locator('.ant-tag', { hasText: 'Cancelled' })).toBeVisible();
});

test('a student appeals a grade; the registrar grants it with conditions; she signs them electronically; they are met', async ({
  page,
}) => {
  const statement = `The exam ${run} was graded against the wrong key.`;
  const conditions = `Retake the exam ${run} by March 1`;
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  await page.goto(`/student/details/requests/${id}`);
  await page.getByRole('button', { name: /New request/ }).click();
  await page.getByRole('menuitem', { name: 'Appeal' }).click();
  const form = page.getByRole('dialog', { name: 'Appeal' });
  await choose(page, 'subject', 'Grade');
  await form.getByLabel('Statement').fill(statement);
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText('Request Submitted Successfully')).toBeVisible();
  const headers = { 'x-requested-with': 'caduceus' };
  const mine = (await (await page.request.get(`/api/students/${id}/requests?pageSize=50`, { headers })).json()) as {
    items: { id: number; kind: string; studentName: string; createdAt: string }[];
  };
  const appeal = mine.items.filter((r) => r.kind === 'appeal').sort((a, b) => b.id - a.id)[0];

  // the registrar grants it with conditions, then approves them for her signature
  await signOut(page);
  await signIn(page, 'registrar');
  await page.goto(`/medical/request/appeal-request?request=${appeal.id}`);
  const drawer = page.getByRole('dialog', { name: /^Request \d+/ });
  await expect(drawer.getByText(statement)).toBeVisible();
  await drawer.getByRole('button', { name: 'Grant with conditions' }).click();
  const grant = page.getByRole('dialog', { name: 'Grant with conditions' });
  await grant.locator('#note').fill(conditions);
  await grant.getByRole('button', { name: 'Grant with conditions' }).click();
  await expect(page.getByText('Request Updated Successfully')).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve conditions' }).click();
  await expect(drawer.locator('.ant-tag', { hasText: 'Granted (Pending student Signature)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await signOut(page);

  // she reads the conditions and signs with her full name; a wrong name is refused on its field
  await signIn(page, 'student');
  await page.goto(`/student/details/requests/${id}`);
  await page
    .getByRole('region', { name: 'Requests' })
    .locator('tr', { hasText: 'Appeal' })
    .first()
    .getByRole('link')
    .first()
    .click();
  const hers = page.getByRole('dialog', { name: `Request ${appeal.id}` });
  await hers.getByRole('button', { name: 'Sign conditions' }).click();
  const sign = page.getByRole('dialog', { name: 'Sign conditions' });
  await expect(sign.getByText(conditions)).toBeVisible();
  await sign.locator('#signature').fill('Someone Else');
  await sign.locator('#accept').check();
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign.getByText('Type your full name as it is on your record')).toBeVisible();
  await sign.locator('#signature').fill(appeal.studentName);
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(page.getByText('Conditions Signed Successfully')).toBeVisible();
  await expect(hers.locator('.ant-tag', { hasText: 'Granted (Pending conditions)' })).toBeVisible();
  await expect(hers.getByText(/Signed electronically as/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hers).toBeHidden();
  await signOut(page);

  // the registrar records the conditions met
  await signIn(page, 'registrar');
  await page.goto(`/medical/request/appeal-request?request=${appeal.id}`);
  await drawer.getByRole('button', { name: 'Conditions met' }).click();
  await expect(drawer.locator('.ant-tag', { hasText: 'Approved (All conditions met)' })).toBeVisible();
});
