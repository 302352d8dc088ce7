// Third held-out batch (corpus/heldout3, files h3-*), part c: more languages, right-to-left scripts and
// legacy charsets. Written on 2026-11-26 by an author who had not read the extraction rules; frozen
// (src/heldout-frozen.test.ts). Do not edit or tune against these mails.
import { button, codeBox, layout } from './templates.mjs';

const mail = (m) => ({ transfer: 'quoted-printable', family: 'languages', ...m });
const none = { code: null, verificationLink: null };
const codeOnly = (code) => ({ code, verificationLink: null });
const at = (hhmm, zone = '+0000') => `Thu, 26 Nov 2026 ${hhmm}:00 ${zone}`;

const tokopasarLink = 'https://www.tokopasar.test/verifikasi/email?t=Zk9QbW1xR3J2&src=email_register';

const rtl = (lang, title, logo, inner, footer) => `<!DOCTYPE html>
<html lang="${lang}" dir="rtl"><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><title>${title}</title></head>
<body dir="rtl" style="margin:0;background:#f4f4f4;font-family:Tahoma,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 8px;">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;text-align:right;">
<tr><td style="padding:20px 24px;border-bottom:1px solid #eeeeee;"><img src="${logo}" width="120" alt=""></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:26px;color:#222222;">${inner}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#888888;background:#fafafa;">${footer}</td></tr>
</table></td></tr></table></body></html>`;

export default [
  mail({
    file: 'h3-ar-wahamarket-verb-first.eml', from: 'سوق الواحة <no-reply@wahamarket.test>',
    subject: 'تأكيد رقم الهاتف', date: at('13:10', '+0400'), transfer: 'base64',
    text: `مرحباً أحمد،

استخدم 840271 لتأكيد رقم هاتفك في سوق الواحة.
صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص.

خدمة العملاء: 800 123 4567
`,
    html: rtl('ar', 'تأكيد رقم الهاتف', 'https://cdn.wahamarket.test/logo-ar.png',
      `مرحباً أحمد،<br><br>استخدم <b style="font-size:22px;">840271</b> لتأكيد رقم هاتفك في سوق الواحة.<br>صالح لمدة 10 دقائق. لا تشارك هذا الرمز مع أي شخص.`,
      'خدمة العملاء: 800 123 4567 · سوق الواحة ش.ذ.م.م، دبي، الإمارات العربية المتحدة'),
    expect: codeOnly('840271'),
  }),
  mail({
    file: 'h3-hi-dukaan-hai.eml', from: 'Dukaan Bazaar <otp@dukaanbazaar.test>',
    subject: 'आपका सत्यापन कोड', date: at('04:45', '+0530'),
    text: `नमस्ते राहुल,

आपका सत्यापन कोड 457208 है। इसे किसी के साथ साझा न करें।
यह कोड 10 मिनट तक मान्य है।

ग्राहक सेवा: 1800-208-9898
`,
    html: layout({ title: 'सत्यापन कोड', brand: 'Dukaan Bazaar', lang: 'hi', accent: '#f59e0b',
      body: `<p>नमस्ते राहुल,</p>
<p>आपका सत्यापन कोड <b>457208</b> है। इसे किसी के साथ साझा न करें।</p>
<p>यह कोड 10 मिनट तक मान्य है।</p>`,
      footer: 'ग्राहक सेवा: 1800-208-9898 · डुकान बाज़ार प्रा. लि., बेंगलुरु 560103' }),
    expect: codeOnly('457208'),
  }),
  mail({
    file: 'h3-tr-carsim-kodunu.eml', from: 'Çarşım <bilgi@carsim.test>',
    subject: 'Çarşım giriş doğrulaması', date: at('10:18', '+0300'), charset: 'iso-8859-9',
    text: `Merhaba Elif,

Hesabınıza giriş yapmak için 618305 kodunu kullanın. Bu kodu kimseyle paylaşmayın.
Kod 3 dakika boyunca geçerlidir.

Müşteri Hizmetleri: 0850 222 0 444
Çarşım Elektronik Ticaret A.Ş. · Mersis No: 0123045678900015
`,
    html: layout({ title: 'Giriş doğrulaması', brand: 'Carsim', lang: 'tr', accent: '#f27a1a',
      body: `<p>Merhaba Elif,</p>
<p>Hesabınıza giriş yapmak için <b style="font-size:22px;">618305</b> kodunu kullanın. Bu kodu kimseyle paylaşmayın.</p>
<p>Kod 3 dakika boyunca geçerlidir.</p>`,
      footer: 'Müşteri Hizmetleri: 0850 222 0 444<br>Çarşım Elektronik Ticaret A.Ş. · Mersis No: 0123045678900015' }),
    expect: codeOnly('618305'),
  }),
  mail({
    file: 'h3-th-siamthong-ref.eml', from: 'Siam Thong Bank <otp@siamthong.test>',
    subject: 'รหัส OTP สำหรับเข้าสู่ระบบ', date: at('03:22', '+0700'), charset: 'windows-874', transfer: 'base64',
    text: `เรียน คุณสมชาย

รหัส OTP ของคุณคือ 294617 (รหัสอ้างอิง: XKQB)
รหัสนี้จะหมดอายุภายใน 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น

ธนาคารสยามทอง Call Center 02-777-7777
`,
    html: layout({ title: 'OTP', brand: 'Siam Thong', lang: 'th', accent: '#a16207',
      body: `<p>เรียน คุณสมชาย</p>
<p>รหัส OTP ของคุณคือ <b style="font-size:24px;">294617</b> (รหัสอ้างอิง: XKQB)</p>
<p>รหัสนี้จะหมดอายุภายใน 5 นาที กรุณาอย่าเปิดเผยรหัสนี้แก่ผู้อื่น</p>`,
      footer: 'ธนาคารสยามทอง Call Center 02-777-7777' }),
    expect: codeOnly('294617'),
  }),
  mail({
    file: 'h3-he-shuk-rtl.eml', from: 'שוק פתוח <noreply@shukpatuach.test>',
    subject: 'קוד אימות לכניסה', date: at('12:40', '+0200'), charset: 'windows-1255',
    text: `שלום דנה,

קוד האימות שלך הוא: 530982
הקוד בתוקף ל-10 דקות. אין למסור אותו לאף אחד.

שירות לקוחות: ‎*2660
`,
    html: rtl('he', 'קוד אימות', 'https://cdn.shukpatuach.test/logo-he.png',
      `שלום דנה,<br><br>קוד האימות שלך הוא:<br><span style="font-size:28px;font-weight:bold;letter-spacing:4px;">530982</span><br><br>הקוד בתוקף ל-10 דקות. אין למסור אותו לאף אחד.`,
      'שירות לקוחות: ‎*2660 · שוק פתוח בע"מ, רחוב הברזל 3, תל אביב'),
    expect: codeOnly('530982'),
  }),
  mail({
    file: 'h3-ko-navymall-particle.eml', from: '네이비몰 <noreply@navymall.test>',
    subject: '[네이비몰] 본인확인 인증번호 안내', date: at('14:05', '+0900'), charset: 'euc-kr', transfer: 'base64',
    text: `[네이비몰] 본인확인 인증번호 738104를 입력해 주세요.
인증번호는 3분간 유효합니다.

고객센터 1588-1234
(주)네이비몰 | 사업자등록번호 120-81-47521 | 서울특별시 강남구 테헤란로 152
`,
    html: layout({ title: '본인확인 인증번호', brand: 'Navymall', lang: 'ko', accent: '#03c75a',
      body: `<p>[네이비몰] 본인확인 인증번호 <b style="font-size:22px;">738104</b>를 입력해 주세요.</p>
<p>인증번호는 3분간 유효합니다.</p>`,
      footer: '고객센터 1588-1234<br>(주)네이비몰 | 사업자등록번호 120-81-47521 | 서울특별시 강남구 테헤란로 152' }),
    expect: codeOnly('738104'),
  }),
  mail({
    file: 'h3-el-agoraki-grouped.eml', from: 'Αγοράκι <info@agoraki.test>',
    subject: 'Κωδικός επαλήθευσης', date: at('11:47', '+0200'), charset: 'iso-8859-7',
    text: `Γεια σου Νίκο,

Ο κωδικός επαλήθευσης για τη σύνδεσή σου στο Αγοράκι είναι 206 519.
Ισχύει για 10 λεπτά. Μην τον κοινοποιήσεις σε κανέναν.

Αγοράκι Α.Ε. · Λεωφ. Κηφισίας 124, 115 26 Αθήνα · ΑΦΜ 800123456
`,
    html: layout({ title: 'Κωδικός επαλήθευσης', brand: 'Agoraki', lang: 'el', accent: '#2563eb',
      body: `<p>Γεια σου Νίκο,</p>
<p>Ο κωδικός επαλήθευσης για τη σύνδεσή σου στο Αγοράκι είναι <b>206 519</b>.</p>
<p>Ισχύει για 10 λεπτά. Μην τον κοινοποιήσεις σε κανέναν.</p>`,
      footer: 'Αγοράκι Α.Ε. · Λεωφ. Κηφισίας 124, 115 26 Αθήνα · ΑΦΜ 800123456' }),
    expect: codeOnly('206519'),
  }),
  mail({
    file: 'h3-vi-chosen-ma-xac-thuc.eml', from: 'Chợ Sen <hotro@chosen.test>',
    subject: 'Mã xác thực Chợ Sen', date: at('08:09', '+0700'), transfer: 'base64',
    text: `Xin chào Minh,

Mã xác thực của bạn là 881 034. Mã có hiệu lực trong 3 phút.
Vui lòng không chia sẻ mã này với bất kỳ ai.

Tổng đài hỗ trợ: 1900 6035
Công ty TNHH Chợ Sen · Tầng 12, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh · MST 0312345678
`,
    html: layout({ title: 'Mã xác thực', brand: 'Cho Sen', lang: 'vi', accent: '#ee4d2d',
      body: `<p>Xin chào Minh,</p>
<p>Mã xác thực của bạn là:</p>
${codeBox('881 034', { bg: '#fff1ee' })}
<p>Mã có hiệu lực trong 3 phút. Vui lòng không chia sẻ mã này với bất kỳ ai.</p>`,
      footer: 'Tổng đài hỗ trợ: 1900 6035<br>Công ty TNHH Chợ Sen · Tầng 12, 72 Lê Thánh Tôn, Quận 1, TP. Hồ Chí Minh · MST 0312345678' }),
    expect: codeOnly('881034'),
  }),
  mail({
    file: 'h3-id-tokopasar-kode-dan-tombol.eml', from: 'Tokopasar <noreply@tokopasar.test>',
    subject: 'Verifikasi email kamu', date: at('06:58', '+0700'),
    text: `Hai Budi,

Kode verifikasi kamu: 472910
Atau buka link berikut untuk verifikasi email kamu:
${tokopasarLink}

JANGAN berikan kode ini ke siapa pun TERMASUK pihak Tokopasar. Waspada penipuan!
Kode berlaku selama 5 menit.

PT Tokopasar Nusantara · Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950
`,
    html: layout({ title: 'Verifikasi email', brand: 'Tokopasar', lang: 'id', accent: '#03ac0e',
      body: `<p>Hai Budi,</p>
<p>Kode verifikasi kamu:</p>
${codeBox('472910', { bg: '#ecfdf3' })}
<p>Atau klik tombol di bawah ini untuk verifikasi email kamu:</p>
${button(tokopasarLink, 'Verifikasi Email', '#03ac0e')}
<p style="font-size:13px;color:#b91c1c;">JANGAN berikan kode ini ke siapa pun TERMASUK pihak Tokopasar. Waspada penipuan!</p>
<p style="font-size:13px;">Kode berlaku selama 5 menit.</p>`,
      footer: 'PT Tokopasar Nusantara · Jl. Prof. Dr. Satrio Kav. 11, Jakarta Selatan 12950' }),
    expect: { code: '472910', verificationLink: tokopasarLink },
  }),
  mail({
    file: 'h3-pt-bancoroxo-pix-receipt.eml', from: 'Banco Roxo <comprovantes@bancoroxo.test>',
    subject: 'Comprovante de transferência Pix', date: at('17:32', '-0300'),
    text: `Comprovante de transferência

Você enviou um Pix de R$ 1.250,00 para MARIA S. OLIVEIRA.

Data: 26/11/2026 às 14:32
Instituição de destino: Cooperativa Sul Crédito
Chave Pix: ***.456.789-**
ID da transação: E18236120202611261432s0a1b2c3d4e
Código de autenticação: 8F3A91C2

Ouvidoria: 0800 887 0463 · Banco Roxo S.A. · CNPJ 18.236.120/0001-58
`,
    html: layout({ title: 'Comprovante de transferência', brand: 'Banco Roxo', lang: 'pt-BR', accent: '#820ad1',
      body: `<h2 style="margin:0 0 12px 0;">Comprovante de transferência</h2>
<p>Você enviou um Pix de <b>R$ 1.250,00</b> para MARIA S. OLIVEIRA.</p>
<table role="presentation" cellpadding="6" cellspacing="0" style="font-size:14px;">
<tr><td style="color:#666;">Data</td><td>26/11/2026 às 14:32</td></tr>
<tr><td style="color:#666;">Instituição de destino</td><td>Cooperativa Sul Crédito</td></tr>
<tr><td style="color:#666;">Chave Pix</td><td>***.456.789-**</td></tr>
<tr><td style="color:#666;">ID da transação</td><td>E18236120202611261432s0a1b2c3d4e</td></tr>
<tr><td style="color:#666;">Código de autenticação</td><td>8F3A91C2</td></tr>
</table>`,
      footer: 'Ouvidoria: 0800 887 0463 · Banco Roxo S.A. · CNPJ 18.236.120/0001-58' }),
    expect: none,
  }),
];
