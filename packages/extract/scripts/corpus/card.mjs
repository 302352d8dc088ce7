// What the later dev-mail rounds (dev-2026-11i, -11j, -11k) share: the expectation shorthands, HTML escaping, and the
// card layout of a transactional mail with its legal links.
export const none = { code: null, verificationLink: null };
export const codeOnly = (code) => ({ code, verificationLink: null });
export const linkOnly = (verificationLink) => ({ code: null, verificationLink });
export const codeLink = (code, verificationLink) => ({ code, verificationLink });
export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

// Blocks of the card: a string is a paragraph; { heading }, { box } a monospaced value, { button, label }, { html } a
// paragraph of raw markup, { raw } raw markup (a table of details, a gift card).
export const block = (b) =>
  typeof b === 'string'
    ? `<p style="margin:0 0 16px 0;color:#344054;">${esc(b)}</p>`
    : b.heading
      ? `<p style="margin:0 0 8px 0;font-size:20px;font-weight:600;color:#101828;">${esc(b.heading)}</p>`
      : b.box
        ? `<p style="margin:24px 0;text-align:center;font-family:'Courier New',monospace;font-size:34px;font-weight:bold;letter-spacing:6px;">${esc(b.box).replace(/ /g, '&nbsp;')}</p>`
        : b.button
          ? `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px 0;"><tr><td style="border-radius:6px;background-color:#2563eb;"><a href="${b.button.replace(/&/g, '&amp;')}" target="_blank" style="display:inline-block;padding:12px 26px;font-family:Arial,Helvetica,sans-serif;font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">${esc(b.label)}</a></td></tr></table>`
          : b.raw
            ? b.raw
            : `<p style="margin:0 0 16px 0;color:#344054;">${b.html}</p>`;

// The card layout of the held-out mails: preheader, logo row, one content cell, social icons, footer links, address.
export const card = (block, { lang = 'en', brand, host, pre = '', blocks, links = [], address }) => `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1.0" />
<title>${esc(brand)}</title>
<style type="text/css">
  body,table,td,a { -webkit-text-size-adjust:100%; -ms-text-size-adjust:100%; }
  table,td { mso-table-lspace:0pt; mso-table-rspace:0pt; }
  @media only screen and (max-width:600px) { .container { width:100% !important; } }
</style>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
${pre ? `<div style="display:none;font-size:1px;color:#f4f5f7;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${esc(pre)}&#8199;&#65279;&#847; &#8199;&#65279;&#847;</div>` : ''}
<table role="presentation" border="0" cellpadding="0" cellspacing="0" width="100%" style="background-color:#f4f5f7;">
<tr><td align="center" style="padding:24px 10px;">
<table role="presentation" class="container" border="0" cellpadding="0" cellspacing="0" width="600" style="max-width:600px;background-color:#ffffff;border-radius:6px;">
<tr><td style="padding:28px 40px 8px 40px;border-top:4px solid #6941c6;">
<a href="https://www.${host}/" target="_blank"><img src="https://static.${host}/email/logo@2x.png" width="120" alt="${esc(brand)}" style="display:block;border:0;height:auto;"></a>
</td></tr>
<tr><td style="padding:16px 40px 32px 40px;font-family:${FONT};font-size:15px;line-height:23px;color:#1d2129;">
${blocks.map(block).join('\n')}
</td></tr>
</table>
<table role="presentation" class="container" border="0" cellpadding="0" cellspacing="0" width="600" style="max-width:600px;">
<tr><td align="center" style="padding:8px 0 16px 0;">${['facebook', 'instagram', 'linkedin'].map((s) => `<a href="https://${s}.test/${host.split('.')[0]}" target="_blank" style="display:inline-block;margin:0 6px;"><img src="https://static.${host}/email/icons/${s}.png" width="24" height="24" alt="${s}" style="display:block;border:0;"></a>`).join('')}</td></tr>
${links.length > 0 ? `<tr><td align="center" style="padding:0 30px 10px 30px;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:18px;color:#8a8f98;">${links.map(([href, label]) => `<a href="${href}" style="color:#8a8f98;text-decoration:underline;">${esc(label)}</a>`).join(' &nbsp;|&nbsp; ')}</td></tr>` : ''}
<tr><td align="center" style="padding:0 30px 30px 30px;font-family:Arial,Helvetica,sans-serif;font-size:11px;line-height:16px;color:#a0a5ad;">${esc(address)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
export const legal = (host, words) => words.map((w, k) => [`https://www.${host}/${['help', 'legal/privacy', 'legal/terms', 'u/c2t5dmFuZQ'][k]}`, w]);
export const pre = (text) => `<html><body><pre style="font-family:Menlo,Consolas,monospace;font-size:13px;white-space:pre-wrap">${esc(text).replace(/>/g, '&gt;')}</pre></body></html>\n`;
