// Receipts, invoices, newsletters and notifications: full of numbers, none of them a code.
// These are the false-positive traps.
import { button, layout, newsletter, socialIcons } from './templates.mjs';

const unsub = (brand, id) => `https://${brand}.test/email/unsubscribe?u=${id}&list=marketing`;

export default [
  {
    file: 'shopwise-order-confirmation.eml',
    from: 'Maple & Co. Outfitters <store+48213@shopwise.test>',
    subject: 'Order #1042 confirmed',
    date: 'Mon, 03 Mar 2025 14:05:00 -0500',
    transfer: 'quoted-printable',
    text: `Thank you for your purchase!

Hi Jane, we're getting your order ready to be shipped. We will notify you when it has been sent.

View your order: https://maple-co.shopwise.test/48213/orders/9f8e7d6c5b4a/authenticate?key=ab12cd34

Order summary
Merino Crew Sweater × 1      $89.00
Trail Socks (3-pack) × 2     $36.00
Subtotal                     $125.00
Shipping                     $8.50
Taxes                        $16.25
Total                        $149.75 USD

Customer information
Shipping address: Jane Doe, 2250 Lakeshore Blvd W, Unit 1405, Toronto ON M8V 3X5, Canada
Phone: 416 555 0172

If you have any questions, reply to this email or contact us at hello@maple-co.test

Maple & Co. Outfitters, 77 Queen St W, Toronto ON M5H 2M5
`,
    html: layout({
      title: 'Order #1042 confirmed',
      brand: 'Maple & Co.',
      home: 'https://maple-co.shopwise.test/',
      accent: '#1c4532',
      body: `<table width="100%"><tr><td style="font-size:14px;color:#777;">ORDER #1042</td></tr></table>
<h2>Thank you for your purchase!</h2>
<p>Hi Jane, we're getting your order ready to be shipped. We will notify you when it has been sent.</p>
${button('https://maple-co.shopwise.test/48213/orders/9f8e7d6c5b4a/authenticate?key=ab12cd34', 'View your order', '#1c4532')}
<p>or <a href="https://maple-co.shopwise.test/">Visit our store</a></p>
<h3>Order summary</h3>
<table width="100%" cellpadding="6">
  <tr><td><img src="https://cdn.shopwise.test/s/files/1/0482/sweater_small.jpg" width="60" height="60"></td><td>Merino Crew Sweater × 1</td><td align="right">$89.00</td></tr>
  <tr><td><img src="https://cdn.shopwise.test/s/files/1/0482/socks_small.jpg" width="60" height="60"></td><td>Trail Socks (3-pack) × 2</td><td align="right">$36.00</td></tr>
  <tr><td></td><td>Subtotal</td><td align="right">$125.00</td></tr>
  <tr><td></td><td>Shipping</td><td align="right">$8.50</td></tr>
  <tr><td></td><td>Taxes</td><td align="right">$16.25</td></tr>
  <tr><td></td><td><b>Total</b></td><td align="right" style="font-size:22px;font-weight:bold;">$149.75 USD</td></tr>
</table>
<h3>Customer information</h3>
<p>Jane Doe<br>2250 Lakeshore Blvd W<br>Unit 1405<br>Toronto ON M8V 3X5<br>Canada<br>416 555 0172</p>`,
      footer: `If you have any questions, reply to this email or contact us at <a href="mailto:hello@maple-co.test">hello@maple-co.test</a><br>Maple &amp; Co. Outfitters, 77 Queen St W, Toronto ON M5H 2M5`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'paystream-receipt.eml',
    from: 'Acme Robotics <receipts+acct_1N8x@paystream.test>',
    subject: 'Your receipt from Acme Robotics #1832-4471',
    date: 'Tue, 04 Mar 2025 16:22:10 +0000',
    transfer: 'quoted-printable',
    text: `Receipt from Acme Robotics
Receipt #1832-4471

Amount paid: $49.00
Date paid: March 4, 2025
Payment method: Visa - 4242

Summary
Pro plan (Mar 4 – Apr 4, 2025)   1 × $49.00
Amount paid                       $49.00

If you have any questions, contact us at billing@acme-robotics.test or call us at +1 415-555-0100.

Something wrong with the email? View it in your browser: https://pay.paystream.test/receipts/invoices/CAcaFwoVYWNjdF8xTjh4?s=em
`,
    html: layout({
      title: 'Your receipt from Acme Robotics',
      brand: 'Paystream',
      bg: '#f6f9fc',
      body: `<p style="font-size:24px;color:#32325d;">Receipt from Acme Robotics</p>
<p style="color:#8898aa;">Receipt #1832-4471</p>
<table width="100%" cellpadding="0"><tr>
<td style="font-size:11px;color:#8898aa;">AMOUNT PAID<br><span style="font-size:15px;color:#525f7f;">$49.00</span></td>
<td style="font-size:11px;color:#8898aa;">DATE PAID<br><span style="font-size:15px;color:#525f7f;">March 4, 2025</span></td>
<td style="font-size:11px;color:#8898aa;">PAYMENT METHOD<br><span style="font-size:15px;color:#525f7f;">Visa – 4242</span></td>
</tr></table>
<table width="100%" cellpadding="8" style="background:#f6f9fc;margin-top:24px;">
<tr><td>Pro plan (Mar 4 – Apr 4, 2025) × 1</td><td align="right">$49.00</td></tr>
<tr><td><b>Amount paid</b></td><td align="right"><b>$49.00</b></td></tr>
</table>
<p>If you have any questions, contact us at <a href="mailto:billing@acme-robotics.test">billing@acme-robotics.test</a> or call us at <a href="tel:+14155550100">+1 415-555-0100</a>.</p>
<p><a href="https://pay.paystream.test/receipts/invoices/CAcaFwoVYWNjdF8xTjh4/pdf?s=em">Download receipt</a></p>`,
      footer: `Something wrong with the email? <a href="https://pay.paystream.test/receipts/invoices/CAcaFwoVYWNjdF8xTjh4?s=em">View it in your browser</a>.<br>You're receiving this email because you made a purchase at Acme Robotics, which partners with Paystream to provide invoicing and payment processing.`,
    }),
    attachment: { type: 'application/pdf', name: 'Receipt-1832-4471.pdf', content: '%PDF-1.4\n% fake receipt 1832-4471 total 49.00\n%%EOF\n' },
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'newsletter-tech-weekly.eml',
    from: 'Frontend Weekly <editor@frontendweekly.test>',
    subject: 'Frontend Weekly #412: The state of CSS 2025',
    date: 'Thu, 06 Mar 2025 15:00:00 +0000',
    transfer: 'quoted-printable',
    html: newsletter({
      title: 'Frontend Weekly #412',
      brand: 'FrontendWeekly',
      accent: '#0070f3',
      pre: 'Issue 412 — 48,213 readers, 12 links, 1 job',
      sections: [
        `<h1 style="font-family:Georgia;font-size:28px;">Issue #412 — March 6, 2025</h1>`,
        `<h2 style="font-family:Georgia"><a href="https://frontendweekly.test/link/160231/web">The State of CSS 2025 results are in</a></h2><p style="font-family:Arial">Over 9,000 developers answered 120 questions. Container queries hit 67% adoption.</p>`,
        `<table width="100%"><tr><td class="col" width="50%" align="center" style="font-size:40px;font-weight:bold;font-family:Arial;">9,352</td><td class="col" width="50%" align="center" style="font-size:40px;font-weight:bold;font-family:Arial;">2025</td></tr><tr><td align="center">survey responses</td><td align="center">edition</td></tr></table>`,
        `<h2 style="font-family:Georgia"><a href="https://frontendweekly.test/link/160232/web">Shipping 1400 KB less JavaScript</a></h2><p style="font-family:Arial">How one team cut their bundle from 1.9 MB to 500 KB and their LCP to 1.2s.</p>`,
        `<table width="100%" style="background:#fffbe6"><tr><td style="padding:12px;font-family:Arial;"><b>JOBS</b> — Senior Frontend Engineer at Lumen (Remote, $160k–$190k) <a href="https://frontendweekly.test/link/160233/web">Apply</a></td></tr></table>`,
        `<table width="100%"><tr><td align="center" style="font-size:48px;font-weight:800;color:#0070f3;font-family:Arial;">4821</td></tr><tr><td align="center" style="font-family:Arial;">stars on the new fw-components repo this week</td></tr></table>`,
      ],
      footer: `${socialIcons('frontendweekly', ['x', 'linkedin', 'youtube'])}<br><br>
Frontend Weekly · 2 Lambeth Hill · London EC4V 4GG · United Kingdom<br>
You're receiving this because you subscribed at frontendweekly.test on 2023-11-02.<br>
<a href="https://frontendweekly.test/prefs/8fa1c2e0">Update preferences</a> · <a href="${unsub('frontendweekly', '8fa1c2e0')}">Unsubscribe</a>`,
      pixelUrl: 'https://frontendweekly.test/open/412/8fa1c2e0.gif',
    }),
    text: `FRONTEND WEEKLY — Issue #412 — March 6, 2025

The State of CSS 2025 results are in
https://frontendweekly.test/link/160231/web
Over 9,000 developers answered 120 questions. Container queries hit 67% adoption.

9,352 survey responses · 2025 edition

Shipping 1400 KB less JavaScript
https://frontendweekly.test/link/160232/web

JOBS — Senior Frontend Engineer at Lumen (Remote, $160k–$190k)
https://frontendweekly.test/link/160233/web

4821 stars on the new fw-components repo this week

Frontend Weekly · 2 Lambeth Hill · London EC4V 4GG
Unsubscribe: ${unsub('frontendweekly', '8fa1c2e0')}
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'newsletter-promo-codes.eml',
    from: 'Threadline <news@threadline.test>',
    subject: 'Spring Sale: 25% off everything 🌸',
    date: 'Fri, 07 Mar 2025 13:00:00 +0000',
    transfer: 'quoted-printable',
    html: newsletter({
      title: 'Spring Sale',
      brand: 'Threadline',
      pre: 'Use code SPRING25 at checkout. Ends Sunday.',
      sections: [
        `<h1 style="font-family:Arial;font-size:36px;text-align:center;">SPRING SALE</h1><p style="text-align:center;font-size:20px;font-family:Arial;">25% off everything with code</p><p style="text-align:center;font-size:40px;font-weight:bold;letter-spacing:4px;font-family:Courier;">SPRING25</p>`,
        `<table width="100%"><tr>
<td class="col" width="50%" align="center"><img src="https://cdn.threadline.test/p/linen-shirt-4471.jpg" width="260" height="260" alt="Linen shirt"><br><b>Linen Shirt</b><br><span class="price">$59.00</span> <s>$79.00</s></td>
<td class="col" width="50%" align="center"><img src="https://cdn.threadline.test/p/chino-2210.jpg" width="260" height="260" alt="Chinos"><br><b>Stretch Chinos</b><br><span class="price">$64.00</span> <s>$85.00</s></td>
</tr></table>`,
        `<p style="text-align:center;font-family:Arial;">New customers: use code <b>WELCOME15</b> for an extra 15% off your first order. Free shipping over $75. Use code X7K9 for free returns.</p>`,
        `<p style="text-align:center"><a href="https://threadline.test/sale?utm_source=email&amp;utm_campaign=spring25" style="background:#111;color:#fff;padding:14px 40px;font-family:Arial;">SHOP NOW</a></p>`,
      ],
      footer: `${socialIcons('threadline', ['instagram', 'facebook', 'x'])}<br>Threadline Inc., 1250 Broadway, 36th Floor, New York, NY 10001<br>
Offer valid 03/07/2025–03/09/2025. Excludes gift cards.<br>
<a href="https://threadline.test/account/email-preferences">Manage preferences</a> | <a href="${unsub('threadline', '44120')}">Unsubscribe</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'shipping-notification.eml',
    from: 'Parcelpoint <tracking@parcelpoint.test>',
    subject: 'Your package is on its way',
    date: 'Sat, 08 Mar 2025 07:30:00 -0500',
    transfer: 'quoted-printable',
    text: `Your package is on its way!

Tracking number: 1Z999AA10123456784
Estimated delivery: Tuesday, March 11, 2025 by 8:00 PM
Shipped to: Toronto, ON M8V 3X5

Track your package: https://www.parcelpoint.test/track?tracknum=1Z999AA10123456784

Shipment details
Weight: 2.4 kg
Pieces: 1 of 1
Service: Ground

Parcelpoint Customer Service: 1-800-555-0111
Parcelpoint, 55 Glenlake Parkway NE, Atlanta, GA 30328
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'gitforge-issue-comment.eml',
    from: 'Mona Lisa <notifications@gitforge.test>',
    subject: 'Re: [acme-robotics/firmware] Motor controller overheats above 4800 rpm (Issue #4821)',
    date: 'Sun, 09 Mar 2025 18:44:02 +0000',
    transfer: 'quoted-printable',
    text: `I can reproduce this on build 20250308 with the v2.1.4 firmware. Logs attached in https://gitforge.test/acme-robotics/firmware/issues/4821#issuecomment-2710443

Temperature spikes to 93°C after ~240 seconds at 4800 rpm; at 4500 rpm it stays at 71°C.
Fixed by PR #4830? Commit 3f9a1c7 looks related.

—
Reply to this email directly, view it on GitForge:
https://gitforge.test/acme-robotics/firmware/issues/4821#issuecomment-2710443
You are receiving this because you were mentioned.

Message ID: <acme-robotics/firmware/issues/4821/2710443@gitforge.test>
`,
    html: `<p></p>
<p dir="auto">I can reproduce this on build 20250308 with the v2.1.4 firmware. Logs attached in <a href="https://gitforge.test/acme-robotics/firmware/issues/4821#issuecomment-2710443">#4821 (comment)</a></p>
<p dir="auto">Temperature spikes to 93°C after ~240 seconds at 4800 rpm; at 4500 rpm it stays at 71°C.<br>
Fixed by PR <a href="https://gitforge.test/acme-robotics/firmware/pull/4830">#4830</a>? Commit <a href="https://gitforge.test/acme-robotics/firmware/commit/3f9a1c7">3f9a1c7</a> looks related.</p>
<p style="font-size:small;-webkit-text-size-adjust:none;color:#666;">—<br>Reply to this email directly, <a href="https://gitforge.test/acme-robotics/firmware/issues/4821#issuecomment-2710443">view it on GitForge</a>, or <a href="https://gitforge.test/notifications/unsubscribe-auth/AAB3F2KLX7A2CNFSM6AAAAAB">unsubscribe</a>.<br>You are receiving this because you were mentioned.<img src="https://gitforge.test/notifications/beacon/AAB3F2KLX7A2CNFSM6.gif" height="1" width="1" alt="" /><span style="color:transparent;font-size:0;display:none;visibility:hidden;overflow:hidden;opacity:0;width:0;height:0;max-width:0;max-height:0;">Message ID: <span>&lt;acme-robotics/firmware/issues/4821/2710443@gitforge.test&gt;</span></span></p>`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'de-rechnung.eml',
    from: 'Stromwerk Energie <rechnung@stromwerk.test>',
    subject: 'Ihre Rechnung Nr. 2025-00417',
    date: 'Mon, 10 Mar 2025 06:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Sehr geehrter Herr Schneider,

anbei erhalten Sie Ihre Rechnung Nr. 2025-00417 für den Zeitraum 01.02.2025 bis 28.02.2025.

Kundennummer: 10048812
Vertragskonto: 4400 1187 2210
Verbrauch: 312 kWh
Rechnungsbetrag: 119,00 EUR (inkl. 19 % MwSt.)

Der Betrag wird am 15.03.2025 von Ihrem Konto IBAN DE89 3704 0044 0532 0130 00 abgebucht.

Mit freundlichen Grüßen
Ihr Stromwerk-Kundenservice
Telefon 0800 5550 123 (kostenfrei)

Stromwerk Energie GmbH · Kaiserstraße 20 · 60311 Frankfurt am Main · HRB 98765
`,
    attachment: { type: 'application/pdf', name: 'Rechnung_2025-00417.pdf', content: '%PDF-1.4\n% Rechnung 2025-00417\n%%EOF\n' },
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'security-alert-new-signin.eml',
    from: 'Gloogle <no-reply@accounts.gloogle.test>',
    subject: 'Security alert',
    date: 'Mon, 10 Mar 2025 22:10:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Security alert',
      brand: 'Gloogle',
      body: `<div style="font-size:24px;">A new sign-in on Windows</div>
<p>jane.doe@gloogle.test</p>
<p>We noticed a new sign-in to your Gloogle Account on a Windows device. If this was you, you don’t need to do anything. If not, we’ll help you secure your account.</p>
${button('https://accounts.gloogle.test/AccountChooser?Email=jane.doe@gloogle.test&continue=https://myaccount.gloogle.test/alert/nt/1741644600000?rfn%3D325', 'Check activity', '#1a73e8')}
<p>You can also see security activity at<br>https://myaccount.gloogle.test/notifications</p>
<p>Sign-in time: 10 March 2025, 22:09 GMT · IP 203.0.113.7 · Lisbon, Portugal</p>`,
      footer: `You received this email to let you know about important changes to your Gloogle Account and services.<br>© 2025 Gloogle LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'password-changed-notice.eml',
    from: 'Chatterbox <no-reply@chatterbox.test>',
    subject: 'Your Chatterbox password has been changed',
    date: 'Tue, 11 Mar 2025 08:00:00 +0000',
    transfer: '7bit',
    text: `Hi Alex,

The password for your Chatterbox account (inbox-7f3k2q@throwbox.test) was changed on March 11, 2025 at 07:59 UTC.

If you made this change, you don't need to do anything.

If you didn't change your password, please contact us right away: https://chatterbox.test/help/requests/new

Chatterbox Technologies, LLC
500 Howard Street, San Francisco, CA 94105
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'airline-booking-reference.eml',
    from: 'SkyBridge Airlines <booking@skybridge-air.test>',
    subject: 'Booking confirmation – Frankfurt to Lisbon, 22 Mar 2025',
    date: 'Tue, 11 Mar 2025 12:40:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Your booking',
      brand: 'SkyBridge',
      body: `<p>Thank you for booking with SkyBridge Airlines.</p>
<table width="100%" cellpadding="6" style="border:1px solid #ddd;">
  <tr><td>Booking reference</td><td style="font-size:26px;font-weight:bold;letter-spacing:2px;">K7P2QX</td></tr>
  <tr><td>Flight</td><td>SB 2041</td></tr>
  <tr><td>Departure</td><td>22 Mar 2025, 07:25 — Frankfurt (FRA), Terminal 1</td></tr>
  <tr><td>Arrival</td><td>22 Mar 2025, 09:40 — Lisbon (LIS)</td></tr>
  <tr><td>Seat</td><td>14C</td></tr>
  <tr><td>Ticket number</td><td>220-2145889901</td></tr>
  <tr><td>Total fare</td><td>EUR 189.40</td></tr>
</table>
<p><a href="https://www.skybridge-air.test/manage-booking?pnr=K7P2QX&amp;name=DOE">Manage your booking</a> · <a href="https://www.skybridge-air.test/checkin?pnr=K7P2QX">Online check-in</a> opens 30 hours before departure.</p>`,
      footer: `SkyBridge Airlines AG · Flughafen · 60549 Frankfurt · <a href="https://www.skybridge-air.test/legal/conditions">Conditions of carriage</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'ja-receipt-sjis.eml',
    from: 'オンラインストア <order@online-store.test>',
    subject: '【オンラインストア】ご注文ありがとうございます（注文番号：123-4567890）',
    date: 'Wed, 12 Mar 2025 10:30:00 +0900',
    charset: 'shift_jis',
    transfer: 'quoted-printable',
    text: `山田 花子 様

この度はオンラインストアをご利用いただき、誠にありがとうございます。
以下の内容でご注文を承りました。

ご注文番号：123-4567890
ご注文日：2025年3月12日

商品：ハンドドリップコーヒーセット × 1　3,980円
送料：550円
合計：4,530円（税込）

お届け先：〒150-0001 東京都渋谷区神宮前1-2-3
電話番号：03-5555-0199

ご注文内容の確認はこちら：
https://online-store.test/orders/1234567890

株式会社オンラインストア　カスタマーサービス 0120-555-012
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'zh-order-notice-gb2312.eml',
    from: '好物商城 <service@haowu-mall.test>',
    subject: '您的订单已发货',
    date: 'Wed, 12 Mar 2025 16:00:00 +0800',
    charset: 'gb2312',
    transfer: 'base64',
    html: `<html><head><meta http-equiv="Content-Type" content="text/html; charset=gb2312"></head><body>
<p>亲爱的顾客，您好！</p>
<p>您的订单已发货。</p>
<table border="1" cellpadding="6">
<tr><td>订单号</td><td>20250312884</td></tr>
<tr><td>快递单号</td><td>SF1402278831</td></tr>
<tr><td>金额</td><td>¥199.00</td></tr>
<tr><td>下单时间</td><td>2025-03-12 14:32</td></tr>
</table>
<p><a href="https://haowu-mall.test/order/detail?id=20250312884">查看订单详情</a></p>
<p style="color:#999">客服电话：400-555-0100 · 邮编 310000</p>
</body></html>`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'ru-newsletter-koi8r.eml',
    from: 'ТехноМир <news@tehnomir.test>',
    subject: 'Весенняя распродажа: скидки до 40%',
    date: 'Thu, 13 Mar 2025 10:00:00 +0300',
    charset: 'koi8-r',
    transfer: 'quoted-printable',
    html: `<html><body>
<h1>Весенняя распродажа</h1>
<p>Смартфоны от 9 990 руб., ноутбуки от 34 990 руб.</p>
<p>Промокод <b style="font-size:20px">VESNA2025</b> даёт дополнительную скидку 5%.</p>
<table><tr><td style="font-size:36px;font-weight:bold">1500</td></tr><tr><td>магазинов по всей России</td></tr></table>
<p>Горячая линия: 8 800 555-00-11</p>
<p><a href="https://tehnomir.test/sale?utm_source=email">Перейти к покупкам</a></p>
<p style="font-size:11px">ООО «ТехноМир», 117218, Москва, ул. Кржижановского, 14 · <a href="https://tehnomir.test/unsubscribe?id=991">Отписаться</a></p>
</body></html>`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'fr-newsletter-code-promo.eml',
    from: 'Maison Lumière <newsletter@maisonlumiere.test>',
    subject: 'Jusqu’à -30 % sur les luminaires',
    date: 'Thu, 13 Mar 2025 18:00:00 +0100',
    charset: 'windows-1252',
    transfer: 'quoted-printable',
    html: newsletter({
      lang: 'fr',
      title: 'Soldes',
      brand: 'MaisonLumiere',
      sections: [
        `<h1 style="font-family:Georgia">Jusqu’à -30 % sur les luminaires</h1><p style="font-family:Arial">Avec le code promo <b>LUMI30</b>, valable jusqu’au 20/03/2025.</p>`,
        `<p style="font-family:Arial">Suspension Nordique – 129,00 € <s>179,00 €</s><br>Lampadaire Arc – 249,00 €</p>`,
        `<p style="font-family:Arial">Livraison offerte dès 80 € · Service client 01 84 88 55 00</p>`,
      ],
      footer: `Maison Lumière SAS, 45 rue de Rivoli, 75001 Paris · <a href="https://maisonlumiere.test/desinscription?e=ab12">Se désinscrire</a> · <a href="https://maisonlumiere.test/confidentialite">Confidentialité</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'es-recibo-pedido.eml',
    from: 'Librería Central <pedidos@libreriacentral.test>',
    subject: 'Confirmación de tu pedido nº 10458',
    date: 'Fri, 14 Mar 2025 11:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Hola, Carmen:

Hemos recibido tu pedido nº 10458 del 14/03/2025.

1 x "Cien años de soledad" (ISBN 9788497592208) ..... 12,95 EUR
1 x "Rayuela" ........................................ 10,40 EUR
Gastos de envío ....................................... 2,99 EUR
Total: 26,34 EUR

Dirección de envío: Calle Mayor 27, 3º B, 28013 Madrid

Teléfono de atención al cliente: 915 555 201

Librería Central S.L. - CIF B12345678
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'it-spedizione.eml',
    from: 'Spedizioni Rapide <notifiche@spedizionirapide.test>',
    subject: 'La tua spedizione è in consegna',
    date: 'Fri, 14 Mar 2025 08:15:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'it',
      title: 'Spedizione in consegna',
      brand: 'Spedizioni Rapide',
      body: `<p>Ciao Luca,</p><p>la tua spedizione <b>SR 4418 2207 91</b> è in consegna oggi tra le 14:00 e le 18:00.</p>
<p>Indirizzo: Via Garibaldi 44, 40124 Bologna</p>
<p>Peso: 1,8 kg · Colli: 2</p>
${button('https://spedizionirapide.test/traccia?n=SR44182207910', 'Traccia la spedizione')}`,
      footer: 'Spedizioni Rapide S.p.A. · Viale Europa 190 · 00144 Roma · Numero verde 800 555 019',
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'nl-factuur.eml',
    from: 'Webhosting Noord <facturen@webhostingnoord.test>',
    subject: 'Factuur 2025-0192 staat klaar',
    date: 'Sat, 15 Mar 2025 09:00:00 +0100',
    transfer: 'quoted-printable',
    text: `Beste klant,

Factuurnummer: 2025-0192
Factuurdatum: 15-03-2025
Klantnummer: 88120
Bedrag: € 14,95 (incl. 21% btw)

Het bedrag wordt rond 22 maart 2025 automatisch afgeschreven.

Bekijk je factuur: https://mijn.webhostingnoord.test/facturen/2025-0192

Webhosting Noord B.V. · Vismarkt 12 · 9712 CB Groningen · KvK 87654321 · 050 555 0123
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'pt-newsletter.eml',
    from: 'Viagens Mar <ofertas@viagensmar.test>',
    subject: 'Lisboa a partir de R$ 3.499',
    date: 'Sat, 15 Mar 2025 12:00:00 -0300',
    transfer: 'base64',
    html: newsletter({
      lang: 'pt-BR',
      title: 'Ofertas',
      brand: 'ViagensMar',
      sections: [
        `<h1 style="font-family:Arial">Lisboa a partir de R$ 3.499</h1><p style="font-family:Arial">Ida e volta saindo de São Paulo, 7 noites, hotel 4 estrelas. Parcele em até 10x.</p>`,
        `<table width="100%"><tr><td align="center" style="font-size:44px;font-weight:bold;">7</td><td align="center" style="font-size:44px;font-weight:bold;">2025</td></tr></table>`,
        `<p style="font-family:Arial">Use o cupom <b>MAR2025</b> e ganhe R$ 200 de desconto. Central 0800 555 0199.</p>`,
      ],
      footer: `Viagens Mar Turismo Ltda. · Av. Atlântica, 1702 · Rio de Janeiro/RJ · CEP 22021-001<br><a href="https://viagensmar.test/descadastrar?c=7781">Descadastrar</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'chatterbox-digest.eml',
    from: 'Chatterbox <feedback@chatterbox.test>',
    subject: 'You have 12 unread messages in Acme Robotics',
    date: 'Sun, 16 Mar 2025 17:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Unread messages',
      brand: 'Chatterbox',
      body: `<p>Hi Alex, here's what you missed in <b>Acme Robotics</b>:</p>
<p><b>#firmware</b> — 8 messages<br>Mona: "Build 20250316 is green, tagging v2.2.0 at 1700 UTC"</p>
<p><b>#general</b> — 4 messages<br>Priya: "Standup moved to 0930 tomorrow, room 4021"</p>
${button('https://acme-robotics.chatterbox.test/messages/C04F1R2', 'Open Chatterbox', '#611f69')}`,
      footer: `<a href="https://acme-robotics.chatterbox.test/account/notifications">Change notification settings</a> · Chatterbox Technologies, LLC, 500 Howard Street, San Francisco, CA 94105`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'bank-statement-ready.eml',
    from: 'Bankly <statements@bankly.test>',
    subject: 'Your March statement is ready',
    date: 'Sun, 16 Mar 2025 06:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Your statement for the account ending 4471 is ready.

Statement period: 16 Feb 2025 – 15 Mar 2025
Closing balance: $1,284.55
Minimum payment due: $35.00 by April 10, 2025

View statement: https://secure.bankly.test/statements/2025-03

Questions? Call 1-800-555-0188, 24/7.
Bankly N.A., Member FDIC, 270 Park Avenue, New York, NY 10017
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'event-reminder.eml',
    from: 'EventHall <tickets@eventhall.test>',
    subject: 'Reminder: DevConf Europe starts in 3 days',
    date: 'Mon, 09 Jun 2025 09:00:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      title: 'DevConf reminder',
      brand: 'EventHall',
      body: `<h2>See you in Lisbon!</h2>
<table cellpadding="6">
<tr><td>Dates</td><td>June 12–14, 2025</td></tr>
<tr><td>Venue</td><td>FIL, Rua do Bojador, 1998-010 Lisboa</td></tr>
<tr><td>Hall</td><td>4</td></tr>
<tr><td>Ticket</td><td>EH-20251-0087</td></tr>
<tr><td>Doors open</td><td>08:30</td></tr>
</table>
<p style="font-size:28px;font-weight:bold;">1200</p><p>attendees · 80 talks · 3 tracks</p>
<p><a href="https://eventhall.test/events/devconf-eu-2025/schedule">See the schedule</a> · <a href="https://eventhall.test/tickets/EH-20251-0087.pdf">Download ticket</a></p>`,
      footer: 'EventHall Ltd · 1 Canada Square · London E14 5AB',
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'support-phone-heavy.eml',
    from: 'Telco One <care@telcoone.test>',
    subject: 'Your support case has been updated',
    date: 'Mon, 17 Mar 2025 10:00:00 +0000',
    transfer: '7bit',
    text: `Hello,

Your support case 00482913 has been updated.

Status: Waiting for customer
Priority: 2 - High

Need to talk? Call 1-800-555-0199 or 0800 123 4567 (UK), or text 55512.
Business line: +44 20 7946 0958

Telco One Ltd, 1 Kingdom Street, London W2 6BD
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'card-authorization-receipt.eml',
    from: 'Corner Café <receipts@possystem.test>',
    subject: 'Receipt from Corner Café',
    date: 'Mon, 17 Mar 2025 08:12:00 -0700',
    transfer: 'quoted-printable',
    text: `Corner Café
1208 Pike St, Seattle, WA 98101
(206) 555-0147

03/17/2025 08:11 AM
Check #2210    Table 12    Server: Maria

Oat Latte           5.75
Almond Croissant    4.50
Subtotal           10.25
Tax (10.35%)        1.06
Tip                 2.00
Total             $13.31

VISA ************8812
Authorization code: 083421
Approval: 00
Terminal ID: 77120014

Thank you! Rate your visit: https://possystem.test/feedback/r/8d2k1m
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'webinar-newsletter-login-link.eml',
    from: 'Cloudmetrics <news@cloudmetrics.test>',
    subject: 'Register for our webinar: Observability in 2025',
    date: 'Tue, 18 Mar 2025 14:00:00 +0000',
    transfer: 'quoted-printable',
    html: newsletter({
      title: 'Webinar',
      brand: 'Cloudmetrics',
      sections: [
        `<p style="font-family:Arial;text-align:right;"><a href="https://app.cloudmetrics.test/login">Log in</a></p>`,
        `<h1 style="font-family:Arial">Observability in 2025</h1><p style="font-family:Arial">Live on April 2, 2025 at 17:00 CET. 45 minutes + Q&amp;A. Over 3,000 engineers registered last time.</p>`,
        `<a href="https://cloudmetrics.test/webinars/observability-2025" style="background:#632ca6;color:#fff;padding:12px 28px;font-family:Arial;">Save my seat</a>`,
      ],
      footer: `Cloudmetrics Inc., 620 8th Ave, 45th Floor, New York, NY 10018<br><a href="https://cloudmetrics.test/email/preferences?u=9921">Preferences</a> · <a href="https://cloudmetrics.test/email/unsubscribe?u=9921">Unsubscribe</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'calendar-notification.eml',
    from: 'Calendario <calendar-notification@calendario.test>',
    subject: 'Updated invitation: Sprint review @ Thu Mar 20, 2025 3pm – 4pm (CET)',
    date: 'Tue, 18 Mar 2025 16:30:00 +0100',
    transfer: 'quoted-printable',
    text: `This event has been changed.

Sprint review
When: Thursday Mar 20, 2025 3pm – 4pm Central European Time - Berlin
Where: Room 3.14, Alexanderplatz 1, 10178 Berlin
Video call: https://meet.calendario.test/abc-defg-hij
Join by phone: (DE) +49 30 5555 0123

Guests:
priya@acme-robotics.test - organizer
inbox-7f3k2q@throwbox.test

View all guest info: https://calendario.test/event?eid=MnQ0a2Z1b3Z2N2Zk
Reply for inbox-7f3k2q@throwbox.test: Yes https://calendario.test/event?action=RESPOND&eid=MnQ0a2Z1b3Z2N2Zk&rst=1 No https://calendario.test/event?action=RESPOND&eid=MnQ0a2Z1b3Z2N2Zk&rst=2

Invitation from Calendario. Forwarding this invitation could allow any recipient to send a response to the organizer.
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'year-in-review.eml',
    from: 'Runtrack <hello@runtrack.test>',
    subject: 'Your 2024 Year in Running',
    date: 'Wed, 08 Jan 2025 10:00:00 +0000',
    transfer: 'quoted-printable',
    html: newsletter({
      title: 'Your 2024 Year in Running',
      brand: 'Runtrack',
      sections: [
        `<h1 style="font-family:Arial;">Your 2024 in Running</h1>`,
        `<table width="100%"><tr><td align="center" style="font-size:52px;font-weight:900;font-family:Arial;">1284</td></tr><tr><td align="center">kilometres</td></tr></table>`,
        `<table width="100%"><tr><td align="center" style="font-size:52px;font-weight:900;font-family:Arial;">2024</td></tr></table>`,
        `<table width="100%"><tr><td align="center" style="font-size:52px;font-weight:900;font-family:Arial;">31877</td></tr><tr><td align="center">metres climbed</td></tr></table>`,
        `<p style="font-family:Arial;text-align:center;">Longest run: 42.2 km on 2024-10-13 · Fastest 5K: 21:47</p>`,
      ],
      footer: `Runtrack, 1 Harbour Exchange Sq, London E14 9GE · <a href="https://runtrack.test/unsubscribe?u=7">Unsubscribe</a>`,
    }),
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'subscription-renewal-text.eml',
    from: 'Cloudnest Billing <billing@cloudnest.test>',
    subject: 'Your subscription renews on April 1',
    date: 'Wed, 19 Mar 2025 09:00:00 +0000',
    transfer: '7bit',
    text: `Hi Jordan,

Your CloudNest Pro subscription (plan ID 5521) renews on April 1, 2025.
You will be charged $240.00 to the card ending 0005.

Servers: 4
Storage: 2048 GB
Bandwidth used this month: 1850 GB

Manage billing: https://cloudnest.test/billing

CloudNest Hosting, 1 Ropemaker Street, London EC2Y 9HT
`,
    expect: { code: null, verificationLink: null },
  },
  {
    file: 'account-deletion-confirmed.eml',
    from: 'Quizzy <hi@quizzy.test>',
    subject: 'Your Quizzy account has been deleted',
    date: 'Thu, 20 Mar 2025 18:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Account deleted',
      brand: 'Quizzy',
      home: 'https://quizzy.test/',
      body: `<p>Your Quizzy account and all 128 quizzes have been permanently deleted as requested on 20/03/2025.</p>
<p>We're sorry to see you go. If you change your mind, you can always <a href="https://quizzy.test/signup">create a new account</a>.</p>`,
      footer: 'Quizzy Inc · 3 Dublin Landings · Dublin 1 · D01 C4E0 · Ireland',
    }),
    expect: { code: null, verificationLink: null },
  },
];
