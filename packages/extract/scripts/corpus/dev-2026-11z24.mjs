// Development mail, forty-sixth round (files dv46-*, before the rules of extractor version 55), from the false codes and
// misses of heldout118–121 under version 54 (all four opened for this round; heldout122–125 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: "X – use within 10 minutes to …"; approving a
// change; a Chinese verb before a bracketed code; a prompt after the verb in a line that names a number later; "… and you're
// in"; a rule's forbidden example; a range of days before a month; a line above that asks for the number below; Swedish
// "Ny inloggning" as a notice.
import { codeOnly, codeLink, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Sat, 2 Jan 2027 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });

export default [
  t('unlabeled', 'dv46-en-dash-use-within.eml', 'Ridewell <no-reply@ridewell.test>', 'Ridewell online account', '660318 - use within 10 minutes to finish setting up your Ridewell online account. Never share it.\n', codeOnly('660318')),
  t('unlabeled', 'dv46-en-approve-change.eml', 'Ferrylink <bookings@ferrylink.test>', 'Approve the change to your booking FL-44120', 'You asked to move your crossing from Tue 24 Jun 17:30 to Wed 25 Jun 17:30. To approve the change, type 77120 on the Manage Booking page.\n', codeOnly('77120')),
  t('languages', 'dv46-zh-bracket-code.eml', '寬頻通 <noreply@kuanpin.test>', '登入驗證碼', '您好，\n請於登入頁面輸入【518204】以完成登入，此號碼將於 10 分鐘後失效。\n', codeOnly('518204')),
  t('unlabeled', 'dv46-en-prompt-then-number.eml', 'Friends of Elm Park <membership@elmpark.test>', 'Your membership application', 'Dear Ms Reid,\n\nTo complete your membership application please key in 604118 where the website asks for it. This number only works today.\n', codeOnly('604118')),
  t('alnum', 'dv46-en-and-youre-in.eml', 'Greenway Hub <hello@greenwayhub.test>', 'Your Greenway Hub sign-in', 'Hi Sam,\n\nPop Q7K29P into the box on screen and you\'re in.\n', codeOnly('Q7K29P')),
  t('links', 'dv46-en-forbidden-pin-example.eml', 'Marlow Library <catalog@marlowlibrary.test>', 'Reset your library PIN', 'Reset your PIN with this link (it expires in 1 hour):\nhttps://catalog.marlowlibrary.test/patroninfo/resetpin?tk=QX7R2MH9PL&p=118450\n\nYour new PIN must be 4–6 digits and cannot be 0000 or your birth year.\n', linkOnly('https://catalog.marlowlibrary.test/patroninfo/resetpin?tk=QX7R2MH9PL&p=118450')),
  t('decoy', 'dv46-en-day-range.eml', 'Roamwise <trips@roamwise.test>', 'Your code was used', 'Your booking code was used to view booking 4021-557-8813 (Hotel Sol, 12-16 Aug 2026) on the Manage Booking page.\nIf this was not you, contact us.\n', none),
  t('code-link', 'dv46-en-enter-number-above.eml', 'City of Harlow <myaccount@harlow.test>', 'Activate your myHarlow account', 'To activate it, confirm your email address using one of the options below.\n\nOption 1 - click the link\nhttps://my.harlow.test/register/confirm?ref=RG-44120&key=9e3f71ab02c5\n\nOption 2 - enter the 8-digit confirmation number\n55120934\n', codeLink('55120934', 'https://my.harlow.test/register/confirm?ref=RG-44120&key=9e3f71ab02c5')),
  t('decoy', 'dv46-sv-ny-inloggning.eml', 'Bankkontot <noreply@bankkontot.test>', 'Ny inloggning på ditt konto', 'Vi har upptäckt en ny inloggning på ditt konto från Firefox på Windows.\nVar det inte du? Byt lösenord.\n', none, '<p>Vi har upptäckt en ny inloggning på ditt konto från Firefox på Windows.</p><p>Var det inte du?</p><p><a href="https://bankkontot.test/password/reset?t=abc123def9">Byt lösenord</a></p>'),
];
