// Third held-out batch (corpus/heldout3, files h3-*), part e: decoys, mail with neither a verification
// code nor a verification link (receipts, shipping, promotions, security notices, newsletters, invites,
// statements, travel, government). Written on 2026-11-26 by an author who had not read the extraction
// rules; frozen (src/heldout-frozen.test.ts). Do not edit or tune against these mails.
import { button, href, layout, newsletter } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', family: 'decoy', expect: { code: null, verificationLink: null }, ...m });
const at = (hhmm) => `Thu, 26 Nov 2026 ${hhmm}:00 +0000`;

const parcelTrack = 'https://track.swiftparcel.test/t/SP4829113307GB?e=d2f1&action=confirm-delivery';
const calendo = {
  join: 'https://meet.calendo.test/pqx-ruwe-kta',
  yes: 'https://calendo.test/calendar/event?action=RESPOND&eid=NWc5a2FzZGYx&rst=1&tok=MTkjbXJpdmVyYQ',
  no: 'https://calendo.test/calendar/event?action=RESPOND&eid=NWc5a2FzZGYx&rst=2&tok=MTkjbXJpdmVyYQ',
  maybe: 'https://calendo.test/calendar/event?action=RESPOND&eid=NWc5a2FzZGYx&rst=3&tok=MTkjbXJpdmVyYQ',
};
const rsvp = (label, url) => `<a href="${href(url)}" style="display:inline-block;padding:6px 16px;border:1px solid #dadce0;border-radius:4px;color:#1a73e8;text-decoration:none;">${label}</a>`;

export default [
  mail({
    file: 'h3-decoy-cafe-receipt-approval.eml', from: 'Squarely Receipts <receipts@squarely.test>',
    subject: 'Your receipt from Blue Door Coffee #4417', date: at('07:55'),
    text: `Blue Door Coffee
1840 Division St, Portland, OR 97202 · (503) 555-0164

Oat Flat White (12 oz)     $5.25
Morning Bun                $4.50
Subtotal                   $9.75
Tip                        $1.95
Total                     $11.70

VISA •••• 4417 (Contactless)
Approval code: 082134
Receipt #4417-2611-0755
Nov 26, 2026 at 7:55 AM

Manage email receipts: https://squarely.test/receipts/prefs?m=bdc
`,
    html: layout({ title: 'Receipt', brand: 'Squarely', accent: '#111827',
      body: `<p style="text-align:center;font-size:20px;font-weight:600;">Blue Door Coffee</p>
<p style="text-align:center;font-size:13px;color:#6b7280;">1840 Division St, Portland, OR 97202 · (503) 555-0164</p>
<table width="100%" cellpadding="4" style="font-size:14px;">
<tr><td>Oat Flat White (12 oz)</td><td align="right">$5.25</td></tr>
<tr><td>Morning Bun</td><td align="right">$4.50</td></tr>
<tr><td>Tip</td><td align="right">$1.95</td></tr>
<tr><td><b>Total</b></td><td align="right"><b>$11.70</b></td></tr>
</table>
<p style="font-size:12px;color:#6b7280;">VISA •••• 4417 (Contactless)<br>Approval code: 082134<br>Receipt #4417-2611-0755<br>Nov 26, 2026 at 7:55 AM</p>`,
      footer: '<a href="https://squarely.test/receipts/prefs?m=bdc">Manage email receipts</a> · Squarely, Inc. · 1455 Market St · San Francisco, CA 94103' }),
  }),
  mail({
    file: 'h3-decoy-parcel-confirm-delivery.eml', from: 'SwiftParcel <updates@swiftparcel.test>',
    subject: 'Your parcel arrives tomorrow - confirm your delivery details', date: at('08:40'),
    text: `Your parcel from Nordwear is on its way.

Tracking number: SP4829113307GB
Estimated delivery: Fri 27 Nov, 09:00 - 13:00
Order reference: NW-1120584

Confirm your delivery details or choose a safe place:
${parcelTrack}

SwiftParcel Ltd · Unit 4, Enterprise Way · Coventry CV6 5NX
`,
    html: layout({ title: 'Your parcel arrives tomorrow', brand: 'SwiftParcel', accent: '#ca8a04',
      body: `<p>Your parcel from <b>Nordwear</b> is on its way.</p>
<p>Tracking number: <b>SP4829113307GB</b><br>Estimated delivery: Fri 27 Nov, 09:00 - 13:00<br>Order reference: NW-1120584</p>
${button(parcelTrack, 'Confirm delivery details', '#ca8a04')}`,
      footer: 'SwiftParcel Ltd · Unit 4, Enterprise Way · Coventry CV6 5NX' }),
  }),
  mail({
    file: 'h3-decoy-promo-code-sale.eml', from: 'Nordwear <news@nordwear.test>',
    subject: 'Black Friday starts now: 30% off with code FRIDAY30', date: at('09:00'),
    headers: ['List-Unsubscribe: <https://nordwear.test/u/5521>', 'Precedence: bulk'],
    html: newsletter({ title: 'Black Friday', brand: 'Nordwear', accent: '#0f172a', pre: 'Ends Monday at midnight',
      sections: [
        `<h1 style="font-family:Georgia,serif;font-size:34px;">30% off everything</h1><p>Use code <b style="font-size:22px;">FRIDAY30</b> at checkout. Ends Mon 30 Nov, 23:59.</p>`,
        `<table width="100%"><tr><td class="col" width="50%"><img src="https://cdn.nordwear.test/p/2611-merino.jpg" width="280" alt=""><br>Merino crew 210 <span class="price">£63</span> <s>£90</s></td>
<td class="col" width="50%"><img src="https://cdn.nordwear.test/p/2611-parka.jpg" width="280" alt=""><br>Arctic parka 2.0 <span class="price">£167</span> <s>£239</s></td></tr></table>`,
        `<a href="https://nordwear.test/sale?utm_campaign=bf26" style="font-weight:bold;">Shop the sale</a>`,
      ],
      footer: 'Nordwear Ltd · 12 Dock Street · Leeds LS10 1JF · Company no. 10449821<br><a href="https://nordwear.test/u/5521">Unsubscribe</a>',
      pixelUrl: 'https://nordwear.test/o/5521.gif' }),
  }),
  mail({
    file: 'h3-decoy-2fa-enabled.eml', from: 'Codeforge <noreply@codeforge.test>',
    subject: '[Codeforge] Two-factor authentication enabled', date: at('09:31'),
    text: `Hey kestrel92!

Two-factor authentication (2FA) is now enabled for your account. From now on you'll be asked for a code from your authenticator app when you sign in.

We generated 16 recovery codes. Download them from your security settings and store them somewhere safe: they are the only way into your account if you lose your phone.

Security settings: https://codeforge.test/settings/security

If you didn't do this, contact support right away: https://support.codeforge.test

Thanks,
The Codeforge Team
`,
  }),
  mail({
    file: 'h3-decoy-password-changed.eml', from: 'Tallyho <no-reply@accounts.tallyho.test>',
    subject: 'Your Tallyho password was changed', date: at('10:10'),
    text: `Hi Priya,

The password for your Tallyho account (p****a@throwbox.test) was changed on 26 November 2026 at 10:09 GMT.

If you made this change, you don't need to do anything.

If you didn't, reset your password now and review your recent activity:
https://tallyho.test/account/recover?src=pw_changed

Tallyho Ltd · 20 Farringdon Road · London EC1M 3HE
`,
    html: layout({ title: 'Password changed', brand: 'Tallyho', accent: '#7c3aed',
      body: `<p>Hi Priya,</p>
<p>The password for your Tallyho account (p****a@throwbox.test) was changed on 26 November 2026 at 10:09 GMT.</p>
<p>If you made this change, you don't need to do anything.</p>
<p>If you didn't, reset your password now and review your recent activity.</p>
${button('https://tallyho.test/account/recover?src=pw_changed', 'Secure my account', '#b91c1c')}`,
      footer: 'Tallyho Ltd · 20 Farringdon Road · London EC1M 3HE' }),
  }),
  mail({
    file: 'h3-decoy-release-notes-numbers.eml', from: 'Stackfield Product <product@stackfield.test>',
    subject: 'Stackfield 4.12: 2x faster search, 99.982% uptime in November', date: at('11:00'),
    html: newsletter({ title: 'Stackfield 4.12', brand: 'Stackfield', accent: '#0891b2',
      sections: [
        `<h2>What's new in 4.12.0</h2><ul><li>Search now answers in 180 ms at the 95th percentile (was 412 ms).</li><li>Boards hold up to 25,000 cards.</li><li>New API rate limit: 600 requests per minute.</li></ul>`,
        `<h3>November in numbers</h3><table cellpadding="6"><tr><td style="font-size:28px;font-weight:bold;">2,418,930</td><td>tasks completed</td></tr><tr><td style="font-size:28px;font-weight:bold;">99.982%</td><td>uptime</td></tr><tr><td style="font-size:28px;font-weight:bold;">418207</td><td>comments written</td></tr></table>`,
        `<p>Team plan from $12 per seat per month. Build 20261126.3 is rolling out today.</p>`,
      ],
      footer: 'Stackfield ApS · Njalsgade 21G · 2300 København S · CVR 41189920<br><a href="https://stackfield.test/email-settings">Email settings</a>' }),
  }),
  mail({
    file: 'h3-decoy-calendar-invite-pin.eml', from: 'Marta Rivera (Calendo) <calendar-notification@calendo.test>',
    subject: 'Invitation: Design review @ Thu 3 Dec 2026 10:00 - 11:00 (CET) (inbox-7f3k2q@throwbox.test)', date: at('11:26'),
    text: `Design review
Thursday 3 Dec 2026 ⋅ 10:00 – 11:00
Central European Time - Berlin

Join Calendo Meet
${calendo.join}

Join by phone
(US) +1 617-555-0192 PIN: 837 462 119#

Organizer: Marta Rivera
Guests: Marta Rivera, inbox-7f3k2q@throwbox.test, Lukas Brandt

Reply for inbox-7f3k2q@throwbox.test
Yes: ${calendo.yes}
No: ${calendo.no}
Maybe: ${calendo.maybe}

Invitation from Calendo. You are receiving this email because you are an attendee on the event.
`,
    html: layout({ title: 'Invitation: Design review', brand: 'Calendo', accent: '#1a73e8',
      body: `<h2 style="font-size:20px;">Design review</h2>
<p>Thursday 3 Dec 2026 ⋅ 10:00 – 11:00 (Central European Time - Berlin)</p>
<p><a href="${calendo.join}" style="font-weight:600;">Join Calendo Meet</a><br>meet.calendo.test/pqx-ruwe-kta</p>
<p>Join by phone<br>(US) +1 617-555-0192 PIN: 837 462 119#</p>
<p>Organizer: Marta Rivera<br>Guests: Marta Rivera, inbox-7f3k2q@throwbox.test, Lukas Brandt</p>
<p>Going? ${rsvp('Yes', calendo.yes)} ${rsvp('No', calendo.no)} ${rsvp('Maybe', calendo.maybe)}</p>`,
      footer: 'Invitation from Calendo. You are receiving this email because you are an attendee on the event.' }),
    attachment: { name: 'invite.ics', type: 'text/calendar; method=REQUEST; charset=UTF-8',
      content: 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nDTSTART:20261203T090000Z\r\nDTEND:20261203T100000Z\r\nSUMMARY:Design review\r\nUID:5g9kasdf1@calendo.test\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' },
  }),
  mail({
    file: 'h3-decoy-bank-statement.eml', from: 'Kitebank <statements@kitebank.test>',
    subject: 'Your November statement is ready', date: at('12:00'),
    text: `Your statement is ready to view.

Account: Kitebank Everyday Checking ...6612
Statement period: Oct 27, 2026 - Nov 25, 2026
Closing balance: $4,182.37
Minimum payment due on your credit card ...4417: $35.00 by Dec 21, 2026

Sign in to view your statement: https://kitebank.test/signin?goto=statements

Please do not reply to this automated email. Kitebank, N.A. Member FDIC. Equal Housing Lender. Routing number 053000196.
`,
  }),
  mail({
    file: 'h3-decoy-otp-warning.eml', from: 'Kitebank Security <security@kitebank.test>',
    subject: 'We will never ask for your one-time passcode', date: at('12:20'),
    text: `Scammers are calling customers pretending to be from Kitebank.

Remember:
- We will never call, text or email to ask for a one-time passcode, your PIN or your password.
- A real text from us reads "Kitebank: ###### is your passcode. Don't share it." We never ask you to read it back.
- If someone asks for your code, hang up and call the number on the back of your card.

Learn more about staying safe: https://kitebank.test/security/scams

Kitebank, N.A. Member FDIC. 100 N Tryon St, Charlotte, NC 28202.
`,
  }),
  mail({
    file: 'h3-decoy-food-on-the-way.eml', from: 'Dashly <orders@dashly.test>',
    subject: 'Your order from Thai Basil is on the way', date: at('18:47'),
    html: layout({ title: 'On the way', brand: 'Dashly', accent: '#ef4444',
      body: `<h2>Marco is on the way with your order</h2>
<p>Arriving 19:05 - 19:15 · Order #4821</p>
<p>Vehicle: Toyota Prius · Plate 7XKP-342</p>
<table width="100%" cellpadding="4" style="font-size:14px;"><tr><td>1x Pad See Ew</td><td align="right">€13.50</td></tr><tr><td>1x Green curry (medium)</td><td align="right">€14.90</td></tr><tr><td>Delivery</td><td align="right">€2.99</td></tr><tr><td><b>Total</b></td><td align="right"><b>€31.39</b></td></tr></table>
${button('https://dashly.test/orders/4821/track?src=email', 'Track your order', '#ef4444')}`,
      footer: 'Dashly Europe B.V. · Piet Heinkade 55 · 1019 GM Amsterdam' }),
  }),
  mail({
    file: 'h3-decoy-tax-return-received.eml', from: 'Revenue Online Service <no-reply@ros.revenue.test>',
    subject: 'Your tax return has been received', date: at('13:15'), transfer: '7bit',
    text: `Dear Taxpayer,

We have received your Income Tax Return for 2025.

Submission reference: DIN 2026-11-26-004417
Case number: 14-8837201
Tax reference (PPSN): 1234567TA

You do not need to do anything else now. We will write to you when your assessment is ready, usually within 15 working days.

To view your documents, sign in to your account: https://ros.revenue.test/login

This is an automated message. Please do not reply.
Revenue Commissioners, Dublin Castle, Dublin 2, D02 F342
`,
  }),
  mail({
    file: 'h3-decoy-airline-check-in.eml', from: 'Aerolux <checkin@aerolux.test>',
    subject: 'Check-in is open: Istanbul to Lisbon, 27 Nov', date: at('14:00'),
    text: `Check-in is now open

Booking reference: QX7PLM
Flight AX 1822 · Istanbul (IST) 09:40 → Lisbon (LIS) 12:35
Seat 14C · Boarding group 3 · Gate closes 40 minutes before departure

Check in now: https://www.aerolux.test/manage/checkin?pnr=QX7PLM&ln=OKAFOR

Baggage allowance: 1 x 23 kg. Ticket number 235-2184470913.
Aerolux Airlines · Yesilkoy, 34149 Istanbul
`,
    html: layout({ title: 'Check-in is open', brand: 'Aerolux', accent: '#c8102e',
      body: `<h2>Check-in is now open</h2>
<table cellpadding="4" style="font-size:14px;"><tr><td>Booking reference</td><td><b style="font-size:20px;letter-spacing:2px;">QX7PLM</b></td></tr>
<tr><td>Flight</td><td>AX 1822 · IST 09:40 → LIS 12:35</td></tr><tr><td>Seat</td><td>14C · Group 3</td></tr></table>
${button('https://www.aerolux.test/manage/checkin?pnr=QX7PLM&ln=OKAFOR', 'Check in now', '#c8102e')}
<p style="font-size:12px;">Baggage allowance: 1 x 23 kg. Ticket number 235-2184470913.</p>`,
      footer: 'Aerolux Airlines · Yesilkoy, 34149 Istanbul' }),
  }),
  mail({
    file: 'h3-decoy-already-verified.eml', from: 'Orbitfit <hello@orbitfit.test>',
    subject: "You're verified. Welcome to Orbitfit!", date: at('15:02'),
    text: `Your email is verified. You're all set!

Your 14-day trial runs until 10 December 2026. After that, Orbitfit Plus is $9.99/month.

Open your dashboard: https://app.orbitfit.test/dashboard

Orbitfit Inc. · 1209 Orange St · Wilmington, DE 19801
`,
    html: layout({ title: "You're verified", brand: 'Orbitfit', accent: '#db2777',
      body: `<h1 style="font-size:24px;">Your email is verified. You're all set!</h1>
<p>Your 14-day trial runs until 10 December 2026. After that, Orbitfit Plus is $9.99/month.</p>
${button('https://app.orbitfit.test/dashboard', 'Go to my dashboard', '#db2777')}`,
      footer: 'Orbitfit Inc. · 1209 Orange St · Wilmington, DE 19801' }),
  }),
];
