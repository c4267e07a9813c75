import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox.js';
import { choose, signIn } from '../support/ui.js';

// names unique per run, so that a retry starts clean
const run = Date.now().toString(36).slice(-5);
const CSRF = { 'X-Requested-With': 'caduceus' };

/** The id of a dropdown row by its label (the lookups every signed-in user reads). */
async function idOf(request: APIRequestContext, table: string, label: string): Promise<number> {
  const res = await request.get(`/api/lookups/${table}`, { params: { q: label } });
  expect(res.ok(), await res.text()).toBe(true);
  const hit = ((await res.json()) as { items: { value: number; label: string }[] }).items.find(
    (i) => i.label === label,
  );
  if (!hit) throw new Error(`no ${table} row named ${label}`);
  return hit.value;
}

/** A lead of this run at Application Submitted (4), made through the API as the signed-in user. */
async function leadAtApplicationSubmitted(page: Page, email: string) {
  const r = page.request;
  const created = await r.post('/api/leads', {
    headers: CSRF,
    data: {
      firstName: 'Ngozi',
      lastName: `Eze${run}`,
      email,
      phone: '3055550142',
      birthCountryId: await idOf(r, 'country', 'Aruba'),
      courseId: await idOf(r, 'course', 'Doctor of Medicine (MD)'),
      semesterId: await idOf(r, 'semester', 'Fall 2026'),
      sourceId: await idOf(r, 'referral-source', 'Website'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  for (const statusId of ['3', '4']) {
    const moved = await r.post(`/api/leads/${id}/status-changes`, {
      headers: CSRF,
      multipart: { statusId, note: 'Set up by the interview journey' },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  return id;
}

/** A Monday from next week on, a different one per run so that a retry finds the slot free. */
function aMonday() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 + ((8 - d.getUTCDay()) % 7) + 7 * (Number.parseInt(run, 36) % 30));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

const facts = (page: Page) => page.locator('dl[aria-label="Lead facts"]');

test('admissions schedules an interview, fills the evaluation, previews the acceptance letter and sends the decision', async ({
  page,
}) => {
  const email = `ngozi.${run}@applicants.example.org`;
  await signIn(page, 'admissions');
  const leadId = await leadAtApplicationSubmitted(page, email);

  await page.goto(`/lead/details/status-change/${leadId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ngozi Eze${run}` })).toBeVisible();
  await expect(facts(page)).toContainText('Application Submitted');

  // ---- the interview: a faculty member, a Monday, a free slot ----
  const interview = page.getByRole('region', { name: 'Interview', exact: true });
  await expect(interview.getByText('No interview yet')).toBeVisible();
  await interview.getByRole('button', { name: 'Schedule Interview' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Interview' });
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose a faculty member from the list')).toBeVisible();
  await choose(page, 'facultyId', 'Felix Faculty');
  await expect(dialog.getByText('Interviews on Monday, Tuesday, Wednesday, Thursday, Friday')).toBeVisible();
  const monday = aMonday();
  await page.locator('#date').fill(monday);
  await page.locator('#date').press('Enter');
  await choose(page, 'slotId', '09:00–09:45');
  await dialog.locator('#location').fill('Admissions Office, Room 204');
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText('Interview scheduled successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = interview.getByRole('row', { name: new RegExp(monday) });
  await expect(row).toContainText('Felix Faculty');
  await expect(row).toContainText('09:00–09:45');
  await expect(row).toContainText('Scheduled');
  await expect(facts(page)).toContainText('Interview Scheduled');
  await expect(page.getByRole('region', { name: 'Status changes' })).toContainText('Interview with Felix Faculty');
  const invitation = await waitForMail(
    'faculty@caduceus.test',
    new RegExp(`^Interview scheduled: Ngozi Eze${run} on ${monday}`),
  );
  expect(invitation.text).toContain('Where: Admissions Office, Room 204');
  await waitForMail(email, /^Your admissions interview on /);

  // ---- the evaluation form: scores 1 to 5, a recommendation ----
  const evaluation = page.getByRole('region', { name: 'Interview Evaluation' });
  await evaluation.getByRole('button', { name: 'Add Evaluation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Interview Evaluation' });
  await drawer.getByRole('button', { name: 'Submit Evaluation' }).click();
  await expect(drawer.getByText('Score from 1 to 5')).toHaveCount(5);
  await expect(drawer.getByText('Choose a recommendation')).toBeVisible();
  const scores: [string, string][] = [
    ['Communication', '5'],
    ['Motivation for Medicine', '4'],
    ['Academic Preparation', '4'],
    ['Professionalism', '5'],
    ['Ethics and Integrity', '4'],
  ];
  for (const [criterion, score] of scores)
    await drawer.getByRole('radiogroup', { name: criterion }).getByText(score, { exact: true }).click();
  await choose(page, 'recommendation', 'Admit');
  await drawer.locator('#comments').fill('Warm, clear answers; strong motivation for rural practice.');
  await drawer.getByRole('button', { name: 'Submit Evaluation' }).click();
  await expect(page.getByText('Evaluation form added successfully')).toBeVisible();
  await expect(drawer).toBeHidden();
  const mine = evaluation.getByRole('article', { name: 'Evaluation by Alma Admissions' });
  await expect(mine).toContainText('Admit');
  await expect(mine).toContainText('Average 4.4 / 5');
  await expect(mine).toContainText('strong motivation for rural practice');
  await expect(evaluation.getByRole('button', { name: 'Add Evaluation' })).toHaveCount(0);

  // ---- the decision: preview the acceptance letter (a PDF), then send it ----
  const decision = page.getByRole('region', { name: 'Decision', exact: true });
  await expect(decision).toContainText('Doctor of Medicine (MD)');
  await decision.getByRole('radiogroup', { name: 'Decision' }).getByText('Accept', { exact: true }).click();
  await expect(decision.getByText('The lead moves to Accepted')).toBeVisible();
  await decision.locator('#message').fill('We look forward to meeting you at orientation.');
  await decision.getByRole('button', { name: 'Preview Letter' }).click();
  const preview = page.getByRole('dialog', { name: 'Acceptance Letter Preview' });
  const frame = preview.locator('iframe[title="Acceptance Letter Preview"]');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  expect(src).toContain(`/api/leads/${leadId}/decision/letter?decision=accept`);
  const pdf = await page.request.get(src!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(preview).toContainText(`Sending emails this letter as a PDF to ${email}`);
  await preview.getByRole('button', { name: 'Send Decision' }).click();
  await expect(page.getByText('Decision sent successfully')).toBeVisible();
  await expect(preview).toBeHidden();

  await expect(facts(page)).toContainText('Accepted');
  const sent = decision.getByRole('region', { name: 'Decisions sent' });
  await expect(sent).toContainText('Accept');
  await expect(sent).toContainText(email);
  await expect(sent).toContainText(/acceptance-letter-ngozi-eze.*\.pdf/);
  await expect(page.getByRole('region', { name: 'Status changes' })).toContainText(
    `Accepted: acceptance letter sent to ${email}`,
  );
  const letter = await waitForMail(email, /^Your offer of admission to Caduceus School of Medicine$/);
  expect(letter.text).toContain(`Dear Ngozi Eze${run},`);
  expect(letter.text).toContain('Please find our letter attached (Acceptance Letter).');
});
