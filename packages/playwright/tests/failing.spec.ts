import { expect, test } from '@throwbox/playwright';
import { send } from './mail.js';

// Fails on purpose: the report must then carry the mail that reached the inbox.
test('fails after mail arrived', async ({ inbox, throwbox }) => {
  await send(inbox.address, {
    subject: 'Failing mail',
    text: 'Your verification code is 777888.',
    html: '<p>Your verification code is <b>777888</b>.</p>',
  });
  await throwbox.waitForMessage(inbox.address, { timeout: 20 });
  expect('the code the app showed').toBe('777888');
});
