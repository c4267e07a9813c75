import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox.js';
import { choose, signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);

const recordTabs = (page: Page) => page.getByRole('navigation', { name: 'Lead record' }).getByRole('link');
const openTab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Lead record' }).getByRole('link', { name, exact: true }).click();
const facts = (page: Page) => page.locator('dl[aria-label="Lead facts"]');

/** On the Status Change tab: moves the lead to `status` and sees it in the header and the history. */
async function changeStatus(page: Page, status: string, note: string) {
  await page.getByRole('region', { name: 'Status Change' }).getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Status' });
  await choose(page, 'statusId', status);
  await dialog.locator('#note').fill(note);
  await dialog.getByRole('button', { name: 'Change Status' }).click();
  await expect(page.getByText('Lead Status Changed successfully').last()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(facts(page)).toContainText(status);
  await expect(page.getByRole('table').first()).toContainText(note);
}

/** Clicks the step's Save and sees its toast. */
async function saveStep(page: Page, toast: string) {
  await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(toast).last()).toBeVisible();
}

/** Answers a Yes/No question of the application by its label. */
const answer = (page: Page, question: string, choice: 'Yes' | 'No') =>
  page.getByRole('main').locator('.ant-form-item', { hasText: question }).getByText(choice, { exact: true }).click();

/** Fills the four steps of the application, accepts the terms and submits it. */
async function fillAndSubmitApplication(page: Page) {
  await openTab(page, 'Application: Address');
  await expect(page.locator('#permanent_address1')).toBeVisible();
  await page.locator('#permanent_address1').fill('12 Palm Beach Road');
  await page.locator('#permanent_city').fill('Oranjestad');
  await choose(page, 'permanent_countryId', 'Aruba');
  await page.locator('#permanent_zip').fill('00000');
  await saveStep(page, 'Address saved successfully!');

  await openTab(page, 'Application: Background');
  await choose(page, 'citizenshipCountryId', 'Aruba');
  await choose(page, 'birthCountryId', 'Aruba');
  await page.locator('#languages').fill('English');
  await page.locator('#languages').press('Enter');
  await page.locator('#languages').fill('Papiamento');
  await page.locator('#languages').press('Enter');
  await answer(page, 'Have you ever been convicted of a crime?', 'No');
  await answer(page, 'Have you ever been subject to disciplinary action at a school?', 'No');
  await saveStep(page, 'Background saved successfully');

  await openTab(page, 'Application: Academics');
  await page.locator('#schools_0_institution').fill('University of Aruba');
  await choose(page, 'schools_0_degreeId', 'Bachelor of Science');
  await page.locator('#schools_0_major').fill('Biology');
  await page.locator('#schools_0_gpa').fill('3.8');
  await page.locator('#schools_0_fromDate').fill('2019-09-01');
  await page.locator('#schools_0_toDate').fill('2023-06-30');
  await saveStep(page, 'Applicant Academic details saved successfully');

  await openTab(page, 'Application: Additional Questions');
  await page.locator('#whyMedicine').fill('To serve my island as a family physician.');
  await choose(page, 'heardFromSourceId', 'Website');
  await page.locator('#personalStatement').fill("I grew up helping at my aunt's clinic in San Nicolas.");
  await saveStep(page, 'Additional questions saved successfully');

  // every step complete; the terms are still missing, so the submission waits for them
  await openTab(page, 'Application: Submit');
  const main = page.getByRole('main');
  await expect(main.getByLabel('Complete', { exact: true })).toHaveCount(4);
  await expect(main.getByText('Complete these parts before submitting')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  await main.getByRole('checkbox', { name: 'I accept the terms and conditions' }).click();
  await expect(main.getByText(/^Accepted .* \(version /)).toBeVisible();
  await expect(page.getByText('Terms and conditions accepted')).toBeVisible();
  await main.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully')).toBeVisible();
  await expect(main.getByText(/it can no longer be changed/)).toBeVisible();
}

/** On the Download step: downloads the submitted application and reads it. */
async function downloadApplication(page: Page, leadId: number, name: string) {
  await openTab(page, 'Application: Download');
  const main = page.getByRole('main');
  await expect(main.getByText(`Application of ${name}`)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`application-${leadId}.pdf`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // the document's title names the applicant
  expect(bytes.toString('latin1')).toContain(`Application of ${name}`);
}

/** On the Email tab: writes to the lead with a lead template, sees it filled for the lead, sends it. */
async function sendTemplatedEmail(page: Page, first: string, name: string) {
  await openTab(page, 'Email');
  await page.getByRole('main').getByRole('button', { name: 'Send Email' }).click();
  const drawer = page.getByRole('dialog', { name: `Email ${name}` });
  await choose(page, 'templateId', 'Lead Welcome');
  await expect(drawer.locator('#subject')).toHaveValue('Thank you for your interest');
  await expect(drawer.locator('#body')).toHaveValue(new RegExp(`^Dear ${first},`));
  await drawer.getByText('Preview', { exact: true }).click();
  await expect(drawer.locator('.message-preview')).toContainText(`Dear ${first},`);
  await expect(drawer.locator('.message-preview')).not.toContainText('{{');
  await drawer.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Email sent')).toBeVisible();
  await expect(drawer).toBeHidden();
  // the sent message opens, as the lead gets it
  const sent = page.getByRole('dialog', { name: 'Thank you for your interest' });
  await expect(sent).toContainText(`Dear ${first},`);
  await sent.getByRole('button', { name: 'Close' }).click();
  await expect(sent).toBeHidden();
}

test('admissions adds a lead, submits its application and downloads the PDF, moves it to Accepted, sends a templated email, then migrates it to a student and opens the student record', async ({
  page,
}) => {
  const last = `Okafor${run}`;
  const email = `chidi.${run}@applicants.example.org`;
  await signIn(page, 'admissions');

  // the list, then the add form
  await page.goto('/lead/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Lead' }).click();
  await expect(page).toHaveURL(/\/lead\/list\/add$/);
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await expect(page.getByText('Failed to add Lead, Try again!')).toHaveCount(0);
  await expect(page.locator('#firstName')).toBeFocused();

  await page.locator('#firstName').fill('Chidi');
  await page.locator('#lastName').fill(last);
  await page.locator('#email').fill(email);
  await page.locator('#phone').fill('(305) 555-0177');
  await choose(page, 'birthCountryId', 'Aruba');
  await choose(page, 'courseId', 'Doctor of Medicine (MD)');
  await choose(page, 'semesterId', 'Fall 2027');
  await choose(page, 'sourceId', 'Website');
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await expect(page.getByText('Lead added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/lead\/details\/profile\/\d+$/);
  const leadId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: `Chidi ${last}` })).toBeVisible();
  await expect(page.getByText(`Lead ID ${leadId}`)).toBeVisible();
  await expect(facts(page)).toContainText('New');

  // a new lead: the work tabs, no application, deferment or estimates, and no migration yet
  const work = [
    'Profile',
    'Address',
    'Status Change',
    'Email',
    'Notes',
    'Phone Notes',
    'Tasks',
    'Activity Log',
    'Documents',
  ];
  await expect(recordTabs(page)).toHaveText(work);
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toHaveCount(0);

  // through the statuses to Accepted; the dropdown offers only the allowed next statuses
  await openTab(page, 'Status Change');
  await expect(page).toHaveURL(new RegExp(`/lead/details/status-change/${leadId}$`));
  await page.getByRole('region', { name: 'Status Change' }).getByRole('button', { name: 'Change Status' }).click();
  await page.locator('#statusId').click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'Contacted',
    'Profile Created',
  ]);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Change Status' }).getByRole('button', { name: 'Cancel' }).click();

  await changeStatus(page, 'Profile Created', `Profile complete ${run}`);
  // a profile: the application's steps join the tabs
  const application = [
    'Application: Address',
    'Application: Background',
    'Application: Academics',
    'Application: Additional Questions',
    'Application: Submit',
    'Application: Download',
  ];
  await expect(recordTabs(page)).toHaveText([...work, 'Admission Forms', ...application]);

  // the application: four steps, the terms, the submission, which moves the lead to Application Submitted
  await fillAndSubmitApplication(page);
  await expect(facts(page)).toContainText('Application Submitted');
  await expect(recordTabs(page)).toHaveText([...work, 'Admission Forms', ...application]);
  await downloadApplication(page, leadId, `Chidi ${last}`);

  await openTab(page, 'Status Change');
  await expect(page.getByRole('table').first()).toContainText('Application submitted');
  await changeStatus(page, 'Accepted', `Offer made ${run}`);

  // accepted: semester deferment and estimates join, and the record offers the migration
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toBeVisible();
  await expect(recordTabs(page)).toHaveText([
    'Profile',
    'Address',
    'Status Change',
    'Semester Deferment',
    ...work.slice(3),
    'Admission Forms',
    ...application,
    'Estimates',
  ]);

  // an email from a lead template, filled for this lead and received by the mail server
  await sendTemplatedEmail(page, 'Chidi', `Chidi ${last}`);
  await expect(page.getByRole('region', { name: 'Emails with the lead' })).toContainText('Thank you for your interest');
  const mail = await waitForMail(email, /^Thank you for your interest$/);
  expect(mail.text).toContain('Dear Chidi,');
  expect(mail.text).not.toContain('{{');

  // a note
  await openTab(page, 'Notes');
  await page.getByRole('button', { name: 'Add Note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Note' });
  await dialog.locator('#subject').fill(`Interview ${run}`);
  await dialog.locator('#note').fill('Strong motivation; prefers the Fall start.');
  await dialog.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Notes added successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`Interview ${run}`) })).toBeVisible();

  // the activity log tells the changes in sentences, newest first; a row opens to its changed fields
  await openTab(page, 'Activity Log');
  const log = page.getByRole('table');
  await expect(log).toContainText(`added a note “Interview ${run}” to Notes`);
  await expect(log).toContainText(/changed the lead status from .+ to Accepted/);
  await log
    .getByRole('row', { name: /added a note/ })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('list', { name: 'Changed fields' })).toContainText(
    'Strong motivation; prefers the Fall start.',
  );

  // migrate: confirm, then the new student's record opens
  await page.getByRole('button', { name: 'Migrate to student' }).click();
  await page.getByRole('button', { name: 'Migrate', exact: true }).click();
  await expect(page.getByText('Lead migrated to student successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Chidi ${last}` })).toBeVisible();

  // the lead is now a student and links to the record
  await page.goto(`/lead/details/profile/${leadId}`);
  await expect(facts(page)).toContainText('Student');
  await expect(page.getByRole('button', { name: 'Migrate to student' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open student record' })).toBeVisible();
});

test('the add form offers current and future semesters, and warns before adding a lead that may already exist', async ({
  page,
}) => {
  await signIn(page, 'admissions');
  const existing = (await (await page.request.get('/api/leads?pageSize=25')).json()).items.find(
    (l: { phone: string | null }) => (l.phone ?? '').replace(/\D/g, '').length >= 10,
  ) as { id: number; phone: string };
  const terms = (await (await page.request.get('/api/lookups/semester')).json()).items as {
    label: string;
    endDate: string;
  }[];
  const today = new Date().toISOString().slice(0, 10);

  await page.goto('/lead/list/add');
  await page.locator('#firstName').fill('Amara');
  await page.locator('#lastName').fill(`Nwosu${run}`);
  await page.locator('#email').fill(`amara.${run}@applicants.example.org`);
  await page.locator('#phone').fill(existing.phone);
  await choose(page, 'birthCountryId', 'Aruba');
  await choose(page, 'courseId', 'Doctor of Medicine (MD)');
  // the course's list closed first, so that the only list open is the semesters'
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  // the semesters: the current and future terms, earliest first; no past ones
  await page.locator('#semesterId').click();
  const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(offered.first()).toBeVisible();
  const labels = await offered.allTextContents();
  const past = terms.filter((t) => t.endDate < today).map((t) => t.label);
  expect(labels.filter((l) => past.includes(l))).toEqual([]);
  await offered.first().click();
  await choose(page, 'sourceId', 'Website');

  // the same phone as a lead on file: a warning with a link to it before anything is saved
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  const warning = page.getByRole('dialog', { name: 'This lead may already exist' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: new RegExp(`^#${existing.id} `) })).toHaveAttribute(
    'href',
    `/lead/details/profile/${existing.id}`,
  );
  await warning.getByRole('button', { name: 'Go back' }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/lead\/list\/add$/);
  await expect(page.getByText('Lead added successfully')).toHaveCount(0);

  // saved deliberately
  await page.getByRole('button', { name: 'Add Lead', exact: true }).click();
  await warning.getByRole('button', { name: 'Save anyway' }).click();
  await expect(page.getByText('Lead added successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Amara Nwosu${run}` })).toBeVisible();
});
