// Magic links, password resets, invitations, e-mail confirmations: a link to click, no code.
import { button, href, layout, newsletter, socialIcons } from './templates.mjs';

const track = (id) => `https://click.em.zentask.test/ls/click?upn=u001.${id}-2BQ9kLm4Pz7Xw3Rt8Yv2Nn6Cc1Aa5Ee0Ff-3D-3D`;

export default [
  {
    file: 'notely-magic-link.eml',
    from: 'Notely <login@notely.test>',
    subject: 'Your Notely sign-in link',
    date: 'Mon, 03 Mar 2025 08:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Sign in to Notely

Click the link below to sign in. This link expires in 15 minutes and can only be used once.

https://notely.test/auth/magic-link?token=nt_4KzP9qLx2mW7vB8rT3yE6uJ1&redirect=%2Fdashboard

If you didn't request this link, you can safely ignore this email.

Notely GmbH, Torstraße 140, 10119 Berlin
`,
    html: layout({
      title: 'Sign in to Notely',
      brand: 'Notely',
      home: 'https://notely.test/',
      accent: '#ff5c35',
      body: `<h1 style="font-size:24px;">Sign in to Notely</h1>
<p>Click the button below to sign in. This link expires in 15 minutes and can only be used once.</p>
${button('https://notely.test/auth/magic-link?token=nt_4KzP9qLx2mW7vB8rT3yE6uJ1&redirect=%2Fdashboard', 'Sign in to Notely', '#ff5c35')}
<p style="font-size:13px;color:#888;">Or copy this URL into your browser:<br>https://notely.test/auth/magic-link?token=nt_4KzP9qLx2mW7vB8rT3yE6uJ1&amp;redirect=%2Fdashboard</p>`,
      footer: `Notely GmbH, Torstraße 140, 10119 Berlin<br><a href="https://notely.test/privacy">Privacy</a>`,
    }),
    expect: { code: null, verificationLink: 'https://notely.test/auth/magic-link?token=nt_4KzP9qLx2mW7vB8rT3yE6uJ1&redirect=%2Fdashboard' },
  },
  {
    file: 'zentask-magic-link-tracking-redirect.eml',
    from: 'Zentask <login@zentask.test>',
    subject: 'Log in to Zentask',
    date: 'Mon, 03 Mar 2025 09:30:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Log in to Zentask',
      brand: 'Zentask',
      home: track('HOME01'),
      accent: '#5e6ad2',
      body: `<p>Hi there,</p>
<p>You asked us to send you a magic link for quickly signing in to Zentask. Your wish is our command!</p>
${button(track('MAGIC7Kq9'), 'Log in to Zentask', '#5e6ad2')}
<p>Note: your magic link will expire in 24 hours, and can only be used one time.</p>`,
      footer: `<a href="${href(track('PREFS2'))}">Email preferences</a> · <a href="${href(track('UNSUB3'))}">Unsubscribe</a><br>Zentask, 2261 Market Street #4242, San Francisco, CA 94114`,
      pixelUrl: 'https://click.em.zentask.test/wf/open?upn=u001.OPENpx9Kq',
    }),
    expect: { code: null, verificationLink: track('MAGIC7Kq9') },
  },
  {
    file: 'gitforge-password-reset.eml',
    from: 'GitForge <noreply@gitforge.test>',
    subject: '[GitForge] Please reset your password',
    date: 'Tue, 04 Mar 2025 10:00:00 +0000',
    transfer: 'quoted-printable',
    text: `GitForge password reset

We heard that you lost your GitForge password. Sorry about that!

But don’t worry! You can use the following button to reset your password:

https://gitforge.test/password_reset/8f14e45fceea167a5a36dedd4bea2543

If you don’t use this link within 3 hours, it will expire. To get a new password reset link, visit: https://gitforge.test/password_reset

Thanks,
The GitForge Team

You're receiving this email because a password reset was requested for your account.

GitForge, Inc. ・88 Colin P Kelly Jr Street ・San Francisco, CA 94107
`,
    html: layout({
      title: 'Please reset your password',
      brand: 'GitForge',
      home: 'https://gitforge.test',
      body: `<h2 style="font-weight:300;font-size:24px;">Reset your GitForge password</h2>
<p>We heard that you lost your GitForge password. Sorry about that!</p>
<p>But don’t worry! You can use the following button to reset your password:</p>
${button('https://gitforge.test/password_reset/8f14e45fceea167a5a36dedd4bea2543', 'Reset your password')}
<p>If you don’t use this link within 3 hours, it will expire. <a href="https://gitforge.test/password_reset">Click here to get a new password reset link</a>.</p>
<p>Thanks,<br>The GitForge Team</p>`,
      footer: `You're receiving this email because a password reset was requested for your account.<br>GitForge, Inc. ・88 Colin P Kelly Jr Street ・San Francisco, CA 94107`,
    }),
    expect: { code: null, verificationLink: 'https://gitforge.test/password_reset/8f14e45fceea167a5a36dedd4bea2543' },
  },
  {
    file: 'de-passwort-zuruecksetzen.eml',
    from: 'Wohnwelt Shop <service@wohnwelt.test>',
    subject: 'Passwort zurücksetzen',
    date: 'Tue, 04 Mar 2025 11:11:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'de',
      title: 'Passwort zurücksetzen',
      brand: 'Wohnwelt',
      home: 'https://www.wohnwelt.test/',
      body: `<p>Hallo Jonas,</p>
<p>du hast angefordert, dein Passwort zurückzusetzen. Klicke auf den folgenden Button, um ein neues Passwort festzulegen:</p>
${button('https://www.wohnwelt.test/konto/passwort-neu?t=WW-a81f0c7d2e9b4c11&uid=55120', 'Passwort zurücksetzen', '#c0392b')}
<p>Der Link ist 24 Stunden gültig. Bei Fragen erreichst du uns unter 040 555 123 45.</p>`,
      footer: `Wohnwelt GmbH · Große Elbstraße 145 · 22767 Hamburg<br><a href="https://www.wohnwelt.test/hilfe">Hilfe</a> · <a href="https://www.wohnwelt.test/datenschutz">Datenschutz</a> · <a href="https://www.wohnwelt.test/newsletter/abmelden?u=55120">Newsletter abbestellen</a>`,
    }),
    expect: { code: null, verificationLink: 'https://www.wohnwelt.test/konto/passwort-neu?t=WW-a81f0c7d2e9b4c11&uid=55120' },
  },
  {
    file: 'chatterbox-team-invitation.eml',
    from: 'Chatterbox <feedback@chatterbox.test>',
    subject: 'Priya Raman has invited you to work with them in Chatterbox',
    date: 'Wed, 05 Mar 2025 13:37:00 +0000',
    transfer: 'quoted-printable',
    text: `Join your team on Chatterbox

Priya Raman (priya@acme-robotics.test) has invited you to use Chatterbox with them, in a workspace called Acme Robotics.

Join Now: https://join.chatterbox.test/t/acme-robotics/invite/zt-2f8k1m9q3-Xw7Lp0Rt4YvN6bC2dE5g

Chatterbox is a messaging app for teams, a place you can collaborate on projects and organize conversations — so you can work together, no matter where you are.

Chatterbox Technologies, LLC, 500 Howard Street, San Francisco, CA 94105
`,
    html: layout({
      title: 'Join your team on Chatterbox',
      brand: 'Chatterbox',
      home: 'https://chatterbox.test/',
      accent: '#611f69',
      body: `<h1 style="font-size:30px;">Join your team on Chatterbox</h1>
<p><strong>Priya Raman</strong> (<a href="mailto:priya@acme-robotics.test">priya@acme-robotics.test</a>) has invited you to use Chatterbox with them, in a workspace called <strong>Acme Robotics</strong>.</p>
${button('https://join.chatterbox.test/t/acme-robotics/invite/zt-2f8k1m9q3-Xw7Lp0Rt4YvN6bC2dE5g', 'Join Now', '#611f69')}
<p>Chatterbox is a messaging app for teams, a place you can collaborate on projects and organize conversations.</p>
<p><a href="https://chatterbox.test/features">Learn more about Chatterbox</a></p>`,
      footer: `${socialIcons('chatterbox', ['x', 'facebook', 'youtube'])}<br>Chatterbox Technologies, LLC, 500 Howard Street, San Francisco, CA 94105`,
    }),
    expect: { code: null, verificationLink: 'https://join.chatterbox.test/t/acme-robotics/invite/zt-2f8k1m9q3-Xw7Lp0Rt4YvN6bC2dE5g' },
  },
  {
    file: 'gitforge-org-invitation.eml',
    from: 'GitForge <noreply@gitforge.test>',
    subject: '[GitForge] @mona has invited you to join the @acme-robotics organization',
    date: 'Wed, 05 Mar 2025 15:00:00 +0000',
    transfer: 'quoted-printable',
    text: `@mona has invited you to join the @acme-robotics organization on GitForge. Head over to https://gitforge.test/acme-robotics to check out @acme-robotics's profile.

To join @acme-robotics, follow this link:

  https://gitforge.test/orgs/acme-robotics/invitation?via_email=1

Some helpful tips:
- If you get a 404 page, make sure you're signed in as octo-jane.
- You can also accept the invitation by visiting the organization page directly at https://gitforge.test/acme-robotics

If you were not expecting this invitation, you can ignore this email. If @mona is sending you too many emails, you can block them by visiting https://gitforge.test/settings/blocked_users?block_user=mona or report abuse by visiting https://gitforge.test/contact/report-abuse?report=mona

---
View it on GitForge:
https://gitforge.test/orgs/acme-robotics/invitation?via_email=1
`,
    expect: { code: null, verificationLink: 'https://gitforge.test/orgs/acme-robotics/invitation?via_email=1' },
  },
  {
    file: 'gitforge-verify-email.eml',
    from: 'GitForge <noreply@gitforge.test>',
    subject: '[GitForge] Please verify your email address.',
    date: 'Thu, 06 Mar 2025 07:00:00 +0000',
    transfer: 'quoted-printable',
    text: `Hey octo-jane!

To complete the sign up process, please verify your email address (inbox-7f3k2q@throwbox.test) by visiting the following link:

https://gitforge.test/users/octo-jane/emails/189225017/confirm_verification/2b1c3d9e8f7a6b5c4d3e2f1a0b9c8d7e?via_launch_code_email=true

Once verified, you can start using all of GitForge's features to explore, build, and share projects.

Thanks,
The GitForge Team
`,
    html: layout({
      title: 'Verify your email address',
      brand: 'GitForge',
      home: 'https://gitforge.test',
      body: `<h2 style="font-weight:300;">Almost done, <strong>@octo-jane</strong>! To complete your GitForge sign up, we just need to verify your email address: <strong>inbox-7f3k2q@throwbox.test</strong>.</h2>
${button('https://gitforge.test/users/octo-jane/emails/189225017/confirm_verification/2b1c3d9e8f7a6b5c4d3e2f1a0b9c8d7e?via_launch_code_email=true', 'Verify email address')}
<p>Once verified, you can start using all of GitForge's features to explore, build, and share projects.</p>
<p>Button not working? Paste the following link into your browser:<br><a href="https://gitforge.test/users/octo-jane/emails/189225017/confirm_verification/2b1c3d9e8f7a6b5c4d3e2f1a0b9c8d7e?via_launch_code_email=true">https://gitforge.test/users/octo-jane/emails/189225017/confirm_verification/2b1c3d9e8f7a6b5c4d3e2f1a0b9c8d7e?via_launch_code_email=true</a></p>`,
      footer: `You’re receiving this email because you recently created a new GitForge account or added a new email address. If this wasn’t you, please ignore this email.<br>GitForge, Inc. ・88 Colin P Kelly Jr Street ・San Francisco, CA 94107`,
    }),
    expect: {
      code: null,
      verificationLink: 'https://gitforge.test/users/octo-jane/emails/189225017/confirm_verification/2b1c3d9e8f7a6b5c4d3e2f1a0b9c8d7e?via_launch_code_email=true',
    },
  },
  {
    file: 'newsletter-double-opt-in.eml',
    from: 'The Frontend Weekly <editor@frontendweekly.test>',
    subject: 'Please confirm your subscription',
    date: 'Thu, 06 Mar 2025 19:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Confirm your subscription',
      brand: 'Frontend Weekly',
      body: `<p>Thanks for signing up for <b>The Frontend Weekly</b> — 48,000 developers read it every Thursday.</p>
<p>Please confirm your subscription to start receiving issue #412 and beyond:</p>
${button('https://frontendweekly.test/subscribe/confirm?id=8fa1c2e0&list=fw&h=b7d9e1a3c5', 'Yes, subscribe me to this list', '#0070f3')}
<p>If you received this email by mistake, simply delete it. You won't be subscribed if you don't click the confirmation link above.</p>`,
      footer: `Frontend Weekly · 2 Lambeth Hill · London EC4V 4GG · United Kingdom<br><a href="https://frontendweekly.test/privacy">Privacy</a>`,
    }),
    expect: { code: null, verificationLink: 'https://frontendweekly.test/subscribe/confirm?id=8fa1c2e0&list=fw&h=b7d9e1a3c5' },
  },
  {
    file: 'fr-activer-compte.eml',
    from: 'Cuisinez <bienvenue@cuisinez.test>',
    subject: 'Activez votre compte Cuisinez',
    date: 'Fri, 07 Mar 2025 09:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    text: `Bonjour Léa,

Bienvenue sur Cuisinez ! Pour activer votre compte, cliquez sur le lien ci-dessous :

https://www.cuisinez.test/compte/activer?cle=c9f2a8e1b7d34f06

Ce lien est valable 48 heures.

Se désabonner : https://www.cuisinez.test/newsletter/desinscription?u=8812
Cuisinez SARL, 8 place Bellecour, 69002 Lyon
`,
    html: layout({
      lang: 'fr',
      title: 'Activez votre compte',
      brand: 'Cuisinez',
      home: 'https://www.cuisinez.test/',
      body: `<p>Bonjour Léa,</p><p>Bienvenue sur Cuisinez ! Pour activer votre compte, cliquez sur le bouton ci-dessous :</p>
${button('https://www.cuisinez.test/compte/activer?cle=c9f2a8e1b7d34f06', 'Activer mon compte', '#e67e22')}
<p>Ce lien est valable 48 heures.</p>`,
      footer: `<a href="https://www.cuisinez.test/newsletter/desinscription?u=8812">Se désabonner</a> · Cuisinez SARL, 8 place Bellecour, 69002 Lyon`,
    }),
    expect: { code: null, verificationLink: 'https://www.cuisinez.test/compte/activer?cle=c9f2a8e1b7d34f06' },
  },
  {
    file: 'es-confirmar-cuenta.eml',
    from: 'Alquileres Sol <cuentas@alquileressol.test>',
    subject: 'Confirma tu cuenta',
    date: 'Fri, 07 Mar 2025 12:00:00 +0100',
    charset: 'windows-1252',
    transfer: 'base64',
    html: layout({
      lang: 'es',
      title: 'Confirma tu cuenta',
      brand: 'Alquileres Sol',
      body: `<p>¡Hola, Martín!</p><p>Gracias por registrarte. Confirma tu dirección de correo electrónico para empezar a reservar:</p>
${button('https://alquileressol.test/cuenta/confirmar/eyJ1aWQiOjQ0MTJ9.Kx8pQ2mL7v', 'Confirmar mi cuenta', '#ff385c')}
<p>Pisos desde 650 € al mes en Madrid, Valencia y Sevilla.</p>`,
      footer: `<a href="https://alquileressol.test/ayuda">Centro de ayuda</a> · <a href="https://alquileressol.test/privacidad">Privacidad</a> · Alquileres Sol S.L., Paseo de la Castellana 79, 28046 Madrid`,
    }),
    expect: { code: null, verificationLink: 'https://alquileressol.test/cuenta/confirmar/eyJ1aWQiOjQ0MTJ9.Kx8pQ2mL7v' },
  },
  {
    file: 'pt-confirmar-email.eml',
    from: 'Estudaí <contato@estudai.test>',
    subject: 'Confirme seu e-mail',
    date: 'Sat, 08 Mar 2025 10:00:00 -0300',
    transfer: 'quoted-printable',
    text: `Olá, Beatriz!

Falta pouco. Confirme seu e-mail para liberar seus 3 cursos gratuitos:

Confirmar e-mail: https://estudai.test/confirmar-email?token=4b8e1f9c2a7d6e3b

Dúvidas? Acesse https://ajuda.estudai.test

Estudaí Educação Ltda. · Rua Augusta, 2690 · São Paulo/SP · CEP 01412-100
Descadastrar: https://estudai.test/descadastrar?u=b4t
`,
    expect: { code: null, verificationLink: 'https://estudai.test/confirmar-email?token=4b8e1f9c2a7d6e3b' },
  },
  {
    file: 'it-conferma-email.eml',
    from: 'Librobello <servizio@librobello.test>',
    subject: 'Conferma il tuo indirizzo email',
    date: 'Sat, 08 Mar 2025 17:00:00 +0100',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'it',
      title: 'Conferma il tuo indirizzo email',
      brand: 'Librobello',
      home: 'https://www.librobello.test',
      body: `<p>Ciao Giulia,</p><p>grazie per esserti registrata. Conferma il tuo indirizzo email per completare la registrazione:</p>
${button('https://www.librobello.test/registrazione/conferma?codice=LB-77f3a9c1e5', 'Conferma email', '#2c3e50')}
<p>Spedizione gratuita per ordini superiori a 25 €.</p>`,
      footer: `Librobello S.r.l. · Corso Vittorio Emanuele II 15 · 10123 Torino · P.IVA 09876543210<br>
<a href="https://www.librobello.test/privacy">Informativa privacy</a> · <a href="https://www.librobello.test/disiscriviti">Disiscriviti</a>`,
    }),
    expect: { code: null, verificationLink: 'https://www.librobello.test/registrazione/conferma?codice=LB-77f3a9c1e5' },
  },
  {
    file: 'nl-bevestig-email.eml',
    from: 'Tweedehands Markt <noreply@tweedehands.test>',
    subject: 'Bevestig je e-mailadres',
    date: 'Sun, 09 Mar 2025 10:00:00 +0100',
    charset: 'iso-8859-1',
    transfer: 'quoted-printable',
    html: layout({
      lang: 'nl',
      title: 'Bevestig je e-mailadres',
      brand: 'Tweedehands',
      body: `<p>Hoi Daan,</p><p>Bevestig je e-mailadres om advertenties te plaatsen.</p>
${button('https://www.tweedehands.test/account/bevestigen?token=td9c1e7a4f2b8d0356', 'Bevestig e-mailadres', '#f39c12')}
<p>Meer dan 350.000 advertenties in jouw buurt.</p>`,
      footer: `Tweedehands Markt B.V. · Postbus 12345 · 1000 AB Amsterdam<br><a href="https://www.tweedehands.test/voorwaarden">Voorwaarden</a> · <a href="https://www.tweedehands.test/afmelden">Afmelden</a>`,
    }),
    expect: { code: null, verificationLink: 'https://www.tweedehands.test/account/bevestigen?token=td9c1e7a4f2b8d0356' },
  },
  {
    file: 'ja-mail-kakunin-link-iso2022jp.eml',
    from: 'レシピノート <support@recipe-note.test>',
    subject: '【レシピノート】メールアドレスの確認',
    date: 'Mon, 10 Mar 2025 09:00:00 +0900',
    charset: 'iso-2022-jp',
    transfer: '7bit',
    text: `レシピノートにご登録いただきありがとうございます。

以下のURLをクリックして、メールアドレスの確認を完了してください。
https://recipe-note.test/users/confirm?token=rn8f2c4e6a1b3d5f7

※URLの有効期限は24時間です。

配信停止はこちら https://recipe-note.test/mail/stop?u=4412
株式会社レシピノート 〒106-0032 東京都港区六本木6-10-1
`,
    expect: { code: null, verificationLink: 'https://recipe-note.test/users/confirm?token=rn8f2c4e6a1b3d5f7' },
  },
  {
    file: 'zh-yanzheng-youxiang-link.eml',
    from: '学习社区 <noreply@xuexi-shequ.test>',
    subject: '请验证您的邮箱',
    date: 'Mon, 10 Mar 2025 20:00:00 +0800',
    transfer: 'base64',
    html: `<html><body style="font-family:'Microsoft YaHei'">
<p>您好！</p>
<p>感谢注册学习社区。请点击下面的按钮验证您的邮箱地址：</p>
<p><a href="https://xuexi-shequ.test/account/verify-email?code=xs5e9a1c3b7d" style="display:inline-block;padding:10px 24px;background:#1890ff;color:#fff;">验证邮箱</a></p>
<p>链接24小时内有效。</p>
<p style="color:#999">如有疑问请访问 <a href="https://xuexi-shequ.test/help">帮助中心</a>。<br>© 2025 学习社区</p>
</body></html>`,
    expect: { code: null, verificationLink: 'https://xuexi-shequ.test/account/verify-email?code=xs5e9a1c3b7d' },
  },
  {
    file: 'ru-podtverdit-email-koi8r.eml',
    from: 'Книжный Клуб <robot@knizhny-klub.test>',
    subject: 'Подтвердите адрес электронной почты',
    date: 'Tue, 11 Mar 2025 12:00:00 +0300',
    charset: 'koi8-r',
    transfer: 'quoted-printable',
    html: `<html><body>
<p>Здравствуйте, Анна!</p>
<p>Чтобы завершить регистрацию в Книжном Клубе, подтвердите адрес электронной почты:</p>
<p><a href="https://knizhny-klub.test/confirm-email/kk71f0a3e9c2">Подтвердить email</a></p>
<p>Более 120 000 книг со скидкой до 30%.</p>
<p style="font-size:11px">Отписаться от рассылки: <a href="https://knizhny-klub.test/unsubscribe/kk71">отписаться</a></p>
</body></html>`,
    expect: { code: null, verificationLink: 'https://knizhny-klub.test/confirm-email/kk71f0a3e9c2' },
  },
  {
    file: 'boardly-accept-invitation.eml',
    from: 'Boardly <notifications@boardly.test>',
    subject: 'Chen Wei invited you to the board “Q2 Launch”',
    date: 'Tue, 11 Mar 2025 16:45:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Board invitation',
      brand: 'Boardly',
      body: `<p><b>Chen Wei</b> invited you to collaborate on the board <b>Q2 Launch</b> (14 cards, 3 lists).</p>
${button('https://boardly.test/invitations/accept/bd_41a9f0c2e7?ref=email', 'Accept invitation', '#0052cc')}
<p><a href="https://boardly.test/invitations/decline/bd_41a9f0c2e7">Decline</a></p>`,
      footer: `<a href="https://boardly.test/settings/notifications">Notification settings</a> · Boardly, 350 Bush Street, San Francisco, CA 94104`,
    }),
    expect: { code: null, verificationLink: 'https://boardly.test/invitations/accept/bd_41a9f0c2e7?ref=email' },
  },
  {
    file: 'text-only-confirm-link.eml',
    from: 'Forumly <admin@forumly.test>',
    subject: 'Welcome to Forumly - confirm your address',
    date: 'Wed, 12 Mar 2025 03:00:00 +0000',
    transfer: '7bit',
    text: `Welcome to Forumly, hikerdan!

Please confirm your email address by visiting:
<https://forumly.test/users/confirm/fm-3e8a1b9c7d5f2a4b>

Forum rules: https://forumly.test/rules
Our community has 12,400 members and 310,000 posts since 2009.

-- 
Forumly Admin Team
`,
    expect: { code: null, verificationLink: 'https://forumly.test/users/confirm/fm-3e8a1b9c7d5f2a4b' },
  },
  {
    file: 'complete-registration-entities.eml',
    from: 'EventHall <tickets@eventhall.test>',
    subject: 'Complete your registration',
    date: 'Wed, 12 Mar 2025 13:00:00 +0000',
    transfer: 'quoted-printable',
    html: layout({
      title: 'Complete your registration',
      brand: 'EventHall',
      body: `<p>You're one step away from joining <b>DevConf Europe 2025</b> (June 12–14, Lisbon, Hall 4).</p>
<p><a href="https://eventhall.test/register/complete?reg=EH-20251&amp;email=inbox-7f3k2q%40throwbox.test&amp;sig=9c1f3a7e5b" style="color:#fff;background:#e11d48;padding:12px 20px;display:inline-block;">Complete registration</a></p>
<p>Early-bird tickets: €299 until April 30, 2025.</p>`,
      footer: `EventHall Ltd · 1 Canada Square · London E14 5AB<br>${socialIcons('eventhall', ['linkedin', 'x'])}`,
    }),
    expect: { code: null, verificationLink: 'https://eventhall.test/register/complete?reg=EH-20251&email=inbox-7f3k2q%40throwbox.test&sig=9c1f3a7e5b' },
  },
  {
    file: 'de-email-bestaetigen-newsletter-style.eml',
    from: 'Radlerwelt <info@radlerwelt.test>',
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    date: 'Thu, 13 Mar 2025 08:30:00 +0100',
    transfer: 'quoted-printable',
    html: newsletter({
      lang: 'de',
      title: 'E-Mail bestätigen',
      brand: 'Radlerwelt',
      sections: [
        `<h1 style="font-family:Arial">Fast geschafft!</h1><p style="font-family:Arial">Bitte bestätige deine E-Mail-Adresse, damit wir dir unseren Newsletter schicken dürfen. Als Dankeschön gibt es 10 % Rabatt.</p>`,
        `<a href="https://radlerwelt.test/newsletter/doi?h=rw3f9a1c7e&amp;l=de" style="background:#2ecc71;color:#fff;padding:14px 30px;font-family:Arial;text-decoration:none;">E-Mail-Adresse bestätigen</a>`,
      ],
      footer: `Radlerwelt GmbH · Leopoldstraße 250 · 80807 München · Tel. 089 555 0123<br><a href="https://radlerwelt.test/impressum">Impressum</a> · <a href="https://radlerwelt.test/datenschutz">Datenschutz</a>`,
    }),
    expect: { code: null, verificationLink: 'https://radlerwelt.test/newsletter/doi?h=rw3f9a1c7e&l=de' },
  },
];
