import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface SentInfo {
  accepted: string[];
  rejected: string[];
  response: string;
}

/** Sends one message over real SMTP to the ingest service (no TLS, no auth: an inbound MX). */
export async function sendMail(port: number, mail: Mail.Options, host = '127.0.0.1'): Promise<SentInfo> {
  const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true, tls: { rejectUnauthorized: false } });
  try {
    const info = await transport.sendMail({ from: 'sender@example.com', ...mail });
    return { accepted: info.accepted.map(String), rejected: info.rejected.map(String), response: info.response };
  } finally {
    transport.close();
  }
}

/** Sends a raw RFC 822 source as is (for charsets and encodings nodemailer would not produce). */
export async function sendRaw(port: number, envelope: { from: string; to: string[] }, raw: string | Buffer): Promise<SentInfo> {
  return sendMail(port, { envelope, raw });
}
