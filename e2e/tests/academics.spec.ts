import { expect, test } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

const run = Date.now().toString(36);

test("the registrar records a student's degree, corrects it and removes it", async ({ page }) => {
  await signIn(page, 'registrar');
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[0].id;
  const institution = `State University ${run}`;

  await page.goto(`/student/details/degree/${id}`);
  const card = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'Degree' }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Add degree' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add degree' });
  // a day in the future is refused on its field; nothing is saved
  await choose(page, 'degree-degreeId', 'Bachelor of Science');
  await dialog.locator('#degree-institution').fill(institution);
  await dialog.locator('#degree-major').fill('Biology');
  await dialog.locator('#degree-awardedOn').fill('01/15/2999');
  await dialog.locator('#degree-awardedOn').press('Enter');
  await expect(dialog.getByText('A degree cannot be conferred in the future')).toBeVisible();
  // the typed day is taken on Enter, which also submits the dialog (as its Add degree button does)
  await dialog.locator('#degree-awardedOn').fill('05/20/2019');
  await dialog.locator('#degree-awardedOn').press('Enter');
  await expect(page.getByText('Degree Added Successfully')).toBeVisible();
  const row = card.locator('tr', { hasText: institution });
  await expect(row).toContainText('Bachelor of Science (BS)');
  await expect(row).toContainText('Bachelors');
  await expect(row).toContainText('05/20/2019');

  await row.getByRole('button', { name: 'Edit Bachelor of Science' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit degree' });
  await edit.locator('#degree-honors').fill('Magna cum laude');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Degree Updated Successfully')).toBeVisible();
  await expect(row).toContainText('Magna cum laude');

  await row.getByRole('button', { name: 'Delete Bachelor of Science' }).click();
  await page.locator('.ant-popover:visible').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Degree Deleted Successfully')).toBeVisible();
  await expect(card.locator('tr', { hasText: institution })).toHaveCount(0);
});

test("the registrar records a student's USMLE attempts; a second Step 1 record that day is refused", async ({
  page,
}) => {
  await signIn(page, 'registrar');
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=-id', { headers })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[0].id;
  // a fresh start for this student: her earlier attempts from another run are removed through the API
  const old = (await (await page.request.get(`/api/students/${id}/usmle-tests?pageSize=100`, { headers })).json()) as {
    items: { id: number }[];
  };
  for (const a of old.items) await page.request.delete(`/api/students/${id}/usmle-tests/${a.id}`, { headers });

  await page.goto(`/student/details/usmletest/${id}`);
  const card = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'USMLE' }) });
  const record = async (date: string, result: 'Pass' | 'Fail') => {
    await card.getByRole('button', { name: 'Add USMLE attempt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add USMLE attempt' });
    await choose(page, 'usmle-step', 'Step 1');
    await dialog.getByText(result, { exact: true }).click();
    // the typed day is taken on Enter, which also submits the dialog
    await dialog.locator('#usmle-testDate').fill(date);
    await dialog.locator('#usmle-testDate').press('Enter');
    return dialog;
  };
  await record('03/10/2025', 'Fail');
  await expect(page.getByText('USMLE Attempt Added Successfully')).toBeVisible();
  const again = await record('03/10/2025', 'Pass');
  await expect(again.getByText('An attempt at this step on this day is already recorded')).toBeVisible();
  await again.locator('#usmle-testDate').fill('09/15/2025');
  await again.locator('#usmle-testDate').press('Enter');
  await expect(page.getByText('USMLE Attempt Added Successfully').first()).toBeVisible();
  await expect(card.locator('tbody tr.ant-table-row')).toHaveCount(2);
  await expect(card.locator('tbody tr.ant-table-row').first()).toContainText('Pass');
  await expect(card.locator('tbody tr.ant-table-row').first()).toContainText('2');

  // her MCAT: four sections, the total as they are typed
  await page.goto(`/student/details/mcat/${id}`);
  const mcat = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'MCAT' }) });
  const date = '04/16/2022';
  const oldMcat = (await (await page.request.get(`/api/students/${id}/mcat?pageSize=100`, { headers })).json()) as {
    items: { id: number }[];
  };
  for (const m of oldMcat.items) await page.request.delete(`/api/students/${id}/mcat/${m.id}`, { headers });
  await page.reload();
  await mcat.getByRole('button', { name: 'Add MCAT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add MCAT' });
  for (const [key, score] of [
    ['chemPhys', '127'],
    ['cars', '125'],
    ['bioBiochem', '128'],
    ['psychSoc', '126'],
  ])
    await dialog.locator(`#mcat-${key}`).fill(score);
  await expect(dialog).toContainText('506');
  await dialog.locator('#mcat-testDate').fill(date);
  await dialog.locator('#mcat-testDate').press('Enter');
  await expect(page.getByText('MCAT Score Added Successfully')).toBeVisible();
  await expect(mcat.locator('tr', { hasText: date })).toContainText('506');
});

test('the registrar adds prior education and an academic record to a student, and files a USMLE document', async ({
  page,
}) => {
  await signIn(page, 'registrar');
  const headers = { 'x-requested-with': 'caduceus' };
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  const id = list.items[3].id;
  const college = `Northern College ${run}`;

  // prior education, as an applicant
  await page.goto(`/student/details/academicdetails/${id}`);
  const applicant = page.locator('.ant-card', {
    has: page.getByRole('heading', { level: 2, name: 'Attended as an applicant' }),
  });
  await applicant.getByRole('button', { name: 'Add education' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add education' });
  await dialog.locator('#prior-institution').fill(college);
  await dialog.locator('#prior-program').fill('B.Sc. Biology');
  await dialog.locator('#prior-gpa').fill('3.456');
  await dialog.locator('#prior-fromDate').fill('09/01/2015');
  await dialog.locator('#prior-fromDate').press('Enter');
  await expect(dialog.getByText('GPA must be up to 2 digits with up to 2 decimals')).toBeVisible();
  await dialog.locator('#prior-gpa').fill('3.45');
  await dialog.getByRole('button', { name: 'Add education' }).click();
  await expect(page.getByText('Education Added Successfully')).toBeVisible();
  const row = applicant.locator('tr', { hasText: college });
  await expect(row).toContainText('B.Sc. Biology');
  await expect(row).toContainText('3.45');

  // an academic record of the pre-medical form, weighed into the GPA
  await page.goto(`/student/details/academicrecords/${id}`);
  const premed = page.locator('.ant-card', {
    has: page.getByRole('heading', { level: 2, name: 'Pre-medical classes' }),
  });
  const title = `Cell Biology ${run}`;
  await premed.getByRole('button', { name: 'Add academic record' }).click();
  const add = page.getByRole('dialog', { name: 'Add academic record' });
  await add.locator('#record-title').fill(title);
  await add.locator('#record-term').fill('Fall 2016');
  await add.locator('#record-credits').fill('4');
  await choose(page, 'record-grade', 'A-');
  await add.locator('#record-gradePoints').fill('3.7');
  await add.getByRole('button', { name: 'Add academic record' }).click();
  await expect(page.getByText('Academic Record Added Successfully')).toBeVisible();
  const entry = premed.locator('tr', { hasText: title });
  await expect(entry).toContainText('Fall 2016');
  await expect(entry).toContainText('3.7');
  const gpa = page.locator('.ant-card', { has: page.getByRole('heading', { name: 'GPA', exact: true }) });
  await expect(gpa.getByRole('row', { name: /Pre-medical classes/ })).toBeVisible();

  // a USMLE score report filed with an attempt
  const old = (await (await page.request.get(`/api/students/${id}/usmle-tests?pageSize=100`, { headers })).json()) as {
    items: { id: number }[];
  };
  for (const a of old.items) await page.request.delete(`/api/students/${id}/usmle-tests/${a.id}`, { headers });
  const made = await page.request.post(`/api/students/${id}/usmle-tests`, {
    headers,
    data: { step: 'Step 2 CK', testDate: '2025-02-03', result: 'Pass', score: 244 },
  });
  expect(made.status()).toBe(201);
  await page.goto(`/student/details/usmletest/${id}`);
  const usmle = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2, name: 'USMLE' }) });
  await usmle.getByRole('button', { name: /^Documents Step 2 CK/ }).click();
  const docs = page.getByRole('dialog', { name: /USMLE documents/ });
  await docs.locator('input[type=file]').setInputFiles({
    name: `score-report-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(`%PDF-1.4\n% score report ${run}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`),
  });
  await expect(page.getByText('USMLE Document Uploaded Successfully')).toBeVisible();
  await expect(docs.getByText(`score-report-${run}.pdf`)).toBeVisible();
});
