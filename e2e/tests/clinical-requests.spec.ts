import { expect, test, type APIRequestContext } from '@playwright/test';
import { chooseFirst, signIn, signOut } from '../support/ui.js';
import { DEMO_PASSWORD } from '../support/env.js';

/** A Monday far ahead (40 weeks, plus a week per try), clear of the demo's rotations. */
function mondayIn(weeks: number) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + 7 * weeks);
  return d.toISOString().slice(0, 10);
}
const start = mondayIn(40 + (Date.now() % 20));
const notes = `Clinical ask ${Date.now().toString(36)}`;

/** Stella's course status set as the registrar does on her profile (the demo has her in Basic Science). */
async function setCourseStatus(request: APIRequestContext, studentId: string, courseStatus: string) {
  const login = await request.post('/api/auth/login', { data: { username: 'superuser', password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const r = await (await request.get(`/api/students/${studentId}`, { headers })).json();
  const keys = ['statusId', 'studentTypeId', 'courseId', 'campusId', 'startSemesterId', 'stageId', 'cohort'];
  const body: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, r[k] ?? undefined]));
  const before = r.currentCourseStatus as string;
  Object.assign(body, {
    currentCourseStatus: courseStatus,
    usmleTestStatus: r.usmleTestStatus ?? undefined,
    campusStatus: r.campusStatus ?? undefined,
    financialStatus: r.financialStatus ?? 1,
    immigrationRequired: r.immigrationRequired,
  });
  const res = await request.put(`/api/students/${studentId}/profile`, { data: body, headers });
  expect(res.status(), await res.text()).toBe(200);
  await request.post('/api/auth/logout', { headers });
  return before;
}

test('a clinical student asks for a rotation; the clinical dean creates it from her approved request', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signIn(page, 'student');
  await expect(page).toHaveURL(/\/student\/details\/personal\/\d+/);
  const id = /\/personal\/(\d+)/.exec(page.url())![1];
  const api = await playwright.request.newContext({ baseURL });
  const was = await setCourseStatus(api, id, 'Clinical Medicine');
  try {
    await page.goto(`/student/details/requests/${id}`);
    await page.getByRole('button', { name: /New request/ }).click();
    const kind = page.getByRole('menuitem', { name: 'Clinical request' });
    await expect(kind).toBeVisible();
    await kind.dispatchEvent('click');
    const form = page.getByRole('dialog', { name: 'Clinical request' });
    await chooseFirst(page, form.getByLabel('Hospital'));
    await chooseFirst(page, form.getByLabel('Rotation', { exact: true }));
    await form
      .getByLabel('Preferred start date')
      .fill(`${start.slice(5, 7)}/${start.slice(8, 10)}/${start.slice(0, 4)}`);
    await form.getByLabel('Preferred start date').press('Enter');
    await form.getByLabel('Weeks').fill('2');
    await form.getByLabel('Notes').fill(notes);
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Request Submitted Successfully')).toBeVisible();

    await signOut(page);
    await signIn(page, 'clinical');
    await page.goto('/medical/request/clinical-request');
    await expect(page.getByRole('heading', { level: 1, name: 'Clinical requests' })).toBeVisible();
    await page.locator('tr', { hasText: 'Stella' }).first().getByRole('link').first().click();
    const drawer = page.getByRole('dialog', { name: /^Request \d+/ });
    await expect(drawer.getByText(notes)).toBeVisible();
    await expect(drawer.getByText('Clinical facts')).toBeVisible();
    await drawer.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Request Updated Successfully')).toBeVisible();
    await drawer.getByRole('button', { name: 'Create rotation' }).click();
    await expect(page.getByText('Rotation Created Successfully')).toBeVisible();
    await expect(drawer.locator('.ant-tag', { hasText: 'Completed' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: /Rotation \d+ created from this request/ })).toBeVisible();
  } finally {
    await setCourseStatus(api, id, was);
    await api.dispose();
  }
});
