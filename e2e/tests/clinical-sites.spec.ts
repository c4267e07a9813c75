import { expect, test } from '@playwright/test';
import { choose, signIn, signOut } from '../support/ui.js';

test('the clinical dean adds a hospital, offers a rotation with its price and adds a preceptor; the preceptor sees her own profile', async ({
  page,
}) => {
  const stamp = Date.now() % 1_000_000;
  const hospital = `Harbor View Hospital ${stamp}`;
  await signIn(page, 'clinical');

  await page.goto('/medical/clinicals/hospitals');
  await expect(page.getByRole('heading', { level: 1, name: 'Hospitals' })).toBeVisible({ timeout: 30_000 });
  // the demo sites are listed
  await expect(page.getByRole('link', { name: 'Bayside Medical Center' })).toBeVisible();

  await page.getByRole('button', { name: 'Add hospital' }).click();
  const form = page.getByRole('dialog', { name: 'Add hospital' });
  await form.locator('#hospital-name').fill(hospital);
  await form.locator('#hospital-city').fill('Tampa');
  await form.locator('#hospital-phone').fill('81355501');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form.getByText('Please enter a valid phone number')).toBeVisible();
  await form.locator('#hospital-phone').fill('8135550142');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Hospital added succesfully!')).toBeVisible();

  // the new hospital opens in its drawer: offer a rotation with its price per week and seats
  const drawer = page.getByRole('dialog', { name: hospital });
  await drawer.getByRole('button', { name: 'Offer a rotation' }).click();
  const offer = page.getByRole('dialog', { name: 'Offer a rotation' });
  await choose(page, 'offer-rotationId', 'Cardiology');
  await offer.locator('#offer-pricePerWeek').fill('725.50');
  await offer.locator('#offer-seats').fill('3');
  await offer.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Rotation added successfully!')).toBeVisible();
  const row = drawer.getByRole('row', { name: /Cardiology/ });
  await expect(row).toContainText('$725.50');
  await expect(row).toContainText('3');

  // a preceptor of this hospital
  await drawer.getByRole('tab', { name: 'Preceptors' }).click();
  await drawer.getByRole('button', { name: 'Add preceptor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Preceptor' })).toBeVisible();
  await expect(page.locator('.ant-select:has(#preceptor-hospitalId)')).toContainText(hospital);
  await choose(page, 'preceptor-title', 'Dr.');
  await page.locator('#preceptor-firstName').fill('Iris');
  await page.locator('#preceptor-lastName').fill(`Quinn${stamp}`);
  await page.locator('#preceptor-speciality').fill('Cardiology');
  await page.locator('#preceptor-email').fill(`iris.quinn.${stamp}@harborview.example.org`);
  await page.locator('#preceptor-phone').fill('8135550143');
  await page.getByRole('button', { name: 'Add preceptor' }).click();
  await expect(page.getByText('Preceptor added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/medical\/clinicals\/preceptors\?id=\d+/);

  // found in the list, filtered by words; the row opens her details
  await page.goto('/medical/clinicals/preceptors/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Preceptors' })).toBeVisible();
  await page.getByRole('searchbox').fill(`Quinn${stamp}`);
  const found = page.getByRole('row', { name: new RegExp(`Quinn${stamp}`) });
  await expect(found).toContainText(hospital);
  await found.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preceptor' })).toBeVisible();
  await expect(page.getByText(`Dr. Iris Quinn${stamp}`)).toBeVisible();
  await signOut(page);

  // the demo preceptor lands on her own profile, and only hers
  await signIn(page, 'preceptor');
  await expect(page).toHaveURL(/\/preceptor\/user\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expect(page.getByText('Dr. Petra Preceptor')).toBeVisible();
  await expect(page.getByText('Bayside Medical Center')).toBeVisible();
  await page.locator('#profile-speciality').fill('Internal Medicine and Geriatrics');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  // her rotations, from the profile
  await page.getByRole('button', { name: 'My Rotations' }).click();
  await expect(page).toHaveURL(/\/preceptor\/rotation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Rotations' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search by student, hospital or rotation' })).toBeVisible();
  await page.goto('/medical/clinicals/preceptors/list');
  await expect(page).toHaveURL(/\/preceptor\/user\/profile$/);
  expect((await page.request.get('/api/clinical/preceptors')).status()).toBe(403);
});
