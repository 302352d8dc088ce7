// Minimal MIME writer for the test corpus: real mail shapes (multipart/alternative,
// related, mixed), real transfer encodings (quoted-printable, base64, 7bit, 8bit) and
// real legacy charsets, so the corpus exercises the same decoding path as production.
import { createRequire } from 'node:module';

// iconv-lite and encoding-japanese are what mailparser itself decodes with.
const require = createRequire(createRequire(import.meta.url).resolve('mailparser'));
const iconv = require('iconv-lite');
const Encoding = require('encoding-japanese');

export function encodeCharset(text, charset) {
  const cs = charset.toLowerCase();
  if (cs === 'utf-8' || cs === 'us-ascii') return Buffer.from(text, 'utf8');
  if (cs === 'iso-2022-jp') return Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'JIS', from: 'UNICODE' }));
  return iconv.encode(text, cs);
}

function wrap76(s) {
  const lines = [];
  for (let i = 0; i < s.length; i += 76) lines.push(s.slice(i, i + 76));
  return lines.join('\r\n');
}

export function quotedPrintable(buf) {
  const out = [];
  const lines = [];
  let start = 0;
  for (let i = 0; i <= buf.length; i++) {
    if (i === buf.length || buf[i] === 0x0a) {
      let end = i;
      if (end > start && buf[end - 1] === 0x0d) end--;
      lines.push(buf.subarray(start, end));
      start = i + 1;
    }
  }
  for (const line of lines) {
    let cur = '';
    for (let i = 0; i < line.length; i++) {
      const b = line[i];
      const last = i === line.length - 1;
      let piece;
      if ((b >= 33 && b <= 126 && b !== 61) || (b === 32 && !last)) piece = String.fromCharCode(b);
      else piece = `=${b.toString(16).toUpperCase().padStart(2, '0')}`;
      if (cur.length + piece.length > 75) {
        out.push(`${cur}=`);
        cur = '';
      }
      cur += piece;
    }
    out.push(cur);
  }
  return out.join('\r\n');
}

function encodeBody(text, charset, transfer) {
  const bytes = encodeCharset(text.replace(/\r?\n/g, '\n'), charset);
  switch (transfer) {
    case 'quoted-printable':
      return Buffer.from(quotedPrintable(bytes), 'latin1');
    case 'base64':
      return Buffer.from(wrap76(bytes.toString('base64')), 'latin1');
    default: {
      // 7bit / 8bit: raw bytes with CRLF line ends
      const crlf = [];
      for (const b of bytes) {
        if (b === 0x0a) crlf.push(0x0d);
        crlf.push(b);
      }
      return Buffer.from(crlf);
    }
  }
}

/** RFC 2047 encoded words, split on character boundaries so multibyte charsets stay valid. */
export function encodeHeader(value, charset) {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const chars = Array.from(value);
  const words = [];
  let chunk = '';
  for (const ch of chars) {
    if (encodeCharset(chunk + ch, charset).length > 36) {
      words.push(chunk);
      chunk = '';
    }
    chunk += ch;
  }
  if (chunk) words.push(chunk);
  return words.map((w) => `=?${charset.toUpperCase()}?B?${encodeCharset(w, charset).toString('base64')}?=`).join('\r\n ');
}

function encodeAddress(addr, charset) {
  const m = /^(.*?)\s*<([^>]+)>$/.exec(addr);
  if (!m || !m[1]) return addr;
  const name = m[1].replace(/^"|"$/g, '');
  const display = /^[\x20-\x7e]*$/.test(name) ? `"${name}"` : encodeHeader(name, charset);
  return `${display} <${m[2]}>`;
}

let boundaryCounter = 0;
function boundary(tag) {
  boundaryCounter++;
  return `----=_Part_${tag}_${(boundaryCounter * 7919).toString(36)}_${(boundaryCounter * 104729).toString(16)}`;
}

function part(contentType, transfer, body, extraHeaders = []) {
  const head = [`Content-Type: ${contentType}`, `Content-Transfer-Encoding: ${transfer}`, ...extraHeaders].join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]);
}

function multipart(subtype, parts, tag) {
  const b = boundary(tag);
  const chunks = [Buffer.from(`Content-Type: multipart/${subtype}; boundary="${b}"\r\n\r\n`, 'latin1')];
  if (subtype !== 'alternative') chunks.push(Buffer.from('This is a multi-part message in MIME format.\r\n\r\n', 'latin1'));
  for (const p of parts) chunks.push(Buffer.from(`--${b}\r\n`, 'latin1'), p, Buffer.from('\r\n', 'latin1'));
  chunks.push(Buffer.from(`--${b}--\r\n`, 'latin1'));
  return Buffer.concat(chunks);
}

// A 1x1 transparent GIF, for inline-image (multipart/related) mails.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * m: { from, to, subject, date, messageId, charset, transfer, text?, html?, inlineImage?, attachment?, headers? }
 */
export function buildEml(m) {
  const charset = m.charset ?? 'utf-8';
  const transfer = m.transfer ?? 'quoted-printable';
  const textTransfer = m.textTransfer ?? transfer;
  const htmlTransfer = m.htmlTransfer ?? transfer;
  const ct = (type) => `${type}; charset=${charset === 'utf-8' ? 'UTF-8' : charset}`;

  const textPart = m.text !== undefined ? part(ct('text/plain'), textTransfer, encodeBody(m.text, charset, textTransfer)) : null;
  let htmlPart = m.html !== undefined ? part(ct('text/html'), htmlTransfer, encodeBody(m.html, charset, htmlTransfer)) : null;

  if (htmlPart && m.inlineImage) {
    const img = part('image/gif; name="logo.gif"', 'base64', Buffer.from(wrap76(PIXEL.toString('base64')), 'latin1'), [
      'Content-ID: <logo@corpus.test>',
      'Content-Disposition: inline; filename="logo.gif"',
    ]);
    htmlPart = multipart('related', [htmlPart, img], 'rel');
  }

  let body;
  if (textPart && htmlPart) body = multipart('alternative', [textPart, htmlPart], 'alt');
  else body = textPart ?? htmlPart;

  if (m.attachment) {
    const att = part(
      `${m.attachment.type}; name="${m.attachment.name}"`,
      'base64',
      Buffer.from(wrap76(Buffer.from(m.attachment.content).toString('base64')), 'latin1'),
      [`Content-Disposition: attachment; filename="${m.attachment.name}"`],
    );
    body = multipart('mixed', [body, att], 'mix');
  }

  const headers = [
    `Return-Path: <bounce-${m.messageId.split('@')[0]}@${m.from.replace(/.*@([^>]+)>?$/, '$1')}>`,
    `From: ${encodeAddress(m.from, charset)}`,
    `To: ${m.to ?? 'inbox-7f3k2q@throwbox.test'}`,
    `Subject: ${encodeHeader(m.subject, charset)}`,
    `Date: ${m.date}`,
    `Message-ID: <${m.messageId}>`,
    'MIME-Version: 1.0',
    ...(m.headers ?? []),
  ];
  return Buffer.concat([Buffer.from(`${headers.join('\r\n')}\r\n`, 'latin1'), body]);
}
