import { expect, it } from '@jest/globals';
import { SMTP_FAULT_REPLIES } from '@throwbox/contracts';
import { faultReply } from './smtp-faults.js';

it("gives every allowed reply code an enhanced status code of the code's own class", () => {
  for (const code of [421, 450, 451, 452, 550, 551, 552, 553, 554]) {
    const reply = faultReply(code, null);
    expect(reply.responseCode).toBe(code);
    expect(reply.message).toMatch(new RegExp(`^${String(code)[0]}\\.\\d\\.\\d+ \\S`));
  }
  expect(Object.keys(SMTP_FAULT_REPLIES).map(Number)).toEqual([421, 450, 451, 452, 550, 551, 552, 553, 554]);
});

it("sends the rule's text after the enhanced code, or the standard text", () => {
  expect(faultReply(451, null).message).toBe('4.3.0 Local error in processing, try again later');
  expect(faultReply(550, 'No such user here').message).toBe('5.1.1 No such user here');
});
