import { expect, test } from '@playwright/test';
import { APP_URL, INBOUND_TOKEN } from '../support/env.js';
import { choose, signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A raw RFC 822 message with a text part and a PDF attachment, as a mail relay posts it. */
function message(from: string, subject: string, text: string) {
  const boundary = `b-${run}`;
  return [
    `From: ${from}`,
    'To: Admissions <admissions@caduceus.test>',
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${run}.${Math.random().toString(36).slice(2)}@applicants.example.org>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    text,
    `--${boundary}`,
    'Content-Type: application/pdf; name="transcript.pdf"',
    'Content-Disposition: attachment; filename="transcript.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    PDF.toString('base64'),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

test('an email from an unknown sender waits as unverified; admissions converts it to a lead whose email history holds it', async ({
  page,
}) => {
  const address = `priya.${run}@applicants.example.org`;
  const subject = `Question about the MD program ${run}`;
  const relay = (token: string) =>
    fetch(`${APP_URL}/api/inbound/email`, {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${token}` },
      body: message(`Priya Raman <${address}>`, subject, 'Hello,\nI would like to apply for the fall semester.\nPriya'),
    });
  expect((await relay('not-the-token')).status).toBe(403);
  const posted = await relay(INBOUND_TOKEN);
  expect(posted.status, await posted.clone().text()).toBe(201);
  expect(await posted.json()).toMatchObject({ outcome: 'unverified', attachments: 1 });

  // the bell counts it and leads to the screen
  await signIn(page, 'admissions');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const waiting = page.getByRole('dialog', { name: 'Notifications' }).getByRole('list', { name: 'Waiting for you' });
  await waiting.getByRole('button', { name: /Unverified lead emails/ }).click();
  await expect(page).toHaveURL(/\/lead\/unverified\/email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Unverified Emails' })).toBeVisible();

  // found by searching, unread; opening it shows the text and the attachment and reads it
  await page.locator('#q').fill(address);
  await page.keyboard.press('Enter');
  const table = page.getByRole('region', { name: 'Unverified emails' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(subject);
  await expect(table).toContainText('Unread: Priya Raman');
  // the sender's cell is the record's link; a click anywhere on the row opens it too
  await expect(table.getByRole('link', { name: /Priya Raman/ })).toHaveAttribute('href', /view=\d+/);
  await table.getByText(subject).click();
  const drawer = page.getByRole('dialog', { name: subject });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Message text')).toHaveText(
    'Hello,\nI would like to apply for the fall semester.\nPriya',
  );
  await expect(drawer.getByRole('button', { name: 'Download transcript.pdf' })).toBeVisible();
  await expect(table).not.toContainText('Unread: Priya Raman');

  // convert: the add-lead form, prefilled from the sender
  await drawer.getByRole('button', { name: 'Convert to Lead' }).click();
  const form = page.getByRole('dialog', { name: 'Convert to a lead' });
  await expect(form.locator('#firstName')).toHaveValue('Priya');
  await expect(form.locator('#lastName')).toHaveValue('Raman');
  await expect(form.locator('#email')).toHaveValue(address);
  await form.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByText('Failed to add Lead, Try again!')).toHaveCount(0); // checked in the browser first: nothing sent
  await form.locator('#phone').fill('(305) 555-0142');
  await choose(page, 'birthCountryId', 'Aruba');
  await choose(page, 'courseId', 'Doctor of Medicine (MD)');
  await choose(page, 'semesterId', 'Fall 2027');
  await choose(page, 'sourceId', 'Website');
  await form.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page.getByText('Lead added successfully')).toBeVisible();

  // the new lead's email tab holds the message, received from the sender
  await expect(page).toHaveURL(/\/lead\/details\/email\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Raman' })).toBeVisible();
  const history = page.getByRole('region', { name: 'Emails with the lead' });
  const row = history.getByRole('row', { name: new RegExp(subject) });
  await expect(row).toContainText('Received');
  await expect(row).toContainText(`From ${address}`);
  await row.getByRole('button', { name: new RegExp(subject) }).click();
  const view = page.getByRole('dialog', { name: subject });
  await expect(view.getByLabel('Message text')).toContainText('I would like to apply for the fall semester.');
  await expect(view.getByRole('button', { name: 'Download transcript.pdf' })).toBeVisible();
  await page.keyboard.press('Escape');

  // back on the screen the email is no longer open work: converted, linked to the lead
  await page.goto(`/lead/unverified/email?q=${encodeURIComponent(address)}`);
  await expect(page.getByRole('region', { name: 'Unverified emails' })).toContainText('Converted to lead');
});
