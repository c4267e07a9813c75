import { expect, test, type Page } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

const run = Date.now().toString(36);
const headers = { 'x-requested-with': 'caduceus' };
/** A semester the demo has not invoiced (its invoices are the current semester's). */
const SEMESTER = 'Spring 2027';

type Item = { value: number; label: string };
const lookup = async (page: Page, table: string) =>
  (await (await page.request.get(`/api/lookups/${table}`, { headers })).json()).items as Item[];

/**
 * A campus and start semester that choose a few students billed Med 1-5 (found through the preview itself), so
 * that the run stays small.
 */
async function smallSet(page: Page, semesterId: number, tuition: number) {
  const campuses = await lookup(page, 'campus');
  const starts = await lookup(page, 'semester');
  for (const campus of campuses)
    for (const start of starts) {
      const res = await page.request.post('/api/accounting/invoice-runs/preview', {
        headers,
        data: {
          kind: 'non-clinical',
          type: 2,
          semesterId,
          feeHeadIds: [tuition],
          title: 'probe',
          dueDate: '2027-01-31',
          filters: { campusId: campus.value, startSemesterId: start.value, billedOnly: true },
        },
      });
      const p = (await res.json()) as { summary?: { invoiced: number } };
      if (p.summary && p.summary.invoiced >= 1 && p.summary.invoiced <= 5)
        return { campus: campus.label, start: start.label, count: p.summary.invoiced };
    }
  throw new Error('no campus and start semester choose 1 to 5 students');
}

test('the bursar runs non-clinical invoices for a few students, reviews them, creates them and finds one on the student', async ({
  page,
}) => {
  const title = `Spring tuition ${run}`;
  await signIn(page, 'bursar');
  const semesterId = (await lookup(page, 'semester')).find((s) => s.label === SEMESTER)!.value;
  const heads = (await (
    await page.request.get('/api/accounting/invoice-runs/fee-heads?type=2', { headers })
  ).json()) as { feeHeadId: number; name: string }[];
  const tuition = heads.find((h) => h.name === 'Tuition Fee')!.feeHeadId;
  const set = await smallSet(page, semesterId, tuition);

  // step 1: the choices and the filters
  await page.goto('/accounting/invoices/non-clinical');
  await expect(page.getByRole('heading', { level: 1, name: 'Non-Clinical Invoices' })).toBeVisible();
  await choose(page, 'type', 'Med 1-5');
  await choose(page, 'semesterId', SEMESTER);
  await choose(page, 'feeHeadIds', 'Tuition Fee');
  await page.keyboard.press('Escape');
  await choose(page, 'campusId', set.campus);
  await choose(page, 'startSemesterId', set.start);
  await page.locator('#title').fill(title);
  // the typed date is taken on Enter, which also submits step 1 (as its Review button does)
  await page.locator('#dueDate').fill('01/31/2027');
  await page.locator('#dueDate').press('Enter');

  // step 2: each student's line and the totals
  const review = page.getByRole('region', { name: 'Students to invoice' });
  await expect(review.locator('tbody tr.ant-table-row')).toHaveCount(set.count);
  await expect(review).toContainText('Tuition Fee');
  await expect(page.getByRole('tab', { name: `To invoice (${set.count})` })).toBeVisible();
  const first = (await review.locator('tbody tr.ant-table-row').first().locator('td').nth(1).innerText()).trim();

  // create: progress until done, then the result with links to the students' invoices
  await page.getByRole('button', { name: 'Create invoices' }).click();
  await expect(page.getByText(`${set.count} invoices created`)).toBeVisible({ timeout: 60_000 });
  const created = page.getByRole('region', { name: 'Invoices created' });
  await expect(created.locator('tbody tr.ant-table-row')).toHaveCount(set.count);
  await created.getByRole('link', { name: first }).click();

  // the student's Invoices & Payments tab shows the new invoice
  await expect(page).toHaveURL(/\/student\/details\/invoice-payments\/\d+/);
  await expect(page.getByRole('heading', { level: 2, name: 'Invoices & Payments' })).toBeVisible();
  await expect(page.locator('tr', { hasText: title })).toBeVisible();

  // back on the screen, the issued list finds the run's invoices by title; a row opens the invoice on its student
  await page.goto('/accounting/invoices/non-clinical');
  const issued = page.getByRole('region', { name: 'Issued invoices' });
  await page.locator('#filter-title').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: title }).click();
  await expect(issued.locator('tbody tr.ant-table-row')).toHaveCount(set.count);
  await issued.locator('tbody tr.ant-table-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/student\/details\/invoice-payments\/\d+\?invoice=\d+/);
  await expect(page.getByRole('dialog', { name: /Invoice \d+/ })).toContainText(title);
});

/** The ISO day `weeks` weeks from today's Monday (negative: back). */
function mondayShifted(weeks: number) {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * weeks);
  return d.toISOString().slice(0, 10);
}
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

test('the bursar invoices the rotation weeks done up to a day with the clinical run; a second run finds them invoiced', async ({
  page,
}) => {
  const title = `Clinical weeks ${run}`;
  await signIn(page, 'bursar');
  const semesterId = (await lookup(page, 'semester')).find((s) => s.label === SEMESTER)!.value;
  const heads = (await (
    await page.request.get('/api/accounting/invoice-runs/fee-heads?type=4&kind=clinical', { headers })
  ).json()) as { feeHeadId: number; name: string }[];
  const head = heads.find((h) => h.name === 'Clinical Rotation Fee')!;
  // the last day of a period that holds a few of the demo's finished rotations' weeks
  let periodEnd = '';
  let count = 0;
  for (let w = -16; w <= -8 && !count; w++) {
    const day = mondayShifted(w);
    const res = await page.request.post('/api/accounting/invoice-runs/preview', {
      headers,
      data: {
        kind: 'clinical',
        type: 4,
        semesterId,
        feeHeadIds: [head.feeHeadId],
        title: 'probe',
        dueDate: '2027-01-31',
        periodEnd: day,
        filters: { billedOnly: false },
      },
    });
    const p = (await res.json()) as { summary?: { invoiced: number } };
    if (p.summary && p.summary.invoiced >= 1 && p.summary.invoiced <= 6) [periodEnd, count] = [day, p.summary.invoiced];
  }
  expect(count, 'a period holds some of the demo rotation weeks').toBeGreaterThan(0);

  await page.goto('/accounting/invoices/non-clinical?kind=clinical');
  await choose(page, 'type', 'Clinical');
  await choose(page, 'semesterId', SEMESTER);
  // the clinical run's one fee head: a list to pick from, not to type in
  await page.locator('#feeHeadId').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: head.name }).click();
  await page.locator('#title').fill(title);
  await page.locator('#dueDate').fill('01/31/2027');
  await page.locator('#dueDate').press('Enter');
  await page.locator('#periodEnd').fill(shown(periodEnd));
  // the typed day is taken on Enter, which also submits step 1
  await page.locator('#periodEnd').press('Enter');

  const review = page.getByRole('region', { name: 'Students to invoice' });
  await expect(review.locator('tbody tr.ant-table-row')).toHaveCount(count);
  // a line per week: the hospital, the rotation, the week and its price
  await expect(review).toContainText(/Hospital: .+, week \d+: \$\d/);
  await page.getByRole('button', { name: 'Create invoices' }).click();
  await expect(page.getByText(`${count} invoices created`)).toBeVisible({ timeout: 60_000 });

  // the same weeks are not invoiced twice: a second preview up to the same day has nothing left to invoice
  const again = await page.request.post('/api/accounting/invoice-runs/preview', {
    headers,
    data: {
      kind: 'clinical',
      type: 4,
      semesterId,
      feeHeadIds: [head.feeHeadId],
      title: 'probe again',
      dueDate: '2027-01-31',
      periodEnd,
      filters: { billedOnly: false },
    },
  });
  expect(((await again.json()) as { summary: { invoiced: number } }).summary.invoiced).toBe(0);
});
