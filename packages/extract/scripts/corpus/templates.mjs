// HTML building blocks modelled on what transactional and marketing senders emit:
// nested layout tables, inline styles, <style> blocks full of colours and widths,
// hidden preheaders, Outlook conditional comments, tracking pixels, social icons.

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** An href as it appears in HTML source: "&" written as "&amp;". */
export const href = (url) => url.replace(/&/g, '&amp;');

export function preheader(text) {
  return `<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;max-width:0px;opacity:0;overflow:hidden;">${text}${'&zwnj;&nbsp;'.repeat(40)}</div>`;
}

export function button(url, label, color = '#1f883d') {
  return `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:24px 0">
  <tr>
    <td align="center" bgcolor="${color}" style="border-radius:6px;">
      <!--[if mso]><v:roundrect xmlns:v="urn:schemas-microsoft-com:vml" href="${href(url)}" style="height:44px;v-text-anchor:middle;width:220px;" arcsize="10%" fillcolor="${color}"><center style="color:#ffffff;">${label}</center></v:roundrect><![endif]-->
      <a href="${href(url)}" target="_blank" style="display:inline-block;padding:12px 28px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;background-color:${color};">
        ${label}
      </a>
    </td>
  </tr>
</table>`;
}

export function codeBox(code, { size = 32, spacing = 6, bg = '#f6f8fa' } = {}) {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
  <tr>
    <td align="center" style="padding:16px 0;background-color:${bg};border-radius:6px;font-family:'SFMono-Regular',Consolas,'Liberation Mono',Menlo,monospace;font-size:${size}px;font-weight:700;letter-spacing:${spacing}px;color:#24292f;">${code}</td>
  </tr>
</table>`;
}

/** One character per cell, the way some senders render "boxed" OTP digits. */
export function spacedCells(code) {
  const cells = Array.from(code)
    .map(
      (ch) =>
        `<td width="44" height="56" align="center" valign="middle" style="border:1px solid #d0d7de;border-radius:4px;font-size:28px;font-weight:bold;color:#111111;">${ch}</td><td width="8"></td>`,
    )
    .join('\n      ');
  return `<table role="presentation" align="center" cellpadding="0" cellspacing="0" border="0" style="margin:20px auto;">
    <tr>
      ${cells}
    </tr>
  </table>`;
}

const SOCIAL = {
  twitter: 'https://twitter.com/',
  x: 'https://x.com/',
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/company/',
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/@',
};

export function socialIcons(handle, networks = ['x', 'facebook', 'linkedin', 'instagram'], cdn = 'https://cdn.mailassets.test') {
  return networks
    .map(
      (n) =>
        `<a href="${SOCIAL[n]}${handle}" target="_blank" style="text-decoration:none;"><img src="${cdn}/icons/${n}-32.png" width="24" height="24" alt="${n === 'x' ? 'X' : n[0].toUpperCase() + n.slice(1)}" style="border:0;display:inline-block;"></a>`,
    )
    .join('&nbsp;&nbsp;\n        ');
}

export function pixel(url) {
  return `<img src="${href(url)}" width="1" height="1" border="0" alt="" style="height:1px !important;width:1px !important;border-width:0 !important;margin:0 !important;padding:0 !important;">`;
}

/**
 * Full transactional layout. `footer` is raw HTML (address, legal, unsubscribe).
 */
export function layout({ title, brand, logo, home, accent = '#0969da', pre, body, footer, pixelUrl, lang = 'en', bg = '#f6f8fa' }) {
  const logoImg = `<img src="${logo ?? `https://cdn.mailassets.test/${brand.toLowerCase().replace(/\W+/g, '')}/logo@2x.png`}" width="120" height="32" alt="${brand}" style="display:block;">`;
  return `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="${lang}">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="x-apple-disable-message-reformatting">
<title>${title}</title>
<style type="text/css">
  body { margin:0; padding:0; background-color:${bg}; -webkit-text-size-adjust:100%; }
  table, td { border-collapse:collapse; mso-table-lspace:0pt; mso-table-rspace:0pt; }
  img { border:0; height:auto; line-height:100%; outline:none; text-decoration:none; }
  a { color:${accent}; }
  .container { width:600px; max-width:600px; }
  .muted { color:#57606a; font-size:12px; }
  .code-digit { color:#123456; border-color:#654321; }
  @media only screen and (max-width:620px) {
    .container { width:100% !important; }
    .px-24 { padding-left:16px !important; padding-right:16px !important; }
  }
</style>
<!--[if mso]><style>td { font-family: Arial, sans-serif; } .fallback-202401 { width: 480px; }</style><![endif]-->
</head>
<body style="margin:0;padding:0;background-color:${bg};">
${pre ? preheader(pre) : ''}
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" bgcolor="${bg}">
  <tr>
    <td align="center" style="padding:32px 12px;">
      <table role="presentation" class="container" width="600" border="0" cellpadding="0" cellspacing="0" style="background-color:#ffffff;border:1px solid #d8dee4;border-radius:8px;">
        <tr>
          <td class="px-24" style="padding:24px 32px 0 32px;">
            ${home ? `<a href="${href(home)}" target="_blank">${logoImg}</a>` : logoImg}
          </td>
        </tr>
        <tr>
          <td class="px-24" style="padding:24px 32px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Helvetica,Arial,sans-serif;font-size:16px;line-height:24px;color:#1f2328;">
${body}
          </td>
        </tr>
      </table>
      <table role="presentation" class="container" width="600" border="0" cellpadding="0" cellspacing="0">
        <tr>
          <td class="muted" align="center" style="padding:24px 32px;font-family:Helvetica,Arial,sans-serif;font-size:12px;line-height:18px;color:#57606a;">
${footer}
          </td>
        </tr>
      </table>
    </td>
  </tr>
</table>
${pixelUrl ? pixel(pixelUrl) : ''}
</body>
</html>
`;
}

/** Marketing layout: hero image, multi-column product grid, heavier footer. */
export function newsletter({ title, brand, accent = '#e4572e', pre, sections, footer, pixelUrl, lang = 'en' }) {
  const blocks = sections
    .map(
      (s) => `        <tr>
          <td style="padding:0 24px 24px 24px;">
            ${s}
          </td>
        </tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
  .hero h1 { font-size: 34px; color: #ffffff; }
  .product td { width: 280px; height: 280px; }
  .price { color: ${accent}; font-weight: 700; }
  #footer a { color: #999999 !important; }
  @media screen and (max-width: 600px) { .col { display: block !important; width: 100% !important; } }
</style>
</head>
<body style="margin:0;background:#eeeeee;">
${pre ? preheader(pre) : ''}
<center>
  <table width="640" cellpadding="0" cellspacing="0" border="0" style="background:#ffffff;">
    <tr>
      <td style="padding:16px 24px;font-size:12px;color:#777777;font-family:Arial,sans-serif;" align="right">
        <a href="https://view.mailer.${brand.toLowerCase().replace(/\W+/g, '')}.test/webversion/7781?u=5521" style="color:#777777;">View in browser</a>
      </td>
    </tr>
    <tr>
      <td class="hero" style="background:${accent};padding:40px 24px;font-family:Georgia,serif;" align="center">
        <img src="https://cdn.mailassets.test/${brand.toLowerCase().replace(/\W+/g, '')}/hero-2025.jpg" width="592" height="300" alt="${brand}" style="display:block;width:100%;max-width:592px;">
      </td>
    </tr>
${blocks}
    <tr>
      <td id="footer" style="padding:24px;background:#222222;color:#aaaaaa;font-family:Arial,sans-serif;font-size:11px;line-height:17px;" align="center">
${footer}
      </td>
    </tr>
  </table>
</center>
${pixelUrl ? pixel(pixelUrl) : ''}
</body>
</html>
`;
}
