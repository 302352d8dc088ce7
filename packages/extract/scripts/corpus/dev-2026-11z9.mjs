// Development mail, thirty-first round (files dv31-*, before the rules of extractor version 36), from the misses and false
// answers of heldout58–61 under version 35 (all four opened for this round; heldout62–65 were being written by outside
// authors and stay clean), each taken as a class in other words, with twins: (a) groups after a label's colon; (b) "enter
// the following code on the … page" above a letters-first code; (c) a Romanian polite possessive in the label; (d) "the
// numbers from the subject line"; (e) a tablet as the place; (f) "Copy this into the … app" and a brand's "ID"; (g) "in
// <app> to link your new laptop"; (h) "...or open this link in your browser:" to a token in the fragment; (i) Hebrew
// activating; (j) "Log in to view your EOB".
import { codeLink, codeOnly, linkOnly, none } from './card.mjs';
const mail = (m) => ({ date: 'Fri, 18 Dec 2026 10:00:00 +0000', transfer: '8bit', charset: 'utf-8', ...m });
const t = (family, file, from, subject, text, expect, html = '') => mail({ family, file, from, subject, text, html, expect });
const page = (body) => `<!doctype html><html><body style="font-family:Arial,sans-serif"><div style="max-width:560px;margin:0 auto;padding:24px">${body}</div></body></html>`;
const frag = 'https://tavern.test/verify-email-change#token=eyJ1IjoiMTA0ODIyIn0.ZxK3aQ.p9Hc2TnV';

export default [
  t('alnum', 'dv31-en-groups-after-colon.eml', 'Nimbus Storage <security@nimbus.test>', 'Action required: confirm root key creation', 'A new root access key was requested for your organisation.\n\nConfirmation code:  7QM2 K4TZ\n\nType the 8 characters without the space. The request is cancelled after 10 minutes.\n', codeOnly('7QM2K4TZ')),
  t('decoy', 'dv31-en-reference-groups.eml', 'Nimbus Storage <billing@nimbus.test>', 'Your invoice', 'Thank you for your payment of USD 41.00.\n\nRef: AB12 CD34 EF56\n', none),
  t('alnum', 'dv31-en-enter-following-code-page.eml', 'Shopcraft Payments <payments@shopcraft.test>', 'Confirm your new payout bank account', 'A request was made to change the bank account that receives your payouts.\n\nTo approve this change, enter the following code on the payout settings page in your Shopcraft admin:\n\n  XRTQ5930\n\nThis code is valid for 30 minutes.\n', codeOnly('XRTQ5930')),
  t('languages', 'dv31-ro-codul-dvs.eml', 'eServicii <noreply@eservicii.test>', 'Confirmarea adresei de e-mail', 'Stimate utilizator,\n\nCodul dvs. de confirmare este 448120\n\nCodul este valabil 60 de minute.\n', codeOnly('448120')),
  t('unlabeled', 'dv31-en-numbers-from-subject-line.eml', 'Tenge Bank <online@tengebank.test>', '773015 - Tenge Online', 'Someone is signing in to Tenge Online with your login.\n\nIf it was you, use the numbers from the subject line of this e-mail to continue. They are valid for 3 minutes.\n', codeOnly('773015')),
  t('unlabeled', 'dv31-en-type-on-tablet.eml', 'Kinlink <hello@kinlink.test>', 'Almost ready for your video calls', 'Your son Tom has set up Kinlink video calls for you.\n\nTo finish, type 40 62 91 on your Kinlink tablet when it asks you to.\n\nCall us free on 1800 555 094 if you get stuck.\n', codeOnly('406291')),
  t('unlabeled', 'dv31-en-copy-this-brand-id.eml', 'Quince <id@quince.test>', 'Finish creating your Quince ID', '', codeOnly('502914'), page('<p>Almost there! Copy this into the Quince Store app to finish creating your Quince ID.</p><p style="font-size:32px;font-weight:bold">502914</p><p>Expires in 10 minutes</p>')),
  t('unlabeled', 'dv31-en-link-new-laptop.eml', 'Syncbox <no-reply@syncbox.test>', 'Link your new laptop to Syncbox', 'Enter 318 660 in Syncbox to link your new laptop "MAYA-T14".\n\nDevices linked so far: 2 of 5.\n', codeOnly('318660')),
  t('code-link', 'dv31-en-or-open-fragment-token.eml', 'Tavern <no-reply@tavern.test>', 'Verify your new email address for Tavern', `You asked to change the email address on your Tavern account.\n\nTo confirm, type this code in the Tavern app:\n\n        660417\n\n...or open this link in your browser:\n\n${frag}\n`, codeLink('660417', frag)),
  t('languages', 'dv31-he-lehafil-heshbon.eml', 'פורום המפתחים <noreply@devforum.test>', 'הפעלת החשבון החדש שלך', 'שלום,\n\nכדי להפעיל את החשבון שלך, לחץ על הקישור הבא:\n\nhttps://devforum.test/u/activate-account/9a1f3b9e2a8d4e6f0b5c91d2a3e4f5c7\n', linkOnly('https://devforum.test/u/activate-account/9a1f3b9e2a8d4e6f0b5c91d2a3e4f5c7')),
  t('decoy', 'dv31-en-log-in-to-view-eob.eml', 'Summit Health Plan <plan@summithealth.test>', 'A new Explanation of Benefits is available', '', none, page('<h2>YOUR EXPLANATION OF BENEFITS IS READY</h2><p>This is not a bill.</p><p><a href="https://click.summithealth.test/?qs=8c1f0e3d9a2b47f6a1c3d5e7f9b0a2c4" style="background:#036;color:#fff;padding:10px 20px">Log in to view your EOB</a></p>')),
];
