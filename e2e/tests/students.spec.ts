import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox.js';
import { choose, signIn, signOut } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);

/** A real 1x1 PNG (the student's picture). */
function png(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from([0, 40, 90, 160]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function tempFile(name: string, bytes: Buffer) {
  const file = path.join(os.tmpdir(), `caduceus-e2e-${run}-${name}`);
  fs.writeFileSync(file, bytes);
  return file;
}
const pdf = (title: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${title} ${run}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The registrar fills /student/add and lands on the new record; answers the student's id. */
async function addStudent(
  page: Page,
  s: { first: string; last: string; email: string; status: string; photo?: string },
) {
  await page.goto('/student/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Student' }).click();
  await expect(page).toHaveURL(/\/student\/add$/);
  if (s.photo) {
    await page.locator('input[type=file]').setInputFiles(s.photo);
    await expect(page.getByRole('button', { name: 'Choose another picture' })).toBeVisible();
  }
  await page.locator('#firstName').fill(s.first);
  await page.locator('#lastName').fill(s.last);
  await page.locator('#dateOfBirth').fill('04/12/1999');
  await page.locator('#dateOfBirth').press('Enter');
  await page.locator('#email').fill(s.email);
  await page.locator('#phone').fill('(305) 555-0142');
  await page.locator('#address1').fill('14 Palm Beach Road');
  await page.locator('#city').fill('Oranjestad');
  await choose(page, 'countryId', 'Aruba');
  await page.locator('#zip').fill('00297');
  await choose(page, 'statusId', s.status);
  await choose(page, 'studentTypeId', 'Regular');
  await choose(page, 'courseId', 'Doctor of Medicine (MD)');
  await choose(page, 'campusId', 'Aruba Main Campus');
  await choose(page, 'startSemesterId', 'Fall 2026');
  await page.getByRole('button', { name: 'Add Student', exact: true }).click();
  await expect(page.getByText('Student Added Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  return Number(/(\d+)$/.exec(page.url())![1]);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as the date pickers take it (MM/DD/YYYY). */
const today = () => {
  const d = new Date();
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
};

const openTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name, exact: true }).click();

/** Staff give the student a sign-in; the student sets a password from the welcome mail. */
async function portalAccount(page: Page, email: string, password: string) {
  await openTab(page, 'Profile');
  await page.getByRole('button', { name: 'Create portal account' }).click();
  await expect(page.getByText('Portal account created; a welcome email is on its way')).toBeVisible();
  const mail = await waitForMail(email, /Your Caduceus account/);
  const browser = page.context().browser()!;
  const own = await (await browser.newContext()).newPage();
  await own.goto(linkIn(mail));
  await own.locator('#password').fill(password);
  await own.locator('#confirmPassword').fill(password);
  await own.keyboard.press('Enter');
  await expect(own).toHaveURL(/\/login$/);
  return own;
}

test('the registrar adds a student with a photo and two documents, edits the address, notes each kind, blocks them financially; the student then sees only the block and her invoices', async ({
  page,
}) => {
  const email = `nadia.rahman.${run}@students.example.org`;
  await signIn(page, 'registrar');
  const id = await addStudent(page, {
    first: 'Nadia',
    last: `Rahman${run}`,
    email,
    status: 'Student',
    photo: tempFile('nadia.png', png()),
  });
  await expect(page.getByRole('img', { name: /Nadia/ })).toBeVisible();
  await expect(page.getByText(`Student ID ${id}`)).toBeVisible();

  // two documents at once
  await openTab(page, 'Documents');
  await page.getByRole('button', { name: 'Upload' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Documents' });
  await upload
    .locator('input[type=file]')
    .setInputFiles([tempFile('passport.pdf', pdf('passport')), tempFile('transcript.pdf', pdf('transcript'))]);
  await choose(page, 'folderId', 'Admission Documents');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Document added successfully')).toBeVisible();
  await expect(page.getByRole('row', { name: /passport/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /transcript/ })).toBeVisible();

  // the address
  await openTab(page, 'Address');
  const address = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Address' }) });
  await address.getByRole('button', { name: /Edit/ }).click();
  await page.locator('#city').fill('Noord');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address Updated Successfully')).toBeVisible();
  await expect(address.getByText('Noord')).toBeVisible();

  // a note of each kind
  for (const [tab, subject, one] of [
    ['Notes', 'Orientation', 'Note'],
    ['Accounting Notes', 'Payment plan', 'Accounting Note'],
    ['Academic Advising', 'Study plan', 'Advising Note'],
  ] as const) {
    await openTab(page, tab);
    // the tab's own card: while a lazy tab loads, the previous tab (with its own Add Note) stays on screen
    const card = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: tab, exact: true }) });
    await card.getByRole('button', { name: 'Add Note' }).click();
    const dialog = page.getByRole('dialog', { name: `Add ${one}` });
    await dialog.locator('#subject').fill(`${subject} ${run}`);
    await dialog.locator('#note').fill(`${subject}: discussed and agreed.`);
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(page.getByText('Note Added Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: `${subject} ${run}` })).toBeVisible();
  }

  // her own sign-in, before the block
  const student = await portalAccount(page, email, 'Nadia#2026x');
  await signIn(student, email, 'Nadia#2026x');
  await expect(student).toHaveURL(new RegExp(`/student/details/personal/${id}$`));
  await expect(
    student.getByRole('navigation', { name: 'Student record' }).getByRole('link', { name: 'Personal' }),
  ).toBeVisible();

  // the status change
  await openTab(page, 'Status Change');
  await page.getByRole('button', { name: 'Change Status' }).click();
  const change = page.getByRole('dialog', { name: 'Change Status' });
  await choose(page, 'statusId', 'Financially Blocked');
  await change.locator('#effectiveDate').fill(today());
  await change.locator('#effectiveDate').press('Enter');
  await change.locator('#reason').fill('Spring invoice unpaid after the final notice');
  await change.getByRole('button', { name: 'Change Status' }).click();
  await expect(page.getByText('Status updated successfully!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status changes' })).toContainText('Financially Blocked');

  // the student sees why, and only her invoices (and time table): she can still pay
  await student.reload();
  await expect(
    student.getByText('Your account is financially blocked. Please contact the finance office to clear it.'),
  ).toBeVisible();
  await expect(student).toHaveURL(new RegExp(`/student/details/invoice-payments/${id}$`));
  const recordNav = student.getByRole('navigation', { name: 'Student record' });
  await expect(recordNav.getByRole('link', { name: 'Invoices & Payments' })).toBeVisible();
  await expect(recordNav.getByRole('link', { name: 'Personal' })).toHaveCount(0);
  await signOut(page);
});

test("a parent sees their children, switches between them, and another student's record is not found", async ({
  page,
}) => {
  await signIn(page, 'parent');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stella Student' })).toBeVisible();
  const stella = Number(/(\d+)$/.exec(page.url())![1]);

  // the second child
  await page.getByRole('combobox', { name: 'Student' }).click();
  const other = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasNotText: 'Stella Student' })
    .first();
  const otherName = (await other.innerText()).trim();
  await other.click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/${stella}$`));

  // a student who is not theirs
  const stranger = stella === 100001 ? 100002 : 100001;
  await page.goto(`/student/details/personal/${stranger}`);
  await expect(page).toHaveURL(/\/notfound$/);
});

test('an applicant gets a verification code by email and it unlocks the admission forms', async ({ page }) => {
  const email = `omar.haddad.${run}@students.example.org`;
  await signIn(page, 'registrar');
  await addStudent(page, { first: 'Omar', last: `Haddad${run}`, email, status: 'Accepted' });
  const applicant = await portalAccount(page, email, 'Omar#2026xy');
  await signOut(page);

  await signIn(applicant, email, 'Omar#2026xy');
  await openTab(applicant, 'Admission Forms');
  await applicant.getByRole('button', { name: /Send verification code/ }).click();
  await expect(applicant.getByText('Verification code sent to your email')).toBeVisible();

  // no code typed: the spec's message
  await applicant.getByRole('button', { name: 'Verify' }).click();
  await expect(applicant.getByText('Please Enter Verification Code, Verification code is required')).toBeVisible();

  const mail = await waitForMail(email, /verification code/i);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];
  await applicant.locator('#code').fill(code);
  await applicant.getByRole('button', { name: 'Verify' }).click();
  await expect(applicant.getByText('Email verified. You may fill in the admission forms.')).toBeVisible();

  // the first form (contact) is open; it saves on its own
  await expect(applicant.getByRole('button', { name: 'Save Contact' })).toBeVisible();
  await applicant.locator('#phone').fill('3055550177');
  await applicant.locator('#emergencyName').fill('Layla Haddad');
  const relation = applicant.locator('.ant-select:has(#emergencyRelation)');
  await expect(async () => {
    await relation.click();
    await applicant
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Mother"]')
      .click({ timeout: 3000 });
    await expect(relation).toContainText('Mother', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await applicant.locator('#emergencyPhone').fill('3055550178');
  await applicant.getByRole('button', { name: 'Save Contact' }).click();
  await expect(applicant.getByText(/Form saved successfully/)).toBeVisible();
});
