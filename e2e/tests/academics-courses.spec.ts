import { expect, test, type Page } from '@playwright/test';
import { choose, signIn } from '../support/ui.js';

const headers = { 'x-requested-with': 'caduceus' };

/** An antd Select of a few options (not searchable): open it and click the option. */
async function pick(page: Page, selectId: string, label: string) {
  await expect(async () => {
    await page.locator(`.ant-select:has(#${selectId})`).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${label}$`) })
      .first()
      .click({ timeout: 3000 });
    await expect(page.locator(`.ant-select:has(#${selectId})`)).toContainText(label, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test('the registrar grades a stage, is refused promotion while an F stands, records the retake and promotes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'registrar');
  // a student whose Courses tab the registrar sees, her courses removed for a fresh start
  const list = (await (await page.request.get('/api/students?pageSize=25&sort=id', { headers })).json()) as {
    items: { id: number }[];
  };
  let id = 0;
  for (const s of list.items) {
    const res = await page.request.get(`/api/students/${s.id}/courses`, { headers });
    if (res.ok()) {
      id = s.id;
      for (const c of ((await res.json()) as { items: { id: number }[] }).items)
        await page.request.delete(`/api/students/${id}/courses/${c.id}`, { headers });
      break;
    }
  }
  expect(id).toBeGreaterThan(0);

  await page.goto(`/student/details/courses/${id}`);
  await page.getByRole('button', { name: 'Add course' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add course' });
  await choose(page, 'course-courseId', 'Doctor of Medicine (MD)');
  await choose(page, 'course-startSemesterId', 'Fall 2025');
  await add.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText('Course Added Successfully')).toBeVisible();

  // the first stage: MD 1, opened with its classes
  const stageButton = page.getByRole('button', { name: 'Promote or register a stage' });
  await stageButton.click();
  let dialog = page.getByRole('dialog', { name: 'Stage and semester' });
  await pick(page, 'stage-promotion', 'New Student');
  await pick(page, 'stage-stageId', 'MD 1');
  await choose(page, 'stage-semesterId', 'Fall 2025');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stage Saved Successfully')).toBeVisible();

  const md1 = page.locator('.ant-card-type-inner', { hasText: 'Gross Anatomy' });
  await md1.getByRole('spinbutton', { name: 'Marks Gross Anatomy' }).fill('92');
  await md1.getByRole('spinbutton', { name: 'Marks Medical Physiology' }).fill('55');
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(page.getByText('Grades Saved Successfully')).toBeVisible();
  await expect(md1.locator('tr', { hasText: 'Medical Physiology' })).toContainText('F');
  await expect(md1.locator('tr', { hasText: 'Gross Anatomy' })).toContainText('H');

  // promotion is refused while the F stands, naming the class
  const refusal = 'The student cannot be promoted: Medical Physiology has a failing grade in the current stage';
  await stageButton.click();
  dialog = page.getByRole('dialog', { name: 'Stage and semester' });
  await pick(page, 'stage-promotion', 'Promote');
  await choose(page, 'stage-semesterId', 'Spring 2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(refusal)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // the retake passes; the promotion goes through to MD 2
  await md1.getByRole('spinbutton', { name: 'Marks Medical Physiology' }).fill('78');
  await page.getByRole('button', { name: 'Save grades' }).click();
  await expect(md1.locator('tr', { hasText: 'Medical Physiology' })).toContainText('P');
  await expect(page.locator('.ant-alert', { hasText: refusal })).toHaveCount(0);
  await stageButton.click();
  dialog = page.getByRole('dialog', { name: 'Stage and semester' });
  await pick(page, 'stage-promotion', 'Promote');
  await choose(page, 'stage-semesterId', 'Spring 2026');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Stage Saved Successfully').last()).toBeVisible();
  await expect(page.locator('.ant-card-type-inner', { hasText: 'Medical Biochemistry' })).toContainText(
    'Medical Biochemistry',
  );
  await expect(page.locator('tr', { hasText: 'Doctor of Medicine (MD)' })).toContainText('MD 2');
});
