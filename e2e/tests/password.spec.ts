import { expect, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox.js';
import { signIn } from '../support/ui.js';

test('forgot password: the emailed link resets the password, the old one stops working', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await page.locator('#username').fill('faculty');
  await page.keyboard.press('Enter');
  await expect(page.getByText('If the account exists, a reset link has been sent to its email').first()).toBeVisible();

  const mail = await waitForMail('faculty@caduceus.test', /Reset your Caduceus password/);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.locator('#password').fill('short');
  await page.locator('#confirmPassword').fill('short');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please enter valid password').first()).toBeVisible();
  await page.locator('#password').fill('Faculty#New1');
  await page.locator('#confirmPassword').fill('Faculty#New1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password reset successfully. Please sign in.').first()).toBeVisible();

  // the old password is refused, the new one signs in
  await page.locator('#username').fill('faculty');
  await page.locator('#password').fill('Caduceus@2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Invalid login, try again').first()).toBeVisible();
  await signIn(page, 'faculty', 'Faculty#New1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // the link works once
  await page.goto(linkIn(mail));
  await page.locator('#password').fill('Faculty#New2');
  await page.locator('#confirmPassword').fill('Faculty#New2');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/invalid or has expired/).first()).toBeVisible();
});
