import { expect, test, type Locator } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

/** The form item of a question, found by its text. */
const item = (form: Locator, question: string) => form.locator('.ant-form-item', { hasText: question });

test("the preceptor evaluates her student's rotation; the student answers her graduation survey", async ({ page }) => {
  // Petra opens Stella's rotation in her portal and evaluates her
  await signIn(page, 'preceptor');
  await page.goto('/preceptor/rotation');
  await page
    .getByRole('row', { name: /Stella/ })
    .getByRole('link')
    .first()
    .click({ timeout: 30_000 });
  const drawer = page.getByRole('dialog', { name: /Stella/ });
  const card = drawer.locator('.ant-card', { hasText: 'Evaluate student' });
  const form = card.locator('form');
  await expect(form.getByText('Preceptor Evaluation of the Student')).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Submit evaluation' }).click();
  // required questions are refused on their fields before anything is sent
  await expect(item(form, 'Overall clinical performance')).toContainText('Answer this question');
  await item(form, 'Overall clinical performance').getByText('9', { exact: true }).click();
  await item(form, 'Professionalism').getByText('Agree', { exact: true }).click();
  for (const row of ['History taking', 'Physical examination', 'Case presentation'])
    await item(form, 'Clinical skills')
      .getByRole('row', { name: new RegExp(row) })
      .getByRole('radio')
      .nth(1)
      .check();
  const grade = await item(form, 'Recommended grade').locator('label').first().getAttribute('for');
  await choose(page, grade!, 'High Pass');
  await item(form, 'Would you accept this student').getByText('Yes', { exact: true }).click();
  await card.getByRole('button', { name: 'Submit evaluation' }).click();
  await expect(page.getByText('Evaluation Submitted Successfully')).toBeVisible();
  await expect(card).toContainText('Submitted on');
  await expect(card).toContainText('High Pass');
  await expect(card.getByRole('button', { name: 'Submit evaluation' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await signOut(page);

  // Stella answers the graduation survey on her Graduation Survey tab
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  await page.goto(`/student/details/graduation/${id}`);
  const survey = page.locator('form', { hasText: 'Graduation Survey 2026' });
  await expect(survey).toBeVisible({ timeout: 30_000 });
  await item(survey, 'How well did the program prepare you').getByText('4', { exact: true }).click();
  await item(survey, 'Would you recommend the school').getByText('Yes', { exact: true }).click();
  await item(survey, 'Which services did you use').getByText('Library', { exact: true }).click();
  const start = await item(survey, 'residency start date').locator('label').first().getAttribute('for');
  await page.locator(`#${start}`).fill('2027-07-01');
  await survey.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Survey Submitted Successfully')).toBeVisible();
  // read back: a text answer to a question about a date is shown MM-DD-YYYY
  const answers = page.locator('.ant-descriptions');
  await expect(answers).toContainText('07-01-2027');
  await expect(answers).toContainText('Library');
  await expect(answers).toContainText('4 / 5');
});
