import { expect, test } from '@throwbox/playwright';
import { send } from './mail.js';

const seen: string[] = [];

test('gives each test a fresh inbox and a client that waits for its code', async ({ inbox, throwbox }) => {
  expect(inbox.address).toMatch(/@/);
  seen.push(inbox.address);
  await send(inbox.address, { subject: 'Your code', text: 'Your verification code is 515253.' });
  const { code } = await throwbox.waitForCode(inbox.address, { timeout: 20 });
  expect(code).toBe('515253');
});

test('never hands the same inbox to two tests, and deletes it after each', async ({ inbox, throwbox }) => {
  expect(seen).toHaveLength(1);
  expect(inbox.address).not.toBe(seen[0]);
  const left = await throwbox.listInboxes({ search: seen[0]! });
  expect(left.inboxes).toEqual([]);
});

test('works beside the page fixture in Chromium', async ({ inbox, page }) => {
  await page.setContent(`<label>Email <input name="email"></label>`);
  await page.getByLabel('Email').fill(inbox.address);
  await expect(page.getByLabel('Email')).toHaveValue(inbox.address);
});

test('waits on the inbox for counted mail, and for none', async ({ inbox }) => {
  await inbox.expectNoMail({ within: 1 });
  await send(inbox.address, { subject: 'Order confirmed', text: 'Thank you.' });
  await send(inbox.address, { subject: 'Order shipped', text: 'On its way.' });
  const mail = await inbox.waitForMessages({ count: 2, timeout: 20 });
  expect(mail.map((m) => m.subject).sort()).toEqual(['Order confirmed', 'Order shipped']);
  await expect(inbox.expectNoMail({ within: 10, since: 0, subject: 'shipped' })).rejects.toMatchObject({
    code: 'unexpected_mail',
    summary: { subject: 'Order shipped' },
  });
});
