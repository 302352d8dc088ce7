import { expect, test } from '@throwbox/playwright';

test('signs up with the emailed code', async ({ page, inbox, throwbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Sign up' }).click();

  const { code } = await throwbox.waitForCode(inbox.address, { timeout: 30 });
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('status')).toHaveText('Your account is verified.');
});

test('signs up by following the emailed link', async ({ page, inbox, throwbox }) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(inbox.address);
  await page.getByRole('button', { name: 'Sign up' }).click();

  const { link } = await throwbox.waitForCode(inbox.address, { timeout: 30 });
  await page.goto(link!);

  await expect(page.getByRole('status')).toHaveText('Your account is verified.');
});
